package dev.bindwise.examples.cxf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/** Each saved WSDL, the input proxies are generated from, is what its CXF service publishes (but for its address). */
class SavedWsdlTest {

    @Test
    void eachSavedWsdlIsTheServicesOwn() throws Exception {
        CxfServer server = CxfServer.start(0);
        try {
            for (String service : CxfServer.SERVICES) {
                String live = CxfProxy.liveWsdl(server, service);
                Path copy = Path.of("target/" + service + ".live.wsdl");
                Files.writeString(copy, live);
                assertEquals(Files.readString(CxfProxy.wsdl(service)).strip(), live.strip(), service
                        + ".wsdl is not what the service publishes now: copy " + copy + " over it");
            }
        } finally {
            server.stop();
        }
    }
}
