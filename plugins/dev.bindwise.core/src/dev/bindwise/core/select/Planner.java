package dev.bindwise.core.select;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.util.EcoreUtil;

import dev.bindwise.core.estimate.BindingCost;
import dev.bindwise.core.estimate.BindingEstimate;
import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.core.estimate.OperatingPoint;
import dev.bindwise.core.estimate.OperatingPoints;
import dev.bindwise.core.estimate.OperationEstimate;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.estimate.Vote;
import dev.bindwise.core.inspect.Offers;
import dev.bindwise.core.inspect.OperationOffer;
import dev.bindwise.core.policy.Candidate;
import dev.bindwise.core.policy.Estimate;
import dev.bindwise.core.policy.Firing;
import dev.bindwise.core.policy.OperationDecision;
import dev.bindwise.core.policy.PolicyDecision;
import dev.bindwise.core.policy.PolicyFacts;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.policy.RuleRunException;
import dev.bindwise.core.policy.VoteResult;
import dev.bindwise.model.FactSource;
import dev.bindwise.model.Facts;
import dev.bindwise.model.Hints;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.Operation;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.Port;
import dev.bindwise.model.PortType;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.RuleFiring;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.SizeEstimate;
import dev.bindwise.runtime.BindingKind;

/**
 * The steps of {@link SelectionOperation} from the facts on: estimate every operation's messages per binding
 * and vote (P3), let the rules decide availability (P1), accessibility (P2) and the static preferences (P3),
 * and write it all into a SelectionPlan. A pure function of the WSDL, the facts of the target, the user's
 * hints and operating points (an operation at a known point is voted there, not over the space), the
 * estimator (parameter space and costs per binding) and the rule base.
 * The rules run twice: the vote that orders what they leave open is taken again among the bindings the
 * first pass left, since a binding the rules took out must not decide between the others. And the whole
 * decision is taken twice: on the facts given (chosen and fallbacks), and on those facts with what a proxy
 * establishes itself where it runs left open ({@link DeploymentFacts}): the ranking the proxy carries.
 */
final class Planner {

    private static final ModelFactory MODEL = ModelFactory.eINSTANCE;

    private final ServiceDescription description;
    private final Facts facts;
    private final SpaceHints hints;
    private final OperatingPoints points;
    private final Estimator estimator;
    private final RuleBase rules;
    private final Set<Operation> declaredIdempotent;

    /** @param declaredIdempotent the operations the user declares idempotent, besides those the WSDL declares */
    Planner(ServiceDescription description, Facts facts, SpaceHints hints, OperatingPoints points, Estimator estimator,
            RuleBase rules, Set<Operation> declaredIdempotent) {
        this.description = description;
        this.facts = facts;
        this.hints = hints;
        this.points = points;
        this.estimator = estimator;
        this.rules = rules;
        this.declaredIdempotent = declaredIdempotent;
    }

    private OperationEstimate estimate(PortType portType, Operation operation) {
        Optional<OperatingPoint> point = points.of(operation);
        return point.isPresent() ? estimator.estimateAt(description, portType, operation, point.get().setting())
                : estimator.estimate(description, portType, operation, hints);
    }

    SelectionPlan plan() throws RuleRunException {
        List<Item> items = new ArrayList<>();
        for (PortType portType : description.getPortTypes()) {
            Set<String> keys = new HashSet<>();
            List<Operation> operations = portType.getOperations();
            // each operation's estimate stands alone, and a large service's estimates are most of a selection's time:
            // made on every core, kept in the port type's order
            List<OperationEstimate> estimates = operations.parallelStream()
                    .map(operation -> estimate(portType, operation)).toList();
            for (int i = 0; i < operations.size(); i++) {
                Operation operation = operations.get(i);
                Optional<OperatingPoint> point = points.of(operation);
                OperationEstimate estimate = estimates.get(i);
                String key = portType.getName() + "." + operation.getName();
                // WSDL 1.1 lets a port type overload an operation name (told apart by the input's name): the rules
                // see each overload as an operation of its own
                if (!keys.add(key) && operation.getInput() != null) {
                    key = key + "(" + operation.getInput().getName() + ")";
                    keys.add(key);
                }
                items.add(item(portType, operation, key, estimate, point.orElse(null),
                        Offers.of(description, operation).stream().filter(offer -> offer.port() != null).toList()));
            }
        }
        Decided here = decide(facts, items);
        Facts openFacts = DeploymentFacts.open(facts);
        Decided deployment = decide(openFacts, items);

        SelectionPlan plan = MODEL.createSelectionPlan();
        // the WSDL's file name, not its folders, and a time only where the facts were probed (then they are of a
        // moment): a plan made without probes is the same wherever and whenever it is made
        String location = description.getLocation();
        plan.setWsdlLocation(location == null ? null
                : location.substring(Math.max(location.lastIndexOf('/'), location.lastIndexOf('\\')) + 1));
        if (probed(facts)) {
            plan.setCreatedAt(Instant.now().toString());
        }
        plan.setFacts(EcoreUtil.copy(facts));
        plan.setHints(hints(hints, points));
        Map<String, OperationDecision> decidedHere = byOperation(here.decision());
        Map<String, OperationDecision> decidedOpen = byOperation(deployment.decision());
        for (Item item : items) {
            OperationSelection selection = selection(item, decision(here.decision(), decidedHere, item),
                    here.revotes().get(item.key));
            List<Candidate> ranking = decision(deployment.decision(), decidedOpen, item).ranking();
            for (int rank = 0; rank < ranking.size(); rank++) {
                RankedBinding ranked = ranked(rank + 1, ranking.get(rank), item);
                ranked.getConditions().addAll(DeploymentFacts.conditions(facts, ranked.getKind(), ranked.getPort()));
                selection.getDeployment().add(ranked);
            }
            plan.getSelections().add(selection);
        }
        return plan;
    }

    private static boolean probed(Facts facts) {
        return facts.getFacts().stream().anyMatch(fact -> fact.getSource() == FactSource.PROBED)
                || facts.getEndpoints().stream().anyMatch(endpoint -> endpoint.getSource() == FactSource.PROBED);
    }

    /** The rules' decision on the facts given, and the vote taken again among what the first pass left. */
    private Decided decide(Facts target, List<Item> items) throws RuleRunException {
        PolicyFacts firstFacts = facts(target, items, Map.of());
        PolicyDecision first = rules.decide(firstFacts);
        Map<String, Vote> revotes = new HashMap<>();
        Map<String, OperationDecision> decided = byOperation(first);
        for (Item item : items) {
            Set<BindingKind> left = decision(first, decided, item).ranking().stream().map(Candidate::kind)
                    .collect(Collectors.toSet());
            revotes.put(item.key, item.estimate.vote().among(left));
        }
        PolicyFacts again = facts(target, items, revotes);
        // where the first run left every binding each vote counted, the votes taken again are the same votes: the
        // facts are the same (the rest is made from the same items and target), and so is the decision
        return new Decided(again.votes().equals(firstFacts.votes()) ? first : rules.decide(again), revotes);
    }

    private record Decided(PolicyDecision decision, Map<String, Vote> revotes) {
    }

    /**
     * The rules' decision for the item, looked up in {@code decided} (the decision's operations by name); none when no
     * port offers its operation (an interface-only WSDL).
     */
    private static OperationDecision decision(PolicyDecision decision, Map<String, OperationDecision> decided, Item item) {
        if (item.offers.isEmpty()) {
            return new OperationDecision(item.key, List.of(), List.of(), List.of(), List.of());
        }
        OperationDecision found = decided.get(item.key);
        // the decision's own lookup says what is missing
        return found != null ? found : decision.operation(item.key);
    }

    /** The decision's operations by name, the first of each name: a large service looks up each of its operations. */
    private static Map<String, OperationDecision> byOperation(PolicyDecision decision) {
        Map<String, OperationDecision> byName = new HashMap<>();
        for (OperationDecision operation : decision.operations()) {
            byName.putIfAbsent(operation.operation(), operation);
        }
        return byName;
    }

    /**
     * One operation of a port type on its way through the pipeline, with its facts for the rules: the rules run four
     * times (twice on each of the two sets of facts), over the same candidates and sizes, so these are made once.
     *
     * @param vote the result of its vote over every binding, or null when nothing was voted
     */
    private record Item(PortType portType, Operation operation, String key, OperationEstimate estimate,
            OperatingPoint point, List<OperationOffer> offers, List<Candidate> candidates, List<Estimate> sizes,
            VoteResult vote) {
    }

    private static Item item(PortType portType, Operation operation, String key, OperationEstimate estimate,
            OperatingPoint point, List<OperationOffer> offers) {
        List<Candidate> candidates = offers.stream()
                .map(offer -> Candidate.offered(key, offer.port().getKind(), offer.port().getName())).toList();
        List<Estimate> sizes = estimate.bindings().stream().map(binding -> new Estimate(key, binding.kind(),
                Math.round(binding.request().median()), Math.round(binding.reply().median()))).toList();
        return new Item(portType, operation, key, estimate, point, offers, candidates, sizes,
                voteResult(key, estimate.vote()));
    }

    private PolicyFacts facts(Facts target, List<Item> items, Map<String, Vote> votes) {
        PolicyFacts.Builder policyFacts = PolicyFacts.builder(TargetFacts.target(target)
                .withSoapHasLargeFixedCost(soapHasLargeFixedCost(estimator.costs())));
        TargetFacts.endpoints(target).forEach(policyFacts::endpoint);
        for (Item item : items) {
            item.candidates.forEach(policyFacts::candidate);
            item.sizes.forEach(policyFacts::estimate);
            Vote revote = votes.get(item.key);
            VoteResult vote = revote == null ? item.vote : voteResult(item.key, revote);
            if (vote != null) {
                policyFacts.vote(vote);
            }
        }
        return policyFacts.build();
    }

    /** The vote as the rules see it, or null when nothing was voted (no samples, or no binding took part). */
    private static VoteResult voteResult(String key, Vote vote) {
        return vote.samples() > 0 && !vote.bindings().isEmpty() ? new VoteResult(key, vote.counts(), headToHead(vote))
                : null;
    }

    /** Per binding, its votes against each other binding in the vote between the two alone. */
    private static Map<BindingKind, Map<BindingKind, Integer>> headToHead(Vote vote) {
        Map<BindingKind, Map<BindingKind, Integer>> table = new HashMap<>();
        List<BindingKind> bindings = vote.bindings();
        for (int i = 0; i < bindings.size(); i++) {
            for (int j = i + 1; j < bindings.size(); j++) {
                BindingKind a = bindings.get(i);
                BindingKind b = bindings.get(j);
                // one vote between the two gives both their counts
                Map<BindingKind, Integer> counts = vote.among(List.of(a, b)).counts();
                table.computeIfAbsent(a, kind -> new HashMap<>()).put(b, counts.get(a));
                table.computeIfAbsent(b, kind -> new HashMap<>()).put(a, counts.get(b));
            }
        }
        return table;
    }

    /**
     * Whether SOAP's fixed cost per call dwarfs RMI-IIOP's, as the paper measured on WebSphere (160 against
     * 20 ms): more than twice as large. With the paper's costs it does; with our measured defaults it does not
     * (Axis2 0.37 ms, the GlassFish ORB 0.23 ms), nor on many a calibrated target: where the two are close, the
     * static rule "RMI-IIOP beats SOAP under 10 KB" must not fire.
     */
    private static boolean soapHasLargeFixedCost(CostTable costs) {
        BindingCost soap = costs.cost(BindingKind.SOAP);
        BindingCost iiop = costs.cost(BindingKind.RMI_IIOP);
        return soap == null || iiop == null || soap.fixedMillis() > 2 * iiop.fixedMillis();
    }

    private OperationSelection selection(Item item, OperationDecision decision, Vote vote) {
        OperationSelection selection = MODEL.createOperationSelection();
        selection.setPortType(item.portType.getName());
        selection.setOperation(item.operation.getName());
        selection.setIdempotent(item.operation.isIdempotent() || declaredIdempotent.contains(item.operation));
        List<Candidate> ranking = decision.ranking();
        for (int rank = 0; rank < ranking.size(); rank++) {
            RankedBinding ranked = ranked(rank + 1, ranking.get(rank), item);
            if (rank == 0) {
                selection.setChosen(ranked);
            } else {
                selection.getFallbacks().add(ranked);
            }
        }
        selection.setConfidence(confidence(decision, vote));
        ChoiceBasis basis = ChoiceBasis.of(decision);
        selection.setBasis(basis.basis());
        selection.setDecidedBy(basis.decidedBy());
        selection.setVotedAt(item.point == null ? null : item.point.describe());
        vote.counts().forEach((kind, count) -> {
            dev.bindwise.model.Vote counted = MODEL.createVote();
            counted.setKind(kind);
            counted.setCount(count);
            selection.getVotes().add(counted);
        });
        for (Firing firing : decision.firings()) {
            RuleFiring fired = MODEL.createRuleFiring();
            fired.setRule(firing.rule());
            fired.setProperty(firing.property().code());
            fired.setReason(firing.applied() ? firing.reason() : firing.reason() + " (set aside: " + firing.note() + ")");
            selection.getFiredRules().add(fired);
        }
        for (BindingEstimate binding : item.estimate.bindings()) {
            SizeEstimate size = MODEL.createSizeEstimate();
            size.setKind(binding.kind());
            size.setRequestMin(Math.round(binding.request().min()));
            size.setRequestMedian(Math.round(binding.request().median()));
            size.setRequestMax(Math.round(binding.request().max()));
            size.setReplyMin(Math.round(binding.reply().min()));
            size.setReplyMedian(Math.round(binding.reply().median()));
            size.setReplyMax(Math.round(binding.reply().max()));
            selection.getEstimates().add(size);
        }
        return selection;
    }

    /**
     * How strongly the size vote backs the choice: the chosen binding's share of the votes among the
     * bindings the rules left; 1 when nothing was left to vote on (one binding, or a local call).
     */
    private static double confidence(OperationDecision decision, Vote vote) {
        if (decision.chosen().isEmpty()) {
            return 0;
        }
        BindingKind chosen = decision.chosen().get().kind();
        if (vote.samples() == 0 || !vote.bindings().contains(chosen) || vote.bindings().size() < 2) {
            return 1;
        }
        return (double) vote.counts().get(chosen) / vote.samples();
    }

    private static RankedBinding ranked(int rank, Candidate candidate, Item item) {
        RankedBinding ranked = MODEL.createRankedBinding();
        ranked.setRank(rank);
        ranked.setKind(candidate.kind());
        ranked.setPort(candidate.port());
        item.offers.stream().map(OperationOffer::port).filter(port -> port.getName().equals(candidate.port()))
                .map(Port::getAddress).filter(Objects::nonNull).findFirst().ifPresent(ranked::setAddress);
        return ranked;
    }

    private static Hints hints(SpaceHints given, OperatingPoints points) {
        Hints model = MODEL.createHints();
        if (points.given() != null) {
            model.setOperatingPoint(points.given().text());
        }
        if (points.samples() != null) {
            model.setSamples(points.samples().folder().toString());
        }
        given.maxMessageBytes().ifPresent(model::setMaxMessageSize);
        given.averageStringLength().ifPresent(b -> model.setAverageStringLength((int) Math.round(b)));
        given.nullRatio().ifPresent(model::setNullRatio);
        model.setNullRatioTolerance(given.nullTolerance());
        return model;
    }
}
