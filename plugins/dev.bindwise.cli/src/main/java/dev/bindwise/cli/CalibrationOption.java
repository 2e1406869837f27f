package dev.bindwise.cli;

import java.nio.file.Path;

import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.operation.BadInputException;
import picocli.CommandLine.Option;

/**
 * The costs the vote compares: the defaults (our measured stacks), or a target's calibration or a proxy's measurements
 * there (a picocli mixin of estimate and select).
 */
final class CalibrationOption {

    @Option(names = "--calibration", paramLabel = "FILE",
            description = { "Costs per binding that ./bindwise calibrate measured on the target (bindwise.calibration/1),",
                    "or what a proxy measured there (bindwise.measurements/2, runtime().writeMeasurements: a line per",
                    "binding fitted to its operations' median times and bytes): the vote then compares that target's",
                    "milliseconds instead of the default costs." })
    private Path calibration;

    /** The calibration file given, or null. */
    Path file() {
        return calibration;
    }

    CostTable costs() throws BadInputException {
        return CostTable.calibratedBy(calibration);
    }
}
