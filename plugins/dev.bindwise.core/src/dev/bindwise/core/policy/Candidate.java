package dev.bindwise.core.policy;

import java.util.Objects;

import dev.bindwise.runtime.BindingKind;

/**
 * A way the client could call an operation: over one port of the service, whose binding is of the given
 * kind. There is one candidate per operation and port; the rules exclude candidates (P1, P2) and order
 * the rest (P3).
 *
 * @param operation the operation, by a name unique among the facts of one decision
 * @param kind      the binding kind of the port
 * @param port      the port's name in the WSDL
 * @param offered   whether the port's binding binds this operation (a binding need not bind every
 *                  operation of its port type)
 */
public record Candidate(String operation, BindingKind kind, String port, boolean offered) {

    public Candidate {
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(port, "port");
    }

    /** A candidate whose binding binds the operation. */
    public static Candidate offered(String operation, BindingKind kind, String port) {
        return new Candidate(operation, kind, port, true);
    }

    /** "TraderSoapPort (SOAP)". */
    @Override
    public String toString() {
        return port + " (" + kind + ")";
    }
}
