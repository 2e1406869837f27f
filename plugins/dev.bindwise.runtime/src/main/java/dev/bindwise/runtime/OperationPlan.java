package dev.bindwise.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One operation as the proxy calls it: its Java signature (parameter names and types, result type),
 * whether a failed call may be sent again over another binding, and its routes in the plan's order.
 */
public final class OperationPlan {

    private final String name;
    private final Class<?> resultType;
    private final Class<?> resultItemType;
    private final boolean idempotent;
    private final List<String> parameterNames;
    private final List<Class<?>> parameterTypes;
    private final List<Route> routes;

    private OperationPlan(Builder builder) {
        this.name = builder.name;
        this.resultType = builder.resultType;
        this.resultItemType = builder.resultItemType != null ? builder.resultItemType
                : resultType.isArray() && resultType != byte[].class ? resultType.getComponentType()
                : java.util.Collection.class.isAssignableFrom(resultType) ? Object.class : resultType;
        this.idempotent = builder.idempotent;
        this.parameterNames = List.copyOf(builder.parameterNames);
        this.parameterTypes = List.copyOf(builder.parameterTypes);
        this.routes = List.copyOf(builder.routes);
        if (routes.isEmpty()) {
            throw new IllegalArgumentException("operation " + name + " has no route: the plan left it no binding");
        }
    }

    /**
     * Starts an operation's plan.
     *
     * @param resultType the Java result type, {@code void.class} for none
     * @param idempotent whether calling it twice does no more than calling it once, so that a call that
     *        failed in transport may be sent again over the next binding
     */
    public static Builder operation(String name, Class<?> resultType, boolean idempotent) {
        return new Builder(name, resultType, idempotent);
    }

    public String name() {
        return name;
    }

    public Class<?> resultType() {
        return resultType;
    }

    /**
     * The class of the result's items when it is a List (as {@link Builder#resultItems} gives it; Object when not
     * given) or an array; else the result type itself.
     */
    public Class<?> resultItemType() {
        return resultItemType;
    }

    public boolean idempotent() {
        return idempotent;
    }

    public List<String> parameterNames() {
        return parameterNames;
    }

    public List<Class<?>> parameterTypes() {
        return parameterTypes;
    }

    public Class<?>[] parameterTypeArray() {
        return parameterTypes.toArray(new Class<?>[0]);
    }

    /** The routes in the plan's order: the chosen binding first, then its fallbacks. */
    public List<Route> routes() {
        return routes;
    }

    /**
     * This operation with its routes in the order of the ports given; routes to other ports are dropped, ports
     * it has no route to are skipped.
     *
     * @throws IllegalArgumentException when no route is left
     */
    OperationPlan rerouted(List<String> ports) {
        Builder builder = new Builder(name, resultType, idempotent);
        builder.resultItemType = resultItemType;
        builder.parameterNames.addAll(parameterNames);
        builder.parameterTypes.addAll(parameterTypes);
        for (String port : ports) {
            routes.stream().filter(route -> route.port().equals(port)).forEach(builder::route);
        }
        return builder.build();
    }

    @Override
    public String toString() {
        return name + parameterNames + " -> " + resultType.getSimpleName() + (idempotent ? " (idempotent)" : "");
    }

    public static final class Builder {

        private final String name;
        private final Class<?> resultType;
        private final boolean idempotent;
        private Class<?> resultItemType;
        private final List<String> parameterNames = new ArrayList<>();
        private final List<Class<?>> parameterTypes = new ArrayList<>();
        private final List<Route> routes = new ArrayList<>();

        private Builder(String name, Class<?> resultType, boolean idempotent) {
            this.name = Objects.requireNonNull(name, "name");
            this.resultType = Objects.requireNonNull(resultType, "resultType");
            this.idempotent = idempotent;
        }

        /**
         * The class of the items of a List result ({@code List<Line>}: {@code Line.class}), which {@code List.class}
         * does not say: the SOAP and JCA clients read a reply's items into it.
         */
        public Builder resultItems(Class<?> itemType) {
            this.resultItemType = Objects.requireNonNull(itemType, "itemType");
            return this;
        }

        /** The next parameter, in the order of the Java method (and of the WSDL's parameterOrder). */
        public Builder parameter(String parameterName, Class<?> type) {
            parameterNames.add(Objects.requireNonNull(parameterName, "parameterName"));
            parameterTypes.add(Objects.requireNonNull(type, "type"));
            return this;
        }

        /** The next route, in the plan's order. */
        public Builder route(Route route) {
            routes.add(Objects.requireNonNull(route, "route"));
            return this;
        }

        /** The routes, in the plan's order. */
        public Builder routes(Route... more) {
            Arrays.stream(more).forEach(this::route);
            return this;
        }

        public OperationPlan build() {
            return new OperationPlan(this);
        }
    }
}
