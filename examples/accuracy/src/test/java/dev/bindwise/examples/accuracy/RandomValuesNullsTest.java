package dev.bindwise.examples.accuracy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The nulls of a point's calls: each value null in exactly the point's share of them, and two values null
 * independently of each other, as the size models take them (seed 1091's submitContact once had its Order
 * and its dateTime null in the same calls at 60 % nulls, which took the messages' first dateTime, and its
 * time zone, out of 24 % of them: RMI-IIOP's estimate looked 9 % too large).
 */
class RandomValuesNullsTest {

    private static final RandomService SERVICE = RandomService.of(1091);

    @Test
    void eachValueIsNullInItsShareAndIndependentlyOfTheOthers() {
        double largestDeviation = 0;
        double sumOfDeviations = 0;
        int pairs = 0;
        for (int point = 0; point < Settings.count(); point++) {
            double share = Settings.at(point).nullRatio();
            RandomValues values = new RandomValues(SERVICE, Settings.control(point), 0, new Random(0), null);
            boolean[] serial = values.there("submitContact/serial?");
            boolean[] voucher = values.there("submitContact/voucher?");
            int both = 0;
            for (int c = 0; c < Settings.CALLS; c++) {
                both += serial[c] && voucher[c] ? 1 : 0;
            }
            assertEquals(Math.round((1 - share) * Settings.CALLS), count(serial), "serial at " + Settings.at(point));
            assertEquals(Math.round((1 - share) * Settings.CALLS), count(voucher), "voucher at " + Settings.at(point));
            double independent = (1 - share) * (1 - share) * Settings.CALLS;
            largestDeviation = Math.max(largestDeviation, Math.abs(both - independent));
            sumOfDeviations += both - independent;
            pairs++;
        }
        // a systematic sample is off by 24 calls at 60 % nulls here; random draws by a few
        assertTrue(largestDeviation <= 10, "calls with both values there off independence by " + largestDeviation);
        assertTrue(Math.abs(sumOfDeviations / pairs) <= 2, "mean deviation from independence " + sumOfDeviations / pairs);
    }

    private static int count(boolean[] there) {
        int count = 0;
        for (boolean value : there) {
            count += value ? 1 : 0;
        }
        return count;
    }
}
