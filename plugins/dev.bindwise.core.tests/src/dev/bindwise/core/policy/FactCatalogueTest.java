package dev.bindwise.core.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.policy.FactCatalogue.FactType;
import dev.bindwise.core.policy.FactCatalogue.Role;
import dev.bindwise.runtime.BindingKind;

/** The catalogue of what a rule may name: read from the classes, and covering what the default rules use. */
class FactCatalogueTest {

    @Test
    void propertiesAreTheRecordComponentsThenTheOtherReadersAndMethodsTakeArguments() {
        assertEquals(List.of("operation", "kind", "port", "offered"), type("Candidate").properties());
        assertEquals(List.of(), type("Candidate").methods(), "no copies, no statics");
        assertEquals(List.of("operation", "kind", "requestBytes", "replyBytes", "largerMessageBytes"),
                type("Estimate").properties());
        assertEquals(List.of("operation", "votes", "headToHead", "confidence", "total", "winner"),
                type("VoteResult").properties());
        assertEquals(List.of("beats(BindingKind, BindingKind)", "counted(BindingKind)", "votesAgainst(BindingKind, BindingKind)",
                "votesFor(BindingKind)"), type("VoteResult").methods());
        assertEquals(List.of(), type("Target").methods(), "Target's with... copies are not for constraints");
        assertEquals(List.of(BindingKind.values()).stream().map(Enum::name).toList(), type("BindingKind").methods());
        assertEquals("Candidate( operation, kind, port, offered )", type("Candidate").signature());
    }

    @Test
    void everyTypeTheDefaultRulesImportIsInTheCatalogue() throws IOException {
        String rules = Files.readString(PolicyTestFacts.root().resolve("rules/" + RuleBase.DEFAULT_RULES));
        Matcher imports = Pattern.compile("(?m)^import ([\\w.]+);").matcher(rules);
        int count = 0;
        while (imports.find()) {
            String name = imports.group(1);
            assertTrue(FactCatalogue.all().stream().anyMatch(type -> type.qualifiedName().equals(name)), name);
            count++;
        }
        assertTrue(count >= 9, "the default rules import their facts: " + count);
    }

    @Test
    void rolesNameTheFactsAndTheDecisions() {
        assertEquals("Candidate, Target, Estimate, VoteResult and Endpoint", FactCatalogue.names(Role.FACT));
        assertEquals("Excluded, Preferred, Fallback and Veto", FactCatalogue.names(Role.DECISION));
    }

    private static FactType type(String name) {
        return FactCatalogue.named(name).orElseThrow(() -> new AssertionError("no " + name));
    }
}
