package dev.bindwise.core.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.policy.DrlAssist.Completion;
import dev.bindwise.core.policy.DrlAssist.Proposals;

/** What the rule editor proposes where: the logic behind its content assist, without a workbench. */
class DrlAssistTest {

    private static final String RULE_HEAD = "import dev.bindwise.core.policy.*;\n\nrule \"x\"\nwhen\n    ";

    @Test
    void afterATypesParenthesisItsPropertiesThatStartAsTyped() {
        assertEquals(List.of("operation", "offered"), texts(RULE_HEAD + "$c : Candidate( o"));
        assertEquals(List.of("operation", "kind", "port", "offered"), texts(RULE_HEAD + "Candidate( "));
        assertEquals(List.of("port"), texts(RULE_HEAD + "Candidate( kind == BindingKind.SOAP, p"),
                "the properties after a first constraint too");
        assertTrue(texts(RULE_HEAD + "VoteResult( ").containsAll(List.of("confidence", "counted( ", "votesFor( ")));
    }

    @Test
    void whereTheWordStartsIsWhatAProposalReplaces() {
        String text = RULE_HEAD + "Candidate( ki";
        Proposals proposals = DrlAssist.at(text, text.length());
        assertEquals(text.length() - 2, proposals.replaceFrom());
        assertEquals(List.of("kind"), proposals.completions().stream().map(Completion::text).toList());
    }

    @Test
    void afterAKindsDotItsValues() {
        assertEquals(List.of("SOAP", "RMI_IIOP", "JCA", "LOCAL_JAVA", "JMS", "HTTP", "OTHER"),
                texts(RULE_HEAD + "Candidate( kind == BindingKind."));
        assertEquals(List.of("LOCAL_JAVA"), texts(RULE_HEAD + "Candidate( kind == BindingKind.L"));
    }

    @Test
    void afterABoundVariablesDotThePropertiesOfItsTypeAsConstraintsOrAsJava() {
        String bound = RULE_HEAD + "$jca : Candidate( kind == BindingKind.JCA )\n    $soap : Candidate( operation == $jca.";
        assertEquals(List.of("operation", "kind", "port", "offered"), texts(bound));
        String consequence = RULE_HEAD + "$e : Estimate( )\nthen\n    long bytes = $e.";
        assertEquals(List.of("operation()", "kind()", "requestBytes()", "replyBytes()", "largerMessageBytes()"),
                texts(consequence));
    }

    @Test
    void elsewhereTheKeywordsAndTheTypes() {
        assertEquals(List.of("Candidate"), texts(RULE_HEAD + "Ca"));
        assertEquals(List.of("Estimate", "Endpoint", "Excluded"), texts(RULE_HEAD + "E"), "in the catalogue's order");
        assertEquals(DrlAssist.KEYWORDS.stream().filter(keyword -> keyword.startsWith("e")).toList(),
                texts(RULE_HEAD + "e"), "the keywords that start as typed");
        assertEquals(List.of("salience"), texts("rule \"x\"\n    sal"));
        assertEquals(List.of("then"), texts(RULE_HEAD + "Candidate( )\nthe"));
    }

    @Test
    void nothingInACommentOrAString() {
        assertEquals(List.of(), texts(RULE_HEAD + "// Ca"));
        assertEquals(List.of(), texts(RULE_HEAD + "/* Candidate( "));
        assertEquals(List.of(), texts("rule \"Ca"));
        assertEquals(List.of("Candidate"), texts(RULE_HEAD + "/* a comment */ Ca"), "after a closed comment");
    }

    private static List<String> texts(String text) {
        return DrlAssist.at(text, text.length()).completions().stream().map(Completion::text).toList();
    }
}
