package dev.bindwise.runtime;

import java.util.Objects;

/**
 * Where one port of the service is reached: the port's address from the WSDL, which a deployment may
 * replace ({@link RuntimeOptions#address}). One record per binding kind.
 */
public sealed interface Endpoint {

    /** The WSDL port's name, which routes and options refer to. */
    String port();

    BindingKind kind();

    /** The address in the form of its binding (URL, corbaloc, tcp://host:port, class name). */
    String address();

    /** This endpoint at another address. */
    Endpoint at(String address);

    /**
     * SOAP over HTTP, document/literal.
     *
     * @param address the soap:address location
     * @param namespace the target namespace of the request and reply wrapper elements
     */
    record Soap(String port, String address, String namespace) implements Endpoint {

        public Soap {
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(address, "address");
            Objects.requireNonNull(namespace, "namespace");
        }

        @Override
        public BindingKind kind() {
            return BindingKind.SOAP;
        }

        @Override
        public Soap at(String newAddress) {
            return new Soap(port, newAddress, namespace);
        }
    }

    /**
     * RMI-IIOP to a remote object registered in a CORBA naming service (WSIF's ejb:address).
     *
     * @param address the naming service (ejb:address jndiProviderURL), in a form that
     *        {@link dev.bindwise.runtime.internal.iiop.IiopAddress} reads, such as {@code corbaloc:iiop:host:port}
     * @param name the name the object is bound to (ejb:address jndiName), in the naming context the address names
     * @param remoteInterface the RMI remote interface the object implements, or the EJB home that creates it
     *        (ejb:address className; see {@code iiop.IiopClient})
     */
    record RmiIiop(String port, String address, String name, String remoteInterface) implements Endpoint {

        public RmiIiop {
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(address, "address");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(remoteInterface, "remoteInterface");
        }

        @Override
        public BindingKind kind() {
            return BindingKind.RMI_IIOP;
        }

        @Override
        public RmiIiop at(String newAddress) {
            return new RmiIiop(port, newAddress, name, remoteInterface);
        }
    }

    /**
     * JCA: a CCI resource adapter to a transaction server (WSIF's cics:address).
     *
     * @param address the adapter's connection URL (cics:address connectionURL), e.g. {@code tcp://host:port}
     * @param serverName the server the adapter connects to (cics:address serverName), may be empty
     */
    record Jca(String port, String address, String serverName) implements Endpoint {

        public Jca {
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(address, "address");
            Objects.requireNonNull(serverName, "serverName");
        }

        @Override
        public BindingKind kind() {
            return BindingKind.JCA;
        }

        @Override
        public Jca at(String newAddress) {
            return new Jca(port, newAddress, serverName);
        }
    }

    /**
     * Local Java: the service called in the client's own JVM (WSIF's java:address className), on the instance the
     * application gives ({@link RuntimeOptions#localService}), or, where a target profile declared the service
     * co-located, on one the proxy makes itself.
     *
     * @param address the implementation's class name
     * @param colocated a target profile declared the service co-located with the client: without an instance given,
     *        the class is made once with its public no-argument constructor (the plan's {@link Condition#colocated})
     */
    record LocalJava(String port, String address, boolean colocated) implements Endpoint {

        public LocalJava {
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(address, "address");
        }

        /** A port that is called only on an instance the application gives. */
        public LocalJava(String port, String address) {
            this(port, address, false);
        }

        @Override
        public BindingKind kind() {
            return BindingKind.LOCAL_JAVA;
        }

        @Override
        public LocalJava at(String newAddress) {
            return new LocalJava(port, newAddress, colocated);
        }

        /** This port, declared co-located. */
        public LocalJava declaredColocated() {
            return new LocalJava(port, address, true);
        }
    }
}
