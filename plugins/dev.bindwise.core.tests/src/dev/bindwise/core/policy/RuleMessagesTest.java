package dev.bindwise.core.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.policy.FactCatalogue.FactType;
import dev.bindwise.core.policy.FactCatalogue.Role;

/**
 * The words and positions of compile errors: each common mistake in a user's rule file is reported where it
 * is, says what is wrong and what a rule may write instead, and never in Drools' parser codes.
 */
class RuleMessagesTest {

    /** Package and imports, 4 lines: the rules start on line 5. */
    private static final String HEADER = """
            package com.example.policy;

            import dev.bindwise.core.policy.Candidate;
            import dev.bindwise.runtime.BindingKind;
            """;

    @TempDir
    Path folder;

    @Test
    void aParenthesisLeftOpenIsWhereTheParenthesisIsMissingNotWhereDroolsStopped() throws Exception {
        // The mistake is on line 7; Drools stops at `then`, two lines later (after a comment line).
        RuleProblem problem = onlyProblem(HEADER + """
                rule "Open"
                when
                    $candidate : Candidate( kind == BindingKind.SOAP
                    // SOAP only
                then
                end
                """);
        assertEquals(7, problem.line(), problem.toString());
        assertEquals(53, problem.column(), "just after BindingKind.SOAP, where the ) goes: " + problem);
        assertEquals("`Candidate(` (line 7, column 27) is not closed: expected `)` before `then`", problem.message());
    }

    @Test
    void aMissingThenSaysSoWithTheRuleName() throws Exception {
        RuleProblem problem = onlyProblem(HEADER + """
                rule "x"
                when
                    $candidate : Candidate( kind == BindingKind.SOAP )
                end
                """);
        assertEquals(List.of(8, 1), List.of(problem.line(), problem.column()), problem.toString());
        assertEquals("expected `then` after the conditions of rule \"x\", found `end`", problem.message());
    }

    @Test
    void aMisspeltKeywordIsAtTheWordWithTheKeywordMeant() throws Exception {
        RuleProblem then = onlyProblem(HEADER + """
                rule "Typo"
                when
                    $candidate : Candidate( )
                thne
                end
                """);
        assertEquals(List.of(8, 1), List.of(then.line(), then.column()), then.toString());
        assertTrue(then.message().startsWith("`thne` is not a DRL keyword: did you mean `then`?"), then.message());

        RuleProblem when = onlyProblem(HEADER + """
                rule "Typo"
                wehn
                    $candidate : Candidate( )
                then
                end
                """);
        assertEquals(6, when.line(), when.toString());
        assertTrue(when.message().startsWith("`wehn` is not a DRL keyword: did you mean `when`?"), when.message());
    }

    @Test
    void anAssignmentInAConstraintAsksForTwoEquals() throws Exception {
        RuleProblem problem = onlyProblem(HEADER + """
                rule "One equals"
                when
                    $candidate : Candidate( kind = BindingKind.SOAP )
                then
                end
                """);
        assertEquals(List.of(7, 34), List.of(problem.line(), problem.column()), problem.toString());
        assertEquals("a constraint compares with `==`, not `=` in rule \"One equals\"", problem.message());
    }

    @Test
    void aStringLeftOpenIsWhereItStarts() throws Exception {
        RuleProblem problem = onlyProblem(HEADER + """
                rule "Unclosed name
                when
                    $candidate : Candidate( )
                then
                end
                """);
        assertEquals(List.of(5, 6), List.of(problem.line(), problem.column()), problem.toString());
        assertEquals("the string `\"Unclosed name` is not closed on its line: add the closing `\"`", problem.message());
    }

    @Test
    void anUnknownTypeListsTheFactTypesARuleMayUse() throws Exception {
        RuleProblem problem = onlyProblem(HEADER + """
                rule "Uses Binding"
                when
                    Binding( kind == BindingKind.SOAP )
                then
                end
                """);
        assertEquals(List.of(7, 5), List.of(problem.line(), problem.column()), problem.toString());
        assertTrue(problem.message().startsWith("`Binding` is not a type a rule can match."), problem.message());
        for (FactType type : FactCatalogue.all()) {
            if (type.role() != Role.VALUE) {
                assertTrue(problem.message().contains(type.name()), type.name() + " in " + problem.message());
            }
        }
    }

    @Test
    void aFactTypeThatIsNotImportedIsNamedWithItsImport() throws Exception {
        RuleProblem problem = onlyProblem(HEADER + """
                rule "Uses Target"
                when
                    Target( firewallBlocksIiop )
                then
                end
                """);
        assertEquals("`Target` is one of Bindwise's fact types, but this file does not import it: add"
                + " `import dev.bindwise.core.policy.Target;`", problem.message());
    }

    @Test
    void aMisspeltPropertyOrValueIsNamedWithTheOnesThatExist() throws Exception {
        RuleProblem property = onlyProblem(HEADER + """
                rule "Typo"
                when
                    Candidate( knd == BindingKind.SOAP )
                then
                end
                """);
        assertEquals(List.of(7, 16), List.of(property.line(), property.column()), property.toString());
        assertEquals("`Candidate` has no property `knd` (did you mean `kind`?): a constraint on Candidate can read"
                + " operation, kind, port, offered", property.message());

        RuleProblem value = onlyProblem(HEADER + """
                rule "Corba"
                when
                    Candidate( kind == BindingKind.CORBA )
                then
                end
                """);
        assertEquals(7, value.line(), "Drools gives no line for this one: it is found from the text: " + value);
        assertEquals("`BindingKind` has no value `CORBA`: its values are SOAP, RMI_IIOP, JCA, LOCAL_JAVA, JMS, HTTP,"
                + " OTHER", value.message());
    }

    @Test
    void eachJavaErrorOfAConsequenceIsAtItsOwnLine() throws Exception {
        List<RuleProblem> problems = problems(HEADER + """
                rule "Fine"
                when
                    $candidate : Candidate( )
                then
                    System.out.println( $candidate );
                end

                rule "Two mistakes"
                    salience 10
                when
                    $candidate : Candidate( )
                then

                    int port = $candidate.port();
                    if ( port > 0 ) {
                        undefinedCall();
                    }
                end
                """);
        assertEquals(2, problems.size(), problems.toString());
        assertEquals(List.of(18, 5), List.of(problems.get(0).line(), problems.get(0).column()), problems.toString());
        assertEquals("the consequence of rule \"Two mistakes\" is not valid Java: Type mismatch: cannot convert from"
                + " String to int", problems.get(0).message());
        assertEquals(List.of(20, 9), List.of(problems.get(1).line(), problems.get(1).column()), problems.toString());
        assertEquals("the consequence of rule \"Two mistakes\" is not valid Java: The method undefinedCall() is"
                + " undefined", problems.get(1).message());
    }

    @Test
    void noMessageIsInDroolsParserCodes() throws Exception {
        for (String broken : List.of("rule \"a\" when Candidate( then end", "rule \"b\" when then", "rul \"c\" end",
                "rule \"d\" when Candidate( kind == ) then end", "rule \"e\" when $c : Candidate() then $c.port( end")) {
            for (RuleProblem problem : problems(HEADER + broken + "\n")) {
                assertFalse(problem.message().contains("[ERR"), problem.toString());
                assertFalse(problem.message().contains("mismatched input"), problem.toString());
                assertTrue(problem.line() > 0 && problem.column() > 0, problem.toString());
            }
        }
    }

    private RuleProblem onlyProblem(String text) throws IOException {
        List<RuleProblem> problems = problems(text);
        assertEquals(1, problems.size(), problems.toString());
        return problems.get(0);
    }

    private List<RuleProblem> problems(String text) throws IOException {
        Path file = Files.writeString(folder.resolve("mine.drl"), text);
        return assertThrows(RuleCompileException.class, () -> RuleBase.load(List.of(file))).problems();
    }
}
