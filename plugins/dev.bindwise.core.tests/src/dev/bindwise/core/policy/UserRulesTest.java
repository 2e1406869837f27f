package dev.bindwise.core.policy;

import static dev.bindwise.core.policy.DefaultRulesTest.P2_FIREWALL;
import static dev.bindwise.core.policy.DefaultRulesTest.P3_IIOP;
import static dev.bindwise.core.policy.DefaultRulesTest.P3_JCA;
import static dev.bindwise.core.policy.DefaultRulesTest.P3_VOTE;
import static dev.bindwise.core.policy.PolicyTestFacts.candidate;
import static dev.bindwise.core.policy.PolicyTestFacts.estimate;
import static dev.bindwise.core.policy.PolicyTestFacts.firings;
import static dev.bindwise.core.policy.PolicyTestFacts.ranking;
import static dev.bindwise.core.policy.PolicyTestFacts.root;
import static dev.bindwise.core.policy.PolicyTestFacts.vote;
import static dev.bindwise.runtime.BindingKind.JCA;
import static dev.bindwise.runtime.BindingKind.RMI_IIOP;
import static dev.bindwise.runtime.BindingKind.SOAP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A user's rules beside the default ones: adding, overriding as rules/README.md documents, replacing. */
class UserRulesTest {

    private static final String HEADER = PolicyTestFacts.USER_FILE_HEADER;

    @TempDir
    Path folder;

    private static final PolicyFacts JCA_AND_SOAP = PolicyFacts.builder(Target.defaults().withJcaAdapterReachesEis(true))
            .candidate(candidate("quote", SOAP)).candidate(candidate("quote", JCA))
            .candidate(candidate("buy", SOAP)).candidate(candidate("buy", JCA)).build();

    @Test
    void theReadmeExampleVetoesTheDefaultRuleAndPrefersSoap() throws Exception {
        write("gateway.drl", readmeExample());
        RuleBase rules = RuleBase.load(List.of(folder));

        for (String operation : List.of("quote", "buy")) {
            OperationDecision decision = rules.decide(JCA_AND_SOAP).operation(operation);
            assertEquals("Soap, Jca", ranking(decision), decision.explain());
            assertEquals(List.of("Our JCA gateway is slower than SOAP: Soap>Jca"), firings(decision),
                    "the vetoed default rule did not fire: " + decision.explain());
            assertEquals(List.of("Our JCA gateway is slower than SOAP vetoes \"P3 JCA beats SOAP\": our gateway"
                    + " adds 50 ms a call"), decision.vetoes().stream().map(VetoFiring::toString).toList());
        }
        OperationDecision withDefaults = RuleBase.loadDefault().decide(JCA_AND_SOAP).operation("quote");
        assertEquals("Jca, Soap", ranking(withDefaults), "the default rule holds without the user's file");
    }

    @Test
    void anEarlierContradictingPreferenceWinsAndTheDefaultIsSetAside() throws Exception {
        write("prefer.drl", HEADER + """
                rule "SOAP before JCA"
                    salience 60
                when
                    $jca  : Candidate( kind == BindingKind.JCA )
                    $soap : Candidate( operation == $jca.operation, kind == BindingKind.SOAP )
                then
                    insert( Preferred.faster( $soap, $jca, "measured on our gateway" ) );
                end
                """);
        OperationDecision decision = RuleBase.load(List.of(folder)).decide(JCA_AND_SOAP).operation("quote");
        assertEquals("Soap, Jca", ranking(decision), decision.explain());
        assertEquals(List.of(P3_JCA + ": Jca>Soap (set aside)", "SOAP before JCA: Soap>Jca"), firings(decision));
        assertEquals("it contradicts a preference inserted before it", decision.firingsOf(P3_JCA).get(0).note());
    }

    @Test
    void aVetoThatComesLateStillSetsTheVetoedRuleAside() throws Exception {
        write("late.drl", HEADER + """
                rule "No JCA preference for buy"
                    salience -5
                when
                    Candidate( operation == "buy" )
                then
                    insert( new Veto( "P3 JCA beats SOAP", "buy", "buy goes through the slow gateway" ) );
                end
                """);
        PolicyDecision decision = RuleBase.load(List.of(folder)).decide(JCA_AND_SOAP);
        OperationDecision buy = decision.operation("buy");
        assertEquals("Soap, Jca", ranking(buy), buy.explain());
        assertEquals(List.of(P3_JCA + ": Jca>Soap (set aside)"), firings(buy));
        assertEquals("vetoed: buy goes through the slow gateway", buy.firingsOf(P3_JCA).get(0).note());
        OperationDecision quote = decision.operation("quote");
        assertEquals("Jca, Soap", ranking(quote), "a veto for buy leaves quote alone: " + quote.explain());
        assertEquals(List.of(), quote.vetoes());
    }

    @Test
    void vetoingAnExclusionLetsTheRulesAfterItSeeTheCandidate() throws Exception {
        write("firewall.drl", HEADER + """
                rule "The firewall lets IIOP through to TraderIiop"
                    salience 200
                when
                    Candidate( kind == BindingKind.RMI_IIOP, port == "Iiop", $operation : operation )
                then
                    insert( new Veto( "P2 a firewall blocks IIOP", $operation, "port 2809 is open to Iiop" ) );
                end
                """);
        PolicyFacts facts = PolicyFacts.builder(Target.defaults().withFirewallBlocksIiop(true))
                .candidate(candidate("quote", SOAP)).candidate(candidate("quote", RMI_IIOP))
                .estimate(estimate("quote", RMI_IIOP, 800)).build();
        OperationDecision decision = RuleBase.load(List.of(folder)).decide(facts).operation("quote");
        assertEquals("Iiop, Soap", ranking(decision), decision.explain());
        assertEquals(List.of(P3_IIOP + ": Iiop>Soap"), firings(decision), "no firewall exclusion, and the"
                + " rule after it saw RMI-IIOP: " + decision.explain());
        assertEquals(1, RuleBase.loadDefault().decide(facts).operation("quote").firingsOf(P2_FIREWALL).size());
    }

    @Test
    void aVetoEverywhereCoversEveryOperation() throws Exception {
        write("novote.drl", HEADER + """
                rule "We do not trust the vote"
                    salience 500
                when
                    Target( )
                then
                    insert( Veto.everywhere( "P3 the size vote orders what the static rules leave open",
                            "our messages are not like the parameter space" ) );
                end
                """);
        PolicyFacts facts = PolicyFacts.builder(Target.defaults())
                .candidate(candidate("a", SOAP)).candidate(candidate("a", RMI_IIOP))
                .candidate(candidate("b", RMI_IIOP)).candidate(candidate("b", SOAP))
                .vote(vote("a", SOAP, 1, RMI_IIOP, 9)).vote(vote("b", SOAP, 9, RMI_IIOP, 1)).build();
        PolicyDecision decision = RuleBase.load(List.of(folder)).decide(facts);
        assertEquals("Soap, Iiop", ranking(decision.operation("a")), "the port order, not the vote");
        assertEquals("Iiop, Soap", ranking(decision.operation("b")), "the port order, not the vote");
        assertEquals(List.of(), firings(decision.operation("a")));
        assertEquals(1, decision.operation("b").vetoes().size());
        PolicyDecision byDefault = RuleBase.loadDefault().decide(facts);
        assertEquals(List.of(P3_VOTE + ": Iiop>Soap"), firings(byDefault.operation("a")));
    }

    @Test
    void aUserRuleAddsWhatTheDefaultsDoNotSay() throws Exception {
        write("jboss.drl", HEADER + """
                rule "On JBoss RMI-IIOP beats SOAP at any size"
                    salience 50
                when
                    Target( serverVendor == "Red Hat" )
                    $iiop : Candidate( kind == BindingKind.RMI_IIOP )
                    not Excluded( candidate == $iiop )
                    $soap : Candidate( operation == $iiop.operation, kind == BindingKind.SOAP )
                    not Excluded( candidate == $soap )
                then
                    insert( Preferred.faster( $iiop, $soap, "RMI always outperforms SOAP on JBoss (paper, note 1)" ) );
                end
                """);
        RuleBase rules = RuleBase.load(List.of(folder.resolve("jboss.drl")));
        PolicyFacts.Builder facts = PolicyFacts.builder(Target.defaults().withServer("Red Hat", "7.4"))
                .candidate(candidate("report", SOAP)).candidate(candidate("report", RMI_IIOP))
                .estimate(estimate("report", RMI_IIOP, 300_000)).vote(vote("report", SOAP, 8, RMI_IIOP, 4));
        OperationDecision onJboss = rules.decide(facts.build()).operation("report");
        assertEquals("Iiop, Soap", ranking(onJboss), onJboss.explain());
        assertEquals(List.of("On JBoss RMI-IIOP beats SOAP at any size: Iiop>Soap"), firings(onJboss));

        PolicyFacts elsewhere = new PolicyFacts(Target.defaults().withServer("IBM", "6.1"),
                facts.build().candidates(), facts.build().estimates(), facts.build().votes(), List.of());
        OperationDecision onWebSphere = rules.decide(elsewhere).operation("report");
        assertEquals(List.of(P3_VOTE + ": Soap>Iiop"), firings(onWebSphere), "the user's rule is about JBoss only");
    }

    @Test
    void aFileNamedLikeTheDefaultReplacesTheBuiltInRules() throws Exception {
        write(RuleBase.DEFAULT_RULES, PolicyTestFacts.soapOnly("Only SOAP", 100));
        write("extra.drl", HEADER + """
                rule "Nothing else"
                when
                    eval( false )
                then
                end
                """);
        RuleBase rules = RuleBase.load(List.of(folder));
        assertEquals(List.of("Nothing else", "Only SOAP"), rules.ruleNames());
        assertEquals(List.of(folder.resolve(RuleBase.DEFAULT_RULES).toString(), folder.resolve("extra.drl").toString()),
                rules.sources());
        OperationDecision decision = rules.decide(JCA_AND_SOAP).operation("quote");
        assertEquals("Soap", ranking(decision));
        assertEquals(List.of("Only SOAP: Jca"), firings(decision));
    }

    @Test
    void theRepositoryRulesFolderLoadsAsItIsAndIsWhatTheBundleCarries() throws Exception {
        Path repositoryRules = root().resolve("rules");
        RuleBase fromRepository = RuleBase.load(List.of(repositoryRules));
        assertEquals(List.of(repositoryRules.resolve(RuleBase.DEFAULT_RULES).toString()), fromRepository.sources());
        assertEquals(RuleBase.loadDefault().ruleNames(), fromRepository.ruleNames());
        try (var packaged = RuleBase.class.getResourceAsStream(RuleBase.DEFAULT_RULES)) {
            assertEquals(Files.readString(repositoryRules.resolve(RuleBase.DEFAULT_RULES)),
                    new String(packaged.readAllBytes(), StandardCharsets.UTF_8),
                    "the bundle carries a stale copy of rules/" + RuleBase.DEFAULT_RULES + ": rebuild core");
        }
    }

    /** The drl block of rules/README.md that overrides a default rule: the documented way to do it. */
    private static String readmeExample() throws IOException {
        String readme = Files.readString(root().resolve("rules/README.md"));
        Matcher block = Pattern.compile("```drl\\R(.*?)```", Pattern.DOTALL).matcher(readme);
        while (block.find()) {
            if (block.group(1).contains("rule \"Our JCA gateway is slower than SOAP\"")) {
                return block.group(1);
            }
        }
        return fail("rules/README.md has no ```drl example that overrides a default rule");
    }

    private void write(String name, String text) throws IOException {
        Files.writeString(folder.resolve(name), text);
    }
}
