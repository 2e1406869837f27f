package dev.bindwise.runtime.iiop;

import java.util.List;

import com.sun.corba.ee.spi.ior.IOR;
import com.sun.corba.ee.spi.transport.IORToSocketInfo;
import com.sun.corba.ee.spi.transport.SocketInfo;

/**
 * Where a GlassFish ORB connects for an object reference: always one host and port, whatever the
 * reference's own profile and alternate addresses say (see {@link GlassFishOrbs#clientReachingEverythingAt}).
 */
record OneAddress(String host, int port) implements IORToSocketInfo, SocketInfo {

    @Override
    public List<? extends SocketInfo> getSocketInfo(IOR ior, List<? extends SocketInfo> previous) {
        // A new list each time: the ORB takes the very list it passed in as "nothing new".
        return List.of(this);
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
