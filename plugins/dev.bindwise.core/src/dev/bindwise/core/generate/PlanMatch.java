package dev.bindwise.core.generate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.bindwise.model.Operation;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.Port;
import dev.bindwise.model.PortType;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;

/**
 * Checks that a selection plan was made for this WSDL before anything is generated from it: the same file
 * name, and every port type, operation and ranked port of the plan in the WSDL as the plan has it; and
 * that the plan chose a binding for every operation of its port types.
 */
final class PlanMatch {

    private PlanMatch() {
    }

    /** The plan's selections per port type, in the order of the port type's operations. */
    static Map<PortType, List<OperationSelection>> check(ServiceDescription description, SelectionPlan plan,
            Map<String, Port> ports) throws GenerateException {
        String wsdlName = GenerateProxyOperation.wsdlName(description);
        if (plan.getWsdlLocation() != null && description.getLocation() != null
                && !GenerateProxyOperation.fileName(plan.getWsdlLocation()).equals(wsdlName)) {
            throw new GenerateException("the plan was made for " + plan.getWsdlLocation() + ", not for "
                    + description.getLocation() + ": give the plan's WSDL, or select again for this one");
        }
        if (plan.getSelections().isEmpty()) {
            throw new GenerateException("the plan selects nothing: select again for " + wsdlName);
        }
        Map<PortType, Map<String, OperationSelection>> byPortType = new LinkedHashMap<>();
        Map<PortType, Map<String, Operation>> operations = new HashMap<>();
        for (OperationSelection selection : plan.getSelections()) {
            String key = selection.getPortType() + "." + selection.getOperation();
            PortType portType = description.getPortTypes().stream()
                    .filter(p -> p.getName().equals(selection.getPortType())).findFirst()
                    .orElseThrow(() -> new GenerateException("the plan selects for " + key + ", but " + wsdlName
                            + " has no port type " + selection.getPortType() + ": the plan was made for another WSDL;"
                            + " select again"));
            operation(operations.computeIfAbsent(portType, PlanMatch::operationsByName), portType, selection.getOperation());
            if (selection.getChosen() == null) {
                throw new GenerateException("the plan chose no binding for " + key + " (none was available and "
                        + "accessible): a proxy would have nothing to call it over; fix the facts or rules and select again");
            }
            List<RankedBinding> checked = new ArrayList<>(ranking(selection));
            checked.addAll(selection.getDeployment());
            for (RankedBinding ranked : checked) {
                Port port = ports.get(ranked.getPort());
                if (port == null || port.getKind() != ranked.getKind()) {
                    throw new GenerateException("the plan routes " + key + " to the " + ranked.getKind() + " port "
                            + ranked.getPort() + ", which " + wsdlName + " does not have: select again for this WSDL");
                }
            }
            byPortType.computeIfAbsent(portType, p -> new LinkedHashMap<>()).put(selection.getOperation(), selection);
        }
        Map<PortType, List<OperationSelection>> ordered = new LinkedHashMap<>();
        for (Map.Entry<PortType, Map<String, OperationSelection>> entry : byPortType.entrySet()) {
            List<OperationSelection> selections = new ArrayList<>();
            for (Operation operation : entry.getKey().getOperations()) {
                OperationSelection selection = entry.getValue().get(operation.getName());
                if (selection == null) {
                    throw new GenerateException("the plan has no selection for " + entry.getKey().getName() + "."
                            + operation.getName() + ": the proxy implements every operation; select again for " + wsdlName);
                }
                selections.add(selection);
            }
            ordered.put(entry.getKey(), selections);
        }
        return ordered;
    }

    /**
     * The port type's operations by name, the first of each name (WSDL 1.1 lets a port type overload one): a large
     * service looks up each of its operations.
     */
    static Map<String, Operation> operationsByName(PortType portType) {
        Map<String, Operation> byName = new HashMap<>();
        for (Operation operation : portType.getOperations()) {
            byName.putIfAbsent(operation.getName(), operation);
        }
        return byName;
    }

    /** The operation of that name, the first of it, in {@code operations}, the port type's {@link #operationsByName}. */
    static Operation operation(Map<String, Operation> operations, PortType portType, String name) throws GenerateException {
        Operation operation = operations.get(name);
        if (operation != null) {
            return operation;
        }
        throw new GenerateException("the plan selects for " + portType.getName() + "." + name
                + ", but the port type has no such operation: the plan was made for another WSDL; select again");
    }

    /**
     * What the proxy carries: the deployment ranking (every available binding, with the conditions the proxy
     * checks where it runs), or, in plans written before it was recorded, the chosen binding and the fallbacks.
     */
    static List<RankedBinding> proxyRanking(OperationSelection selection) {
        return selection.getDeployment().isEmpty() ? ranking(selection) : selection.getDeployment();
    }

    /** The chosen binding, then the fallbacks, in the plan's order. */
    static List<RankedBinding> ranking(OperationSelection selection) {
        List<RankedBinding> ranking = new ArrayList<>();
        ranking.add(selection.getChosen());
        ranking.addAll(selection.getFallbacks());
        return ranking;
    }
}
