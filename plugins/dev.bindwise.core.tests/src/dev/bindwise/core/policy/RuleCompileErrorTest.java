package dev.bindwise.core.policy;

import static dev.bindwise.core.policy.PolicyTestFacts.candidate;
import static dev.bindwise.core.policy.PolicyTestFacts.ranking;
import static dev.bindwise.runtime.BindingKind.RMI_IIOP;
import static dev.bindwise.runtime.BindingKind.SOAP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A rule file that does not compile: every error at file:line:column, and no rule base at all. */
class RuleCompileErrorTest {

    private static final String HEADER = PolicyTestFacts.USER_FILE_HEADER;

    private static final String SOAP_ONLY = PolicyTestFacts.soapOnly("SOAP only", 200);

    private static final PolicyFacts FACTS = PolicyFacts.builder(Target.defaults())
            .candidate(candidate("quote", RMI_IIOP)).candidate(candidate("quote", SOAP)).build();

    @TempDir
    Path folder;

    @Test
    void aSyntaxErrorIsAtItsLineAndColumn() throws Exception {
        Path broken = write("broken.drl", HEADER + """
                rule "Half written"
                when
                    $candidate : Candidate( kind == )
                then
                end
                """);
        RuleCompileException error = assertThrows(RuleCompileException.class, () -> RuleBase.load(List.of(broken)));
        assertEquals(1, error.problems().size(), error.getMessage());
        RuleProblem problem = error.problems().get(0);
        assertEquals(broken.toString(), problem.file());
        assertEquals(8, problem.line());
        assertEquals(37, problem.column(), "the column of the ')' where the value is missing");
        assertEquals("`==` needs a value after it in rule \"Half written\"", problem.message());
        assertTrue(error.getMessage().contains(broken + ":8:37: "), error.getMessage());
        assertTrue(error.getMessage().contains("no rules were loaded"), error.getMessage());
    }

    @Test
    void anUnknownFieldIsAtTheConstraintThatNamesIt() throws Exception {
        Path broken = write("field.drl", HEADER + """
                rule "Colourful"
                when
                    $candidate : Candidate( colour == "blue" )
                then
                end
                """);
        RuleProblem problem = assertThrows(RuleCompileException.class, () -> RuleBase.load(List.of(broken)))
                .problems().get(0);
        assertEquals(8, problem.line(), problem.toString());
        assertEquals(29, problem.column(), "where colour == \"blue\" starts: " + problem);
        assertEquals("`Candidate` has no property `colour`: a constraint on Candidate can read operation, kind, port,"
                + " offered", problem.message());
    }

    @Test
    void anErrorInAConsequenceIsAtItsStatement() throws Exception {
        Path broken = write("then.drl", HEADER + """
                rule "Wrong type"
                when
                    $candidate : Candidate( )
                then
                    int port = $candidate.port();
                end
                """);
        RuleProblem problem = assertThrows(RuleCompileException.class, () -> RuleBase.load(List.of(broken)))
                .problems().get(0);
        assertEquals(10, problem.line(), "the line of the statement, not of the rule: " + problem);
        assertEquals(5, problem.column(), problem.toString());
        assertEquals("the consequence of rule \"Wrong type\" is not valid Java: Type mismatch: cannot convert from"
                + " String to int", problem.message());
    }

    @Test
    void everyBrokenFileIsReportedAndAGoodOneDoesNotHelp() throws Exception {
        Path good = write("a-good.drl", SOAP_ONLY);
        Path unknownType = write("b-type.drl", HEADER + """
                rule "Unknown fact"
                when
                    Server( vendor == "IBM" )
                then
                end
                """);
        Path unclosed = write("c-unclosed.drl", HEADER + "rule \"Unclosed\"\nwhen\n    Target( )\nthen\n");
        RuleCompileException error = assertThrows(RuleCompileException.class, () -> RuleBase.load(List.of(folder)));
        List<String> files = error.problems().stream().map(RuleProblem::file).distinct().toList();
        assertEquals(List.of(unknownType.toString(), unclosed.toString()), files, error.getMessage());
        assertTrue(error.problems().stream().allMatch(problem -> problem.line() > 0 && problem.column() > 0),
                error.getMessage());
        assertTrue(error.getMessage().contains(unknownType + ":8:5: "), error.getMessage());
        assertTrue(error.getMessage().contains("`Server` is not a type a rule can match"), error.getMessage());
        assertTrue(error.getMessage().contains(unclosed + ":9:5: rule \"Unclosed\" (line 6) has no `end`"),
                error.getMessage());

        // Nothing of the failed load is left: the good file alone loads and decides as it says.
        assertEquals("Soap", ranking(RuleBase.load(List.of(good)).decide(FACTS).operation("quote")));
    }

    @Test
    void aFailedLoadLeavesNothingLoadedAndEarlierRuleBasesAsTheyWere() throws Exception {
        RuleBase before = RuleBase.loadDefault();
        String rankingBefore = ranking(before.decide(FACTS).operation("quote"));
        write("a-good.drl", SOAP_ONLY);
        write("b-broken.drl", HEADER + "rule \"Broken\" when Candidate( then end\n");
        assertThrows(RuleCompileException.class, () -> RuleBase.load(List.of(folder)));

        assertEquals(rankingBefore, ranking(before.decide(FACTS).operation("quote")));
        assertEquals(rankingBefore, ranking(RuleBase.loadDefault().decide(FACTS).operation("quote")),
                "the good file of the failed load did not slip into later rule bases");
    }

    @Test
    void aDuplicateOfADefaultRuleNameIsAnErrorThatSaysWhatToDo() throws Exception {
        Path duplicate = write("same-name.drl", """
                package dev.bindwise.rules;

                rule "P3 JCA beats SOAP"
                when
                then
                end
                """);
        RuleCompileException error = assertThrows(RuleCompileException.class,
                () -> RuleBase.load(List.of(duplicate)));
        assertTrue(error.getMessage().contains("Duplicate rule name: P3 JCA beats SOAP"), error.getMessage());
        assertTrue(error.getMessage().contains("veto the default rule"), error.getMessage());
    }

    @Test
    void aMissingFileIsNamed() {
        Path missing = folder.resolve("missing.drl");
        RuleCompileException error = assertThrows(RuleCompileException.class, () -> RuleBase.load(List.of(missing)));
        assertEquals(List.of(missing + ": no such rule file or folder"),
                error.problems().stream().map(RuleProblem::toString).toList());
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(folder.resolve(name), text);
    }
}
