package dev.bindwise.examples.iiop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.estimate.GiopSizeModel;
import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.Workload;
import dev.bindwise.examples.driver.WireSizeCheck;

/**
 * The RMI-IIOP size model (core) against the bytes the relay counts for the real GlassFish ORB server:
 * every operation of every example service (Financial at 1, 10 and 100 KB), at its default workload and
 * with shorter and longer strings, arrays and binaries and without nulls, each estimate from the WSDL and
 * the values of that very call, within 15 % of the wire. Calls are measured in the steady state of the
 * connection, as the model counts them (the wire check calls each workload once before it counts).
 */
@Timeout(300)
class GiopSizeModelAccuracyTest {

    private static final double TOLERANCE = 0.15;

    @Test
    void everyOperationIsEstimatedWithinFifteenPercentOfTheWire(@TempDir Path logs) throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        List<WireSizeCheck.Case> cases = WireSizeCheck.run(new IiopBinding(), new GiopSizeModel(), ExampleServices.all(),
                root, (ExampleOperation operation) -> workloads(operation.defaults()), logs);
        double[] errors = WireSizeCheck.medianAndMaxError(cases);
        String table = cases.stream().map(WireSizeCheck.Case::describe).collect(Collectors.joining("\n"))
                + String.format(Locale.ROOT, "%n%d cases; |error| median %.1f %%, max %.1f %%", cases.size(),
                        100 * errors[0], 100 * errors[1]);
        System.out.println(table);

        assertEquals(ExampleServices.all().stream().mapToLong(s -> s.operations().size()).sum(),
                cases.stream().map(c -> c.service() + "." + c.operation()).distinct().count(), table);
        assertTrue(errors[1] <= TOLERANCE, "largest error " + Math.round(errors[1] * 1000) / 10.0 + " %:\n" + table);
    }

    /**
     * The default workload; shorter and longer strings; fewer and more items of short arrays; a smaller
     * and a larger binary; no nulls where the default leaves some out.
     */
    private static List<Workload> workloads(Workload defaults) {
        LinkedHashSet<Workload> workloads = new LinkedHashSet<>(List.of(defaults, defaults.withStringLength(5),
                defaults.withStringLength(Math.min(30, Math.max(5, defaults.stringLength() * 2)))));
        if (defaults.arrayLength() > 0 && defaults.arrayLength() <= 10) {
            workloads.add(defaults.withArrayLength(1));
            workloads.add(defaults.withArrayLength(2 * defaults.arrayLength()));
        }
        if (defaults.binaryBytes() > 0) {
            workloads.add(defaults.withBinaryBytes(defaults.binaryBytes() / 4));
            workloads.add(defaults.withBinaryBytes(defaults.binaryBytes() * 3));
        }
        if (defaults.nullRatio() > 0) {
            workloads.add(defaults.withNullRatio(0));
        }
        return new ArrayList<>(workloads);
    }
}
