package dev.bindwise.examples.soap;

import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.context.ConfigurationContextFactory;
import org.apache.axis2.description.java2wsdl.bytecode.MethodTable;

import dev.bindwise.core.generate.GenerateException;
import dev.bindwise.core.generate.SoapOperations;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.runtime.soap.SoapOperation;

/**
 * What the SOAP server and its client agree on for an example service: the service's name and path,
 * its XML namespace, the SOAP action and the element names of the arguments (as the example WSDLs say),
 * each operation's schema as the WSDL has it, and the server's Axis2 configuration.
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

    /**
     * The {@link SoapOperation} of each operation of the service's SOAP port, by operation name, as a proxy
     * generated from the example's WSDL carries them (the generator's own builder, {@link SoapOperations}): the
     * client writes and reads the service's classes by the WSDL's schema, as a generated proxy does.
     *
     * @throws IllegalStateException when the WSDL cannot be found or read
     */
    static Map<String, SoapOperation> operations(ExampleService service) {
        Path wsdl = wsdl(service);
        try {
            return SoapOperations.of(new WsdlReader().read(wsdl), serviceName(service) + "SoapPort");
        } catch (WsdlReadException | GenerateException e) {
            throw new IllegalStateException("the SOAP operations of " + service.name() + " from " + wsdl + ": "
                    + e.getMessage(), e);
        }
    }

    /**
     * The service's WSDL in the checkout: under the folder {@code bindwise.root} names when it is there, else the
     * first folder up from the working directory that has it (the example modules run from their own folders; a
     * {@code bindwise.root} may name a checkout without the examples' WSDLs, as a test of a missing WildFly does).
     */
    private static Path wsdl(ExampleService service) {
        String root = System.getProperty("bindwise.root");
        if (root != null && Files.isRegularFile(Path.of(root).resolve(service.wsdl()))) {
            return Path.of(root).resolve(service.wsdl());
        }
        for (Path folder = Path.of("").toAbsolutePath(); folder != null; folder = folder.getParent()) {
            if (Files.isRegularFile(folder.resolve(service.wsdl()))) {
                return folder.resolve(service.wsdl());
            }
        }
        throw new IllegalStateException(service.wsdl() + " is in no folder above " + Path.of("").toAbsolutePath()
                + ": run from the Bindwise checkout, or name it with -Dbindwise.root=FOLDER");
    }

    /** The server's Axis2 configuration, from this package's axis2.xml on the class path: no repository on disk. */
    static ConfigurationContext newConfigurationContext() throws AxisFault {
        return ConfigurationContextFactory.createConfigurationContextFromURIs(
                SoapContract.class.getResource("axis2.xml"), null);
    }
}
