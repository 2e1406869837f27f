package dev.bindwise.core.inspect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.junit.jupiter.api.Test;

import dev.bindwise.core.estimate.EstimateOperation;
import dev.bindwise.core.estimate.EstimateReport;
import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.core.wsdl.TestFiles;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.ServiceDescription;

/** Inspect and estimate as operations: what the command line and the Bindings view run, cancelled by their monitor. */
class InspectOperationTest {

    private static final Path TRADER = TestFiles.example("trader/Trader.wsdl");

    @Test
    void readsTheWsdlAsTheReaderDoes() throws Exception {
        ServiceDescription description = new InspectOperation(TRADER, WsdlReaderOptions.defaults()).execute(null);
        assertTrue(InspectReport.text(description).contains("Port type Trader"), InspectReport.text(description));
    }

    @Test
    void aCancelledMonitorEndsItWithoutAResult() {
        NullProgressMonitor cancelled = new NullProgressMonitor();
        cancelled.setCanceled(true);
        assertThrows(OperationCanceledException.class,
                () -> new InspectOperation(TRADER, WsdlReaderOptions.defaults()).execute(cancelled));
    }

    @Test
    void aWsdlThatDoesNotReadIsBadInputNamingTheFile() {
        Path missing = TRADER.resolveSibling("Missing.wsdl");
        WsdlReadException e = assertThrows(WsdlReadException.class,
                () -> new InspectOperation(missing, WsdlReaderOptions.defaults()).execute(null));
        assertTrue(e.getMessage().contains("Missing.wsdl"), e.getMessage());
    }

    @Test
    void estimatesOverTheSpaceAndAtAPointAsTheReportsWriteThem() throws Exception {
        ServiceDescription description = new InspectOperation(TRADER, WsdlReaderOptions.defaults()).execute(null);
        Estimator estimator = Estimator.withDefaults();
        EstimateOperation.Estimates overSpace = new EstimateOperation(description, estimator, SpaceHints.none(), null)
                .execute(null);
        assertEquals(List.of(), overSpace.atPoint());
        assertEquals(EstimateReport.text(estimator.estimate(description, SpaceHints.none()), SpaceHints.none()),
                overSpace.text());

        ValueSetting point = ValueSetting.TYPICAL;
        EstimateOperation.Estimates atPoint = new EstimateOperation(description, estimator, SpaceHints.none(), point)
                .execute(null);
        assertEquals(List.of(), atPoint.overSpace());
        assertEquals(EstimateReport.textAt(estimator.at(description, point), point, estimator.costs()), atPoint.text());

        NullProgressMonitor cancelled = new NullProgressMonitor();
        cancelled.setCanceled(true);
        assertThrows(OperationCanceledException.class,
                () -> new EstimateOperation(description, estimator, SpaceHints.none(), null).execute(cancelled));
    }
}
