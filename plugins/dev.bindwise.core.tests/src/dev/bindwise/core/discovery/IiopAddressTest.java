package dev.bindwise.core.discovery;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The IIOP address forms a WSDL or JNDI configuration writes, and the GIOP LocateRequest's bytes. */
class IiopAddressTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "corbaloc:iiop:127.0.0.1:1050                     | 127.0.0.1   | 1050 | NameService",
            "corbaloc:iiop:1.2@127.0.0.1:1050/NameService     | 127.0.0.1   | 1050 | NameService",
            "corbaloc::backend.example/Trader%20Home          | backend.example | 2809 | Trader Home",
            "corbaloc:iiop:a.example:900,iiop:b.example:901/X | a.example   | 900  | X",
            "corbaloc:iiop:[::1]:3700/NameService             | ::1         | 3700 | NameService",
            "corbaname:iiop:host.example:2809#ejb/Trader      | host.example | 2809 | NameService",
            "corbaname:iiop:host.example:1050/NameService#ejb | host.example | 1050 | NameService",
            "iiop://host.example:3700                         | host.example | 3700 | NameService",
            "iiop://host.example                              | host.example | 900  | NameService",
            "iiopname://host.example                          | host.example | 2809 | NameService" })
    void urlForms(String url, String host, int port, String key) {
        IiopAddress address = IiopAddress.parse(url);
        assertEquals(new HostPort(host, port), address.endpoint());
        assertEquals(key, address.describeKey());
    }

    @ParameterizedTest
    @ValueSource(strings = { "Trader", "corbaloc:rir:/NameService", "corbaloc:iiop:host.example:port/X",
            "corbaloc:iiop:/X", "corbaloc:iiop:h.example:1/bad%zzkey", "IOR:0000", "IOR:xyz" })
    void othersAreRefusedWithTheirReason(String address) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> IiopAddress.parse(address));
        assertTrue(e.getMessage().length() > 10, e.getMessage());
    }

    @Test
    void anIorGivesTheAddressAndKeyOfItsIiopProfile() {
        // A big-endian IOR: type id "IDL:X:1.0", one TAG_INTERNET_IOP profile for 127.0.0.1:1050, key "k1".
        ByteBuffer profile = ByteBuffer.allocate(64).order(ByteOrder.BIG_ENDIAN);
        profile.put((byte) 0).put((byte) 1).put((byte) 2); // byte order, IIOP 1.2
        profile.put((byte) 0).putInt(10).put("127.0.0.1\0".getBytes(StandardCharsets.US_ASCII)); // length aligned on 4
        // the port (a ushort) at 18, the key's length (a ulong) at 20: both aligned already
        profile.putShort((short) 1050).putInt(2).put("k1".getBytes(StandardCharsets.US_ASCII));
        byte[] profileBytes = Arrays.copyOf(profile.array(), profile.position());
        ByteBuffer ior = ByteBuffer.allocate(128).order(ByteOrder.BIG_ENDIAN);
        ior.put((byte) 0).put(new byte[3]).putInt(10).put("IDL:X:1.0\0".getBytes(StandardCharsets.US_ASCII));
        ior.put(new byte[2]).putInt(1).putInt(0).putInt(profileBytes.length).put(profileBytes);
        String stringified = "IOR:" + HexFormat.of().formatHex(ior.array(), 0, ior.position());

        IiopAddress address = IiopAddress.parse(stringified);

        assertEquals(new HostPort("127.0.0.1", 1050), address.endpoint());
        assertEquals("k1", address.describeKey());
    }

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
