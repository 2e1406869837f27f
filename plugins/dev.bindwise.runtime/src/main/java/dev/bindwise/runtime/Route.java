package dev.bindwise.runtime;

import java.util.List;
import java.util.Objects;

/**
 * How one operation is called over one port: the binding operation's own details. An operation's routes
 * are in the plan's order, the chosen binding first and its fallbacks after it.
 */
public sealed interface Route {

    /** The port ({@link Endpoint#port()}) this route calls. */
    String port();

    /**
     * A SOAP call, written and read as its operation's schema says.
     *
     * @param soapAction the soap:operation soapAction, empty when the WSDL gives none
     * @param schema the operation's messages as the WSDL's schema declares them
     */
    record Soap(String port, String soapAction, dev.bindwise.runtime.soap.SoapOperation schema) implements Route {

        public Soap {
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(soapAction, "soapAction");
            Objects.requireNonNull(schema, "schema: a SOAP call is written by the WSDL's schema (generate the proxy again)");
        }
    }

    /**
     * A call of a method of the remote interface (ejb:operation methodName), with the operation's
     * parameters in their order (ejb:operation parameterOrder).
     *
     * @param faults the operation's declared faults, by the service exception the binding maps each to
     */
    record RmiIiop(String port, String methodName, List<JavaFault> faults) implements Route {

        public RmiIiop {
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(methodName, "methodName");
            faults = List.copyOf(faults);
        }

        public RmiIiop(String port, String methodName, JavaFault... faults) {
            this(port, methodName, List.of(faults));
        }
    }

    /**
     * A CCI interaction with a program of the transaction server, exchanging fixed-length COMMAREA
     * records.
     *
     * @param program the program called (cics:operation functionName)
     * @param interactionVerb the cics:operation interactionVerb, empty when the WSDL gives none
     * @param requestRecord the request record's layout as text ({@code dev.bindwise.runtime.internal.commarea.LayoutText}):
     *        the request type (the operation's name) and then one item per parameter
     * @param replyRecord the reply record's layout: one item, the result
     */
    record Jca(String port, String program, String interactionVerb, String requestRecord, String replyRecord)
            implements Route {

        public Jca {
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(program, "program");
            Objects.requireNonNull(interactionVerb, "interactionVerb");
            Objects.requireNonNull(requestRecord, "requestRecord");
            Objects.requireNonNull(replyRecord, "replyRecord");
        }
    }

    /**
     * A direct call of a method of the implementation class (java:operation methodName).
     *
     * @param faults the operation's declared faults, by the service exception the binding maps each to
     */
    record LocalJava(String port, String methodName, List<JavaFault> faults) implements Route {

        public LocalJava {
            Objects.requireNonNull(port, "port");
            Objects.requireNonNull(methodName, "methodName");
            faults = List.copyOf(faults);
        }

        public LocalJava(String port, String methodName, JavaFault... faults) {
            this(port, methodName, List.of(faults));
        }
    }
}
