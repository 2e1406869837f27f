package dev.bindwise.core.select;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Whether an operation may be called again on another binding after a transport error. A WSDL does not
 * say, so the words of its name decide: a name with a word that reads or computes (get, find, search,
 * calculate, ...) and none that changes things (buy, add, transfer, ...) is taken as idempotent, every
 * other one as not, so that a proxy never repeats a purchase on its own. The plan records the guess; a
 * user who knows better edits the plan.
 */
final class Idempotency {

    private static final Set<String> READING = Set.of("get", "find", "search", "query", "list", "lookup", "read",
            "fetch", "check", "calculate", "compute", "describe", "count", "is", "has", "validate", "estimate", "quote",
            "browse", "retrieve", "info", "status", "ping");
    private static final Set<String> CHANGING = Set.of("buy", "sell", "add", "create", "update", "delete", "remove",
            "transfer", "handle", "submit", "order", "pay", "book", "cancel", "set", "put", "post", "insert", "send",
            "register", "process", "execute", "save", "store", "reserve", "charge", "write", "modify", "approve");

    private Idempotency() {
    }

    static boolean guess(String operation) {
        List<String> words = words(operation);
        return words.stream().anyMatch(READING::contains) && words.stream().noneMatch(CHANGING::contains);
    }

    /** The words of a camelCase, snake_case or dashed name, in lower case. */
    static List<String> words(String name) {
        return Arrays.stream(name.split("(?<=[a-z0-9])(?=[A-Z])|[_\\-.\\s]+"))
                .filter(word -> !word.isEmpty()).map(word -> word.toLowerCase(Locale.ROOT)).toList();
    }
}
