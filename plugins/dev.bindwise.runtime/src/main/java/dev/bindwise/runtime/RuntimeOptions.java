package dev.bindwise.runtime;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.LinkedHashMap;
import java.util.Optional;
import java.util.Set;
import java.util.OptionalLong;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * How a proxy runs where it is deployed: other addresses than the WSDL's, the resources a binding takes
 * from its environment, and the start-up check. Unset addresses are read from the system property
 * {@code bindwise.address.<port>}, then taken from the WSDL.
 */
public final class RuntimeOptions {

    /** System property prefix: {@code -Dbindwise.address.TraderSoapPort=http://host:8080/...}. */
    public static final String ADDRESS_PROPERTY_PREFIX = "bindwise.address.";

    /** System property prefix: {@code -Dbindwise.interactionSpec.TraderJcaPort=com.ibm.connector2.cics.ECIInteractionSpec}. */
    public static final String INTERACTION_SPEC_PROPERTY_PREFIX = "bindwise.interactionSpec.";

    private final Map<String, String> addresses = new HashMap<>();
    private final Map<String, Object> resources = new HashMap<>();
    private final Map<String, String> interactionSpecs = new HashMap<>();
    private boolean probeOnStart = true;
    private Duration probeTimeout = Duration.ofSeconds(2);
    private Backoff reprobeBackoff = Backoff.DEFAULT;
    private Path planFile;
    private Duration callTimeout = Duration.ofSeconds(60);
    private double learningShare;
    private Long learningSeed;
    private LongSupplier clock = System::nanoTime;

    /**
     * The share of an operation's call time to spend trying other bindings than its first when learning is on: 2 %.
     * Learning is off by default until its benchmark shows it costs no more than that where the plan is right
     * (docs/runtime.md, "Learning which binding is fastest where it runs").
     */
    public static final double SUGGESTED_LEARNING_SHARE = 0.02;

    public static RuntimeOptions defaults() {
        return new RuntimeOptions();
    }

    /** The port's address here, in its binding's form (see {@link Endpoint}). */
    public RuntimeOptions address(String port, String address) {
        addresses.put(Objects.requireNonNull(port, "port"), Objects.requireNonNull(address, "address"));
        return this;
    }

    /**
     * A resource the port's client uses instead of finding its own: for a JCA port the
     * {@code jakarta.resource.cci.ConnectionFactory} of its resource adapter, for an RMI-IIOP port the
     * {@code org.omg.CORBA.ORB} to call through.
     */
    public RuntimeOptions resource(String port, Object resource) {
        resources.put(Objects.requireNonNull(port, "port"), Objects.requireNonNull(resource, "resource"));
        return this;
    }

    /**
     * For a JCA port: the resource adapter's InteractionSpec class, a JavaBean with the standard
     * properties functionName and interactionVerb, made once per operation (see
     * {@code dev.bindwise.runtime.internal.jca.JcaClient}).
     */
    public RuntimeOptions interactionSpec(String port, String className) {
        interactionSpecs.put(Objects.requireNonNull(port, "port"), Objects.requireNonNull(className, "className"));
        return this;
    }

    /** The JCA port's InteractionSpec class name: the options', else the system property's. */
    public Optional<String> interactionSpec(String port) {
        String className = interactionSpecs.get(port);
        return Optional.ofNullable(className != null ? className : System.getProperty(INTERACTION_SPEC_PROPERTY_PREFIX + port));
    }

    // Local Java: the service's instance, which the application hands the proxy. A class on the class path alone
    // does not make calls local: a client jar that also holds the implementation would fork a stateful service.

    /** Per local Java port, the factory of the service's instance given for it. */
    private final Map<String, Supplier<?>> localServicesByPort = new LinkedHashMap<>();
    /** Per type, the service's instance given for the local Java ports whose class is of that type. */
    private final Map<Class<?>, LocalService> localServicesByType = new LinkedHashMap<>();

    /**
     * The service's instance that local Java ports call in this JVM: the ports whose java:address class is
     * {@code type}, or a class of {@code type} (an implementation of the service's interface, where that class
     * loads here). Without an instance given here (or a target profile that declares the service co-located),
     * the proxy leaves its local Java ports out and calls the service over the next binding of its plan.
     */
    public <T> RuntimeOptions localInstance(Class<T> type, T instance) {
        Objects.requireNonNull(instance, "instance");
        if (!Objects.requireNonNull(type, "type").isInstance(instance)) {
            throw new IllegalArgumentException("the local service given for " + type.getName() + " is a "
                    + instance.getClass().getName() + ", not a " + type.getName());
        }
        localServicesByType.put(type, new LocalService("RuntimeOptions.localInstance(" + type.getName() + ".class, ...)",
                () -> instance));
        return this;
    }

    /**
     * As {@link #localInstance(Class, Object)}, with a factory the proxy calls once, when it starts, for the instance
     * its local Java port calls (named apart from it: a lambda for a service whose interface has one method would
     * match both).
     */
    public <T> RuntimeOptions localService(Class<T> type, Supplier<? extends T> factory) {
        localServicesByType.put(Objects.requireNonNull(type, "type"), new LocalService("RuntimeOptions.localService("
                + type.getName() + ".class, ...)", Objects.requireNonNull(factory, "factory")));
        return this;
    }

    /** The factory of the instance one local Java port, by its WSDL name, calls in this JVM. */
    public RuntimeOptions localService(String port, Supplier<?> factory) {
        localServicesByPort.put(Objects.requireNonNull(port, "port"), Objects.requireNonNull(factory, "factory"));
        return this;
    }

    /** A local service given in the options: the factory, and how it was given, in words. */
    public record LocalService(String given, Supplier<?> factory) {
    }

    /**
     * The local service given for the port: by its name, else by the type its java:address class is or
     * extends (looked up with {@code loader}, not initialised); empty when none was given.
     */
    public Optional<LocalService> localService(Endpoint.LocalJava endpoint, ClassLoader loader) {
        Supplier<?> byPort = localServicesByPort.get(endpoint.port());
        if (byPort != null) {
            return Optional.of(new LocalService("RuntimeOptions.localService(\"" + endpoint.port() + "\", ...)", byPort));
        }
        Class<?> named = null;
        for (Map.Entry<Class<?>, LocalService> given : localServicesByType.entrySet()) {
            Class<?> type = given.getKey();
            if (!type.getName().equals(endpoint.address())) {
                if (named == null) {
                    named = loadable(endpoint.address(), loader);
                }
                if (named == null || !type.isAssignableFrom(named)) {
                    continue;
                }
            }
            return Optional.of(given.getValue());
        }
        return Optional.empty();
    }

    /** The class, loaded but not initialised, or null when it does not load here. */
    private static Class<?> loadable(String className, ClassLoader loader) {
        try {
            return Class.forName(className, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    /** Whether the proxy probes its ports at start and leaves out those not accessible (default true). */
    public RuntimeOptions probeOnStart(boolean probe) {
        this.probeOnStart = probe;
        return this;
    }

    /** The bound of one probe (default 2 s). */
    public RuntimeOptions probeTimeout(Duration timeout) {
        this.probeTimeout = Objects.requireNonNull(timeout, "timeout");
        return this;
    }

    /**
     * How long a port that failed waits for its first background probe (default 1 s); the next waits grow
     * by the backoff ({@link #reprobeBackoff(Backoff)}).
     */
    public RuntimeOptions retryAfter(Duration wait) {
        this.reprobeBackoff = reprobeBackoff.withInitial(Objects.requireNonNull(wait, "wait"));
        return this;
    }

    /** The waits between the background probes of a port left out (default {@link Backoff#DEFAULT}). */
    public RuntimeOptions reprobeBackoff(Backoff backoff) {
        this.reprobeBackoff = Objects.requireNonNull(backoff, "backoff");
        return this;
    }

    /**
     * A plan file made by {@code select} on the target, which the proxy follows instead of its compiled plan
     * (see {@link TargetPlan}); without it, the system property or environment variable of {@link TargetPlan} names one.
     */
    public RuntimeOptions planFile(Path file) {
        this.planFile = Objects.requireNonNull(file, "file");
        return this;
    }

    /**
     * The deadline of one call over one binding (default 60 s): connecting, looking up, sending and the
     * reply all end within it, connecting also within the probe timeout. A call past it has failed in
     * transport, and its port is left out.
     */
    public RuntimeOptions callTimeout(Duration timeout) {
        this.callTimeout = Objects.requireNonNull(timeout, "timeout");
        return this;
    }

    /** The endpoint at its address here: the options', else the system property's, else the WSDL's. */
    public Endpoint locate(Endpoint endpoint) {
        String address = addresses.get(endpoint.port());
        if (address == null) {
            address = System.getProperty(ADDRESS_PROPERTY_PREFIX + endpoint.port());
        }
        return address == null ? endpoint : endpoint.at(address);
    }

    public <T> Optional<T> resource(String port, Class<T> type) {
        Object resource = resources.get(port);
        if (resource != null && !type.isInstance(resource)) {
            throw new IllegalArgumentException("the resource given for port " + port + " is a "
                    + resource.getClass().getName() + ", not a " + type.getName());
        }
        return Optional.ofNullable(type.cast(resource));
    }

    public boolean probeOnStart() {
        return probeOnStart;
    }

    public Duration probeTimeout() {
        return probeTimeout;
    }

    public Duration retryAfter() {
        return reprobeBackoff.initial();
    }

    public Backoff reprobeBackoff() {
        return reprobeBackoff;
    }

    /** The plan file given to these options, empty when none was. */
    public Optional<Path> planFile() {
        return Optional.ofNullable(planFile);
    }

    public Duration callTimeout() {
        return callTimeout;
    }

    // ---------------------------------------------------------------- idempotency declared where the proxy runs

    private final Set<String> idempotent = new HashSet<>();

    /**
     * Declares operations idempotent where the proxy runs (calling one twice does no more than calling it once),
     * besides those its plan declares: a call to one that failed after it may have reached the service is sent
     * again over the next binding. Nothing else makes an operation idempotent, not its name.
     */
    public RuntimeOptions idempotent(String... operations) {
        for (String operation : operations) {
            idempotent.add(Objects.requireNonNull(operation, "operation"));
        }
        return this;
    }

    /** Whether these options declare the operation idempotent ({@link #idempotent(String...)}). */
    public boolean declaresIdempotent(String operation) {
        return idempotent.contains(operation);
    }

    // ---------------------------------------------------------------- learning which binding is fastest here

    /**
     * How much of an operation's call time the proxy may spend on calls over other bindings than its first, to
     * measure them (0 by default: off; {@value #SUGGESTED_LEARNING_SHARE}, 2 %, is the suggested share); a binding measured faster by 10 % or more over
     * enough calls then takes the first rank (docs/runtime.md, "Learning which binding is fastest"). 0 turns
     * learning off: calls are neither measured nor sent elsewhere than the plan's order says.
     *
     * @param share from 0 to 0.5
     */
    public RuntimeOptions learningShare(double share) {
        if (!(share >= 0 && share <= 0.5)) {
            throw new IllegalArgumentException("the learning share must be from 0 (learning off) to 0.5, not " + share);
        }
        this.learningShare = share;
        return this;
    }

    /** The share of call time spent measuring other bindings ({@link #learningShare(double)}); 0 when learning is off. */
    public double learningShare() {
        return learningShare;
    }

    /**
     * The seed of the choice of which calls try another binding, so that a run is repeatable (calls made in
     * the same order choose the same bindings); without it each thread draws at random.
     */
    public RuntimeOptions learningSeed(long seed) {
        this.learningSeed = seed;
        return this;
    }

    /** The seed given to {@link #learningSeed(long)}, empty when none was. */
    public OptionalLong learningSeed() {
        return learningSeed == null ? OptionalLong.empty() : OptionalLong.of(learningSeed);
    }

    /**
     * The clock calls are timed with, in nanoseconds as {@link System#nanoTime()} (the default): a test gives a
     * clock of its own to make a binding slow or fast without waiting.
     */
    public RuntimeOptions clock(LongSupplier nanoTime) {
        this.clock = Objects.requireNonNull(nanoTime, "nanoTime");
        return this;
    }

    /** The clock calls are timed with ({@link #clock(LongSupplier)}). */
    public LongSupplier clock() {
        return clock;
    }
}
