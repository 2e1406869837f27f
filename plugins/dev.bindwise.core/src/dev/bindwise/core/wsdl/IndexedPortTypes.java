package dev.bindwise.core.wsdl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javax.wsdl.Definition;
import javax.wsdl.Operation;
import javax.wsdl.PortType;

import com.ibm.wsdl.DefinitionImpl;
import com.ibm.wsdl.PortTypeImpl;
import com.ibm.wsdl.factory.WSDLFactoryImpl;

/**
 * WSDL4J's objects, with port types that find an operation by its name through an index. WSDL4J's own port type
 * scans all its operations on every look-up, and its reader looks an operation up for every operation of a port
 * type and every operation of each binding: a service of a thousand operations spent a twentieth of its selection
 * there. Which operation is found, and when two match the error, stay WSDL4J's: its own look-up runs over the
 * operations of that name.
 */
final class IndexedPortTypes {

    private IndexedPortTypes() {
    }

    /** WSDL4J's factory, whose definitions make {@link IndexedPortType}s. */
    static final class Factory extends WSDLFactoryImpl {

        @Override
        public Definition newDefinition() {
            Definition definition = new IndexedDefinition();
            definition.setExtensionRegistry(newPopulatedExtensionRegistry());
            return definition;
        }
    }

    private static final class IndexedDefinition extends DefinitionImpl {

        private static final long serialVersionUID = 1L;

        @Override
        public PortType createPortType() {
            return new IndexedPortType();
        }
    }

    /**
     * A port type whose operations are indexed by name. The index takes in the operations added since the last
     * look-up: WSDL4J's reader only ever appends operations, each named before it is added (a list that shrank is
     * indexed again).
     */
    static final class IndexedPortType extends PortTypeImpl {

        private static final long serialVersionUID = 1L;

        private final Map<String, List<Operation>> byName = new HashMap<>();
        private int indexed;

        @Override
        public Operation getOperation(String name, String inputName, String outputName) {
            List<Operation> named = index().getOrDefault(name, List.of());
            if (named.isEmpty()) {
                return null;
            }
            // WSDL4J's look-up over just these: the same input and output name rules, the same duplicate error
            PortTypeImpl same = new PortTypeImpl();
            same.setQName(getQName());
            named.forEach(same::addOperation);
            return same.getOperation(name, inputName, outputName);
        }

        private Map<String, List<Operation>> index() {
            List<?> all = getOperations();
            if (all.size() < indexed) {
                byName.clear();
                indexed = 0;
            }
            for (Object each : all.subList(indexed, all.size())) {
                Operation operation = (Operation) each;
                byName.computeIfAbsent(operation.getName(), key -> new ArrayList<>()).add(operation);
            }
            indexed = all.size();
            return byName;
        }
    }
}
