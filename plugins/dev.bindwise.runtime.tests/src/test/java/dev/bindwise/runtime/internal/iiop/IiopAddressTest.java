package dev.bindwise.runtime.internal.iiop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The IIOP address forms a WSDL or JNDI configuration writes: where the naming service is, which object
 * key a probe asks about, what the ORB is given and which context names are looked up in. The forms
 * against a real naming service: {@code dev.bindwise.runtime.remote.IiopAddressFormsTest}.
 */
class IiopAddressTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "corbaloc:iiop:127.0.0.1:1050                     | 127.0.0.1       | 1050 | NameService | corbaloc:iiop:1.2@127.0.0.1:1050/NameService  | ''",
            "corbaloc:iiop:1.0@127.0.0.1:1050/NameService     | 127.0.0.1       | 1050 | NameService | corbaloc:iiop:1.0@127.0.0.1:1050/NameService  | ''",
            "corbaloc::backend.example/Trader%20Home          | backend.example | 2809 | Trader Home | corbaloc:iiop:1.2@backend.example:2809/Trader%20Home | ''",
            "corbaloc:iiop:a.example:900,iiop:b.example:901/X | a.example       | 900  | X           | corbaloc:iiop:1.2@a.example:900/X             | ''",
            "corbaloc:iiop:[::1]:3700/NameService             | ::1             | 3700 | NameService | corbaloc:iiop:1.2@[::1]:3700/NameService      | ''",
            "corbaname:iiop:host.example#ejb/Trader           | host.example    | 2809 | NameService | corbaloc:iiop:1.2@host.example:2809/NameService | ejb/Trader",
            "corbaname:iiop:host.example:1050/NameService#ejb | host.example    | 1050 | NameService | corbaloc:iiop:1.2@host.example:1050/NameService | ejb",
            "iiop://host.example:3700                         | host.example    | 3700 | NameService | corbaloc:iiop:1.2@host.example:3700/NameService | ''",
            "iiop://host.example/ejb/my%20beans               | host.example    | 2809 | NameService | corbaloc:iiop:1.2@host.example:2809/NameService | ejb/my beans",
            "iiopname://host.example                          | host.example    | 2809 | NameService | corbaloc:iiop:1.2@host.example:2809/NameService | ''",
            "IIOPNAME://host.example:1050/ejb                 | host.example    | 1050 | NameService | corbaloc:iiop:1.2@host.example:1050/NameService | ejb" })
    void urlForms(String url, String host, int port, String key, String namingReference, String context) {
        IiopAddress address = IiopAddress.parse(url);
        assertEquals(host, address.host());
        assertEquals(port, address.port());
        assertEquals(key, address.describeKey());
        assertEquals(namingReference, address.namingReference());
        assertEquals(context, address.contextName());
    }

    @Test
    void everyFormWithoutAPortMeansTheNamingServicesPort() {
        for (String form : new String[] { "corbaloc:iiop:h.example", "corbaloc::h.example/X", "corbaname:iiop:h.example#a",
                "iiop://h.example", "iiopname://h.example/a" }) {
            assertEquals(2809, IiopAddress.parse(form).port(), form);
        }
    }

    @Test
    void aNameIsLookedUpInTheContextTheAddressNames() {
        assertEquals("Trader", IiopAddress.parse("corbaloc:iiop:h.example:1").nameInContext("Trader"));
        assertEquals("ejb/Trader", IiopAddress.parse("corbaname:iiop:h.example:1#ejb").nameInContext("Trader"));
        assertEquals("ejb/Trader", IiopAddress.parse("iiop://h.example:1/ejb").nameInContext("Trader"));
    }

    @ParameterizedTest
    @CsvSource({ "Trader, UNKNOWN_FORM", "http://host:1050, UNKNOWN_FORM", "corbaloc:rir:/NameService, NOT_IIOP",
            "corbaloc:ssl:h.example:1, NOT_IIOP", "corbaloc:iiop:host.example:port/X, HOST_OR_PORT",
            "corbaloc:iiop:/X, HOST_OR_PORT", "corbaloc:iiop:h.example:1/bad%zzkey, ESCAPE",
            "corbaloc:iiop:h.example:70000, HOST_OR_PORT", "iiop://, HOST_OR_PORT", "IOR:0000, IOR", "IOR:xyz, IOR" })
    void othersAreRefusedWithTheirReasonAndItsKind(String address, IiopAddress.Malformed.Problem problem) {
        IiopAddress.Malformed e = assertThrows(IiopAddress.Malformed.class, () -> IiopAddress.parse(address));
        assertTrue(e.getMessage().length() > 10, e.getMessage());
        assertEquals(problem, e.problem(), e.getMessage());
    }

    @Test
    void anIorGivesTheAddressAndKeyOfItsIiopProfileAndIsItsOwnReference() {
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

        assertEquals("127.0.0.1", address.host());
        assertEquals(1050, address.port());
        assertEquals("k1", address.describeKey());
        assertEquals(stringified, address.namingReference());
        assertEquals("", address.contextName());
    }
}
