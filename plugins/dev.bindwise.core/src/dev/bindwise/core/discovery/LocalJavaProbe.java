package dev.bindwise.core.discovery;

import java.security.CodeSource;

import dev.bindwise.runtime.internal.Deadline;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.probe.ProbeOutcome;

/**
 * A local Java endpoint: whether the class the java:address names loads in the client's class loader (without
 * initialising it). Either way it is not accessible on that alone: a class on the client's class path (a client jar
 * that also holds the implementation) does not make calls local, or a stateful service would fork. The proxy calls in
 * process only on an instance the application gives it ({@code RuntimeOptions.localService}), which it checks where
 * it runs, or where a target profile declares the service co-located ({@code client.sameJvm: true}).
 */
final class LocalJavaProbe extends EndpointProbe {

    /** What else makes the port usable, for the finding's reason. */
    static final String WHAT_MAKES_IT_LOCAL = "a class on the class path alone does not make calls local: the application"
            + " gives the proxy the instance (RuntimeOptions.localService), or a target profile declares the service"
            + " co-located (client.sameJvm: true)";

    private final ClassLoader loader;

    LocalJavaProbe(String port, String className, ClassLoader loader) {
        super(port, BindingKind.LOCAL_JAVA, className);
        this.loader = loader;
    }

    @Override
    Findings probe(Deadline deadline) throws Unusable {
        try {
            Class<?> found = Class.forName(address.trim(), false, loader);
            CodeSource source = found.getProtectionDomain().getCodeSource();
            throw new Unusable(ProbeOutcome.FAILED, address + " loads in the client's class loader"
                    + (source != null && source.getLocation() != null ? " from " + source.getLocation() : "")
                    + ", but " + WHAT_MAKES_IT_LOCAL);
        } catch (ClassNotFoundException e) {
            throw new Unusable(ProbeOutcome.FAILED, address + " is not on the client's class path; " + WHAT_MAKES_IT_LOCAL);
        } catch (LinkageError e) {
            throw new Unusable(ProbeOutcome.FAILED, address + " is on the class path but does not link: " + e);
        }
    }
}
