package dev.bindwise.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a generated proxy carries of its selection plan: the service's ports and, per operation, the
 * routes in the order the plan ranked them. Built once, in the proxy's static initializer.
 */
public final class ServicePlan {

    private final String service;
    private final String source;
    private final String wsdl;
    private final Map<String, Endpoint> endpoints;
    private final Map<String, List<Condition>> declared;
    private final List<OperationPlan> operations;

    private ServicePlan(Builder builder) {
        this.service = builder.service;
        this.source = builder.source;
        this.wsdl = builder.wsdl;
        this.endpoints = Map.copyOf(builder.endpoints);
        this.declared = Map.copyOf(builder.declared);
        this.operations = List.copyOf(builder.operations);
        for (OperationPlan operation : operations) {
            for (Route route : operation.routes()) {
                Endpoint endpoint = endpoints.get(route.port());
                if (endpoint == null) {
                    throw new IllegalArgumentException("operation " + operation.name() + " of " + service
                            + " routes to port " + route.port() + ", which the plan does not list; it lists "
                            + endpoints.keySet());
                }
                if (!kindOf(route).equals(endpoint.kind())) {
                    throw new IllegalArgumentException("operation " + operation.name() + " of " + service
                            + " has a " + kindOf(route).label() + " route to port " + route.port() + ", which is "
                            + endpoint.kind().label());
                }
            }
        }
    }

    /**
     * Starts a plan.
     *
     * @param service the WSDL service (or port type) name
     * @param source where the plan came from (WSDL and plan file), shown in messages
     */
    public static Builder service(String service, String source) {
        return new Builder(service, source);
    }

    /** The binding kind a route calls. */
    public static BindingKind kindOf(Route route) {
        if (route instanceof Route.Soap) {
            return BindingKind.SOAP;
        }
        if (route instanceof Route.RmiIiop) {
            return BindingKind.RMI_IIOP;
        }
        if (route instanceof Route.Jca) {
            return BindingKind.JCA;
        }
        return BindingKind.LOCAL_JAVA;
    }

    public String service() {
        return service;
    }

    public String source() {
        return source;
    }

    /** The file name of the WSDL the plan was made for ("Trader.wsdl"); null in plans generated before it was recorded. */
    public String wsdl() {
        return wsdl;
    }

    /**
     * What must hold where the proxy runs for it to call the port: the condition the port's probe establishes,
     * then the facts a target profile declared for it.
     */
    public List<Condition> conditions(String port) {
        List<Condition> conditions = new ArrayList<>();
        conditions.add(Condition.probeOf(endpoints.get(port).kind()));
        conditions.addAll(declared.getOrDefault(port, List.of()));
        return conditions;
    }

    /**
     * This plan with other rankings: per operation named in {@code rankings}, its routes in the order of the
     * ports given, those of other ports dropped; the other operations as they are.
     *
     * @param source where the rankings come from, shown in messages
     * @throws IllegalArgumentException when an operation would be left no route
     */
    public ServicePlan reranked(Map<String, List<String>> rankings, String source) {
        Builder builder = new Builder(service, source);
        builder.wsdl = wsdl;
        builder.endpoints.putAll(endpoints);
        builder.declared.putAll(declared);
        for (OperationPlan operation : operations) {
            List<String> ranking = rankings.get(operation.name());
            builder.operations.add(ranking == null ? operation : operation.rerouted(ranking));
        }
        return builder.build();
    }

    public Map<String, Endpoint> endpoints() {
        return endpoints;
    }

    public Endpoint endpoint(String port) {
        return endpoints.get(port);
    }

    /** The operations in the order of the proxy's methods: a proxy method calls its operation by index. */
    public List<OperationPlan> operations() {
        return operations;
    }

    public static final class Builder {

        private final String service;
        private final String source;
        private String wsdl;
        private final Map<String, Endpoint> endpoints = new LinkedHashMap<>();
        private final Map<String, List<Condition>> declared = new LinkedHashMap<>();
        private final List<OperationPlan> operations = new ArrayList<>();

        private Builder(String service, String source) {
            this.service = Objects.requireNonNull(service, "service");
            this.source = Objects.requireNonNull(source, "source");
        }

        public Builder endpoint(Endpoint endpoint) {
            if (endpoints.putIfAbsent(endpoint.port(), endpoint) != null) {
                throw new IllegalArgumentException("port " + endpoint.port() + " is listed twice");
            }
            return this;
        }

        /** The file name of the WSDL the plan is made for, which a plan file made on the target must name too. */
        public Builder wsdl(String fileName) {
            this.wsdl = Objects.requireNonNull(fileName, "fileName");
            return this;
        }

        /**
         * A port, with the facts a target profile declared for it (see {@link Condition#declared}); a local Java port
         * with a {@link Condition#colocated} declaration is called on an instance the proxy makes itself when the
         * application gives none.
         */
        public Builder endpoint(Endpoint endpoint, Condition... declaredFacts) {
            boolean colocated = Arrays.stream(declaredFacts).anyMatch(fact -> fact.check() == Condition.Check.COLOCATED);
            endpoint(colocated && endpoint instanceof Endpoint.LocalJava local ? local.declaredColocated() : endpoint);
            declared.put(endpoint.port(), List.of(declaredFacts));
            return this;
        }

        public Builder operation(OperationPlan.Builder operation) {
            operations.add(operation.build());
            return this;
        }

        public ServicePlan build() {
            return new ServicePlan(this);
        }
    }
}
