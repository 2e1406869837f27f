package dev.bindwise.examples.soap;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.context.ConfigurationContextFactory;
import org.apache.axis2.description.java2wsdl.bytecode.MethodTable;

import dev.bindwise.examples.ExampleService;

/**
 * What the SOAP server and its client agree on for an example service: the service's name and path,
 * its XML namespace, the SOAP action and the element names of the arguments (as the example WSDLs say),
 * and the server's Axis2 configuration.
 */
final class SoapContract {

    private static final String SERVICES_PATH = "/axis2/services/";

    private SoapContract() {
    }

    /** The service name Axis2 publishes, as in the WSDL's address: the Java interface's simple name. */
    static String serviceName(ExampleService service) {
        return service.serviceInterface().getSimpleName();
    }

    static String address(ExampleService service, String host, int port) {
        return "http://" + host + ":" + port + SERVICES_PATH + serviceName(service);
    }

    /** The target namespace of the service's WSDL, and of every element its messages carry. */
    static String namespace(ExampleService service) {
        return "http://bindwise.dev/examples/" + service.name();
    }

    /** The soap:operation soapAction of the method's operation in the example WSDLs. */
    static String soapAction(Method method) {
        return "urn:" + method.getName();
    }

    /** The class Axis2 deploys as the POJO service: the implementation, since interfaces carry no parameter names. */
    static Class<?> implementationClass(ExampleService service) {
        return service.implementation().get().getClass();
    }

    /**
     * The element names of the arguments of each method of the service's interface. Axis2 reads them
     * from the implementation's debug information (MethodTable), falling back to args0, args1, ...; the
     * client reads them the same way, so both sides always agree.
     */
    static Map<String, List<String>> parameterNames(ExampleService service) throws Exception {
        MethodTable table = new MethodTable(implementationClass(service));
        Map<String, List<String>> names = new HashMap<>();
        for (Method method : service.serviceInterface().getMethods()) {
            String[] found = table.getParameterNames(method.getName());
            List<String> methodNames = new ArrayList<>();
            for (int i = 0; i < method.getParameterCount(); i++) {
                methodNames.add(found != null && i < found.length ? found[i] : "args" + i);
            }
            names.put(method.getName(), methodNames);
        }
        return names;
    }

    /** The server's Axis2 configuration, from this package's axis2.xml on the class path: no repository on disk. */
    static ConfigurationContext newConfigurationContext() throws AxisFault {
        return ConfigurationContextFactory.createConfigurationContextFromURIs(
                SoapContract.class.getResource("axis2.xml"), null);
    }
}
