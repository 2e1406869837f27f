package dev.bindwise.core.policy;

import static dev.bindwise.core.policy.PolicyTestFacts.candidate;
import static dev.bindwise.core.policy.PolicyTestFacts.estimate;
import static dev.bindwise.core.policy.PolicyTestFacts.firings;
import static dev.bindwise.core.policy.PolicyTestFacts.ranking;
import static dev.bindwise.core.policy.PolicyTestFacts.vote;
import static dev.bindwise.runtime.BindingKind.JCA;
import static dev.bindwise.runtime.BindingKind.LOCAL_JAVA;
import static dev.bindwise.runtime.BindingKind.RMI_IIOP;
import static dev.bindwise.runtime.BindingKind.SOAP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A rule base is built once and decides many times, for many operations, from any thread and loader. */
class RuleBaseTest {

    /** 100 operations of 4 candidates each, with sizes and votes that differ from one to the next. */
    static PolicyFacts hundredOperations() {
        PolicyFacts.Builder facts = PolicyFacts.builder(Target.defaults().withJcaAdapterReachesEis(true));
        for (int i = 0; i < 100; i++) {
            String operation = "operation" + i;
            facts.candidate(candidate(operation, SOAP)).candidate(candidate(operation, RMI_IIOP))
                    .candidate(candidate(operation, LOCAL_JAVA));
            if (i % 3 == 0) {
                facts.candidate(candidate(operation, JCA));
            }
            facts.estimate(estimate(operation, RMI_IIOP, 400L * i))
                    .vote(vote(operation, SOAP, i % 7, RMI_IIOP, 3, JCA, i % 2));
        }
        return facts.build();
    }

    @Test
    void oneDecisionForManyOperationsIsTheDecisionOfEachAlone() throws Exception {
        RuleBase rules = RuleBase.loadDefault();
        PolicyFacts all = hundredOperations();
        long start = System.nanoTime();
        PolicyDecision together = rules.decide(all);
        long firstMicros = (System.nanoTime() - start) / 1_000;
        assertEquals(all.operations(), together.operations().stream().map(OperationDecision::operation).toList());

        for (String operation : all.operations()) {
            PolicyFacts alone = new PolicyFacts(all.target(),
                    all.candidates().stream().filter(c -> c.operation().equals(operation)).toList(),
                    all.estimates().stream().filter(e -> e.operation().equals(operation)).toList(),
                    all.votes().stream().filter(v -> v.operation().equals(operation)).toList(), List.of());
            OperationDecision expected = rules.decide(alone).operation(operation);
            OperationDecision actual = together.operation(operation);
            assertEquals(ranking(expected), ranking(actual), operation);
            assertEquals(firings(expected), firings(actual), operation);
        }
        // Not a timed assertion (the machines are noisy): what a decision costs, for the record.
        long warmStart = System.nanoTime();
        int rounds = 20;
        for (int i = 0; i < rounds; i++) {
            rules.decide(all);
        }
        long warmMicros = (System.nanoTime() - warmStart) / 1_000 / rounds;
        System.out.printf("policy: 100 operations decided in %d us cold, %d us warm (%d us per operation)%n",
                firstMicros, warmMicros, warmMicros / 100);
    }

    @Test
    void theSameFactsGiveTheSameDecisionEveryTimeAndFromEveryRuleBase() throws Exception {
        RuleBase first = RuleBase.loadDefault();
        RuleBase second = RuleBase.loadDefault();
        assertNotSame(first, second);
        assertEquals(first.ruleNames(), second.ruleNames());
        PolicyFacts facts = hundredOperations();
        PolicyDecision expected = first.decide(facts);
        for (RuleBase rules : List.of(first, second, first)) {
            PolicyDecision decision = rules.decide(facts);
            for (String operation : facts.operations()) {
                assertEquals(firings(expected.operation(operation)), firings(decision.operation(operation)));
                assertEquals(ranking(expected.operation(operation)), ranking(decision.operation(operation)));
            }
        }
    }

    @Test
    @Timeout(60)
    void decisionsFromSeveralThreadsAtOnceAgree() throws Exception {
        RuleBase rules = RuleBase.loadDefault();
        PolicyFacts facts = hundredOperations();
        String expected = rules.decide(facts).operations().stream().map(PolicyTestFacts::ranking).toList().toString();
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> decisions = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                decisions.add(threads.submit(() -> rules.decide(facts).operations().stream()
                        .map(PolicyTestFacts::ranking).toList().toString()));
            }
            for (Future<String> decision : decisions) {
                assertEquals(expected, decision.get(30, TimeUnit.SECONDS));
            }
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void loadingAndDecidingWorkWhateverTheCallersContextClassLoaderIsAndLeaveItAsItWas() throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader callers = thread.getContextClassLoader();
        ClassLoader foreign = ClassLoader.getPlatformClassLoader(); // sees neither Drools nor the facts
        thread.setContextClassLoader(foreign);
        try {
            RuleBase rules = RuleBase.loadDefault();
            assertSame(foreign, thread.getContextClassLoader());
            OperationDecision decision = rules.decide(hundredOperations()).operation("operation0");
            assertSame(foreign, thread.getContextClassLoader());
            assertEquals("Jca, Iiop, Soap", ranking(decision), decision.explain());
        } finally {
            thread.setContextClassLoader(callers);
        }
    }

    @Test
    @Timeout(60)
    void aRuleThatKeepsFiringEndsWithAnError(@TempDir Path folder) throws Exception {
        Files.writeString(folder.resolve("loop.drl"), """
                package com.example.policy;
                import dev.bindwise.core.policy.Endpoint;
                rule "Probe forever"
                when
                    $endpoint : Endpoint( )
                then
                    insert( new Endpoint( $endpoint.port() + "'", true, "" ) );
                end
                """);
        RuleBase rules = RuleBase.load(List.of(folder));
        PolicyFacts facts = PolicyFacts.builder(Target.defaults()).candidate(candidate("quote", SOAP))
                .endpoint(new Endpoint("Soap", true, "answered")).build();
        RuleRunException error = assertThrows(RuleRunException.class, () -> rules.decide(facts));
        assertTrue(error.getMessage().contains("rule \"Probe forever\" fired"), error.getMessage());
        assertTrue(error.getMessage().startsWith(folder.resolve("loop.drl") + ":3: "), error.getMessage());
    }
}
