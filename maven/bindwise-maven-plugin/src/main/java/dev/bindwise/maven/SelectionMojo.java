package dev.bindwise.maven;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;

import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.core.inspect.InspectReport;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.select.SelectionRequest;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.ServiceDescription;

/**
 * What the select and generate goals share: the parameters of a selection, the options of {@code ./bindwise select},
 * turned into the engine's {@link SelectionRequest}; and how the engine's bad-input messages fail the build.
 */
abstract class SelectionMojo extends AbstractMojo {

    /**
     * A target profile (bindwise.target/1, JSON): the facts of the target the client is deployed to, declared. With
     * one, the selection also probes the WSDL's endpoints from the machine the build runs on (declared facts win).
     * Without one (and without {@code probe}), nothing is probed: the plan is the open one, every binding the WSDL
     * offers with the conditions the proxy checks where it is deployed.
     */
    @Parameter(property = "bindwise.target")
    File target;

    /**
     * Probes the machine the build runs on and the WSDL's endpoints, as {@code ./bindwise select} does. Off by
     * default: then the plan depends on the inputs only, never on what listens where the build runs.
     */
    @Parameter(property = "bindwise.probe", defaultValue = "false")
    boolean probe;

    /**
     * What you know of the data, narrowing the space of message sizes: {@code A} the largest message ({@code A} alone:
     * 100 KB for simple types, 300 KB for structures), {@code B} the average string length, {@code C} the share of
     * nulls. Example: {@code A=100KB,B=20,C=0.3}.
     */
    @Parameter(property = "bindwise.hints")
    String hints;

    /**
     * Where your data are: the sizes and the vote at this one point of the space instead of over it, e.g.
     * {@code strlen=20,nulls=0.5,array=5,binary=10KB} (a dimension left out: strlen=20, nulls=0, array=5, binary=10KB).
     */
    @Parameter(property = "bindwise.at")
    String at;

    /**
     * A folder of sample messages, the requests and replies a client captured (.xml, one message a file): each
     * operation they show is voted at the point they show (string length, share of nulls, array and binary sizes).
     */
    @Parameter(property = "bindwise.samples")
    File samples;

    /** Your policy rules, added to the default ones: folders of .drl files, or .drl files. */
    @Parameter(property = "bindwise.rules")
    List<File> rules = new ArrayList<>();

    /** Costs per binding measured on the target ({@code ./bindwise calibrate}, bindwise.calibration/1). */
    @Parameter(property = "bindwise.calibration")
    File calibration;

    /**
     * Operations you declare idempotent ({@code operation} or {@code PortType.operation}), besides those the WSDL
     * declares ({@code bindwise:idempotent="true"}): only these are sent again over the next binding after a call
     * that may have reached the service.
     */
    @Parameter(property = "bindwise.idempotent")
    List<String> idempotent = new ArrayList<>();

    /** The bound of the whole discovery, in milliseconds (the probes run in parallel), 1 to 600000. */
    @Parameter(property = "bindwise.discoveryTimeout", defaultValue = "2000")
    long discoveryTimeout = 2000;

    /** Folders to resolve class-path style imports ({@code /com/acme/Types.xsd}) of the WSDL against. */
    @Parameter(property = "bindwise.importRoots")
    List<File> importRoots = new ArrayList<>();

    /** Skips the goal. */
    @Parameter(property = "bindwise.skip", defaultValue = "false")
    boolean skip;

    /** A step of the engine that may find bad input. */
    @FunctionalInterface
    interface EngineStep<R> {

        R run() throws BadInputException;
    }

    /** Runs a step of the engine; bad input fails the build with the engine's message (where, what, what to do). */
    static <R> R engine(EngineStep<R> step) throws MojoFailureException {
        try {
            return step.run();
        } catch (BadInputException e) {
            throw new MojoFailureException(e.getMessage(), e);
        }
    }

    /** What the WSDL reader warned of, as inspect shows it: one warning line each. */
    void warnings(ServiceDescription description) {
        InspectReport.warnings(description).lines().forEach(getLog()::warn);
    }

    WsdlReaderOptions readerOptions() {
        return new WsdlReaderOptions(paths(importRoots));
    }

    /** The selection of this WSDL with the parameters given; a parameter that cannot be used fails and names it. */
    SelectionRequest selection(File wsdl) throws MojoFailureException {
        SpaceHints spaceHints;
        try {
            spaceHints = SpaceHints.parse(hints);
        } catch (IllegalArgumentException e) {
            throw new MojoFailureException("<hints>: " + e.getMessage());
        }
        ValueSetting point;
        try {
            point = at == null ? null : ValueSetting.parse(at, ValueSetting.TYPICAL);
        } catch (IllegalArgumentException e) {
            throw new MojoFailureException("<at>: " + e.getMessage());
        }
        if (discoveryTimeout < 1 || discoveryTimeout > DiscoveryRequest.MAX_TIMEOUT_MILLIS) {
            throw new MojoFailureException("<discoveryTimeout> " + discoveryTimeout + ": give 1 to "
                    + DiscoveryRequest.MAX_TIMEOUT_MILLIS + " milliseconds.");
        }
        DiscoveryRequest discovery = new DiscoveryRequest(null, null, Duration.ofMillis(discoveryTimeout), null, path(target))
                .withProbes(probe || target != null);
        return SelectionRequest.ofWsdl(wsdl.toPath(), readerOptions()).withHints(spaceHints).withOperatingPoint(point)
                .withSamplesFolder(path(samples)).withRuleFiles(paths(rules))
                .withCalibrationFile(path(calibration)).withDiscovery(discovery).withIdempotentOperations(idempotent);
    }

    /** The selection parameters given, by name: a saved plan has had its selection already. */
    List<String> selectionParametersGiven() {
        List<String> given = new ArrayList<>();
        if (target != null) {
            given.add("target");
        }
        if (probe) {
            given.add("probe");
        }
        if (hints != null) {
            given.add("hints");
        }
        if (at != null) {
            given.add("at");
        }
        if (samples != null) {
            given.add("samples");
        }
        if (!rules.isEmpty()) {
            given.add("rules");
        }
        if (calibration != null) {
            given.add("calibration");
        }
        if (!idempotent.isEmpty()) {
            given.add("idempotent");
        }
        return given;
    }

    private static Path path(File file) {
        return file == null ? null : file.toPath();
    }

    private static List<Path> paths(List<File> files) {
        return files.stream().map(File::toPath).toList();
    }
}
