package dev.bindwise.core.publish;

import java.util.List;

import dev.bindwise.core.wsdl.WrappedValues;
import dev.bindwise.model.Field;
import dev.bindwise.model.Operation;

/** What the operation element of a binding to Java methods (ejb:operation, java:operation) says of the call. */
final class JavaMethods {

    private JavaMethods() {
    }

    /**
     * The call's parameters in order: the port type's parameterOrder, else the values it carries in as
     * the JCA records read messages (a document-literal wrapper's fields, else one per part); null for none.
     */
    static String parameterOrder(Operation operation) {
        List<String> names = operation.getParameterOrder().isEmpty()
                ? WrappedValues.parameters(operation).stream().map(Field::getName).toList()
                : operation.getParameterOrder();
        return names.isEmpty() ? null : String.join(" ", names);
    }

    /** The part the method returns, when the call carries exactly one value out; else null. */
    static String returnPart(Operation operation) {
        List<Field> results = WrappedValues.results(operation);
        return results.size() == 1 ? results.get(0).getName() : null;
    }
}
