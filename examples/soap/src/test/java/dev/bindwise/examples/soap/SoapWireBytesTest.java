package dev.bindwise.examples.soap;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.driver.ByteCountingRelay;
import dev.bindwise.examples.driver.ServerProcess;

/** The bytes the driver's relay counts for SOAP are HTTP and the SOAP envelope, and they grow as the payload does. */
@Timeout(90)
class SoapWireBytesTest {

    @Test
    void theRelaySeesAnHttpPostCarryingTheEnvelopeAndCountsItsGrowth(@TempDir Path logs) throws Exception {
        SoapBinding binding = new SoapBinding();
        ExampleService financial = ExampleServices.named("financial").orElseThrow();
        ExampleOperation addShort = financial.operation("handleAddShort1");
        try (ServerProcess server = ServerProcess.start(binding, 0, logs.resolve("soap.log"), Duration.ofSeconds(60));
                ByteCountingRelay relay = new ByteCountingRelay(server.port(), 4096); binding) {
            Object client = binding.client(financial, financial.serviceInterface(), "127.0.0.1", relay.port());

            addShort.invoke(financial.serviceInterface(), client, addShort.defaults().withArrayLength(2));
            String request = new String(relay.firstRequestBytes(), StandardCharsets.UTF_8);
            String reply = new String(relay.firstReplyBytes(), StandardCharsets.UTF_8);
            assertTrue(request.startsWith("POST /axis2/services/Financial HTTP/1.1\r\n"), request);
            assertTrue(request.contains("<soapenv:Envelope") && request.contains("<ns:handleAddShort"), request);
            assertTrue(reply.startsWith("HTTP/1.1 200 OK\r\n") && reply.contains("<ns:handleAddShortResponse"), reply);

            relay.reset();
            addShort.invoke(financial.serviceInterface(), client, addShort.defaults().withArrayLength(2));
            long two = relay.counts().requestBytes();
            relay.reset();
            addShort.invoke(financial.serviceInterface(), client, addShort.defaults().withArrayLength(20));
            long twenty = relay.counts().requestBytes();
            // Each position is the same text, so 18 more positions add 18 times one position's bytes (give or take
            // the hexadecimal digits of the chunk sizes): about 395 as the schema writes it (its unqualified
            // local elements carry no prefix), about 450 as Axis2's bean serializer wrote it.
            long perPosition = (twenty - two) / 18;
            assertTrue(perPosition > 300 && perPosition < 700, "bytes per position: " + perPosition);
            assertTrue(Math.abs(twenty - (two + 18 * perPosition)) < 40, two + " -> " + twenty);
        }
    }
}
