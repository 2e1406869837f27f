package dev.bindwise.core.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.bindwise.core.discovery.FactNames;
import dev.bindwise.core.estimate.BindingCost;
import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.policy.RuleRunException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.BindingKind;
import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.FactSource;
import dev.bindwise.model.Facts;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.Port;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.persistence.ModelResources;

/** The pipeline from facts to plan on the example WSDLs, with facts written down as discovery would give them. */
class SelectOperationTest {

    private static RuleBase rules;

    @BeforeAll
    static void loadRules() throws Exception {
        rules = RuleBase.loadDefault();
    }

    @Test
    void whereTheAdapterReachesItsSystemTraderGoesOverJcaWithTheOthersBehind() throws Exception {
        ServiceDescription trader = example("trader/Trader.wsdl");
        SelectionPlan plan = select(trader, facts(trader, Map.of(FactNames.JCA_ADAPTER_REACHABLE, "true"), Map.of()));

        OperationSelection quote = selection(plan, "getQuote");
        assertEquals(BindingKind.JCA, quote.getChosen().getKind());
        assertEquals(1, quote.getChosen().getRank());
        List<BindingKind> fallbacks = quote.getFallbacks().stream().map(f -> f.getKind()).toList();
        assertTrue(fallbacks.contains(BindingKind.SOAP) && fallbacks.contains(BindingKind.RMI_IIOP), fallbacks.toString());
        assertFalse(fallbacks.contains(BindingKind.LOCAL_JAVA), "local Java needs the service's JVM: " + fallbacks);
        assertTrue(quote.getFiredRules().stream().anyMatch(r -> r.getRule().equals("P3 JCA beats SOAP")));
        assertTrue(quote.getChosen().getAddress() != null && !quote.getChosen().getAddress().isEmpty());
        assertTrue(quote.isIdempotent());
        assertFalse(selection(plan, "buy").isIdempotent());
        assertEquals(3, quote.getEstimates().size(), "SOAP, RMI-IIOP and JCA are sized");
    }

    @Test
    void whenTheIiopEndpointDoesNotAnswerSoapIsChosen() throws Exception {
        ServiceDescription google = example("google/GoogleSearch.wsdl");
        SelectionPlan open = select(google, facts(google, Map.of(), Map.of()));
        SelectionPlan closed = select(google, facts(google, Map.of(), Map.of(BindingKind.RMI_IIOP, false)));

        assertEquals(BindingKind.RMI_IIOP, selection(open, "doGoogleSearch").getChosen().getKind());
        OperationSelection search = selection(closed, "doGoogleSearch");
        assertEquals(BindingKind.SOAP, search.getChosen().getKind());
        assertTrue(search.getFallbacks().isEmpty(), "nothing else is accessible");
        assertTrue(search.getFiredRules().stream().anyMatch(r -> r.getRule().equals("P2 the endpoint did not answer")));
    }

    @Test
    void whereACalibrationShowsNoLargeSoapFixedCostTheTenKilobyteRuleStaysQuiet() throws Exception {
        ServiceDescription google = example("google/GoogleSearch.wsdl");
        Facts facts = facts(google, Map.of(), Map.of());
        String rule = "P3 RMI-IIOP beats SOAP for messages under 10 KB";
        SelectionPlan paper = select(google, facts);
        assertTrue(selection(paper, "doGoogleSearch").getFiredRules().stream().anyMatch(r -> r.getRule().equals(rule)));

        CostTable measured = CostTable.paperDefaults().with(Map.of(BindingKind.SOAP, new BindingCost(1.0, 0.0002),
                BindingKind.RMI_IIOP, new BindingCost(0.8, 0.0002)));
        SelectionPlan calibrated = new SelectOperation(google, new SelectRequest(facts, SpaceHints.none(),
                Estimator.withDefaults().withCosts(measured), rules)).execute();
        assertFalse(selection(calibrated, "doGoogleSearch").getFiredRules().stream().anyMatch(r -> r.getRule().equals(rule)));
    }

    @Test
    void thePlanIsSavedAsXmiAndReadsAsJson(@TempDir Path folder) throws Exception {
        ServiceDescription trader = example("trader/Trader.wsdl");
        SelectionPlan plan = select(trader, facts(trader, Map.of(), Map.of()));
        Path file = folder.resolve("plan.xmi");
        ModelResources.save(plan, file);
        SelectionPlan loaded = ModelResources.load(file, SelectionPlan.class);
        assertEquals(plan.getSelections().size(), loaded.getSelections().size());
        assertEquals(selection(plan, "sell").getChosen().getKind(), selection(loaded, "sell").getChosen().getKind());
        assertEquals(plan.getFacts().getFacts().size(), loaded.getFacts().getFacts().size());

        JsonObject json = JsonParser.parseString(PlanReport.json(plan)).getAsJsonObject();
        assertEquals("bindwise.plan/1", json.get("format").getAsString());
        assertEquals(3, json.getAsJsonArray("operations").size());
        String text = PlanReport.text(plan);
        assertTrue(text.contains("Trader.getQuote") && text.contains("Rules that fired:"), text);
    }

    @Test
    void idempotencyIsGuessedFromTheWordsOfTheName() {
        for (String reading : List.of("getQuote", "doGoogleSearch", "itemSearch", "findAddress", "calculateRoute",
                "get_flight_info")) {
            assertTrue(Idempotency.guess(reading), reading);
        }
        for (String changing : List.of("buy", "sell", "handleAddShort", "transferFunds", "getAndDelete", "ping2")) {
            assertFalse(Idempotency.guess(changing), changing);
        }
    }

    private static SelectionPlan select(ServiceDescription description, Facts facts) throws RuleRunException {
        return new SelectOperation(description,
                new SelectRequest(facts, SpaceHints.none(), Estimator.withDefaults(), rules)).execute();
    }

    /** Facts as discovery gives them: every port probed, accessible unless said otherwise. */
    private static Facts facts(ServiceDescription description, Map<String, String> values,
            Map<BindingKind, Boolean> accessible) {
        Facts facts = ModelFactory.eINSTANCE.createFacts();
        values.forEach((name, value) -> {
            Fact fact = ModelFactory.eINSTANCE.createFact();
            fact.setName(name);
            fact.setValue(value);
            fact.setSource(FactSource.DECLARED);
            facts.getFacts().add(fact);
        });
        for (Port port : description.getServices().get(0).getPorts()) {
            EndpointFact endpoint = ModelFactory.eINSTANCE.createEndpointFact();
            endpoint.setPort(port.getName());
            endpoint.setKind(port.getKind());
            endpoint.setAddress(port.getAddress());
            boolean open = accessible.getOrDefault(port.getKind(), true);
            endpoint.setAccessible(open);
            endpoint.setReason(open ? "answered" : "refused: connection refused");
            endpoint.setSource(FactSource.PROBED);
            facts.getEndpoints().add(endpoint);
        }
        return facts;
    }

    private static OperationSelection selection(SelectionPlan plan, String operation) {
        return plan.getSelections().stream().filter(s -> s.getOperation().equals(operation)).findFirst().orElseThrow();
    }

    private static ServiceDescription example(String name) throws Exception {
        String root = System.getProperty("bindwise.root");
        Path base = root != null ? Path.of(root) : Path.of("../..").toAbsolutePath().normalize();
        return new WsdlReader().read(base.resolve("examples").resolve(name));
    }
}
