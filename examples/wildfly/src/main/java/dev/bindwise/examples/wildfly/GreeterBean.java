package dev.bindwise.examples.wildfly;

import jakarta.ejb.RemoteHome;
import jakarta.ejb.Stateless;
import jakarta.jws.WebMethod;
import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.jws.WebService;

/**
 * One stateless bean, two bindings from the same WildFly: a JAX-WS endpoint (SOAP/HTTP, document/literal
 * wrapped) and the EJB 2.x home/remote view over RMI-IIOP, which {@code META-INF/jboss-ejb3.xml} exports.
 * The names in the annotations are those of {@code examples/wildfly/Greeter.wsdl}. A blank name is refused with
 * {@link GreetingRefused}, the WSDL's declared fault.
 */
@Stateless
@RemoteHome(GreeterHome.class)
@WebService(name = "Greeter", serviceName = "GreeterService", portName = "GreeterSoapPort",
        targetNamespace = "http://bindwise.dev/examples/wildfly")
public class GreeterBean {

    @WebMethod
    @WebResult(name = "return")
    public String greet(@WebParam(name = "name") String name) throws GreetingRefused {
        if (name == null || name.isBlank()) {
            throw new GreetingRefused("a greeting needs a name", name);
        }
        return "Hello, " + name;
    }

    @WebMethod
    @WebResult(name = "return")
    public int add(@WebParam(name = "a") int a, @WebParam(name = "b") int b) {
        return a + b;
    }
}
