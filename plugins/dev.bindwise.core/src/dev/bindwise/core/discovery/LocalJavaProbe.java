package dev.bindwise.core.discovery;

import java.security.CodeSource;

import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.probe.ProbeOutcome;

/**
 * A local Java endpoint: whether the class the java:address names loads in the client's class loader
 * (without initialising it). If it does, the client can call the implementation directly.
 */
final class LocalJavaProbe extends EndpointProbe {

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
            return finding(ProbeOutcome.ANSWERED, address + " loads in this JVM"
                    + (source != null && source.getLocation() != null ? " from " + source.getLocation() : ""));
        } catch (ClassNotFoundException e) {
            throw new Unusable(ProbeOutcome.FAILED, address + " is not on the client's class path");
        } catch (LinkageError e) {
            throw new Unusable(ProbeOutcome.FAILED, address + " is on the class path but does not link: " + e);
        }
    }
}
