package dev.bindwise.examples.commands;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.bindwise.core.discovery.EndpointAddress;
import dev.bindwise.core.discovery.HostPort;
import dev.bindwise.model.Port;
import dev.bindwise.model.Service;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * One WSDL port of an example service as {@code serve} serves it: the address the WSDL gives it, and the
 * address it is served at (the same host form on loopback, at the port the binding's server got), or null
 * when no server of serve's serves it (local Java, a binding not started).
 */
record ServedPort(String name, BindingKind kind, String wsdlAddress, String servedAddress) {

    /** Whether a proxy must be told the served address: it is served, elsewhere than the WSDL says. */
    boolean moved() {
        return servedAddress != null && !servedAddress.equals(wsdlAddress);
    }

    /**
     * The ports of a service description, each at the loopback port of its kind's server when one serves it.
     *
     * @param serverPorts per kind, the port its server listens on, for the kinds that serve this service
     */
    static List<ServedPort> of(ServiceDescription description, Map<BindingKind, Integer> serverPorts) {
        List<ServedPort> ports = new ArrayList<>();
        for (Service service : description.getServices()) {
            for (Port port : service.getPorts()) {
                String wsdlAddress = EndpointAddress.of(port, null);
                Integer serverPort = serverPorts.get(port.getKind());
                String served = serverPort == null ? null
                        : EndpointAddress.remote(port.getKind(), wsdlAddress)
                                .map(at -> at(wsdlAddress, at, serverPort)).orElse(null);
                ports.add(new ServedPort(port.getName(), port.getKind(), wsdlAddress, served));
            }
        }
        return ports;
    }

    /** The WSDL's port of this kind as it names its host and port, where serve prefers to listen. */
    static Optional<Integer> wsdlPort(ServiceDescription description, BindingKind kind) {
        return description.getServices().stream().flatMap(service -> service.getPorts().stream())
                .filter(port -> port.getKind() == kind)
                .flatMap(port -> EndpointAddress.remote(kind, EndpointAddress.of(port, null)).stream())
                .map(HostPort::port).findFirst();
    }

    /**
     * The address with its host and port replaced by loopback and the server's port; every form the example
     * WSDLs use (an http URL, corbaloc:iiop:host:port, tcp://host:port) writes them as host:port.
     */
    private static String at(String address, HostPort wsdl, int port) {
        String hostPort = wsdl.toString();
        int where = address.indexOf(hostPort);
        if (where < 0) {
            throw new IllegalStateException("the address " + address + " does not name " + hostPort
                    + " as host:port; serve cannot say where it is served");
        }
        return address.substring(0, where) + "127.0.0.1:" + port + address.substring(where + hostPort.length());
    }
}
