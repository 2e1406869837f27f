package dev.bindwise.core.policy;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import dev.bindwise.model.Operation;
import dev.bindwise.model.Port;
import dev.bindwise.model.PortType;
import dev.bindwise.model.Service;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * What the facts of a WSDL are named, as rules match them: its operations in the facts' form (the port type and
 * the operation, {@code Financial.handleAddShort}), its ports, and the kinds of their bindings.
 *
 * @param wsdl       the WSDL's file name, for messages
 * @param operations every operation as the facts name it, in the WSDL's order
 * @param ports      every port's name
 * @param kinds      the kinds of the ports' bindings
 */
public record ServiceNames(String wsdl, List<String> operations, List<String> ports, Set<BindingKind> kinds) {

    public ServiceNames {
        operations = List.copyOf(operations);
        ports = List.copyOf(ports);
        kinds = kinds.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(kinds));
    }

    /**
     * The names of a WSDL read by the WSDL reader. An operation is named as select names it for the rules: its port
     * type, a dot, its name; an overloaded name (WSDL 1.1 lets a port type have two) adds its input's name in
     * parentheses from the second on ({@code PortType.name(inputName)}).
     */
    public static ServiceNames of(ServiceDescription description, String wsdl) {
        List<String> operations = new ArrayList<>();
        for (PortType portType : description.getPortTypes()) {
            Set<String> names = new HashSet<>();
            for (Operation operation : portType.getOperations()) {
                String name = portType.getName() + "." + operation.getName();
                if (!names.add(name) && operation.getInput() != null) {
                    name = name + "(" + operation.getInput().getName() + ")";
                    names.add(name);
                }
                operations.add(name);
            }
        }
        List<String> ports = new ArrayList<>();
        Set<BindingKind> kinds = EnumSet.noneOf(BindingKind.class);
        for (Service service : description.getServices()) {
            for (Port port : service.getPorts()) {
                ports.add(port.getName());
                if (port.getKind() != null) {
                    kinds.add(port.getKind());
                }
            }
        }
        return new ServiceNames(wsdl, operations, ports, kinds);
    }
}
