package dev.bindwise.runtime.internal.probe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.junit.jupiter.api.Test;

/**
 * The bytes of the GIOP LocateRequest that probes an RMI-IIOP endpoint, and the reply read back (the
 * address forms it is sent to: the runtime's IiopAddressTest).
 */
class GiopLocateTest {

    @Test
    void theLocateRequestIsAGiop12MessageWithTheKeyAlignedOnFour() {
        byte[] key = "NameService".getBytes(StandardCharsets.US_ASCII);
        byte[] message = GiopLocate.request(7, key);

        ByteBuffer read = ByteBuffer.wrap(message).order(ByteOrder.BIG_ENDIAN);
        assertEquals("GIOP", new String(message, 0, 4, StandardCharsets.US_ASCII));
        assertEquals(1, message[4]);
        assertEquals(2, message[5]);
        assertEquals(0, message[6], "flags: big-endian");
        assertEquals(GiopLocate.LOCATE_REQUEST, message[7]);
        assertEquals(message.length - 12, read.getInt(8), "the header's size counts the body only");
        assertEquals(7, read.getInt(12), "request_id");
        assertEquals(0, read.getShort(16), "TargetAddress discriminator KeyAddr");
        assertEquals(key.length, read.getInt(20), "the key's length, aligned on 4 after two bytes of padding");
        assertArrayEquals(key, Arrays.copyOfRange(message, 24, message.length));
    }

    @Test
    void aLittleEndianLocateReplyIsRead() throws Exception {
        ByteBuffer reply = ByteBuffer.allocate(20).order(ByteOrder.LITTLE_ENDIAN);
        reply.put("GIOP".getBytes(StandardCharsets.US_ASCII)).put((byte) 1).put((byte) 2).put((byte) 1)
                .put((byte) GiopLocate.LOCATE_REPLY).putInt(8).putInt(7).putInt(1);

        GiopLocate.Reply read = GiopLocate.readReply(new ByteArrayInputStream(reply.array()));

        assertEquals(7, read.requestId());
        assertEquals("GIOP 1.2 LocateReply OBJECT_HERE", read.describe());
    }
}
