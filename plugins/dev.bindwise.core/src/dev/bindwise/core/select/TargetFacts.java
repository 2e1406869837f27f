package dev.bindwise.core.select;

import java.util.ArrayList;
import java.util.List;

import dev.bindwise.core.discovery.FactNames;
import dev.bindwise.core.estimate.SoapStack;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.policy.Endpoint;
import dev.bindwise.core.policy.Target;
import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.Facts;
import dev.bindwise.runtime.BindingKind;

/** The discovered and declared facts (the model's) as the plain facts the rules read. */
final class TargetFacts {

    private TargetFacts() {
    }

    static Target target(Facts facts) {
        // IIOP is taken as blocked when a firewall is there and an IIOP endpoint did not answer
        boolean iiopUnreachable = facts.getEndpoints().stream()
                .anyMatch(endpoint -> endpoint.getKind() == BindingKind.RMI_IIOP && !endpoint.isAccessible());
        return Target.defaults()
                .withFirewallBlocksIiop(isTrue(facts, FactNames.NETWORK_FIREWALL) && iiopUnreachable)
                .withSameJvm(isTrue(facts, FactNames.CLIENT_SAME_JVM))
                .withSameOrb(isTrue(facts, FactNames.CLIENT_SAME_ORB))
                .withJcaAdapterReachesEis(jcaAdapterReachesEis(facts))
                .withSecurityDomains(known(facts, FactNames.SECURITY_DOMAIN_CLIENT),
                        known(facts, FactNames.SECURITY_DOMAIN_SERVICE))
                .withServer(known(facts, FactNames.SERVER_VENDOR), known(facts, FactNames.SERVER_VERSION));
    }

    /**
     * Whether a resource adapter on the client's side reaches the enterprise system: the EIS answered (or a profile
     * declares it reachable) and the client has a connection factory there (declared {@code options} or {@code jndi},
     * or, with nothing declared, an EAR, whose container may bind one in JNDI). A TCP answer alone is not enough: a
     * plain Java SE client has no connection factory unless the application gives one.
     */
    static boolean jcaAdapterReachesEis(Facts facts) {
        return isTrue(facts, FactNames.JCA_ADAPTER_REACHABLE) && connectionFactory(facts);
    }

    /** Whether the client has its resource adapter's connection factory where it runs (see {@link FactNames#JCA_CONNECTION_FACTORY}). */
    static boolean connectionFactory(Facts facts) {
        String factory = known(facts, FactNames.JCA_CONNECTION_FACTORY);
        if (factory != null) {
            return List.of("options", "jndi", "true").contains(factory.toLowerCase(java.util.Locale.ROOT));
        }
        return "EAR".equalsIgnoreCase(known(facts, FactNames.PACKAGE_TYPE));
    }

    /**
     * The SOAP stack that answers the target's SOAP ports: the one a profile declares ({@link FactNames#SERVER_SOAP_STACK}),
     * else the application server's, else {@link SoapStack#DEFAULT}.
     *
     * @throws BadInputException when the declared stack is none the size model knows
     */
    static SoapStack soapStack(Facts facts) throws BadInputException {
        Fact declared = fact(facts, FactNames.SERVER_SOAP_STACK);
        if (declared != null) {
            return SoapStack.parse(declared.getValue()).orElseThrow(() -> new BadInputException(FactNames.SERVER_SOAP_STACK
                    + " is '" + declared.getValue() + "'" + (declared.getDetail() == null ? "" : " (" + declared.getDetail() + ")")
                    + ", a SOAP stack the size model does not know: give one of " + SoapStack.labels()
                    + ", or leave it out for the stack of server.vendor (" + SoapStack.DEFAULT.label() + " when unknown)"));
        }
        return SoapStack.ofServer(known(facts, FactNames.SERVER_VENDOR)).orElse(SoapStack.DEFAULT);
    }

    static List<Endpoint> endpoints(Facts facts) {
        List<Endpoint> endpoints = new ArrayList<>();
        for (EndpointFact endpoint : facts.getEndpoints()) {
            endpoints.add(new Endpoint(endpoint.getPort(), endpoint.isAccessible(),
                    endpoint.getReason() == null ? "" : endpoint.getReason(), endpoint.getAddress()));
        }
        return endpoints;
    }

    private static boolean isTrue(Facts facts, String name) {
        return "true".equalsIgnoreCase(value(facts, name));
    }

    /** The value, or null when it is not known. */
    private static String known(Facts facts, String name) {
        String value = value(facts, name);
        return value == null || value.isBlank() || FactNames.UNKNOWN.equals(value) ? null : value;
    }

    private static String value(Facts facts, String name) {
        Fact fact = fact(facts, name);
        return fact == null ? null : fact.getValue();
    }

    private static Fact fact(Facts facts, String name) {
        for (Fact fact : facts.getFacts()) {
            if (name.equals(fact.getName())) {
                return fact;
            }
        }
        return null;
    }
}
