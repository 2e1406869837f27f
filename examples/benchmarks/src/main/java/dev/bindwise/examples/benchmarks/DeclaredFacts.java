package dev.bindwise.examples.benchmarks;

import java.util.Set;

import dev.bindwise.core.discovery.FactNames;
import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.FactSource;
import dev.bindwise.model.Facts;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/** The facts of a target written down, as a target profile declares them: which bindings a client there reaches. */
final class DeclaredFacts {

    private DeclaredFacts() {
    }

    /**
     * Facts where the ports of these kinds answer and the others do not; where JCA is among them, its resource
     * adapter reaches the enterprise system and the client has its connection factory.
     */
    static Facts answering(ServiceDescription description, Set<BindingKind> kinds) {
        Facts facts = ModelFactory.eINSTANCE.createFacts();
        if (kinds.contains(BindingKind.JCA)) {
            Fact adapter = ModelFactory.eINSTANCE.createFact();
            adapter.setName(FactNames.JCA_ADAPTER_REACHABLE);
            adapter.setValue("true");
            adapter.setSource(FactSource.DECLARED);
            facts.getFacts().add(adapter);
            Fact factory = ModelFactory.eINSTANCE.createFact();
            factory.setName(FactNames.JCA_CONNECTION_FACTORY);
            factory.setValue("options");
            factory.setSource(FactSource.DECLARED);
            facts.getFacts().add(factory);
        }
        for (Port port : description.getServices().get(0).getPorts()) {
            EndpointFact endpoint = ModelFactory.eINSTANCE.createEndpointFact();
            endpoint.setPort(port.getName());
            endpoint.setKind(port.getKind());
            endpoint.setAccessible(kinds.contains(port.getKind()));
            endpoint.setReason("declared");
            endpoint.setSource(FactSource.DECLARED);
            facts.getEndpoints().add(endpoint);
        }
        return facts;
    }
}
