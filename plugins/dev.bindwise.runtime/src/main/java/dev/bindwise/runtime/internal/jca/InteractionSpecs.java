package dev.bindwise.runtime.internal.jca;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;

import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.RuntimeOptions;
import jakarta.resource.cci.ConnectionFactory;
import jakarta.resource.cci.InteractionSpec;

/**
 * The resource adapter's own InteractionSpec, made by reflection: its class is named in the options
 * ({@link RuntimeOptions#interactionSpec(String, String)}) or by the system property
 * {@code bindwise.interactionSpec.<port>}, and found by the adapter's class loader or the application's; one
 * instance per operation, with the standard JavaBean properties the Connector specification asks of an
 * InteractionSpec, {@code functionName} (the cics:operation's program) and {@code interactionVerb} (its verb).
 * IBM's ECIInteractionSpec has them, as has the example adapter's: that is what makes this work with any
 * CICS-style adapter. An adapter whose spec has no interactionVerb setter is called with its default verb, which
 * must then be the plan's.
 */
final class InteractionSpecs {

    private static final List<String> VERBS = List.of("SYNC_SEND", "SYNC_SEND_RECEIVE", "SYNC_RECEIVE");

    private final Class<?> type;

    private InteractionSpecs(Class<?> type) {
        this.type = type;
    }

    /**
     * The port's InteractionSpec class, checked.
     *
     * @throws IllegalStateException when none is named, it is not found, or is not an InteractionSpec bean
     */
    static InteractionSpecs of(Endpoint.Jca endpoint, RuntimeOptions options, ConnectionFactory connections,
            ClassLoader loader, String describe) {
        String name = options.interactionSpec(endpoint.port()).orElseThrow(() -> new IllegalStateException(describe
                + " has no InteractionSpec class: name the resource adapter's (e.g. com.ibm.connector2.cics.ECIInteractionSpec) "
                + "with RuntimeOptions.interactionSpec(\"" + endpoint.port() + "\", className) or -D"
                + RuntimeOptions.INTERACTION_SPEC_PROPERTY_PREFIX + endpoint.port() + "=className"));
        Class<?> type = null;
        for (ClassLoader candidate : new ClassLoader[] {connections.getClass().getClassLoader(), loader}) {
            try {
                type = Class.forName(name, true, candidate);
                break;
            } catch (ClassNotFoundException e) {
                // the next loader
            }
        }
        if (type == null) {
            throw new IllegalStateException(describe + ": the InteractionSpec class " + name
                    + " is found neither by the resource adapter's class loader nor by the application's");
        }
        if (!InteractionSpec.class.isAssignableFrom(type)) {
            throw new IllegalStateException(describe + ": " + name + " is not a jakarta.resource.cci.InteractionSpec");
        }
        try {
            type.getConstructor();
            type.getMethod("setFunctionName", String.class);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(describe + ": the InteractionSpec " + name + " needs a public no-argument "
                    + "constructor and a setFunctionName(String) method, as the Connector specification asks");
        }
        return new InteractionSpecs(type);
    }

    /**
     * The spec of one operation.
     *
     * @param interactionVerb the cics:operation interactionVerb; empty means SYNC_SEND_RECEIVE
     * @throws IllegalArgumentException when the verb is unknown or the spec refuses the program or the verb
     * @throws IllegalStateException when the class cannot be made
     */
    InteractionSpec make(String program, String interactionVerb, String describe) {
        int verb = verb(interactionVerb);
        try {
            InteractionSpec spec = (InteractionSpec) type.getConstructor().newInstance();
            type.getMethod("setFunctionName", String.class).invoke(spec, program);
            Method setVerb = setter(type, "setInteractionVerb");
            if (setVerb != null) {
                setVerb.invoke(spec, verb);
            } else if (verb != InteractionSpec.SYNC_SEND_RECEIVE) {
                throw new IllegalArgumentException(type.getName() + " has no setInteractionVerb(int), so it cannot call "
                        + program + " with " + VERBS.get(verb));
            }
            return spec;
        } catch (InvocationTargetException e) {
            throw new IllegalArgumentException(type.getName() + " refuses the program " + program + " or the verb "
                    + VERBS.get(verb) + ": " + e.getCause().getMessage(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(describe + ": cannot make a " + type.getName() + ": " + e, e);
        }
    }

    private static Method setter(Class<?> type, String name) {
        try {
            return type.getMethod(name, int.class);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /** The CCI verb of the cics:operation interactionVerb; none means SYNC_SEND_RECEIVE. */
    private static int verb(String interactionVerb) {
        if (interactionVerb.isEmpty()) {
            return InteractionSpec.SYNC_SEND_RECEIVE;
        }
        int verb = VERBS.indexOf(interactionVerb);
        if (verb < 0) {
            throw new IllegalArgumentException("unknown interactionVerb '" + interactionVerb + "'; CCI knows " + VERBS);
        }
        return verb;
    }
}
