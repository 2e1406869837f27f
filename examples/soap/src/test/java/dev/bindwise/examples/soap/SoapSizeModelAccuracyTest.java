package dev.bindwise.examples.soap;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.estimate.SoapSizeModel;
import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.driver.WireSizeCheck;

/**
 * The SOAP size model (core) against the bytes the relay counts for the real Axis2 server: every
 * operation of every example service, at its default workload and with shorter and longer strings and
 * arrays, each estimate from the WSDL and the values of that very call, within 15 % of the wire.
 */
@Timeout(180)
class SoapSizeModelAccuracyTest {

    private static final double TOLERANCE = 0.15;

    @Test
    void everyOperationIsEstimatedWithinFifteenPercentOfTheWire(@TempDir Path logs) throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        List<WireSizeCheck.Case> cases = WireSizeCheck.run(new SoapBinding(), new SoapSizeModel(), ExampleServices.all(),
                root, (ExampleOperation operation) -> WireSizeCheck.around(operation.defaults()), logs);
        String table = cases.stream().map(WireSizeCheck.Case::describe).collect(Collectors.joining("\n"));
        double[] errors = WireSizeCheck.medianAndMaxError(cases);
        System.out.println(table + String.format(Locale.ROOT, "%nmedian error %.1f %%, max %.1f %%", 100 * errors[0],
                100 * errors[1]));
        assertTrue(cases.size() >= 40, "only " + cases.size() + " cases:\n" + table);
        assertTrue(errors[1] <= TOLERANCE, "largest error " + Math.round(errors[1] * 1000) / 10.0 + " %:\n" + table);
    }
}
