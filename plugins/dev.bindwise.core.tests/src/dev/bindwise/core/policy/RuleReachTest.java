package dev.bindwise.core.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.select.SelectionOperation;
import dev.bindwise.core.select.SelectionRequest;
import dev.bindwise.core.wsdl.TestFiles;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.RuleFiring;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * Issue 30 item 6: a condition that names an operation, port or kind the WSDL does not have compiles and matches
 * nothing; the check says so at the condition, with the names the facts do have.
 */
class RuleReachTest {

    private static final String HEAD = """
            package mine;

            import dev.bindwise.core.policy.*;
            import dev.bindwise.runtime.BindingKind;

            rule "short positions by SOAP"
            when
            """;
    private static final String TAIL = """
            then
                insert( Excluded.notAccessible( $candidate, "not for short positions" ) );
            end
            """;

    @Test
    void anOperationNamedWithoutItsPortTypeMatchesNothingAndTheWarningSaysTheFactsForm() throws Exception {
        String text = HEAD + "    $candidate : Candidate( operation == \"handleAddShort\", kind == BindingKind.JCA )\n" + TAIL;
        List<RuleProblem> warnings = RuleReach.check("short.drl", text, List.of(financial()));
        assertEquals(1, warnings.size(), warnings::toString);
        RuleProblem warning = warnings.get(0);
        assertEquals("operation == \"handleAddShort\" matches no operation of Financial.wsdl; operations are named"
                + " Financial.handleAddShort", warning.message());
        assertEquals(8, warning.line());
        assertEquals(text.lines().toList().get(7).indexOf("\"handleAddShort\"") + 1, warning.column(), "at the value");
    }

    @Test
    void theFactsFormAPortAndAKindTheWsdlHasAreNotWarnedOf() throws Exception {
        String text = HEAD + "    $candidate : Candidate( operation == \"Financial.handleAddShort\", port == \"FinancialCicsPort\",\n"
                + "        kind == BindingKind.JCA, offered == true )\n" + TAIL;
        assertEquals(List.of(), RuleReach.check("short.drl", text, List.of(financial())));
    }

    @Test
    void aPortOrAKindTheWsdlDoesNotHaveIsWarnedOfWithTheOnesItHas() throws Exception {
        String text = HEAD + "    $candidate : Candidate( port == \"FinancialSoapPrt\" )\n"
                + "    Estimate( kind == BindingKind.JMS, operation == $candidate.operation )\n" + TAIL;
        List<RuleProblem> warnings = RuleReach.check("short.drl", text, List.of(financial()));
        assertEquals(List.of("port == \"FinancialSoapPrt\" matches no port of Financial.wsdl; its ports are FinancialSoapPort,"
                + " FinancialIiopPort, FinancialCicsPort, FinancialLocalPort",
                "kind == BindingKind.JMS matches no port of Financial.wsdl; its ports are of the kinds SOAP, RMI_IIOP, JCA,"
                        + " LOCAL_JAVA"), warnings.stream().map(RuleProblem::message).toList());
        assertEquals(List.of(8, 9), warnings.stream().map(RuleProblem::line).toList());
    }

    @Test
    void commentsStringsElsewhereAndOtherOperatorsAreLeftAlone() throws Exception {
        String text = HEAD + "    // Candidate( operation == \"handleAddShort\" )\n"
                + "    $candidate : Candidate( operation != \"handleAddShort\", kind == BindingKind.JCA )\n"
                + "    eval( \"handleAddShort\" == \"x\" )\n" + TAIL;
        assertEquals(List.of(), RuleReach.check("short.drl", text, List.of(financial())));
        assertEquals(List.of(), RuleReach.check("short.drl", HEAD + "    $candidate : Candidate( operation == \"x\" )\n" + TAIL,
                List.of()), "no WSDL: nothing to check against");
    }

    /** The names the check knows are the names select gives the rules: a rule on each one's form fires for it. */
    @Test
    void theOperationNamesAreTheOnesTheRulesSee(@TempDir Path folder) throws Exception {
        ServiceDescription description = new WsdlReader().read(TestFiles.example("trader/Trader.wsdl"));
        Path rule = Files.writeString(folder.resolve("names.drl"), """
                package mine;

                import dev.bindwise.core.policy.*;
                import dev.bindwise.runtime.BindingKind;

                rule "say the operation's name"
                    salience 200
                when
                    $candidate : Candidate( kind == BindingKind.SOAP )
                then
                    insert( Excluded.notAccessible( $candidate, $candidate.operation() ) );
                end
                """);
        SelectionPlan plan = new SelectionOperation(SelectionRequest.of(description)
                .withFacts(ModelFactory.eINSTANCE.createFacts()).withRules(RuleBase.load(List.of(rule)))).execute(null).plan();
        Set<String> seen = new TreeSet<>();
        for (OperationSelection selection : plan.getSelections()) {
            for (RuleFiring firing : selection.getFiredRules()) {
                if (firing.getRule().equals("say the operation's name")) {
                    seen.add(firing.getReason());
                }
            }
        }
        ServiceNames names = ServiceNames.of(description, "Trader.wsdl");
        assertEquals(new TreeSet<>(names.operations()), seen);
        assertTrue(names.kinds().contains(BindingKind.SOAP));
    }

    @Test
    void theCatalogueAndContentAssistSayTheOperationsFormWithARealExample() {
        assertTrue(FactCatalogue.form("operation").orElseThrow().contains("\"Financial.handleAddShort\""));
        DrlAssist.Completion operation = DrlAssist.at(HEAD + "    Candidate( op", (HEAD + "    Candidate( op").length())
                .completions().get(0);
        assertEquals("operation", operation.text());
        assertEquals(FactCatalogue.form("operation"), operation.form());
        assertTrue(FactCatalogue.form("offered").isEmpty(), "a flag names nothing of the WSDL");
    }

    private static ServiceNames financial() throws Exception {
        return ServiceNames.of(new WsdlReader().read(TestFiles.example("financial/Financial.wsdl")), "Financial.wsdl");
    }
}
