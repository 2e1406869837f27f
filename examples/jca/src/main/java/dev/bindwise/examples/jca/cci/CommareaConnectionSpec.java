package dev.bindwise.examples.jca.cci;

import jakarta.resource.cci.ConnectionSpec;
import jakarta.resource.spi.ConnectionRequestInfo;

/** Which transaction server a connection goes to; also the request info by which connections are matched. */
public record CommareaConnectionSpec(String host, int port) implements ConnectionSpec, ConnectionRequestInfo {

    @Override
    public String toString() {
        return host + ":" + port;
    }
}
