package dev.bindwise.core.select;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.util.EcoreUtil;

import dev.bindwise.core.discovery.FactNames;
import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.FactSource;
import dev.bindwise.model.Facts;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Condition;

/**
 * The facts of the deployment-time decision: those the plan was made with, but each fact a proxy establishes
 * by itself where it runs (an endpoint answers its probe, the implementation class loads, the resource adapter
 * reaches its server) left open, as if it held, unless a target profile declared it. A binding left out only
 * on such a fact of the machine the plan was made on stays in the proxy's ranking, with the condition the
 * runtime checks; what a profile declared (a firewall, a security domain) stays decided.
 */
final class DeploymentFacts {

    private DeploymentFacts() {
    }

    /** The facts with every fact the runtime checks itself, and no profile declared, taken as holding. */
    static Facts open(Facts facts) {
        Facts open = EcoreUtil.copy(facts);
        for (EndpointFact endpoint : open.getEndpoints()) {
            if (endpoint.getSource() != FactSource.DECLARED) {
                endpoint.setAccessible(true);
                endpoint.setReason("checked where the proxy runs");
            }
        }
        for (Fact fact : open.getFacts()) {
            if (fact.getSource() != FactSource.DECLARED
                    && (FactNames.CLIENT_SAME_JVM.equals(fact.getName()) || FactNames.JCA_ADAPTER_REACHABLE.equals(fact.getName()))) {
                fact.setValue("true");
            }
        }
        return open;
    }

    /**
     * The conditions a port of the kind is used on where the proxy runs, as {@link Condition} writes them: the
     * one its probe establishes (with what was found where the plan was made), then the facts a profile declared
     * that keep it in.
     */
    static List<String> conditions(Facts facts, BindingKind kind, String port) {
        List<String> conditions = new ArrayList<>();
        Optional<EndpointFact> endpoint = facts.getEndpoints().stream().filter(e -> port.equals(e.getPort())).findFirst();
        String here = endpoint.filter(e -> e.getSource() != FactSource.DECLARED && !e.isAccessible())
                .map(e -> " (where the plan was made: " + e.getReason() + ")").orElse("");
        conditions.add(Condition.probeOf(kind) + here);
        endpoint.filter(e -> e.getSource() == FactSource.DECLARED && e.isAccessible())
                .ifPresent(e -> conditions.add(Condition.declared("port " + port + " is accessible ("
                        + (e.getReason() == null || e.getReason().isBlank() ? "declared" : e.getReason()) + ")").toString()));
        String fact = kind == BindingKind.JCA ? FactNames.JCA_ADAPTER_REACHABLE
                : kind == BindingKind.LOCAL_JAVA ? FactNames.CLIENT_SAME_JVM : null;
        facts.getFacts().stream().filter(f -> f.getName().equals(fact) && f.getSource() == FactSource.DECLARED)
                .findFirst().ifPresent(f -> conditions.add(Condition.declared(f.getName() + " = " + f.getValue()
                        + " (" + (f.getDetail() == null ? "declared" : f.getDetail()) + ")").toString()));
        return conditions;
    }
}
