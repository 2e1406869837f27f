package dev.bindwise.examples.report;

import dev.bindwise.examples.ExampleCaller;

/**
 * The Bindwise proxy as the load driver sees it: a caller with no server of its own whose clients call
 * the servers of the bindings, over the binding the plan chose where the proxy runs.
 */
public interface ProxyBinding extends ExampleCaller {

    /**
     * The binding the proxy's calls of the WSDL operation went to, as its runtime says; null when it made none.
     *
     * @param operation the WSDL operation (the example operation's method name)
     */
    String chosen(String service, String operation);
}
