package dev.bindwise.cli.spi;

import dev.bindwise.core.operation.BadInputException;

/**
 * The values a numeric option takes, checked before the command runs, so that a number out of range is a
 * message naming the option (exit code 2) rather than an overflow or a hang deep inside. The option's help
 * names the same bounds.
 *
 * @param unit what the number counts, as the message says it ("milliseconds", "client threads")
 */
public record OptionRange(long min, long max, String unit) {

    public OptionRange {
        if (min > max) {
            throw new IllegalArgumentException("an empty range: " + min + " to " + max);
        }
    }

    /**
     * @return the value, when it is in range
     * @throws BadInputException naming the option, the value and the range
     */
    public long check(String option, long value) throws BadInputException {
        if (value < min || value > max) {
            throw new BadInputException(option + " " + value + ": give " + min + " to " + max + " " + unit + ".");
        }
        return value;
    }
}
