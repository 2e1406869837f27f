package dev.bindwise.examples.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.Binding;
import dev.bindwise.model.ServiceDescription;

class ManyOperationsWsdlTest {

    @Test
    void theTimingWsdlHasAHundredOperationsOnEveryBindingAndEstimates(@TempDir Path folder) throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        Path wsdl = ManyOperationsWsdl.write(root.resolve("examples/mappoint/MapPoint.wsdl"), 100, folder.resolve("Many.wsdl"));

        ServiceDescription description = new WsdlReader().read(wsdl);
        assertEquals(100, description.getPortTypes().get(0).getOperations().size());
        for (Binding binding : description.getBindings()) {
            assertEquals(100, binding.getOperations().size(), binding.getName());
        }
        assertEquals(100, Estimator.withDefaults().estimate(description, SpaceHints.none()).size());
    }
}
