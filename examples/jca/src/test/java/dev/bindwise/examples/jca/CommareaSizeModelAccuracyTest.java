package dev.bindwise.examples.jca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.estimate.CommareaSizeModel;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.Workload;
import dev.bindwise.examples.driver.WireSizeCheck;
import dev.bindwise.runtime.BindingKind;

/**
 * The JCA size model (core) against the bytes the relay counts between the real adapter and the real
 * COMMAREA server: every operation of every example service whose WSDL has a JCA port, at its default
 * workload and at shorter and longer strings and other table lengths, each estimate from the WSDL and
 * the values of that very call. The project's bar is 15 %; the model counts every byte the adapter
 * writes, so it is held to the exact count as well.
 */
@Timeout(120)
class CommareaSizeModelAccuracyTest {

    private static final double TOLERANCE = 0.15;

    @Test
    void everyOperationWithAJcaPortIsEstimatedToTheByte(@TempDir Path logs) throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        JcaBinding binding = new JcaBinding();
        for (ExampleService service : ExampleServices.all()) {
            boolean jcaPort = new WsdlReader().read(root.resolve(service.wsdl())).getServices().get(0).getPorts()
                    .stream().anyMatch(p -> p.getKind() == BindingKind.JCA);
            assertEquals(jcaPort, binding.serves(service), service.name() + ": a JCA port in its WSDL");
        }
        List<WireSizeCheck.Case> cases = WireSizeCheck.run(binding, new CommareaSizeModel(), ExampleServices.all(),
                root, (ExampleOperation operation) -> workloads(operation.defaults()), logs);
        double[] errors = WireSizeCheck.medianAndMaxError(cases);
        String table = cases.stream().map(WireSizeCheck.Case::describe).collect(Collectors.joining("\n"))
                + String.format(Locale.ROOT, "%n%d estimates: median error %.2f %%, largest %.2f %%", 2 * cases.size(),
                        100 * errors[0], 100 * errors[1]);
        System.out.println(table);

        List<String> sized = cases.stream().map(c -> c.service() + "." + c.operation()).distinct().toList();
        assertTrue(sized.containsAll(List.of("trader.getQuote", "trader.buy", "trader.sell", "financial.handleAddShort1",
                "financial.handleAddShort10", "financial.handleAddShort100")), sized.toString());
        assertTrue(errors[1] <= TOLERANCE, "largest error " + Math.round(errors[1] * 1000) / 10.0 + " %:\n" + table);
        assertFalse(cases.isEmpty());
        List<String> inexact = cases.stream()
                .filter(c -> c.estimatedRequest() != c.wireRequest() || c.estimatedReply() != c.wireReply())
                .map(WireSizeCheck.Case::describe).toList();
        assertEquals(List.of(), inexact, "estimates that miss the wire by a byte or more:\n" + table);
    }

    /** The default workload, shorter and longer strings, and for an operation with a table, other lengths of it. */
    private static List<Workload> workloads(Workload defaults) {
        List<Workload> workloads = new ArrayList<>(List.of(defaults, defaults.withStringLength(5),
                defaults.withStringLength(30)));
        if (defaults.arrayLength() > 0) {
            workloads.addAll(List.of(defaults.withArrayLength(0), defaults.withArrayLength(1),
                    defaults.withArrayLength(defaults.arrayLength() * 3 / 2)));
        }
        return workloads;
    }
}
