package dev.bindwise.core.select;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.Facts;
import dev.bindwise.model.ServiceDescription;

/**
 * Everything a selection needs, as a face knows it (after m2e's request objects): the command line fills
 * it from its options, the IDE from its preferences and wizard, the examples from their settings; the
 * {@link SelectionOperation} builds the whole chain from it. Each input comes either as the user named it
 * (a file, loaded when the operation runs) or already in hand (read, parsed, compiled). Start from
 * {@link #ofWsdl} or {@link #of} and add what is known; what is not given has the default of
 * {@code ./bindwise select}.
 *
 * @param wsdlFile the WSDL to read; null when {@code description} is given
 * @param readerOptions how to read it (import roots)
 * @param description the WSDL already read, or null
 * @param discovery how to discover the target: profile, client project, server home, the probes' bound
 * @param facts the facts of the target when the caller knows them already (discovery is then skipped), or null
 * @param hints what the user knows of the data
 * @param operatingPoint the point of the parameter space the user says every operation's data are at (the
 *        sizes are estimated and voted there instead of over the space), or null
 * @param samplesFolder a folder of sample messages (requests and replies a client captured), from which each
 *        operation they show gets its own point (hints B and C, array and binary sizes), or null
 * @param costs what a call costs per binding when no calibration file is named: the defaults (our measured stacks), or the caller's
 * @param calibrationFile a calibration (bindwise.calibration/1) whose measured costs replace the defaults, or null
 * @param ruleFiles the user's .drl files and folders, loaded beside the default rules when {@code rules} is null
 * @param rules a rule base already compiled, or null to compile the default rules and {@code ruleFiles}
 * @param ruleTimeLimit how long the rules may take to decide, or null for the rule base's own limit
 *        ({@link RuleBase#DEFAULT_TIME_LIMIT} for the rules compiled from {@code ruleFiles})
 * @param idempotentOperations the operations the user declares idempotent besides those the WSDL declares
 *        ({@code operation} or {@code PortType.operation}): only these may be sent again after a call that may have run
 */
public record SelectionRequest(Path wsdlFile, WsdlReaderOptions readerOptions, ServiceDescription description,
        DiscoveryRequest discovery, Facts facts, SpaceHints hints, ValueSetting operatingPoint, Path samplesFolder,
        CostTable costs, Path calibrationFile, List<Path> ruleFiles, RuleBase rules, Duration ruleTimeLimit,
        List<String> idempotentOperations) {

    public SelectionRequest {
        if ((wsdlFile == null) == (description == null)) {
            throw new IllegalArgumentException("a selection needs either a WSDL file or a description already read");
        }
        Objects.requireNonNull(readerOptions, "readerOptions");
        Objects.requireNonNull(discovery, "discovery");
        Objects.requireNonNull(hints, "hints");
        Objects.requireNonNull(costs, "costs");
        ruleFiles = List.copyOf(ruleFiles);
        idempotentOperations = List.copyOf(idempotentOperations);
    }

    /** A selection of the WSDL in this file, read with these options, and otherwise the defaults. */
    public static SelectionRequest ofWsdl(Path wsdlFile, WsdlReaderOptions readerOptions) {
        return new SelectionRequest(wsdlFile, readerOptions, null, DiscoveryRequest.defaults(), null, SpaceHints.none(),
                null, null, CostTable.defaults(), null, List.of(), null, null, List.of());
    }

    /** A selection of a WSDL already read, otherwise with the defaults. */
    public static SelectionRequest of(ServiceDescription description) {
        return new SelectionRequest(null, WsdlReaderOptions.defaults(), description, DiscoveryRequest.defaults(), null,
                SpaceHints.none(), null, null, CostTable.defaults(), null, List.of(), null, null, List.of());
    }

    public SelectionRequest withDiscovery(DiscoveryRequest newDiscovery) {
        return with(copy -> copy.discovery = newDiscovery);
    }

    /** Facts known already (declared by the caller, or discovered before): the selection does not discover. */
    public SelectionRequest withFacts(Facts knownFacts) {
        return with(copy -> copy.facts = knownFacts);
    }

    public SelectionRequest withHints(SpaceHints newHints) {
        return with(copy -> copy.hints = newHints);
    }

    /** The point every operation's data are at (null for none): the vote is taken there, not over the space. */
    public SelectionRequest withOperatingPoint(ValueSetting newOperatingPoint) {
        return with(copy -> copy.operatingPoint = newOperatingPoint);
    }

    /** A folder of sample messages (null for none): each operation they show is voted at the point they show. */
    public SelectionRequest withSamplesFolder(Path newSamplesFolder) {
        return with(copy -> copy.samplesFolder = newSamplesFolder);
    }

    public SelectionRequest withCosts(CostTable newCosts) {
        return with(copy -> copy.costs = newCosts);
    }

    /** A calibration file (null for none); its measured costs replace the defaults for the bindings it measured. */
    public SelectionRequest withCalibrationFile(Path newCalibrationFile) {
        return with(copy -> copy.calibrationFile = newCalibrationFile);
    }

    public SelectionRequest withRuleFiles(List<Path> newRuleFiles) {
        return with(copy -> copy.ruleFiles = newRuleFiles);
    }

    /** How long the rules may take to decide (positive), instead of the rule base's own limit. */
    public SelectionRequest withRuleTimeLimit(Duration newRuleTimeLimit) {
        return with(copy -> copy.ruleTimeLimit = newRuleTimeLimit);
    }

    /** A rule base compiled already, shared by many selections (compiling takes about a second). */
    public SelectionRequest withRules(RuleBase compiled) {
        return with(copy -> copy.rules = compiled);
    }

    /**
     * Operations the user declares idempotent ({@code operation}, or {@code PortType.operation} where two port
     * types have one of that name), besides those the WSDL declares.
     */
    public SelectionRequest withIdempotentOperations(List<String> operations) {
        return with(copy -> copy.idempotentOperations = operations);
    }

    /** This request with one change: the one place that copies every component. */
    private SelectionRequest with(Consumer<Copy> change) {
        Copy copy = new Copy(this);
        change.accept(copy);
        return copy.request();
    }

    /** The components of a request while one of them changes. */
    private static final class Copy {

        private final Path wsdlFile;
        private final WsdlReaderOptions readerOptions;
        private final ServiceDescription description;
        private DiscoveryRequest discovery;
        private Facts facts;
        private SpaceHints hints;
        private ValueSetting operatingPoint;
        private Path samplesFolder;
        private CostTable costs;
        private Path calibrationFile;
        private List<Path> ruleFiles;
        private RuleBase rules;
        private Duration ruleTimeLimit;
        private List<String> idempotentOperations;

        Copy(SelectionRequest from) {
            wsdlFile = from.wsdlFile;
            readerOptions = from.readerOptions;
            description = from.description;
            discovery = from.discovery;
            facts = from.facts;
            hints = from.hints;
            operatingPoint = from.operatingPoint;
            samplesFolder = from.samplesFolder;
            costs = from.costs;
            calibrationFile = from.calibrationFile;
            ruleFiles = from.ruleFiles;
            rules = from.rules;
            ruleTimeLimit = from.ruleTimeLimit;
            idempotentOperations = from.idempotentOperations;
        }

        SelectionRequest request() {
            return new SelectionRequest(wsdlFile, readerOptions, description, discovery, facts, hints, operatingPoint,
                    samplesFolder, costs, calibrationFile, ruleFiles, rules, ruleTimeLimit, idempotentOperations);
        }
    }
}
