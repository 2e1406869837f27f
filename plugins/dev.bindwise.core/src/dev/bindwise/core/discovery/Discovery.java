package dev.bindwise.core.discovery;

import dev.bindwise.model.Facts;
import dev.bindwise.model.ServiceDescription;

/**
 * Environment discovery (the paper's section 3.2): facts about where a client is deployed, each from a
 * real probe within a time bound, merged with the facts a target profile declares. The one call the
 * rest of Bindwise makes; {@link DiscoverOperation} is the same with progress and cancellation.
 */
public final class Discovery {

    private Discovery() {
    }

    /**
     * Probes the target of a service description and returns its facts: every name of
     * {@link FactNames#ALL}, and one endpoint per port of the description, each with its source.
     * Returns within the request's timeout (plus the time to assemble the result).
     *
     * @throws IllegalArgumentException when the request names a project or server folder that does not exist
     */
    public static Facts discover(ServiceDescription description, DiscoveryRequest request) {
        return new DiscoverOperation(description, request).execute(DiscoveryMonitor.NONE);
    }
}
