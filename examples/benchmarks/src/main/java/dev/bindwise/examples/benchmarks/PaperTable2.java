package dev.bindwise.examples.benchmarks;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Set;

import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.core.estimate.OperationEstimate;
import dev.bindwise.core.estimate.PointEstimate;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.core.estimate.Vote;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.Workload;
import dev.bindwise.model.Operation;
import dev.bindwise.model.PortType;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * The paper's Table 2 on our services: for its ten operations, the vote between SOAP and RMI-IIOP with no
 * hint, with hint A, and with hints A, B and C, beside the paper's votes and decision. The hints are what
 * a user who knows the operation's data would give, taken from the example workload that models it:
 * A its largest message (rounded up to a whole KB), B its string length, C its share of nulls.
 */
public final class PaperTable2 {

    /** A row of the paper's table: the operation, its three vote shares and its decision. */
    public record Row(String service, String operation, double paperNoHint, double paperHintA, double paperHintsABC,
            BindingKind paperDecision) {
    }

    /** Our votes for a row, with the service's description and the operation's method they were taken on. */
    public record Outcome(Row row, ServiceDescription description, String method, Workload workload, SpaceHints hints,
            Vote noHint, Vote hintA, Vote hintsABC) {

        public BindingKind decision() {
            return hintsABC.winner().orElseThrow();
        }

        /** A tie settled by the order of the bindings agrees with nothing. */
        public boolean matchesPaper() {
            return !hintsABC.tied() && decision() == row.paperDecision();
        }

        public String describe() {
            return String.format(Locale.ROOT, "%-10s %-18s %-26s %-26s %-26s %-9s %-9s %s", row.service(), row.operation(),
                    share(noHint) + " (" + percent(row.paperNoHint()) + ")", share(hintA) + " (" + percent(row.paperHintA()) + ")",
                    share(hintsABC) + " (" + percent(row.paperHintsABC()) + ")", hintsABC.tied() ? "tie" : decision(),
                    row.paperDecision(), matchesPaper() ? "same" : "differs");
        }

        private static String share(Vote vote) {
            if (vote.tied()) {
                return "tie " + percent(vote.confidence());
            }
            return vote.winner().map(w -> shortName(w) + " " + percent(vote.confidence())).orElse("-");
        }
    }

    public static final List<Row> ROWS = List.of(
            new Row("google", "doGoogleSearch", 0.917, 0.917, 0.889, BindingKind.RMI_IIOP),
            new Row("amazon", "itemSearch", 0.625, 0.625, 1.0, BindingKind.RMI_IIOP),
            new Row("mappoint", "findAddress", 0.842, 1.0, 1.0, BindingKind.RMI_IIOP),
            new Row("mappoint", "calculateRoute", 0.816, 0.816, 1.0, BindingKind.RMI_IIOP),
            new Row("mappoint", "getMap", 0.952, 0.952, 1.0, BindingKind.RMI_IIOP),
            new Row("financial", "handleAddShort1", 0.971, 0.971, 1.0, BindingKind.RMI_IIOP),
            new Row("financial", "handleAddShort10", 0.771, 0.771, 1.0, BindingKind.SOAP),
            new Row("financial", "handleAddShort100", 0.552, 0.552, 1.0, BindingKind.SOAP),
            new Row("travel", "getTravelPlan", 1.0, 1.0, 1.0, BindingKind.RMI_IIOP),
            new Row("travel", "getFlightInfo", 0.620, 0.620, 1.0, BindingKind.SOAP));

    private static final Set<BindingKind> COMPARED = Set.of(BindingKind.SOAP, BindingKind.RMI_IIOP);

    private PaperTable2() {
    }

    public static List<Outcome> vote(Estimator estimator, Path root) throws Exception {
        Map<String, ServiceDescription> descriptions = new HashMap<>();
        List<Outcome> outcomes = new ArrayList<>();
        for (Row row : ROWS) {
            ExampleService service = ExampleServices.named(row.service()).orElseThrow();
            ExampleOperation example = service.operations().stream().filter(o -> o.name().equals(row.operation()))
                    .findFirst().orElseThrow();
            ServiceDescription description = descriptions.computeIfAbsent(service.wsdl(), wsdl -> {
                try {
                    return new WsdlReader().read(root.resolve(wsdl));
                } catch (Exception e) {
                    throw new IllegalStateException("cannot read " + wsdl + ": " + e.getMessage(), e);
                }
            });
            PortType portType = description.getPortTypes().get(0);
            Operation operation = portType.getOperations().stream()
                    .filter(o -> o.getName().equals(example.methodName())).findFirst().orElseThrow();
            Workload workload = example.defaults();
            long largest = largestMessage(estimator, description, example.methodName(), workload);
            SpaceHints hintA = new SpaceHints(OptionalLong.of(largest), false, OptionalDouble.empty(),
                    OptionalDouble.empty(), 0.1);
            SpaceHints hintsABC = new SpaceHints(OptionalLong.of(largest), false,
                    OptionalDouble.of(workload.stringLength()), OptionalDouble.of(workload.nullRatio()), 0.1);
            outcomes.add(new Outcome(row, description, example.methodName(), workload, hintsABC,
                    vote(estimator, description, portType, operation, SpaceHints.none()),
                    vote(estimator, description, portType, operation, hintA),
                    vote(estimator, description, portType, operation, hintsABC)));
        }
        return outcomes;
    }

    /** The workload's largest message over SOAP and RMI-IIOP, rounded up to a whole KB. */
    private static long largestMessage(Estimator estimator, ServiceDescription description, String operation,
            Workload workload) {
        ValueSetting point = new ValueSetting(workload.stringLength(), workload.arrayLength(), workload.binaryBytes(),
                workload.nullRatio());
        double largest = 0;
        for (PointEstimate estimate : estimator.at(description, point)) {
            if (estimate.operation().equals(operation) && COMPARED.contains(estimate.kind())) {
                largest = Math.max(largest, Math.max(estimate.requestBytes(), estimate.replyBytes()));
            }
        }
        return (long) Math.ceil(largest / 1024) * 1024;
    }

    private static Vote vote(Estimator estimator, ServiceDescription description, PortType portType, Operation operation,
            SpaceHints hints) {
        OperationEstimate estimate = estimator.estimate(description, portType, operation, hints);
        return estimate.vote().among(COMPARED);
    }

    static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * share);
    }

    static String shortName(BindingKind kind) {
        return kind == BindingKind.RMI_IIOP ? "RMI" : kind.name();
    }
}
