package dev.bindwise.core.policy;

import static dev.bindwise.core.policy.PolicyTestFacts.USER_FILE_HEADER;
import static dev.bindwise.core.policy.PolicyTestFacts.candidate;
import static dev.bindwise.runtime.BindingKind.SOAP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.operation.BadInputException;

/**
 * User rules are code: one that never ends, keeps firing, throws or recurses without end is a rule error
 * that names the rule and where it is written, never a hang, an internal error or a half-run decision.
 */
class HostileRulesTest {

    private static final PolicyFacts FACTS = PolicyFacts.builder(Target.defaults())
            .candidate(candidate("quote", SOAP)).endpoint(new Endpoint("Soap", true, "answered")).build();

    /** The line of the rule in the files below: after the 5 lines of the header. */
    private static final int RULE_LINE = 6;

    @TempDir
    Path folder;

    @Test
    @Timeout(120) // a guard against a hang, not a bound: compiling the rule took over 27 s at a load of 25 on 2 cores
    void aRuleThatNeverFinishesIsAbandonedAfterTheTimeLimit() throws Exception {
        Path file = rule("busy.drl", "Spin", "while (true) { }");
        RuleBase rules = RuleBase.load(List.of(file)).withTimeLimit(Duration.ofMillis(3000)); // long enough for the session to start on a loaded machine

        long start = System.nanoTime();
        RuleRunException error = assertThrows(RuleRunException.class, () -> rules.decide(FACTS));
        assertTrue(System.nanoTime() - start < Duration.ofSeconds(20).toNanos(), "ended soon after the limit");
        assertNamesTheRule(error, file, "Spin", "did not finish within 3000 ms");
        assertTrue(Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().equals("bindwise-rules"))
                .allMatch(Thread::isDaemon), "an abandoned rule thread cannot keep the JVM running");
        assertEquals(RuleBase.DEFAULT_TIME_LIMIT, RuleBase.load(List.of(file)).timeLimit());
    }

    @Test
    @Timeout(60)
    void aRuleThatLoopsByUpdateIsStoppedByTheFiringLimit() throws Exception {
        Path file = rule("update.drl", "Again and again", "update( $candidate );");
        RuleRunException error = assertThrows(RuleRunException.class, () -> RuleBase.load(List.of(file)).decide(FACTS));
        assertNamesTheRule(error, file, "Again and again", "without coming to an end");
        assertTrue(error.getMessage().contains("no-loop"), error.getMessage());
    }

    @Test
    @Timeout(60)
    void aRuleThatThrowsIsARuleError() throws Exception {
        Path file = rule("throws.drl", "Throws", "throw new IllegalStateException( \"no such table\" );");
        RuleRunException error = assertThrows(RuleRunException.class, () -> RuleBase.load(List.of(file)).decide(FACTS));
        assertNamesTheRule(error, file, "Throws", "threw java.lang.IllegalStateException: no such table");
        assertTrue(error instanceof BadInputException, "the command line exits 2");
    }

    @Test
    @Timeout(60)
    void aRuleThatAsksForMoreMemoryThanTheHeapIsARuleErrorInWords() throws Exception {
        Path file = rule("allocates.drl", "Allocates", "long[] all = new long[Integer.MAX_VALUE - 8]; all[0] = 1;");
        RuleRunException error = assertThrows(RuleRunException.class, () -> RuleBase.load(List.of(file)).decide(FACTS));
        assertNamesTheRule(error, file, "Allocates", "asked for more memory than this run's Java heap holds");
    }

    @Test
    @Timeout(60)
    void aRecursiveFunctionIsARuleErrorNotAStackOverflow() throws Exception {
        Path file = Files.writeString(folder.resolve("recursive.drl"), USER_FILE_HEADER + """
                rule "Recurse"
                when
                    $candidate : Candidate( )
                then
                    deeper( 1 );
                end

                function int deeper( int depth ) {
                    return deeper( depth + 1 ) + 1;
                }
                """);
        RuleRunException error = assertThrows(RuleRunException.class, () -> RuleBase.load(List.of(file)).decide(FACTS));
        assertNamesTheRule(error, file, "Recurse", "recursed without end (StackOverflowError)");
        assertTrue(error.getMessage().length() < 2000, error.getMessage());
    }

    @Test
    @Timeout(60)
    void aFailingConditionNamesItsRule() throws Exception {
        Path file = Files.writeString(folder.resolve("condition.drl"), USER_FILE_HEADER + """
                rule "Bad condition"
                when
                    $candidate : Candidate( )
                    eval( broken( $candidate ) )
                then
                end

                function boolean broken( Candidate candidate ) {
                    throw new IllegalArgumentException( "cannot judge " + candidate.port() );
                }
                """);
        RuleRunException error = assertThrows(RuleRunException.class, () -> RuleBase.load(List.of(file)).decide(FACTS));
        assertNamesTheRule(error, file, "Bad condition", "cannot judge Soap");
    }

    @Test
    @Timeout(60)
    void theRuleBaseDecidesAgainAfterARuleFailed() throws Exception {
        RuleBase rules = RuleBase.load(List.of(rule("throws.drl", "Throws", "throw new IllegalStateException();")));
        assertThrows(RuleRunException.class, () -> rules.decide(FACTS));
        assertThrows(RuleRunException.class, () -> rules.decide(FACTS), "every decision runs the rules anew");
        assertEquals("Soap", PolicyTestFacts.ranking(RuleBase.loadDefault().decide(FACTS).operation("quote")));
    }

    private Path rule(String file, String name, String consequence) throws Exception {
        return Files.writeString(folder.resolve(file), USER_FILE_HEADER + """
                rule "%s"
                when
                    $candidate : Candidate( )
                then
                    %s
                end
                """.formatted(name, consequence));
    }

    private static void assertNamesTheRule(RuleRunException error, Path file, String rule, String what) {
        String message = error.getMessage();
        assertTrue(message.startsWith(file + ":" + RULE_LINE + ": rule \"" + rule + "\" "), message);
        assertTrue(message.contains(what), message);
        assertTrue(message.contains("Nothing was selected"), message);
        assertEquals(file.toString(), error.problem().file());
        assertEquals(RULE_LINE, error.problem().line());
    }
}
