package dev.bindwise.core.policy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.bindwise.core.policy.DrlPlace.Paren;
import dev.bindwise.core.policy.DrlPlace.Section;
import dev.bindwise.core.policy.DrlTokens.Kind;
import dev.bindwise.core.policy.DrlTokens.Token;
import dev.bindwise.core.policy.FactCatalogue.FactType;
import dev.bindwise.core.policy.FactCatalogue.Role;

/**
 * What to propose at a position of a rule file (the rule editor's content assist; headless, so that it is
 * tested without a workbench): after {@code Candidate(} the properties of Candidate, after
 * {@code $candidate.} those of the type {@code $candidate} is bound to, after {@code BindingKind.} its
 * values, elsewhere the DRL keywords and the types of {@link FactCatalogue}. A property that names something of
 * the WSDL says the form of its values, with an example ({@code "Financial.handleAddShort"}). Nothing inside a
 * comment or a string.
 */
public final class DrlAssist {

    /** DRL 8+ keywords, soft keywords and rule attributes (hyphenated ones are one word). */
    public static final List<String> KEYWORDS = List.of("package", "import", "function", "global", "declare", "end",
            "rule", "query", "extends", "when", "then", "attributes", "salience", "enabled", "no-loop",
            "lock-on-active", "agenda-group", "activation-group", "ruleflow-group", "auto-focus", "dialect",
            "date-effective", "date-expires", "duration", "timer", "calendars", "and", "or", "not", "exists",
            "forall", "from", "collect", "accumulate", "eval", "over", "window", "entry-point", "in", "matches",
            "memberOf", "contains", "soundslike", "insert", "insertLogical", "modify", "update", "retract",
            "delete", "true", "false", "null", "this", "new", "return", "if", "else", "for");

    public enum CompletionKind {
        KEYWORD, TYPE, PROPERTY, METHOD, VALUE
    }

    /**
     * One proposal.
     *
     * @param text   what replaces the word typed so far
     * @param label  what the list shows
     * @param kind   what it is
     * @param detail a line about it (the type a property belongs to, a type's properties)
     */
    public record Completion(String text, String label, CompletionKind kind, String detail) {

        /**
         * For a property that names something of the WSDL, the form of its values with an example (operation:
         * {@code "Financial.handleAddShort"}, not {@code "handleAddShort"}, which matches nothing); shown beside the
         * proposal.
         */
        public Optional<String> form() {
            return kind == CompletionKind.PROPERTY ? FactCatalogue.form(text.replace("()", "")) : Optional.empty();
        }
    }

    /**
     * The proposals at a position.
     *
     * @param replaceFrom where the word typed so far starts: a proposal replaces the text from there to the position
     */
    public record Proposals(int replaceFrom, List<Completion> completions) {
    }

    private DrlAssist() {
    }

    /** What to propose at the offset of the text. */
    public static Proposals at(String text, int offset) {
        int start = offset;
        while (start > 0 && (Character.isJavaIdentifierPart(text.charAt(start - 1)) || text.charAt(start - 1) == '-')) {
            start--;
        }
        String prefix = text.substring(start, offset);
        DrlTokens scan = DrlTokens.of(text);
        if (scan.inCommentOrString(offset) || prefix.startsWith("$")) {
            return new Proposals(start, List.of());
        }
        DrlPlace place = DrlPlace.at(scan, start);
        List<Token> before = scan.before(start);
        Token previous = place.previous();
        List<Completion> completions;
        if (previous != null && previous.is(".") && before.size() >= 2) {
            completions = afterDot(before.get(before.size() - 2), before, place.section());
        } else {
            Paren paren = place.innermost();
            Optional<FactType> pattern = paren == null || paren.before() == null ? Optional.empty()
                    : FactCatalogue.named(paren.before().text()).filter(type -> type.role() != Role.VALUE);
            completions = pattern.map(type -> properties(type, false)).orElseGet(() -> keywordsAndTypes(place.section()));
        }
        return new Proposals(start, completions.stream().filter(completion -> completion.text().startsWith(prefix)
                && !completion.text().equals(prefix)).toList());
    }

    private static List<Completion> afterDot(Token owner, List<Token> before, Section section) {
        if (owner.kind() != Kind.WORD) {
            return List.of();
        }
        if (owner.text().startsWith("$")) {
            return Optional.ofNullable(boundTypes(before).get(owner.text())).flatMap(FactCatalogue::named)
                    .map(type -> properties(type, section == Section.THEN)).orElse(List.of());
        }
        return FactCatalogue.named(owner.text()).filter(type -> type.role() == Role.VALUE)
                .map(type -> type.methods().stream().map(value -> new Completion(value, value, CompletionKind.VALUE,
                        type.name())).toList()).orElse(List.of());
    }

    /** What each {@code $variable : Type(} of the text binds, by variable. */
    private static Map<String, String> boundTypes(List<Token> tokens) {
        Map<String, String> types = new HashMap<>();
        for (int i = 0; i + 2 < tokens.size(); i++) {
            if (tokens.get(i).text().startsWith("$") && tokens.get(i + 1).is(":")
                    && tokens.get(i + 2).kind() == Kind.WORD) {
                types.put(tokens.get(i).text(), tokens.get(i + 2).text());
            }
        }
        return types;
    }

    /** In a constraint a property is read by name; in a consequence (Java) a record's accessor is called. */
    private static List<Completion> properties(FactType type, boolean java) {
        List<Completion> completions = new ArrayList<>();
        for (String property : type.properties()) {
            String text = java ? property + "()" : property;
            completions.add(new Completion(text, text, CompletionKind.PROPERTY, type.name()));
        }
        for (String method : type.methods()) {
            String name = method.substring(0, method.indexOf('('));
            completions.add(new Completion(name + "( ", method, CompletionKind.METHOD, type.name()));
        }
        return completions;
    }

    private static List<Completion> keywordsAndTypes(Section section) {
        List<Completion> types = FactCatalogue.all().stream().map(type -> new Completion(type.name(), type.name(),
                CompletionKind.TYPE, type.signature())).toList();
        List<Completion> keywords = KEYWORDS.stream().map(keyword -> new Completion(keyword, keyword, CompletionKind.KEYWORD,
                "DRL keyword")).toList();
        List<Completion> completions = new ArrayList<>();
        boolean typesFirst = section == Section.WHEN || section == Section.THEN;
        completions.addAll(typesFirst ? types : keywords);
        completions.addAll(typesFirst ? keywords : types);
        return completions;
    }
}
