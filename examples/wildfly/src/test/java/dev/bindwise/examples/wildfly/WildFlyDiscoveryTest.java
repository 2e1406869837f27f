package dev.bindwise.examples.wildfly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

import dev.bindwise.core.discovery.DiscoverOperation;
import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.discovery.FactNames;
import dev.bindwise.core.discovery.TargetProfile;
import dev.bindwise.examples.proxies.GeneratedProxies;
import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.Facts;
import dev.bindwise.model.ServiceDescription;

/**
 * Discovery against the real WildFly: {@code discover --server-home} names the product and version from the
 * unpacked distribution, and both endpoints of Greeter.wsdl (at the running server's ports) are probed
 * accessible, the IIOP one by a GIOP LocateRequest to WildFly's ORB. WildFly 37 sends no Server or
 * X-Powered-By header, so its SOAP endpoint's banner names nothing.
 */
@ExtendWith(RunningWildFly.class)
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class WildFlyDiscoveryTest {

    @Test
    void theServerHomeNamesWildFlyAndItsVersionAndBothPortsAnswer(WildFlyServer wildFly) throws Exception {
        ServiceDescription description = GeneratedProxies.read(GreeterProxies.SERVICE, GreeterProxies.ROOT);
        String profile = """
                {"format": "bindwise.target/1", "name": "the example WildFly",
                 "endpoints": {"%s": {"address": "http://127.0.0.1:%d/greeter/GreeterService/Greeter"},
                               "%s": {"address": "corbaloc:iiop:1.2@127.0.0.1:%d/NameService"}}}
                """.formatted(GreeterProxies.SOAP_PORT, wildFly.http().getPort(), GreeterProxies.IIOP_PORT,
                wildFly.iiop().getPort());
        Facts facts = new DiscoverOperation(description, DiscoveryRequest.defaults().withServerHome(wildFly.home())
                .withProfile(TargetProfile.parse(profile, "wildfly-target.json"))).execute(null);
        Map<String, Fact> byName = facts.getFacts().stream().collect(Collectors.toMap(Fact::getName, f -> f));
        assertEquals("WildFly", byName.get(FactNames.SERVER_VENDOR).getValue(), byName.get(FactNames.SERVER_VENDOR).getDetail());
        assertEquals("37.0.1.Final", byName.get(FactNames.SERVER_VERSION).getValue());
        for (EndpointFact endpoint : facts.getEndpoints()) {
            assertTrue(endpoint.isAccessible(), endpoint.getPort() + ": " + endpoint.getReason());
        }
        Fact banner = byName.get(FactNames.SERVER_BANNER);
        System.out.println("WildFly's SOAP banner as discovery reads it: " + banner.getValue() + " (" + banner.getDetail() + ")");
    }
}
