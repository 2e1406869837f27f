package dev.bindwise.runtime.internal.iiop;

import dev.bindwise.runtime.iiop.GlassFishOrbs;
import java.util.List;

import com.sun.corba.ee.spi.ior.IOR;
import com.sun.corba.ee.spi.transport.IORToSocketInfo;
import com.sun.corba.ee.spi.transport.SocketInfo;

/**
 * Where a GlassFish ORB connects for an object reference: always one host and port, whatever the
 * reference's own profile and alternate addresses say (see {@link GlassFishOrbs#clientReachingEverythingAt}).
 */
public record OneAddress(String host, int port) implements IORToSocketInfo, SocketInfo {

    @Override
    public List<? extends SocketInfo> getSocketInfo(IOR ior, List<? extends SocketInfo> previous) {
        // As the ORB's own IORToSocketInfoImpl: the list it passes in is the stub's contact list, and handing
        // it back means "nothing new". Anything else is appended to that list on every request, which grows
        // it without bound and breaks the iteration of every other thread calling the same stub at the time
        // (a ConcurrentModificationException in ContactInfoListIteratorImpl).
        return previous.isEmpty() ? List.of(this) : previous;
    }

    @Override
    public String getType() {
        return IIOP_CLEAR_TEXT;
    }

    @Override
    public String getHost() {
        return host;
    }

    @Override
    public int getPort() {
        return port;
    }
}
