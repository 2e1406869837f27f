package dev.bindwise.core.wsdl;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.Message;
import dev.bindwise.model.Part;
import dev.bindwise.model.ValueKind;

/**
 * The Java method an {@code ejb:operation} or {@code java:operation} calls: its parameters in the order of
 * the operation's {@code parameterOrder}, each a part of the input or an element of its one part (the
 * wrapper, in document/literal wrapped style), and its result, the output's {@code returnPart}. Without them,
 * the wrapper's elements or else the parts, and the first of the output's. The reader refuses names that are
 * not there ({@link #problem}), so that every later step can rely on them.
 */
public final class NativeCall {

    private NativeCall() {
    }

    /** The method's parameters in order. @throws IllegalArgumentException for a name the reader would refuse */
    public static List<Field> parameters(BindingOperation operation) {
        Message input = operation.getOperation() == null ? null : operation.getOperation().getInput();
        String order = operation.getProperties().get("parameterOrder");
        if (order == null || order.isBlank()) {
            return candidates(input);
        }
        List<Field> parameters = new ArrayList<>();
        for (String name : order.trim().split("\\s+")) {
            parameters.add(named(name, input).orElseThrow(() -> new IllegalArgumentException(missingParameter(operation,
                    name))));
        }
        return parameters;
    }

    /** The result: the output's returnPart, or else its first part or wrapper element; null for a void method. */
    public static Field result(BindingOperation operation) {
        Message output = operation.getOperation() == null ? null : operation.getOperation().getOutput();
        String returnPart = operation.getProperties().get("returnPart");
        if (returnPart == null || returnPart.isBlank()) {
            List<Field> candidates = candidates(output);
            return candidates.isEmpty() ? null : candidates.get(0);
        }
        return named(returnPart.trim(), output).orElseThrow(() -> new IllegalArgumentException(missingResult(operation,
                returnPart)));
    }

    /** What names a part that is not there, in parameterOrder or returnPart; empty when the call is whole. */
    static Optional<String> problem(BindingOperation operation) {
        try {
            parameters(operation);
            result(operation);
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }

    private static String missingParameter(BindingOperation operation, String name) {
        Message input = operation.getOperation() == null ? null : operation.getOperation().getInput();
        return "its parameterOrder names '" + name + "', which is neither a part of the input message"
                + (input == null ? " (it has none)" : " '" + input.getName() + "'") + " nor an element of its wrapper";
    }

    private static String missingResult(BindingOperation operation, String returnPart) {
        Message output = operation.getOperation() == null ? null : operation.getOperation().getOutput();
        return "its returnPart names '" + returnPart + "', which is neither a part of the output message"
                + (output == null ? " (it has none)" : " '" + output.getName() + "'") + " nor an element of its wrapper";
    }

    /** A message's parts, or the elements of its one part when that is an anonymous wrapper. */
    private static List<Field> candidates(Message message) {
        if (message == null) {
            return List.of();
        }
        Field wrapper = onlyStructure(message);
        if (wrapper != null && wrapper.getType().getName() != null && wrapper.getType().getName().endsWith("#anon")) {
            return wrapper.getType().getFields();
        }
        return message.getParts().stream().map(Part::getShape).filter(shape -> shape != null).toList();
    }

    /** The part of that name, or else the element of that name of the message's one structure. */
    private static Optional<Field> named(String name, Message message) {
        if (message == null) {
            return Optional.empty();
        }
        for (Part part : message.getParts()) {
            if (name.equals(part.getName()) && part.getShape() != null) {
                return Optional.of(part.getShape());
            }
        }
        Field wrapper = onlyStructure(message);
        if (wrapper != null) {
            for (Field field : wrapper.getType().getFields()) {
                if (name.equals(field.getName())) {
                    return Optional.of(field);
                }
            }
        }
        return Optional.empty();
    }

    private static Field onlyStructure(Message message) {
        if (message.getParts().size() != 1) {
            return null;
        }
        Field shape = message.getParts().get(0).getShape();
        return shape != null && shape.getKind() == ValueKind.STRUCT && shape.getType() != null ? shape : null;
    }
}
