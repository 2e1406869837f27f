package dev.bindwise.core.publish;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import dev.bindwise.core.wsdl.WrappedValues;
import dev.bindwise.core.wsdl.extensions.WsifElement;
import dev.bindwise.model.Field;
import dev.bindwise.model.Operation;
import dev.bindwise.model.PortType;

/** The operation elements of a binding to Java methods (ejb:operation, java:operation): what they say of the call. */
final class JavaMethods {

    private JavaMethods() {
    }

    /**
     * One operation element per operation of the port type, as {@code newElement} makes them, with the
     * method's name, its parameterOrder, the {@code kindAttributes}, then its returnPart.
     */
    static List<WsifElement> operationElements(PortType portType, Supplier<? extends WsifElement> newElement,
            Map<String, String> kindAttributes) {
        List<WsifElement> elements = new ArrayList<>();
        for (Operation operation : portType.getOperations()) {
            WsifElement element = newElement.get();
            element.setAttribute("methodName", operation.getName());
            element.setAttribute("parameterOrder", parameterOrder(operation));
            kindAttributes.forEach(element::setAttribute);
            element.setAttribute("returnPart", returnPart(operation));
            elements.add(element);
        }
        return elements;
    }

    /**
     * The call's parameters in order: the port type's parameterOrder, else the values it carries in as
     * the JCA records read messages (a document-literal wrapper's fields, else one per part); null for none.
     */
    private static String parameterOrder(Operation operation) {
        List<String> names = operation.getParameterOrder().isEmpty()
                ? WrappedValues.parameters(operation).stream().map(Field::getName).toList()
                : operation.getParameterOrder();
        return names.isEmpty() ? null : String.join(" ", names);
    }

    /** The part the method returns, when the call carries exactly one value out; else null. */
    private static String returnPart(Operation operation) {
        List<Field> results = WrappedValues.results(operation);
        return results.size() == 1 ? results.get(0).getName() : null;
    }
}
