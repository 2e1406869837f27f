package dev.bindwise.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import dev.bindwise.cli.spi.OptionRange;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.select.SelectionRequest;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** What a selection needs besides the WSDL, the same options in select and generate (a picocli mixin). */
final class SelectionOptions {

    /** The longest --rules-timeout: an hour. */
    private static final long MAX_RULES_TIMEOUT_SECONDS = 3600;
    private static final OptionRange RULES_TIMEOUT = new OptionRange(1, MAX_RULES_TIMEOUT_SECONDS, "seconds");

    @Mixin
    private DiscoveryOptions discovery;

    @Mixin
    private CalibrationOption calibration;

    @Mixin
    private HintsOption hints;

    @Mixin
    private OperatingPointOption at;

    @Option(names = "--samples", paramLabel = "DIR",
            description = "A folder of sample messages, the requests and replies a client captured (.xml, a SOAP envelope"
                    + " or the body's element, one message a file): each operation they show is voted at the point they"
                    + " show (average string length, share of nulls, array and binary sizes); the others at --at, or over"
                    + " the space.")
    private Path samples;

    @Option(names = "--rules", paramLabel = "DIR|FILE.drl",
            description = "Your policy rules, added to the default ones (a folder's .drl files, or one file); repeatable.")
    private List<Path> rules = new ArrayList<>();

    @Option(names = "--idempotent", paramLabel = "OPERATION", split = ",",
            description = "Declare an operation idempotent (calling it twice does no more than calling it once), as"
                    + " operation or PortType.operation; repeatable. Only a declared operation is sent again over the"
                    + " next binding after a call that may have reached the service; the WSDL declares one with"
                    + " bindwise:idempotent=\"true\" (or wsdlx:safe=\"true\") on its wsdl:operation. A name never does.")
    private List<String> idempotent = new ArrayList<>();

    @Option(names = "--rules-timeout", paramLabel = "SECONDS",
            description = "How long the policy rules may take to decide, 1 to " + MAX_RULES_TIMEOUT_SECONDS + " seconds"
                    + " (default ${DEFAULT-VALUE}); a rule still running then stops the command with its name and place.")
    private long rulesTimeoutSeconds = RuleBase.DEFAULT_TIME_LIMIT.toSeconds();

    /** The request with these options added; an option that cannot be used is bad input that names it. */
    SelectionRequest fill(SelectionRequest request) throws BadInputException {
        Duration rulesTimeout = Duration.ofSeconds(RULES_TIMEOUT.check("--rules-timeout", rulesTimeoutSeconds));
        for (Path path : rules) {
            if (!Files.exists(path)) {
                throw new BadInputException(path + ": --rules is neither a folder nor a .drl file.");
            }
        }
        return request.withHints(hints.hints()).withOperatingPoint(at.point()).withSamplesFolder(samples).withRuleFiles(rules).withCalibrationFile(calibration.file())
                .withDiscovery(discovery.request()).withRuleTimeLimit(rulesTimeout).withIdempotentOperations(idempotent);
    }
}
