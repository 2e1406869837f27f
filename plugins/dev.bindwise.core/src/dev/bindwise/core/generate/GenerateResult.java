package dev.bindwise.core.generate;

import java.util.List;

import dev.bindwise.model.RankedBinding;

/**
 * What a generation did: each file's outcome, per operation the bindings its proxy calls in order, and what
 * the proxy needs of the service's own classes.
 *
 * @param files in the order they were generated: per port type its interface and proxy, then the data classes
 * @param operations per operation of the plan, the bindings the proxy routes it to
 * @param serviceClasses the service's own classes the proxy needs and the client must bring (none of the JDK's):
 *            those the sources name (from the WSDL's Java type mapping) and those a routed port calls
 * @param needServiceClasses the routed ports whose bindings need the service's own classes, not look-alikes
 *            (RMI-IIOP's value types and remote interface, local Java's implementation): while there is one,
 *            the mapped classes cannot be generated instead
 */
public record GenerateResult(List<GeneratedFile> files, List<ProxyOperation> operations,
        List<ServiceClass> serviceClasses, List<String> needServiceClasses) {

    /**
     * One operation of a generated proxy.
     *
     * @param routes the ranked bindings its proxy calls, chosen first
     * @param idempotent whether a call that failed in transport is sent again over the next binding
     */
    public record ProxyOperation(String portType, String operation, List<RankedBinding> routes, boolean idempotent) {
    }

    /**
     * A class of the service's own that the proxy needs.
     *
     * @param name the class's binary name, e.g. {@code dev.bindwise.examples.trader.Quote}
     * @param port null for a class the sources name (the proxy does not compile without it); else the port
     *            whose calls need it at run time (without it the proxy leaves that port out, and says why)
     * @param why what names it, in words
     */
    public record ServiceClass(String name, String port, String why) {

        public boolean neededToCompile() {
            return port == null;
        }
    }

    /** The files the user edited since they were generated, which were kept. */
    public List<GeneratedFile> kept() {
        return files.stream().filter(f -> f.outcome() == GeneratedFile.Outcome.KEPT).toList();
    }
}
