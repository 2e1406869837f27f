package dev.bindwise.core.wsdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Arrays;
import java.util.List;

import javax.wsdl.Definition;
import javax.wsdl.Input;
import javax.wsdl.Operation;
import javax.wsdl.OperationType;
import javax.wsdl.Output;
import javax.wsdl.PortType;
import javax.xml.namespace.QName;

import org.junit.jupiter.api.Test;

import com.ibm.wsdl.PortTypeImpl;

/** The indexed port type finds what WSDL4J's own finds, overloads, unnamed operations and duplicates included. */
class IndexedPortTypesTest {

    private final Definition definition = new IndexedPortTypes.Factory().newDefinition();

    @Test
    void definitionsOfTheFactoryMakeIndexedPortTypes() {
        assertInstanceOf(IndexedPortTypes.IndexedPortType.class, definition.createPortType());
    }

    @Test
    void everyLookUpAnswersAsWsdl4jDoes() {
        PortType indexed = definition.createPortType();
        PortType plain = new PortTypeImpl();
        for (PortType portType : List.of(indexed, plain)) {
            portType.setQName(new QName("urn:test", "Book"));
        }
        List<Operation> operations = List.of(
                operation("find", null, null, OperationType.REQUEST_RESPONSE),
                operation("add", "addByName", "added", OperationType.REQUEST_RESPONSE),
                operation("add", "addByNumber", "added", OperationType.REQUEST_RESPONSE),
                operation("notify", null, null, OperationType.ONE_WAY),
                operation(null, "anonymous", null, OperationType.ONE_WAY),
                // two alike: a look-up that matches both is WSDL4J's duplicate error
                operation("twice", null, null, OperationType.REQUEST_RESPONSE),
                operation("twice", null, null, OperationType.REQUEST_RESPONSE));
        List<String> names = Arrays.asList("find", "add", "notify", "twice", "missing", null);
        List<String> inputs = Arrays.asList(null, "findRequest", "addByName", "addByNumber", "addRequest", "notify",
                "anonymous", "other");
        List<String> outputs = Arrays.asList(null, "findResponse", "added", "other");
        int lookUps = 0;
        // as WSDL4J's reader does: each operation looked up before it is added, then everything looked up again
        for (int added = 0; added <= operations.size(); added++) {
            for (String name : names) {
                for (String input : inputs) {
                    for (String output : outputs) {
                        assertSameAnswer(plain, indexed, name, input, output);
                        lookUps++;
                    }
                }
            }
            if (added < operations.size()) {
                plain.addOperation(operations.get(added));
                indexed.addOperation(operations.get(added));
            }
        }
        assertEquals(8 * names.size() * inputs.size() * outputs.size(), lookUps);
    }

    @Test
    void anOperationRemovedFromTheListIsNotFound() {
        PortType indexed = definition.createPortType();
        Operation find = operation("find", null, null, OperationType.REQUEST_RESPONSE);
        indexed.addOperation(find);
        assertSame(find, indexed.getOperation("find", null, null));

        indexed.getOperations().remove(find);

        assertEquals(null, indexed.getOperation("find", null, null));
    }

    private static void assertSameAnswer(PortType plain, PortType indexed, String name, String input, String output) {
        String query = name + "(" + input + ", " + output + ") among " + plain.getOperations().size();
        Object expected = answer(plain, name, input, output);
        Object actual = answer(indexed, name, input, output);
        if (expected instanceof String message) {
            assertEquals(message, actual, query);
        } else {
            assertSame(expected, actual, query);
        }
    }

    /** The operation found, or the message of WSDL4J's error. */
    private static Object answer(PortType portType, String name, String input, String output) {
        try {
            return portType.getOperation(name, input, output);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    private Operation operation(String name, String input, String output, OperationType style) {
        Operation operation = definition.createOperation();
        operation.setName(name);
        operation.setStyle(style);
        operation.setUndefined(false);
        Input in = definition.createInput();
        in.setName(input);
        operation.setInput(in);
        if (style == OperationType.REQUEST_RESPONSE) {
            Output out = definition.createOutput();
            out.setName(output);
            operation.setOutput(out);
        }
        return operation;
    }
}
