package dev.bindwise.core.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.bindwise.core.discovery.FactNames;
import dev.bindwise.core.estimate.BindingCost;
import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.policy.Candidate;
import dev.bindwise.core.policy.OperationDecision;
import dev.bindwise.core.policy.PolicyFacts;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.policy.Target;
import dev.bindwise.core.policy.VoteResult;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.DecisionBasis;
import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.FactSource;
import dev.bindwise.model.Facts;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.Port;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.Vote;
import dev.bindwise.runtime.BindingKind;

/**
 * The plan records what put each chosen binding first (a rule, the vote, a tie, the last resort), and the
 * report prints it so: no vote share against a rule's decision, a tie as a tie, the last resort as such.
 */
class ChoiceBasisTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();

    private static RuleBase rules;

    @BeforeAll
    static void loadRules() throws Exception {
        rules = RuleBase.loadDefault();
    }

    @Test
    void whereAStaticRuleChoosesJcaThePlanSaysWhichRuleAndShowsNoVoteShare() throws Exception {
        ServiceDescription trader = example("trader/Trader.wsdl");
        Facts facts = facts(trader, true);
        facts.getFacts().add(fact(FactNames.JCA_ADAPTER_REACHABLE, "true"));
        facts.getFacts().add(fact(FactNames.JCA_CONNECTION_FACTORY, "options"));
        SelectionPlan plan = select(trader, facts, CostTable.paperDefaults());
        OperationSelection quote = selection(plan, "getQuote");

        assertEquals(BindingKind.JCA, quote.getChosen().getKind());
        assertEquals(DecisionBasis.RULE, quote.getBasis());
        assertEquals("P3 JCA beats RMI-IIOP", quote.getDecidedBy(), "the rule that put JCA before the runner-up");
        assertEquals("rule", PlanReport.confidence(quote));
        assertEquals("decided by rule P3 JCA beats RMI-IIOP", PlanReport.why(quote));
        String line = PlanReport.text(plan).lines()
                .filter(l -> l.startsWith("Trader.getQuote ")).findFirst().orElseThrow();
        assertFalse(line.contains("%"), line);
    }

    @Test
    void whereTheVoteDecidesItsShareIsTheConfidence() throws Exception {
        ServiceDescription google = example("google/GoogleSearch.wsdl");
        // measured costs on which SOAP has no large fixed cost: the static 10 KB rule stays quiet, the vote decides
        CostTable measured = CostTable.paperDefaults().with(Map.of(BindingKind.SOAP, new BindingCost(1.0, 0.0002),
                BindingKind.RMI_IIOP, new BindingCost(0.8, 0.0002)));
        SelectionPlan plan = select(google, facts(google, true), measured);
        OperationSelection search = selection(plan, "doGoogleSearch");

        assertEquals(DecisionBasis.VOTE, search.getBasis());
        assertEquals(ChoiceBasis.SIZE_VOTE_RULE, search.getDecidedBy());
        assertTrue(PlanReport.confidence(search).matches("\\d+ %"), PlanReport.confidence(search));
        JsonObject decision = operation(plan, 0).getAsJsonObject("decision");
        assertEquals("VOTE", decision.get("basis").getAsString());
        assertEquals(ChoiceBasis.SIZE_VOTE_RULE, decision.get("decidedBy").getAsString());
    }

    @Test
    void whenNothingIsAccessibleSoapIsTheLastResortNotAHundredPercent() throws Exception {
        ServiceDescription google = example("google/GoogleSearch.wsdl");
        SelectionPlan plan = select(google, facts(google, false), CostTable.paperDefaults());
        OperationSelection search = selection(plan, "doGoogleSearch");

        assertEquals(BindingKind.SOAP, search.getChosen().getKind());
        assertEquals(DecisionBasis.LAST_RESORT, search.getBasis());
        assertEquals("-", PlanReport.confidence(search));
        assertTrue(PlanReport.why(search).startsWith("nothing is accessible where it was probed: SOAP is kept as the"
                + " last resort"), PlanReport.why(search));
        String reasons = PlanReport.text(plan);
        assertTrue(reasons.contains("P2 the endpoint did not answer: port GoogleSearchSoapPort at http"), reasons);
        assertEquals("LAST_RESORT", operation(plan, 0).getAsJsonObject("decision").get("basis").getAsString());
    }

    @Test
    void aTwoTwoVoteIsATieSettledByThePortOrder() throws Exception {
        String operation = "Quotes.get";
        PolicyFacts facts = PolicyFacts.builder(Target.defaults())
                .candidate(Candidate.offered(operation, BindingKind.RMI_IIOP, "Iiop"))
                .candidate(Candidate.offered(operation, BindingKind.SOAP, "Soap"))
                .vote(new VoteResult(operation, Map.of(BindingKind.RMI_IIOP, 2, BindingKind.SOAP, 2))).build();
        OperationDecision decision = rules.decide(facts).operation(operation);

        ChoiceBasis basis = ChoiceBasis.of(decision);
        assertEquals(DecisionBasis.TIE, basis.basis());
        assertEquals(ChoiceBasis.PORT_ORDER, basis.decidedBy());

        OperationSelection tie = ModelFactory.eINSTANCE.createOperationSelection();
        tie.setChosen(ranked(BindingKind.RMI_IIOP));
        tie.getFallbacks().add(ranked(BindingKind.SOAP));
        tie.getVotes().add(vote(BindingKind.SOAP, 2));
        tie.getVotes().add(vote(BindingKind.RMI_IIOP, 2));
        tie.setConfidence(0.5);
        tie.setBasis(basis.basis());
        tie.setDecidedBy(basis.decidedBy());
        assertEquals("tie", PlanReport.confidence(tie));
        assertEquals("tie: RMI_IIOP 2, SOAP 2 of 4 votes; the WSDL's port order decides", PlanReport.why(tie));
    }

    @Test
    void theOnlyBindingLeftIsSaidSo() throws Exception {
        String operation = "Quotes.get";
        PolicyFacts facts = PolicyFacts.builder(Target.defaults())
                .candidate(Candidate.offered(operation, BindingKind.SOAP, "Soap")).build();
        assertEquals(DecisionBasis.ONLY, ChoiceBasis.of(rules.decide(facts).operation(operation)).basis());
    }

    private static SelectionPlan select(ServiceDescription description, Facts facts, CostTable costs) throws Exception {
        return new SelectionOperation(SelectionRequest.of(description).withFacts(facts).withCosts(costs).withRules(rules))
                .execute(null).plan();
    }

    /** Every port probed, all answered or all refused. */
    private static Facts facts(ServiceDescription description, boolean answered) {
        Facts facts = ModelFactory.eINSTANCE.createFacts();
        for (Port port : description.getServices().get(0).getPorts()) {
            EndpointFact endpoint = ModelFactory.eINSTANCE.createEndpointFact();
            endpoint.setPort(port.getName());
            endpoint.setKind(port.getKind());
            endpoint.setAddress(port.getAddress());
            endpoint.setAccessible(answered);
            endpoint.setReason(answered ? "answered" : "refused: connection refused");
            endpoint.setSource(FactSource.PROBED);
            facts.getEndpoints().add(endpoint);
        }
        return facts;
    }

    private static dev.bindwise.model.Fact fact(String name, String value) {
        dev.bindwise.model.Fact fact = ModelFactory.eINSTANCE.createFact();
        fact.setName(name);
        fact.setValue(value);
        fact.setSource(FactSource.DECLARED);
        return fact;
    }

    private static RankedBinding ranked(BindingKind kind) {
        RankedBinding ranked = ModelFactory.eINSTANCE.createRankedBinding();
        ranked.setKind(kind);
        ranked.setPort(kind.name());
        return ranked;
    }

    private static Vote vote(BindingKind kind, int count) {
        Vote vote = ModelFactory.eINSTANCE.createVote();
        vote.setKind(kind);
        vote.setCount(count);
        return vote;
    }

    private static JsonObject operation(SelectionPlan plan, int index) {
        return JsonParser.parseString(PlanReport.json(plan)).getAsJsonObject().getAsJsonArray("operations").get(index)
                .getAsJsonObject();
    }

    private static OperationSelection selection(SelectionPlan plan, String operation) {
        return plan.getSelections().stream().filter(s -> s.getOperation().equals(operation)).findFirst().orElseThrow();
    }

    private static ServiceDescription example(String name) throws Exception {
        return new WsdlReader().read(ROOT.resolve("examples").resolve(name));
    }
}
