package dev.bindwise.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.select.SelectionRequest;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** What a selection needs besides the WSDL, the same options in select and generate (a picocli mixin). */
final class SelectionOptions {

    @Mixin
    private DiscoveryOptions discovery;

    @Mixin
    private CalibrationOption calibration;

    @Mixin
    private HintsOption hints;

    @Option(names = "--rules", paramLabel = "DIR|FILE.drl",
            description = "Your policy rules, added to the default ones (a folder's .drl files, or one file); repeatable.")
    private List<Path> rules = new ArrayList<>();

    /** The request with these options added; an option that cannot be used is bad input that names it. */
    SelectionRequest fill(SelectionRequest request) throws BadInputException {
        for (Path path : rules) {
            if (!Files.exists(path)) {
                throw new BadInputException(path + ": --rules is neither a folder nor a .drl file.");
            }
        }
        return request.withHints(hints.hints()).withRuleFiles(rules).withCalibrationFile(calibration.file())
                .withDiscovery(discovery.request());
    }
}
