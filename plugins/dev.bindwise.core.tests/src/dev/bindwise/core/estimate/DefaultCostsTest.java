package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/** The default cost table agrees with the static rules it stands beside. */
class DefaultCostsTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();

    @Test
    void whereJcaIsOfferedTheVoteUnderTheDefaultsGoesToJcaAsTheRuleDoes() throws Exception {
        for (String wsdl : new String[] {"examples/trader/Trader.wsdl", "examples/financial/Financial.wsdl"}) {
            ServiceDescription description = new WsdlReader().read(ROOT.resolve(wsdl));
            for (OperationEstimate estimate : Estimator.withDefaults().estimate(description, SpaceHints.none())) {
                assertTrue(estimate.vote().bindings().contains(BindingKind.JCA), wsdl + " " + estimate.operation());
                assertEquals(BindingKind.JCA, estimate.vote().winner().orElseThrow(), wsdl + " " + estimate.operation()
                        + " " + estimate.vote().counts());
                assertEquals(1.0, estimate.vote().confidence(), wsdl + " " + estimate.vote().counts());
            }
        }
    }

    @Test
    void jcaCostsLeastPerCallAndPerByteAsTheRuleSays() {
        CostTable defaults = CostTable.defaults();
        for (BindingKind remote : new BindingKind[] {BindingKind.SOAP, BindingKind.RMI_IIOP}) {
            assertTrue(defaults.cost(BindingKind.JCA).fixedMillis() < defaults.cost(remote).fixedMillis()
                    && defaults.cost(BindingKind.JCA).millisPerByte() < defaults.cost(remote).millisPerByte(), remote.name());
        }
    }
}
