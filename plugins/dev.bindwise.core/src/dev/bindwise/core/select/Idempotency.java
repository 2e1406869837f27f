package dev.bindwise.core.select;

import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.wsdl.extensions.IdempotentAttribute;
import dev.bindwise.model.Operation;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.PortType;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;

/**
 * Whether an operation may be sent again over another binding after a call that may have reached the service:
 * only when it is declared idempotent, by the WSDL ({@link IdempotentAttribute}), by the user of {@code select}
 * ({@link SelectionRequest#idempotentOperations()}), in the plan file, or where the proxy runs
 * ({@code RuntimeOptions.idempotent}). A name is no declaration: {@code getNextTicket} and {@code readAndClear}
 * read, and change the service's state too. The words of a name serve only to suggest a declaration to the user.
 */
public final class Idempotency {

    private static final Set<String> READING = Set.of("get", "find", "search", "query", "list", "lookup", "read",
            "fetch", "check", "calculate", "compute", "describe", "count", "is", "has", "validate", "estimate", "quote",
            "browse", "retrieve", "info", "status", "ping");
    private static final Set<String> CHANGING = Set.of("buy", "sell", "add", "create", "update", "delete", "remove",
            "transfer", "handle", "submit", "order", "pay", "book", "cancel", "set", "put", "post", "insert", "send",
            "register", "process", "execute", "save", "store", "reserve", "charge", "write", "modify", "approve");

    private Idempotency() {
    }

    /**
     * The operations of the description the user's names declare idempotent.
     *
     * @param names {@code operation}, or {@code PortType.operation} where more than one port type has it
     * @throws BadInputException when a name matches no operation of the WSDL, or more than one port type's
     */
    static Set<Operation> declared(ServiceDescription description, List<String> names) throws BadInputException {
        Set<Operation> declared = Collections.newSetFromMap(new IdentityHashMap<>());
        for (String name : names) {
            int dot = name.lastIndexOf('.');
            String portType = dot < 0 ? null : name.substring(0, dot);
            String operation = name.substring(dot + 1);
            List<PortType> having = description.getPortTypes().stream()
                    .filter(type -> portType == null || type.getName().equals(portType))
                    .filter(type -> type.getOperations().stream().anyMatch(op -> op.getName().equals(operation)))
                    .toList();
            if (having.isEmpty()) {
                throw new BadInputException("--idempotent " + name + ": the WSDL has no such operation; its operations are "
                        + description.getPortTypes().stream().flatMap(type -> type.getOperations().stream()
                                .map(op -> type.getName() + "." + op.getName())).distinct()
                                .collect(Collectors.joining(", ")) + ".");
            }
            if (having.size() > 1) {
                throw new BadInputException("--idempotent " + name + ": more than one port type has it ("
                        + having.stream().map(PortType::getName).collect(Collectors.joining(", "))
                        + "): name it as PortType." + operation + ".");
            }
            having.get(0).getOperations().stream().filter(op -> op.getName().equals(operation)).forEach(declared::add);
        }
        return declared;
    }

    /** What comes before the suggestions, in select's report and in the Binding Preview. */
    public static final String SUGGESTIONS_HEADING = "Not declared idempotent, so never sent again after a call that may have run:";

    /** The plan's {@link #suggestion}s, one per operation that looks read-only and is not declared idempotent. */
    public static List<String> suggestions(SelectionPlan plan) {
        return plan.getSelections().stream().map(Idempotency::suggestion).flatMap(Optional::stream).toList();
    }

    /**
     * For an operation not declared idempotent whose name reads as if it only read (get, find, quote... and no word
     * that changes things), the line that tells the user how to declare it, if calling it twice does no more
     * than calling it once; empty otherwise.
     */
    public static Optional<String> suggestion(OperationSelection selection) {
        String operation = selection.getOperation();
        if (selection.isIdempotent() || !looksReadOnly(operation)) {
            return Optional.empty();
        }
        return Optional.of(selection.getPortType() + "." + operation + ": " + operation
                + " looks read-only: if calling it twice does no more than calling it once, declare it so"
                + " (bindwise:idempotent=\"true\" on its wsdl:operation, namespace " + IdempotentAttribute.IDEMPOTENT.getNamespaceURI()
                + "; or select --idempotent " + operation + "; or RuntimeOptions.idempotent(\"" + operation
                + "\") where the proxy runs); until then a call that may have run is not sent again.");
    }

    static boolean looksReadOnly(String operation) {
        List<String> words = words(operation);
        return words.stream().anyMatch(READING::contains) && words.stream().noneMatch(CHANGING::contains);
    }

    /** The words of a camelCase, snake_case or dashed name, in lower case. */
    static List<String> words(String name) {
        return Arrays.stream(name.split("(?<=[a-z0-9])(?=[A-Z])|[_\\-.\\s]+"))
                .filter(word -> !word.isEmpty()).map(word -> word.toLowerCase(Locale.ROOT)).toList();
    }
}
