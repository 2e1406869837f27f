package dev.bindwise.core.generate;

import java.util.ArrayList;
import java.util.List;

import com.palantir.javapoet.TypeName;

import dev.bindwise.core.wsdl.WrappedValues;
import dev.bindwise.model.Fault;
import dev.bindwise.model.Field;
import dev.bindwise.model.Operation;

/**
 * An operation as a Java method: parameters the request wrapper's fields (document/literal wrapped; one
 * per part otherwise), the result the reply wrapper's single field, or void when the reply carries none, and
 * a checked exception per wsdl:fault whose message is one element.
 *
 * @param methodName the Java method's name (the operation's, made a Java identifier)
 * @param types the Java types of the values, by which the routes tell the service's own classes apart
 */
record OperationSignature(Operation operation, String methodName, List<Parameter> parameters, TypeName result,
        List<JavaTypes.FaultClass> faults, JavaTypes types) {

    /**
     * One parameter.
     *
     * @param xmlName the name in the messages, which the runtime's clients write (SOAP element names)
     * @param javaName the Java parameter's name
     */
    record Parameter(String xmlName, String javaName, TypeName type) {
    }

    static OperationSignature of(Operation operation, JavaTypes types, String where) throws GenerateException {
        List<Parameter> parameters = new ArrayList<>();
        for (Field field : WrappedValues.parameters(operation)) {
            if (field == null || field.getName() == null) {
                throw new GenerateException(where + ": a part of the input message of operation " + operation.getName()
                        + " has no schema shape (element or type): Bindwise cannot make a Java parameter of it");
            }
            String javaName = JavaNames.identifier(field.getName());
            if (parameters.stream().anyMatch(earlier -> earlier.javaName().equals(javaName))) {
                // as the data classes, and as JAX-WS tools do ("property is already defined")
                throw new GenerateException(where + ": the input of operation " + operation.getName()
                        + " has two values named " + javaName + " in Java: rename one in the schema");
            }
            parameters.add(new Parameter(field.getName(), javaName, types.of(field)));
        }
        List<Field> results = WrappedValues.results(operation);
        TypeName result;
        if (results.isEmpty()) {
            result = TypeName.VOID;
        } else if (results.size() == 1 && results.get(0) != null) {
            result = types.of(results.get(0));
        } else {
            throw new GenerateException(where + ": operation " + operation.getName() + " returns " + results.size()
                    + " values; a Bindwise proxy method returns one: wrap them in one element of a complex type");
        }
        List<JavaTypes.FaultClass> faults = new ArrayList<>();
        for (Fault fault : operation.getFaults()) {
            types.faultClass(fault).ifPresent(faults::add);
        }
        return new OperationSignature(operation, JavaNames.identifier(operation.getName()), List.copyOf(parameters), result,
                List.copyOf(faults), types);
    }
}
