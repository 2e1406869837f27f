package dev.bindwise.examples.cxf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/** Orders.wsdl, the input proxies are generated from, is what the CXF service publishes (but for its address). */
class OrdersWsdlTest {

    @Test
    void savedWsdlIsTheServicesOwn() throws Exception {
        CxfServer server = CxfServer.start(0);
        try {
            String live = CxfProxy.liveWsdl(server);
            Files.writeString(Path.of("target/Orders.live.wsdl"), live);
            assertEquals(Files.readString(CxfProxy.WSDL).strip(), live.strip(),
                    "Orders.wsdl is not what the service publishes now: copy target/Orders.live.wsdl over it");
        } finally {
            server.stop();
        }
    }
}
