package dev.bindwise.examples.jca;

import java.lang.reflect.InvocationTargetException;
import java.util.LinkedHashMap;
import java.util.Map;

import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;

/**
 * A program of the transaction server: the operations of one service that call it, run on one
 * implementation of the service (so that, as in CICS, its state lasts as long as the server).
 */
final class CommareaProgram {

    private final String name;
    private final Object implementation;
    private final Map<String, CommareaOperation> operations = new LinkedHashMap<>();

    private CommareaProgram(String name, Object implementation) {
        this.name = name;
        this.implementation = implementation;
    }

    /** The programs of every example service that has a bundled WSDL with a cics binding, by name. */
    static Map<String, CommareaProgram> forExampleServices() {
        Map<String, CommareaProgram> programs = new LinkedHashMap<>();
        for (ExampleService service : ExampleServices.all()) {
            CommareaService.bundled(service).ifPresent(cics -> {
                Object implementation = service.implementation().get();
                for (CommareaOperation operation : cics.operations()) {
                    CommareaProgram program = programs.computeIfAbsent(operation.program(),
                            name -> new CommareaProgram(name, implementation));
                    if (program.implementation != implementation) {
                        throw new IllegalStateException("program " + operation.program() + " serves two services: "
                                + service.name() + " and " + program.implementation.getClass().getSimpleName());
                    }
                    program.operations.put(operation.name(), operation);
                }
            });
        }
        return programs;
    }

    /** Runs the operation the request record names and returns its reply record. */
    byte[] run(byte[] requestRecord) throws Exception {
        String requestType = CommareaService.requestType(requestRecord);
        CommareaOperation operation = operations.get(requestType);
        if (operation == null) {
            throw new IllegalArgumentException("program " + name + " has no request type '" + requestType
                    + "'; it serves " + operations.keySet());
        }
        Object result;
        try {
            result = operation.method().invoke(implementation, operation.arguments(requestRecord));
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
        return operation.replyRecord(result);
    }

    @Override
    public String toString() {
        return name;
    }
}
