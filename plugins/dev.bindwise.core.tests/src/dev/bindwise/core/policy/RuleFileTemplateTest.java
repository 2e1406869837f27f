package dev.bindwise.core.policy;

import static dev.bindwise.runtime.BindingKind.RMI_IIOP;
import static dev.bindwise.runtime.BindingKind.SOAP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.policy.FactCatalogue.FactType;

/** The New Rule File wizard's template: it compiles beside the default rules, and its example does what it says. */
class RuleFileTemplateTest {

    private static final PolicyFacts ON_IBM = PolicyFacts.builder(Target.defaults().withServer("IBM", "9.0"))
            .candidate(PolicyTestFacts.candidate("quote", RMI_IIOP)).candidate(PolicyTestFacts.candidate("quote", SOAP))
            .build();

    @TempDir
    Path folder;

    @Test
    void theTemplateCompilesBesideTheDefaultRulesAndDecidesNothing() throws Exception {
        String text = RuleFileTemplate.text("gateway.drl");
        for (FactType type : FactCatalogue.all()) {
            assertTrue(text.contains("import " + type.qualifiedName() + ";"), type.qualifiedName());
        }
        Path file = Files.writeString(folder.resolve("gateway.drl"), text);
        RuleBase rules = RuleBase.load(List.of(file));
        assertTrue(rules.ruleNames().contains("gateway: what this rule decides"), rules.ruleNames().toString());
        assertEquals(PolicyTestFacts.ranking(RuleBase.loadDefault().decide(ON_IBM).operation("quote")),
                PolicyTestFacts.ranking(rules.decide(ON_IBM).operation("quote")), "as written, it decides nothing");
    }

    @Test
    void itsExampleLineUncommentedExcludesRmiIiopOnTheNamedVendor() throws Exception {
        String text = RuleFileTemplate.text("gateway.drl").replace("    // insert(", "    insert(");
        Path file = Files.writeString(folder.resolve("gateway.drl"), text);
        String ranking = PolicyTestFacts.ranking(RuleBase.load(List.of(file)).decide(ON_IBM).operation("quote"));
        assertEquals("Soap", ranking, "RMI-IIOP excluded by the template's rule");
    }

    @Test
    void twoNewFilesInOneFolderCompileTogetherAndANameThatIsAJavaKeywordStillMakesAPackage() throws Exception {
        Files.writeString(folder.resolve("gateway.drl"), RuleFileTemplate.text("gateway.drl"));
        Files.writeString(folder.resolve("new.drl"), RuleFileTemplate.text("new.drl"));
        Files.writeString(folder.resolve("2 more \"rules\".drl"), RuleFileTemplate.text("2 more \"rules\".drl"));
        assertEquals(4, RuleBase.load(List.of(folder)).sources().size(), "the default rules and three new files");
    }
}
