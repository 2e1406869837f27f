package dev.bindwise.core.policy;

import static dev.bindwise.core.policy.PolicyTestFacts.candidate;
import static dev.bindwise.core.policy.PolicyTestFacts.estimate;
import static dev.bindwise.core.policy.PolicyTestFacts.vote;
import static dev.bindwise.runtime.BindingKind.HTTP;
import static dev.bindwise.runtime.BindingKind.JCA;
import static dev.bindwise.runtime.BindingKind.JMS;
import static dev.bindwise.runtime.BindingKind.LOCAL_JAVA;
import static dev.bindwise.runtime.BindingKind.RMI_IIOP;
import static dev.bindwise.runtime.BindingKind.SOAP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dev.bindwise.runtime.BindingKind;

/**
 * Each default rule fires where it should and nowhere else: every scenario lists every firing it expects
 * (so that any other firing fails it) and the ranking that follows, and every default rule is expected
 * somewhere.
 */
class DefaultRulesTest {

    static final String P1_NOT_BOUND = "P1 the port's binding does not offer the operation";
    static final String P1_NO_INVOKER = "P1 Bindwise has no invoker for the binding";
    static final String P2_FIREWALL = "P2 a firewall blocks IIOP";
    static final String P2_LOCAL = "P2 local Java needs the service's JVM";
    static final String P2_JCA = "P2 JCA needs a resource adapter that reaches the enterprise system";
    static final String P2_DOMAINS = "P2 RMI-IIOP and local Java stay inside one security domain";
    static final String P2_ENDPOINT = "P2 the endpoint did not answer";
    static final String P3_LOCAL = "P3 a local Java call beats any remote binding";
    static final String P3_JCA = "P3 JCA beats SOAP";
    static final String P3_JCA_IIOP = "P3 JCA beats RMI-IIOP";
    static final String P3_IIOP = "P3 RMI-IIOP beats SOAP for messages under 10 KB";
    static final String P3_VOTE = "P3 the size vote orders what the static rules leave open";
    static final String FALLBACK = "SOAP is the fallback that always works";

    private static final String OP = "getQuote";
    private static final Target JCA_REACHABLE = Target.defaults().withJcaAdapterReachesEis(true);

    private static RuleBase rules;

    @BeforeAll
    static void loadDefaultRules() throws RuleCompileException {
        rules = RuleBase.loadDefault();
    }

    static Stream<Scenario> scenarios() {
        return Stream.of(
                scenario("SOAP alone: nothing to decide", Target.defaults())
                        .candidates(SOAP)
                        .expect("Soap"),

                // P1 available
                scenario("a binding that does not bind the operation is not available", Target.defaults())
                        .candidates(SOAP).candidate(new Candidate(OP, RMI_IIOP, "Iiop", false))
                        .estimate(estimate(OP, RMI_IIOP, 500))
                        .expect("Soap", P1_NOT_BOUND + ": Iiop"),
                scenario("JMS and HTTP bindings have no invoker", Target.defaults())
                        .candidates(JMS, SOAP, HTTP)
                        .expect("Soap", P1_NO_INVOKER + ": Jms", P1_NO_INVOKER + ": Http"),

                // P2 accessible
                scenario("a firewall that blocks IIOP", Target.defaults().withFirewallBlocksIiop(true))
                        .candidates(SOAP, RMI_IIOP).estimate(estimate(OP, RMI_IIOP, 500))
                        .vote(vote(OP, SOAP, 1, RMI_IIOP, 11))
                        .expect("Soap", P2_FIREWALL + ": Iiop"),
                scenario("no firewall: small RMI-IIOP messages beat SOAP", Target.defaults())
                        .candidates(SOAP, RMI_IIOP).estimate(estimate(OP, RMI_IIOP, 500))
                        .expect("Iiop, Soap", P3_IIOP + ": Iiop>Soap"),
                scenario("local Java from another JVM", Target.defaults())
                        .candidates(SOAP, LOCAL_JAVA)
                        .expect("Soap", P2_LOCAL + ": Local"),
                scenario("local Java in the service's JVM", Target.defaults().withSameJvm(true))
                        .candidates(SOAP, RMI_IIOP, LOCAL_JAVA)
                        .expect("Local, Soap, Iiop", P3_LOCAL + ": Local>Soap", P3_LOCAL + ": Local>Iiop"),
                scenario("local Java on the service's ORB", Target.defaults().withSameOrb(true))
                        .candidates(SOAP, LOCAL_JAVA)
                        .expect("Local, Soap", P3_LOCAL + ": Local>Soap"),
                scenario("JCA without a resource adapter that reaches the system", Target.defaults())
                        .candidates(SOAP, JCA)
                        .expect("Soap", P2_JCA + ": Jca"),
                scenario("security domains differ", Target.defaults().withSameJvm(true).withSecurityDomains("a", "b"))
                        .candidates(SOAP, RMI_IIOP, LOCAL_JAVA).estimate(estimate(OP, RMI_IIOP, 500))
                        .expect("Soap", P2_DOMAINS + ": Iiop", P2_DOMAINS + ": Local"),
                scenario("security domains match", Target.defaults().withSecurityDomains("a", "a"))
                        .candidates(SOAP, RMI_IIOP).estimate(estimate(OP, RMI_IIOP, 500))
                        .expect("Iiop, Soap", P3_IIOP + ": Iiop>Soap"),
                scenario("one security domain unknown", Target.defaults().withSecurityDomains("a", null))
                        .candidates(SOAP, RMI_IIOP).estimate(estimate(OP, RMI_IIOP, 500))
                        .expect("Iiop, Soap", P3_IIOP + ": Iiop>Soap"),
                scenario("an endpoint that does not answer", Target.defaults())
                        .candidates(SOAP, RMI_IIOP).estimate(estimate(OP, RMI_IIOP, 500))
                        .endpoint(new Endpoint("Iiop", false, "connection refused"))
                        .endpoint(new Endpoint("Soap", true, "answered"))
                        .expect("Soap", P2_ENDPOINT + ": Iiop"),

                // SOAP, the fallback that always works
                scenario("SOAP's endpoint does not answer: SOAP stays last", Target.defaults())
                        .candidates(SOAP, RMI_IIOP).estimate(estimate(OP, RMI_IIOP, 500))
                        .endpoint(new Endpoint("Soap", false, "connection refused"))
                        .expect("Iiop, Soap", P2_ENDPOINT + ": Soap", FALLBACK + ": Soap"),
                scenario("SOAP alone and not answering: still the last resort", Target.defaults())
                        .candidates(SOAP).endpoint(new Endpoint("Soap", false, "connection refused"))
                        .expect("Soap", P2_ENDPOINT + ": Soap", FALLBACK + ": Soap"),
                scenario("SOAP not offered: no fallback", Target.defaults())
                        .candidate(new Candidate(OP, SOAP, "Soap", false)).candidates(RMI_IIOP)
                        .endpoint(new Endpoint("Soap", false, "connection refused"))
                        .expect("Iiop", P1_NOT_BOUND + ": Soap", P2_ENDPOINT + ": Soap"),

                // P3 faster: the static rules
                scenario("JCA and SOAP", JCA_REACHABLE)
                        .candidates(SOAP, JCA).vote(vote(OP, SOAP, 9, JCA, 3))
                        .expect("Jca, Soap", P3_JCA + ": Jca>Soap"),
                scenario("RMI-IIOP messages just under 10 KB", Target.defaults())
                        .candidates(SOAP, RMI_IIOP).estimate(new Estimate(OP, RMI_IIOP, 10_239, 200))
                        .vote(vote(OP, SOAP, 10, RMI_IIOP, 2))
                        .expect("Iiop, Soap", P3_IIOP + ": Iiop>Soap"),
                scenario("an RMI-IIOP reply of 10 KB: the vote decides", Target.defaults())
                        .candidates(SOAP, RMI_IIOP).estimate(new Estimate(OP, RMI_IIOP, 200, 10_240))
                        .vote(vote(OP, SOAP, 10, RMI_IIOP, 2))
                        .expect("Soap, Iiop", P3_VOTE + ": Soap>Iiop"),
                scenario("SOAP without a large fixed cost: the vote decides",
                        Target.defaults().withSoapHasLargeFixedCost(false))
                        .candidates(RMI_IIOP, SOAP).estimate(estimate(OP, RMI_IIOP, 500))
                        .vote(vote(OP, SOAP, 7, RMI_IIOP, 5))
                        .expect("Soap, Iiop", P3_VOTE + ": Soap>Iiop"),
                scenario("no estimate for RMI-IIOP and no vote: the port order", Target.defaults())
                        .candidates(SOAP, RMI_IIOP)
                        .expect("Soap, Iiop"),

                // P3 faster: the vote
                scenario("the vote orders what no static rule orders", JCA_REACHABLE)
                        .candidates(SOAP, RMI_IIOP, JCA).vote(vote(OP, SOAP, 2, RMI_IIOP, 10))
                        .expect("Jca, Iiop, Soap", P3_JCA + ": Jca>Soap", P3_JCA_IIOP + ": Jca>Iiop", P3_VOTE + ": Iiop>Soap"),
                scenario("a tied vote orders nothing", Target.defaults())
                        .candidates(SOAP, RMI_IIOP).vote(vote(OP, SOAP, 5, RMI_IIOP, 5))
                        .expect("Soap, Iiop"),
                scenario("the vote between three bindings", Target.defaults().withSameJvm(true))
                        .candidates(SOAP, RMI_IIOP, LOCAL_JAVA).vote(vote(OP, SOAP, 6, RMI_IIOP, 3, LOCAL_JAVA, 1))
                        .expect("Local, Soap, Iiop", P3_LOCAL + ": Local>Soap", P3_LOCAL + ": Local>Iiop",
                                P3_VOTE + ": Soap>Iiop"),

                // several operations: a rule fires for the operation it matches, not for its neighbours
                scenario("three operations", JCA_REACHABLE)
                        .candidates("quote", SOAP, JCA)
                        .candidates("buy", SOAP)
                        .candidates("sell", SOAP).candidate(new Candidate("sell", JCA, "Jca", false))
                        .expectFor("quote", "Jca, Soap", P3_JCA + ": Jca>Soap")
                        .expectFor("buy", "Soap")
                        .expectFor("sell", "Soap", P1_NOT_BOUND + ": Jca").build(),
                scenario("two operations with their own sizes and votes", Target.defaults())
                        .candidates("small", SOAP, RMI_IIOP).candidates("large", SOAP, RMI_IIOP)
                        .estimate(estimate("small", RMI_IIOP, 2_000)).estimate(estimate("large", RMI_IIOP, 40_000))
                        .vote(vote("small", SOAP, 1, RMI_IIOP, 5)).vote(vote("large", SOAP, 5, RMI_IIOP, 1))
                        .expectFor("small", "Iiop, Soap", P3_IIOP + ": Iiop>Soap")
                        .expectFor("large", "Soap, Iiop", P3_VOTE + ": Soap>Iiop").build());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenarios")
    void firesWhereItShouldAndNowhereElse(Scenario scenario) throws RuleRunException {
        PolicyDecision decision = rules.decide(scenario.facts());
        for (Map.Entry<String, Expected> expected : scenario.expected().entrySet()) {
            OperationDecision operation = decision.operation(expected.getKey());
            assertEquals(new TreeSet<>(expected.getValue().firings()),
                    new TreeSet<>(PolicyTestFacts.firings(operation)), operation.explain());
            assertEquals(expected.getValue().ranking(), PolicyTestFacts.ranking(operation), operation.explain());
        }
        assertEquals(scenario.expected().keySet(), Set.copyOf(scenario.facts().operations()),
                "every operation of the scenario has its expectations");
    }

    @Test
    void everyDefaultRuleIsExpectedToFireSomewhere() {
        Set<String> expected = new TreeSet<>();
        scenarios().forEach(scenario -> scenario.expected().values().forEach(operation -> operation.firings()
                .forEach(firing -> expected.add(firing.substring(0, firing.indexOf(": "))))));
        assertEquals(new TreeSet<>(rules.ruleNames()), expected);
        assertEquals(13, rules.ruleNames().size(), rules.ruleNames().toString());
    }

    @Test
    void everyFiringSaysWhy() throws RuleRunException {
        PolicyFacts facts = PolicyFacts.builder(Target.defaults().withSecurityDomains("intranet", "partners"))
                .candidate(candidate(OP, SOAP)).candidate(candidate(OP, RMI_IIOP))
                .endpoint(new Endpoint("Soap", false, "connection refused", "http://127.0.0.1:8080/soap")).build();
        OperationDecision decision = rules.decide(facts).operation(OP);
        assertEquals("Soap", PolicyTestFacts.ranking(decision));
        assertEquals(List.of("the client's security domain intranet is not the service's (partners): the caller's"
                + " identity does not cross over RMI_IIOP to port Iiop"), decision.firingsOf(P2_DOMAINS).stream()
                .map(Firing::reason).toList());
        Firing probe = decision.firingsOf(P2_ENDPOINT).get(0);
        assertEquals(Property.ACCESSIBLE, probe.property());
        assertEquals("port Soap at http://127.0.0.1:8080/soap: connection refused", probe.reason());
        assertTrue(decision.explain().contains("accessible (P2)"), decision.explain());
    }

    static ScenarioBuilder scenario(String name, Target target) {
        return new ScenarioBuilder(name, target);
    }

    record Expected(String ranking, List<String> firings) {
    }

    record Scenario(String name, PolicyFacts facts, Map<String, Expected> expected) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** A scenario's facts (of operation "getQuote" unless named) and what it expects. */
    static final class ScenarioBuilder {
        private final String name;
        private final PolicyFacts.Builder facts;
        private final Map<String, Expected> expected = new LinkedHashMap<>();

        ScenarioBuilder(String name, Target target) {
            this.name = name;
            this.facts = PolicyFacts.builder(target);
        }

        ScenarioBuilder candidates(BindingKind... kinds) {
            return candidates(OP, kinds);
        }

        ScenarioBuilder candidates(String operation, BindingKind... kinds) {
            PolicyTestFacts.candidates(operation, kinds).forEach(this::candidate);
            return this;
        }

        ScenarioBuilder candidate(Candidate candidate) {
            facts.candidate(candidate);
            return this;
        }

        ScenarioBuilder estimate(Estimate estimate) {
            facts.estimate(estimate);
            return this;
        }

        ScenarioBuilder vote(VoteResult vote) {
            facts.vote(vote);
            return this;
        }

        ScenarioBuilder endpoint(Endpoint endpoint) {
            facts.endpoint(endpoint);
            return this;
        }

        /** The ranking and firings of operation "getQuote", the only one. */
        Scenario expect(String ranking, String... firings) {
            return expectFor(OP, ranking, firings).build();
        }

        ScenarioBuilder expectFor(String operation, String ranking, String... firings) {
            expected.put(operation, new Expected(ranking, List.of(firings)));
            return this;
        }

        Scenario build() {
            return new Scenario(name, facts.build(), expected);
        }
    }
}
