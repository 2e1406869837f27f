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
import dev.bindwise.model.ModelFactory;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Condition;

/**
 * The facts of the deployment-time decision: those the plan was made with, but each fact a proxy establishes
 * by itself where it runs (an endpoint answers its probe, the application gave a local Java instance, a JCA
 * connection factory is there and its adapter reaches its server) left open, as if it held, unless a target
 * profile declared it. A binding left out only on such a fact of the machine the plan was made on stays in the
 * proxy's ranking, with the condition the runtime checks; what a profile declared (a firewall, a security domain,
 * no connection factory) stays decided.
 */
final class DeploymentFacts {

    /** The facts the runtime checks itself (see {@link Condition#probeOf}), unless a profile declared them. */
    private static final List<String> CHECKED_WHERE_THE_PROXY_RUNS = List.of(FactNames.CLIENT_SAME_JVM,
            FactNames.JCA_ADAPTER_REACHABLE, FactNames.JCA_CONNECTION_FACTORY);

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
        for (String name : CHECKED_WHERE_THE_PROXY_RUNS) {
            Optional<Fact> fact = open.getFacts().stream().filter(f -> name.equals(f.getName())).findFirst();
            if (fact.isPresent() && fact.get().getSource() == FactSource.DECLARED) {
                continue;
            }
            Fact holding = fact.orElseGet(() -> {
                Fact added = ModelFactory.eINSTANCE.createFact();
                added.setName(name);
                added.setSource(FactSource.DEFAULT);
                open.getFacts().add(added);
                return added;
            });
            holding.setValue("true");
            holding.setDetail("checked where the proxy runs");
        }
        return open;
    }

    /**
     * The conditions a port of the kind is used on where the proxy runs, as {@link Condition} writes them: the
     * one the runtime checks (with what was found where the plan was made), then the facts a profile declared
     * that keep it in (for local Java, the service declared co-located; for JCA, the adapter and its connection
     * factory).
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
        List<String> names = kind == BindingKind.JCA ? List.of(FactNames.JCA_ADAPTER_REACHABLE, FactNames.JCA_CONNECTION_FACTORY)
                : kind == BindingKind.LOCAL_JAVA ? List.of(FactNames.CLIENT_SAME_JVM) : List.of();
        for (String name : names) {
            facts.getFacts().stream().filter(f -> f.getName().equals(name) && f.getSource() == FactSource.DECLARED)
                    .findFirst().ifPresent(f -> {
                        String fact = f.getName() + " = " + f.getValue() + " (" + (f.getDetail() == null ? "declared"
                                : f.getDetail()) + ")";
                        boolean colocated = name.equals(FactNames.CLIENT_SAME_JVM) && "true".equalsIgnoreCase(f.getValue());
                        conditions.add((colocated ? Condition.colocated(fact) : Condition.declared(fact)).toString());
                    });
        }
        return conditions;
    }
}
