package dev.bindwise.runtime.internal.iiop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.sun.corba.ee.spi.transport.SocketInfo;

/**
 * The ORB asks for a stub's addresses before every request, passing the stub's own contact list; the
 * answer must be that very list once it holds the address, or the ORB appends to the list each time, and
 * threads sharing the stub then fail with a ConcurrentModificationException.
 */
class OneAddressTest {

    private final OneAddress relay = new OneAddress("127.0.0.1", 4711);

    @Test
    void theFirstRequestGetsTheOneAddress() {
        List<? extends SocketInfo> addresses = relay.getSocketInfo(null, new ArrayList<>());

        assertEquals(1, addresses.size());
        assertEquals("127.0.0.1:4711", addresses.get(0).getHost() + ":" + addresses.get(0).getPort());
    }

    @Test
    void everyLaterRequestGetsTheStubsOwnListBackSoThatNothingIsAppended() {
        List<SocketInfo> stubsList = new ArrayList<>(List.of(relay));

        assertSame(stubsList, relay.getSocketInfo(null, stubsList));
    }
}
