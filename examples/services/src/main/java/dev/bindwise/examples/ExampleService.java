package dev.bindwise.examples;

import java.util.List;
import java.util.function.Supplier;

/**
 * An example service: its Java interface (the port type), the implementation every binding serves,
 * its extended WSDL under {@code examples/}, and the operations the benchmarks call.
 *
 * @param name short name, also the folder under {@code examples/} that holds the WSDL
 * @param serviceInterface the port type as a Java interface
 * @param implementation makes a new implementation (servers make one each; local Java calls it directly)
 * @param wsdl the WSDL's path relative to the repository root
 * @param operations the operations the benchmarks call
 */
public record ExampleService(String name, Class<?> serviceInterface, Supplier<Object> implementation, String wsdl,
        List<ExampleOperation> operations) {

    public ExampleOperation operation(String operationName) {
        return operations.stream().filter(o -> o.name().equals(operationName)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("service " + name + " has no operation "
                        + operationName + "; it has " + operations.stream().map(ExampleOperation::name).toList()));
    }
}
