package dev.bindwise.core.policy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.kie.api.KieBase;
import org.kie.api.definition.KiePackage;
import org.kie.api.definition.rule.Rule;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.ConsequenceException;

/**
 * Runs one decision's session under the rule base's bounds, since rules are the user's code: a rule that
 * keeps firing is stopped by a firing limit, one that throws or recurses without end ends the session, and
 * one that never returns (a busy loop in a consequence, which neither an interrupt nor halt() stops) is
 * abandoned after the time limit. The session runs on a daemon thread of its own, so that an abandoned
 * thread cannot keep the JVM from exiting; it only ever completes its own future, which nobody reads once
 * the caller has given up, so it cannot change a result. Every failure is a {@link RuleRunException} that
 * names the rule and where it is written.
 */
final class BoundedDecision {

    /**
     * Bounds the firings of one decision: the default rules fire a few times per fact (the vote once per pair
     * of candidates), far below this.
     */
    private static final int FIRINGS_PER_FACT = 100;
    private static final int MIN_FIRINGS = 10_000;
    /** Drools' network is deep: give its thread the room a main thread has, so that a deep rule base fits. */
    private static final long STACK_BYTES = 8L * 1024 * 1024;

    private final KieBase kieBase;
    private final RuleLocator locator;
    private final Duration timeLimit;

    BoundedDecision(KieBase kieBase, RuleLocator locator, Duration timeLimit) {
        this.kieBase = kieBase;
        this.locator = locator;
        this.timeLimit = timeLimit;
    }

    PolicyDecision decide(PolicyFacts facts) throws RuleRunException {
        FiringWatch watch = new FiringWatch();
        int limit = MIN_FIRINGS + FIRINGS_PER_FACT * facts.count();
        CompletableFuture<KieSession> started = new CompletableFuture<>();
        CompletableFuture<PolicyDecision> decided = new CompletableFuture<>();
        Thread worker = new Thread(null, () -> {
            try {
                decided.complete(KieClassLoading.call(() -> run(facts, watch, limit, started)));
            } catch (Throwable failure) {
                // a StackOverflowError or an error of the user's code ends the session, not the caller
                decided.completeExceptionally(failure);
            }
        }, "bindwise-rules", STACK_BYTES);
        worker.setDaemon(true);
        worker.start();
        try {
            PolicyDecision decision = decided.get(timeLimit.toNanos(), TimeUnit.NANOSECONDS);
            if (decision == null) {
                throw loop(watch, limit, facts);
            }
            return decision;
        } catch (TimeoutException e) {
            abandon(worker, started);
            throw timeOut(watch);
        } catch (ExecutionException e) {
            throw failed(e.getCause(), watch);
        } catch (InterruptedException e) {
            abandon(worker, started);
            Thread.currentThread().interrupt();
            // the caller was interrupted (cancelled): plain Java, since plain-jar faces have no Eclipse runtime
            throw new CancellationException("the policy rules were interrupted");
        }
    }

    /** The decision, or null when the rules reached the firing limit. */
    private PolicyDecision run(PolicyFacts facts, FiringWatch watch, int limit, CompletableFuture<KieSession> started) {
        KieSession session = kieBase.newKieSession();
        started.complete(session);
        try {
            DecisionRecorder recorder = new DecisionRecorder();
            session.addEventListener(recorder);
            session.addEventListener(watch);
            session.insert(facts.target());
            facts.candidates().forEach(session::insert);
            facts.estimates().forEach(session::insert);
            facts.votes().forEach(session::insert);
            facts.endpoints().forEach(session::insert);
            if (session.fireAllRules(recorder, limit) >= limit) {
                return null;
            }
            return Ranking.of(facts, recorder.inserted());
        } finally {
            session.dispose();
        }
    }

    /** Asks the session to stop (it does between firings) and leaves the thread to end when it can. */
    private static void abandon(Thread worker, CompletableFuture<KieSession> started) {
        started.thenAccept(KieSession::halt);
        worker.interrupt();
    }

    private RuleRunException loop(FiringWatch watch, int limit, PolicyFacts facts) {
        Rule rule = watch.mostFired();
        String what = "fired " + watch.firingsOf(rule) + " of the " + limit + " firings allowed for "
                + facts.operations().size() + " operations without coming to an end: it keeps matching what it"
                + " inserts or changes itself";
        return new RuleRunException(problem(rule, what), "Add a condition that stops it once it has done its"
                + " work (not( ... ) of what it inserts), or no-loop where it updates a fact it matches.", null);
    }

    private RuleRunException timeOut(FiringWatch watch) {
        Rule rule = watch.firing();
        String what = "did not finish within " + timeLimit.toMillis() + " ms"
                + (rule == null ? " (while matching facts against the rules' conditions)" : "") + "; it was abandoned";
        return new RuleRunException(problem(rule, what), "Look for a loop that never ends in its consequence or in a"
                + " function it calls; the time limit is the rule base's (RuleBase.withTimeLimit).", null);
    }

    private RuleRunException failed(Throwable failure, FiringWatch watch) {
        Rule rule = failure instanceof ConsequenceException consequence ? consequence.getMatch().getRule()
                : watch.firing();
        if (rule == null) {
            rule = locator.inTrace(failure, rules()).orElse(null);
        }
        Throwable cause = failure instanceof ConsequenceException && failure.getCause() != null ? failure.getCause()
                : failure;
        String what = cause instanceof StackOverflowError
                ? "recursed without end (StackOverflowError): a function or rule that calls itself with no case that stops"
                : cause instanceof OutOfMemoryError
                        ? "asked for more memory than this run's Java heap holds (the allocation was refused)"
                : "threw " + cause.getClass().getName() + (cause.getMessage() == null ? "" : ": " + cause.getMessage());
        return new RuleRunException(problem(rule, what), "Fix the rule (or the function it calls) there.", cause);
    }

    private RuleProblem problem(Rule rule, String what) {
        return rule == null ? locator.problem(null, "the policy rules " + what)
                : locator.problem(rule, "rule \"" + rule.getName() + "\" " + what);
    }

    private List<Rule> rules() {
        List<Rule> rules = new ArrayList<>();
        for (KiePackage rulePackage : kieBase.getKiePackages()) {
            rules.addAll(rulePackage.getRules());
        }
        return rules;
    }
}
