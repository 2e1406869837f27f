package dev.bindwise.core.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.discovery.FactNames;
import dev.bindwise.core.estimate.BindingCost;
import dev.bindwise.core.estimate.Calibration;
import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.policy.RuleRunException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
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
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Condition;

/**
 * The selection on the example WSDLs: from facts written down as discovery would give them to the plan, and the
 * whole chain from the files a user names (WSDL, target profile, calibration, rules).
 */
class SelectionOperationTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();

    private static RuleBase rules;

    @BeforeAll
    static void loadRules() throws Exception {
        rules = RuleBase.loadDefault();
    }

    @Test
    void whereTheAdapterReachesItsSystemTraderGoesOverJcaWithTheOthersBehind() throws Exception {
        ServiceDescription trader = example("trader/Trader.wsdl");
        SelectionPlan plan = select(trader, facts(trader, Map.of(FactNames.JCA_ADAPTER_REACHABLE, "true",
                FactNames.JCA_CONNECTION_FACTORY, "jndi"), Map.of()));

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

    /**
     * Where nothing listens (a developer's machine): every endpoint refused, no adapter, the implementation not on
     * the class path, all probed. The decision there is SOAP, the last resort; the ranking the proxy carries keeps
     * every available binding in the paper's order, each with the condition it checks where it runs, and what was
     * found where the plan was made. A fact a profile declared stays decided.
     */
    @Test
    void bindingsLeftOutOnlyOnProbedFactsStayInTheDeploymentRankingWithTheirConditions() throws Exception {
        ServiceDescription trader = example("trader/Trader.wsdl");
        Facts facts = facts(trader, Map.of(), Map.of(BindingKind.SOAP, false, BindingKind.RMI_IIOP, false,
                BindingKind.JCA, false, BindingKind.LOCAL_JAVA, false));
        for (String name : List.of(FactNames.JCA_ADAPTER_REACHABLE, FactNames.CLIENT_SAME_JVM)) {
            Fact fact = ModelFactory.eINSTANCE.createFact();
            fact.setName(name);
            fact.setValue("false");
            fact.setSource(FactSource.PROBED);
            facts.getFacts().add(fact);
        }
        OperationSelection quote = selection(select(trader, facts), "getQuote");
        assertEquals(BindingKind.SOAP, quote.getChosen().getKind());
        assertEquals(List.of(BindingKind.LOCAL_JAVA, BindingKind.JCA, BindingKind.RMI_IIOP, BindingKind.SOAP),
                quote.getDeployment().stream().map(b -> b.getKind()).toList());
        List<String> jca = quote.getDeployment().get(1).getConditions();
        assertEquals(1, jca.size(), jca.toString());
        assertTrue(jca.get(0).startsWith(Condition.probeOf(BindingKind.JCA) + " (where the plan was made: refused"), jca.toString());
        assertTrue(jca.get(0).startsWith("CONNECTION_FACTORY: JCA: a connection factory given in RuntimeOptions"), jca.toString());
        assertTrue(quote.getDeployment().get(0).getConditions().get(0).startsWith("LOCAL_INSTANCE: local Java: an instance"
                + " of the service given in RuntimeOptions (localInstance or localService)"), quote.getDeployment().get(0).getConditions().toString());

        Facts declared = facts(trader, Map.of(FactNames.JCA_ADAPTER_REACHABLE, "false"), Map.of());
        OperationSelection withProfile = selection(select(trader, declared), "getQuote");
        assertFalse(withProfile.getDeployment().stream().anyMatch(b -> b.getKind() == BindingKind.JCA),
                "a profile declared no adapter: " + withProfile.getDeployment());
    }

    /**
     * A plain Java SE client where the CICS gateway answers a TCP connection (probed, as discovery finds it): with no
     * connection factory it cannot call JCA, so JCA is not chosen; the proxy's ranking keeps it with the condition the
     * runtime checks. A profile that declares the connection factory lets it be chosen; one that declares none takes it
     * out of the proxy's ranking too.
     */
    @Test
    void aTcpAnswerAloneDoesNotMakeJcaTheChoiceOfAJavaSeClient() throws Exception {
        ServiceDescription trader = example("trader/Trader.wsdl");
        Facts tcpOnly = facts(trader, Map.of(), Map.of(BindingKind.LOCAL_JAVA, false));
        tcpOnly.getFacts().add(probed(FactNames.JCA_ADAPTER_REACHABLE, "true"));
        SelectionPlan plan = select(trader, tcpOnly);
        OperationSelection quote = selection(plan, "getQuote");
        assertTrue(List.of(BindingKind.RMI_IIOP, BindingKind.SOAP).contains(quote.getChosen().getKind()),
                quote.getChosen().toString());
        assertFalse(quote.getFallbacks().stream().anyMatch(b -> b.getKind() == BindingKind.JCA), "no connection factory here");
        assertTrue(quote.getFiredRules().stream().anyMatch(r -> r.getReason().contains("JCA needs a connection factory where"
                + " the client runs")), quote.getFiredRules().toString());
        assertEquals(List.of(BindingKind.LOCAL_JAVA, BindingKind.JCA, BindingKind.RMI_IIOP, BindingKind.SOAP),
                quote.getDeployment().stream().map(b -> b.getKind()).toList());
        assertEquals(List.of(Condition.probeOf(BindingKind.JCA).toString()), quote.getDeployment().get(1).getConditions());
        String text = PlanReport.text(plan);
        String row = text.lines().filter(l -> l.startsWith("Trader.getQuote ")).findFirst().orElseThrow();
        assertTrue(row.contains(quote.getChosen().getKind().name()) && row.contains("LOCAL_JAVA, JCA, RMI_IIOP, SOAP"), row);
        assertTrue(text.contains("    JCA TraderCicsPort if " + Condition.probeOf(BindingKind.JCA)), text);

        Facts withFactory = facts(trader, Map.of(FactNames.JCA_CONNECTION_FACTORY, "options"), Map.of());
        withFactory.getFacts().add(probed(FactNames.JCA_ADAPTER_REACHABLE, "true"));
        OperationSelection given = selection(select(trader, withFactory), "getQuote");
        assertEquals(BindingKind.JCA, given.getChosen().getKind());
        assertTrue(given.getDeployment().stream().filter(b -> b.getKind() == BindingKind.JCA).findFirst().orElseThrow()
                .getConditions().stream().anyMatch(c -> c.startsWith("DECLARED: jca.connectionFactory = options")));

        Facts none = facts(trader, Map.of(FactNames.JCA_CONNECTION_FACTORY, "none"), Map.of());
        none.getFacts().add(probed(FactNames.JCA_ADAPTER_REACHABLE, "true"));
        assertFalse(selection(select(trader, none), "getQuote").getDeployment().stream()
                .anyMatch(b -> b.getKind() == BindingKind.JCA), "a profile declared no connection factory");
    }

    /**
     * The implementation on the client's class path (as discovery probes it) does not make local Java the choice; the
     * proxy's ranking keeps it first with the condition the runtime checks (an instance given in RuntimeOptions). A
     * profile that declares the service co-located makes it the choice, and the plan carries the declaration.
     */
    @Test
    void localJavaIsChosenOnlyWhereAProfileDeclaresTheServiceCoLocated() throws Exception {
        ServiceDescription trader = example("trader/Trader.wsdl");
        Facts classPath = facts(trader, Map.of(), Map.of(BindingKind.LOCAL_JAVA, false));
        classPath.getFacts().add(probed(FactNames.CLIENT_SAME_JVM, "false"));
        OperationSelection quote = selection(select(trader, classPath), "getQuote");
        assertFalse(quote.getChosen().getKind() == BindingKind.LOCAL_JAVA
                || quote.getFallbacks().stream().anyMatch(b -> b.getKind() == BindingKind.LOCAL_JAVA), quote.toString());
        assertEquals(BindingKind.LOCAL_JAVA, quote.getDeployment().get(0).getKind());
        assertEquals(1, quote.getDeployment().get(0).getConditions().size());

        Facts colocated = facts(trader, Map.of(FactNames.CLIENT_SAME_JVM, "true"), Map.of());
        OperationSelection local = selection(select(trader, colocated), "getQuote");
        assertEquals(BindingKind.LOCAL_JAVA, local.getChosen().getKind());
        assertEquals(List.of(Condition.probeOf(BindingKind.LOCAL_JAVA).toString(), "COLOCATED: client.sameJvm = true (declared)"),
                local.getDeployment().get(0).getConditions());
    }

    private static Fact probed(String name, String value) {
        Fact fact = ModelFactory.eINSTANCE.createFact();
        fact.setName(name);
        fact.setValue(value);
        fact.setSource(FactSource.PROBED);
        return fact;
    }

    /**
     * Without probes the plan is the open one and a function of its inputs: a port that listens where the plan is
     * made changes nothing, no fact is probed, the plan has no time and names the WSDL by its file name; every
     * binding the Trader offers is in the proxy's ranking with the condition the proxy checks where it runs.
     */
    @Test
    void withoutProbesThePlanIsTheOpenOneWhateverListensWhereItIsMade(@TempDir Path folder) throws Exception {
        try (ServerSocket listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Path wsdl = Files.writeString(folder.resolve("Trader.wsdl"), Files.readString(ROOT.resolve("examples/trader/Trader.wsdl"))
                    .replace("tcp://127.0.0.1:2006", "tcp://127.0.0.1:" + listening.getLocalPort()));
            SelectionRequest request = SelectionRequest.ofWsdl(wsdl, WsdlReaderOptions.defaults()).withRules(rules);

            SelectionPlan open = new SelectionOperation(request.withDiscovery(DiscoveryRequest.defaults().withProbes(false)))
                    .execute(null).plan();
            assertEquals("Trader.wsdl", open.getWsdlLocation());
            assertEquals(null, open.getCreatedAt());
            assertEquals("where the proxy is deployed", open.getFacts().getTarget());
            assertTrue(open.getFacts().getFacts().stream().noneMatch(f -> f.getSource() == FactSource.PROBED));
            assertTrue(open.getFacts().getEndpoints().stream().allMatch(e -> e.getSource() == FactSource.DEFAULT
                    && e.getReason().equals("not probed: nothing is probed where the plan is made; the proxy checks it"
                            + " where it runs")), open.getFacts().getEndpoints().toString());
            OperationSelection quote = selection(open, "getQuote");
            assertEquals(List.of(BindingKind.LOCAL_JAVA, BindingKind.JCA, BindingKind.RMI_IIOP, BindingKind.SOAP),
                    quote.getDeployment().stream().map(b -> b.getKind()).toList());
            assertTrue(quote.getDeployment().get(1).getConditions().get(0).startsWith("CONNECTION_FACTORY: "),
                    quote.getDeployment().get(1).getConditions().toString());

            SelectionPlan probed = new SelectionOperation(request.withDiscovery(DiscoveryRequest.defaults()
                    .withTimeout(Duration.ofMillis(500)))).execute(null).plan();
            assertTrue(probed.getCreatedAt() != null);
            EndpointFact cics = probed.getFacts().getEndpoints().stream().filter(e -> e.getKind() == BindingKind.JCA)
                    .findFirst().orElseThrow();
            assertEquals(FactSource.PROBED, cics.getSource(), "probing, the listening port is found");
        }
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
        SelectionPlan paper = new SelectionOperation(SelectionRequest.of(google).withFacts(facts)
                .withCosts(CostTable.paperDefaults()).withRules(rules)).execute(null).plan();
        assertTrue(selection(paper, "doGoogleSearch").getFiredRules().stream().anyMatch(r -> r.getRule().equals(rule)));

        CostTable measured = CostTable.paperDefaults().with(Map.of(BindingKind.SOAP, new BindingCost(1.0, 0.0002),
                BindingKind.RMI_IIOP, new BindingCost(0.8, 0.0002)));
        SelectionPlan calibrated = new SelectionOperation(SelectionRequest.of(google).withFacts(facts).withCosts(measured)
                .withRules(rules)).execute(null).plan();
        assertFalse(selection(calibrated, "doGoogleSearch").getFiredRules().stream().anyMatch(r -> r.getRule().equals(rule)));
    }

    @Test
    void atTheOperatingPointTheVoteIsTakenThereAndThePlanSaysSo() throws Exception {
        // Financial without JCA, in another JVM: over the space (arrays of 2 to 10 positions) RMI-IIOP wins the vote;
        // a user whose messages carry 200 positions (about 100 KB) gets the vote at that point, which SOAP wins
        ServiceDescription financial = example("financial/Financial.wsdl");
        Facts facts = facts(financial, Map.of(), Map.of(BindingKind.JCA, false, BindingKind.LOCAL_JAVA, false));
        OperationSelection overTheSpace = selection(select(financial, facts), "handleAddShort");
        assertEquals(BindingKind.RMI_IIOP, overTheSpace.getChosen().getKind());
        assertEquals(null, overTheSpace.getVotedAt());

        SelectionPlan plan = new SelectionOperation(SelectionRequest.of(financial).withFacts(facts).withRules(rules)
                .withOperatingPoint(ValueSetting.parse("strlen=12,array=200", ValueSetting.TYPICAL))).execute(null).plan();
        OperationSelection atThePoint = selection(plan, "handleAddShort");
        assertEquals(BindingKind.SOAP, atThePoint.getChosen().getKind());
        assertEquals("strlen=12,nulls=0,array=200,binary=10KB from the operating point given", atThePoint.getVotedAt());
        assertEquals("strlen=12,nulls=0,array=200,binary=10KB", plan.getHints().getOperatingPoint());
        JsonObject json = JsonParser.parseString(PlanReport.json(plan)).getAsJsonObject();
        assertEquals(atThePoint.getVotedAt(), json.getAsJsonArray("operations").get(0).getAsJsonObject().get("votedAt")
                .getAsString());
        assertEquals("strlen=12,nulls=0,array=200,binary=10KB", json.getAsJsonObject("hints").get("at").getAsString());
        assertTrue(PlanReport.text(plan).contains("Financial.handleAddShort         strlen=12,nulls=0,array=200"),
                PlanReport.text(plan));
    }

    @Test
    void sampleMessagesGiveEachOperationItsPointAndABadOneStopsTheSelection(@TempDir Path folder) throws Exception {
        ServiceDescription trader = example("trader/Trader.wsdl");
        Path samples = Files.createDirectories(folder.resolve("samples"));
        Files.writeString(samples.resolve("quote.xml"), "<getQuote xmlns=\"" + trader.getTargetNamespace()
                + "\"><userId xmlns=\"\">USER0001</userId><company xmlns=\"\">IBM</company></getQuote>");
        SelectionPlan plan = new SelectionOperation(SelectionRequest.of(trader).withFacts(facts(trader, Map.of(), Map.of()))
                .withRules(rules).withSamplesFolder(samples)).execute(null).plan();
        assertTrue(selection(plan, "getQuote").getVotedAt().endsWith("from 1 sample message in " + samples),
                selection(plan, "getQuote").getVotedAt());
        assertEquals(null, selection(plan, "buy").getVotedAt(), "no sample of buy: voted over the space");
        assertEquals(samples.toString(), plan.getHints().getSamples());

        Path bad = Files.writeString(samples.resolve("bad.xml"), "<getQuote>");
        BadInputException e = assertThrows(BadInputException.class, () -> new SelectionOperation(SelectionRequest
                .ofWsdl(ROOT.resolve("examples/trader/Trader.wsdl"), WsdlReaderOptions.defaults())
                .withDiscovery(DiscoveryRequest.defaults().withProfileFile(ROOT.resolve("examples/trader/production-target.json")))
                .withRules(rules).withSamplesFolder(samples)).execute(null));
        assertTrue(e.getMessage().contains(bad.toString()), e.getMessage());
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
    void theWordsOfANameOnlySuggestThatItReads() {
        for (String reading : List.of("getQuote", "doGoogleSearch", "itemSearch", "findAddress", "calculateRoute",
                "get_flight_info", "getNextTicket", "readAndClear")) {
            assertTrue(Idempotency.looksReadOnly(reading), reading);
        }
        for (String changing : List.of("buy", "sell", "handleAddShort", "transferFunds", "getAndDelete", "ping2")) {
            assertFalse(Idempotency.looksReadOnly(changing), changing);
        }
    }

    @Test
    void theWholeChainRunsFromTheFilesAUserNames(@TempDir Path folder) throws Exception {
        Path calibration = folder.resolve("calibration.json");
        Calibration.measuredHere("a test", Map.of(BindingKind.SOAP, new Calibration.Fit(BindingKind.SOAP,
                new BindingCost(1.0, 0.0002), 5, 0.99, null), BindingKind.RMI_IIOP, new Calibration.Fit(
                        BindingKind.RMI_IIOP, new BindingCost(0.8, 0.0002), 5, 0.99, null))).save(calibration, false);
        Path rulesFolder = Files.createDirectories(folder.resolve("rules"));
        Path wsdl = ROOT.resolve("examples/trader/Trader.wsdl");
        SelectionRequest request = SelectionRequest.ofWsdl(wsdl, WsdlReaderOptions.defaults())
                .withDiscovery(DiscoveryRequest.defaults().withTimeout(Duration.ofMillis(500))
                        .withProfileFile(ROOT.resolve("examples/trader/production-target.json")))
                .withHints(SpaceHints.parse("A=100KB")).withCalibrationFile(calibration).withRuleFiles(List.of(rulesFolder));
        List<String> tasks = new ArrayList<>();

        Selection selection = new SelectionOperation(request).execute(new NullProgressMonitor() {
            @Override
            public void subTask(String name) {
                tasks.add(name);
            }
        });

        assertTrue(selection.description().getLocation().endsWith("Trader.wsdl"), selection.description().getLocation());
        SelectionPlan plan = selection.plan();
        assertEquals(BindingKind.JCA, selection(plan, "getQuote").getChosen().getKind(), "the profile declares the gateway reachable");
        assertEquals("production", plan.getFacts().getTarget());
        assertEquals(100 * 1024L, plan.getHints().getMaxMessageSize());
        assertFalse(selection(plan, "getQuote").getFiredRules().stream()
                .anyMatch(r -> r.getRule().equals("P3 RMI-IIOP beats SOAP for messages under 10 KB")), "the calibration's costs");
        assertEquals(List.of("loading the policy rules", "reading Trader.wsdl", "discovering the target"),
                tasks.subList(0, 3));
        assertTrue(tasks.contains("estimating, voting and applying the rules"), tasks.toString());
    }

    @Test
    void aBadCalibrationOrRuleFileStopsTheSelectionBeforeTheWsdlIsRead(@TempDir Path folder) throws Exception {
        Path broken = Files.writeString(folder.resolve("broken.drl"), "rule \"half\" when then");
        Path missingWsdl = folder.resolve("never-read.wsdl");

        BadInputException uncompiled = assertThrows(BadInputException.class, () -> new SelectionOperation(
                SelectionRequest.ofWsdl(missingWsdl, WsdlReaderOptions.defaults()).withRuleFiles(List.of(broken)))
                .execute(null));
        assertTrue(uncompiled.getMessage().startsWith("the policy rules do not compile, nothing was selected:\n"),
                uncompiled.getMessage());

        BadInputException calibration = assertThrows(BadInputException.class, () -> new SelectionOperation(
                SelectionRequest.ofWsdl(missingWsdl, WsdlReaderOptions.defaults()).withRules(rules)
                        .withCalibrationFile(folder.resolve("none.json"))).execute(null));
        assertTrue(calibration.getMessage().contains("none.json: no such file"), calibration.getMessage());
    }

    /**
     * The rules run twice on each set of facts, over candidates and sizes made once per operation: the second time
     * each operation's vote is the one taken again among the bindings the first time left, operation by operation.
     */
    @Test
    void theSecondRunOfTheRulesSeesEachOperationsVoteAmongWhatTheFirstLeft(@TempDir Path folder) throws Exception {
        // compares a candidate with itself: set aside, so it changes no ranking, but the plan keeps its reason
        Path recorder = Files.writeString(folder.resolve("recorder.drl"), """
                package com.example.policy;

                import dev.bindwise.core.policy.*;
                import dev.bindwise.runtime.BindingKind;

                rule "Record the vote"
                    salience -10
                when
                    $vote : VoteResult( )
                    $soap : Candidate( operation == $vote.operation, kind == BindingKind.SOAP )
                then
                    insert( Preferred.faster( $soap, $soap, "counted " + $vote.votes().keySet() ) );
                end
                """);
        ServiceDescription trader = example("trader/Trader.wsdl");
        SelectionPlan plan = new SelectionOperation(SelectionRequest.of(trader).withFacts(facts(trader, Map.of(), Map.of()))
                .withRules(RuleBase.load(List.of(recorder)))).execute(null).plan();

        assertEquals(List.of("getQuote", "buy", "sell"), plan.getSelections().stream().map(OperationSelection::getOperation).toList());
        for (OperationSelection selection : plan.getSelections()) {
            List<BindingKind> counted = selection.getVotes().stream().map(vote -> vote.getKind()).sorted().toList();
            assertEquals(List.of(BindingKind.SOAP, BindingKind.RMI_IIOP), counted,
                    selection.getOperation() + ": local Java and JCA are out on these facts, so the vote is taken again without them");
            List<String> recorded = selection.getFiredRules().stream().filter(fired -> fired.getRule().equals("Record the vote"))
                    .map(fired -> fired.getReason()).toList();
            assertEquals(List.of("counted " + counted + " (set aside: it compares a candidate with itself)"), recorded,
                    selection.getOperation());
        }
    }

    /** The request's time limit bounds the rules, those the selection compiles as well as those it is handed. */
    @Test
    void theRequestsTimeLimitBoundsTheRules(@TempDir Path folder) throws Exception {
        Path slow = Files.writeString(folder.resolve("slow.drl"), """
                package com.example.policy;

                import dev.bindwise.core.policy.*;

                rule "Slow"
                when
                    $candidate : Candidate( )
                then
                    try { Thread.sleep( 60000 ); } catch ( InterruptedException abandoned ) { }
                end
                """);
        ServiceDescription trader = example("trader/Trader.wsdl");
        SelectionRequest request = SelectionRequest.of(trader).withFacts(facts(trader, Map.of(), Map.of()))
                .withRuleTimeLimit(Duration.ofMillis(300));

        for (SelectionRequest bounded : List.of(request.withRuleFiles(List.of(slow)),
                request.withRules(RuleBase.load(List.of(slow))))) {
            long start = System.nanoTime();
            RuleRunException error = assertThrows(RuleRunException.class, () -> new SelectionOperation(bounded).execute(null));
            assertTrue(error.getMessage().contains("did not finish within 300 ms"), error.getMessage());
            assertTrue(System.nanoTime() - start < RuleBase.DEFAULT_TIME_LIMIT.toNanos(), "the request's limit, not the default");
        }
    }

    @Test
    void aCancelledSelectionStopsBeforeItDiscovers() throws Exception {
        NullProgressMonitor cancelled = new NullProgressMonitor();
        cancelled.setCanceled(true);
        ServiceDescription trader = example("trader/Trader.wsdl");

        assertThrows(OperationCanceledException.class,
                () -> new SelectionOperation(SelectionRequest.of(trader).withRules(rules)).execute(cancelled));
    }

    /**
     * The SOAP replies are sized as the target's stack writes them: CXF's on WildFly (discovery's server.vendor), Axis2's
     * where nothing says, and a profile's server.soapStack before either; a stack the model does not know stops the
     * selection with what to give.
     */
    @Test
    void theSoapRepliesAreSizedAsTheTargetsStackWritesThem() throws Exception {
        ServiceDescription greeter = example("wildfly/Greeter.wsdl");
        long axis2 = soapReplyMedian(select(greeter, facts(greeter, Map.of(), Map.of())));
        long wildFly = soapReplyMedian(select(greeter, facts(greeter, Map.of(FactNames.SERVER_VENDOR, "WildFly"), Map.of())));
        long declared = soapReplyMedian(select(greeter, facts(greeter, Map.of(FactNames.SERVER_VENDOR, "WildFly",
                FactNames.SERVER_SOAP_STACK, "axis2"), Map.of())));
        // CXF writes no XML declaration and no Header, a shorter HTTP head, and ns2 for ns
        assertEquals(87, axis2 - wildFly, wildFly + " " + axis2);
        assertEquals(axis2, declared);

        BadInputException e = assertThrows(BadInputException.class,
                () -> select(greeter, facts(greeter, Map.of(FactNames.SERVER_SOAP_STACK, "metro"), Map.of())));
        assertTrue(e.getMessage().contains("server.soapStack is 'metro'") && e.getMessage().contains("axis2, cxf"), e.getMessage());
    }

    private static long soapReplyMedian(SelectionPlan plan) {
        return selection(plan, "add").getEstimates().stream().filter(size -> size.getKind() == BindingKind.SOAP)
                .findFirst().orElseThrow().getReplyMedian();
    }

    private static SelectionPlan select(ServiceDescription description, Facts facts) throws BadInputException {
        return new SelectionOperation(SelectionRequest.of(description).withFacts(facts).withRules(rules)).execute(null)
                .plan();
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
        return new WsdlReader().read(ROOT.resolve("examples").resolve(name));
    }
}
