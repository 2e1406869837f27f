package dev.bindwise.examples.differential;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javax.xml.namespace.QName;

import org.apache.cxf.Bus;
import org.apache.cxf.endpoint.Server;
import org.apache.cxf.jaxws.JaxWsServerFactoryBean;
import org.apache.cxf.message.Message;

import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.accuracy.RandomService;
import dev.bindwise.examples.accuracy.RandomServicesServer;
import dev.bindwise.examples.accuracy.ServiceSources;
import dev.bindwise.examples.cxf.CxfEndpoints;

/**
 * Serves random services of the every-construct profile over SOAP as a Java EE server would: Apache CXF's JAX-WS
 * publishes each service's class (whose sources carry the annotations wsimport would write for its WSDL) with
 * the service's own WSDL ({@code wsdlLocation}) and schema validation on both ways, so that what it reads and
 * writes is what the schema says (a nil item of a nillable repeated element is a null item; a null array is no
 * element), not what a bean serializer makes of it. Each at {@code http://127.0.0.1:PORT/cxf/NAME}
 * ({@link ServiceSources#soapPath}). The services come as {@link RandomServicesServer}'s system properties; the
 * WSDLs are written to the folder {@link #WSDL_FOLDER} names. {@code main} follows the examples' server protocol.
 */
public final class RandomServicesCxfServer {

    /** The system property naming the folder the served WSDLs are written to. */
    public static final String WSDL_FOLDER = "bindwise.differential.wsdls";

    private RandomServicesCxfServer() {
    }

    /**
     * Publishes the services (their classes on the class path) on the port (0: a free one), each with its WSDL
     * written to the folder.
     */
    public static CxfEndpoints start(int port, List<RandomService> services, Path wsdlFolder) throws Exception {
        Files.createDirectories(wsdlFolder);
        return CxfEndpoints.start(port, (bus, chosen, started) -> {
            for (RandomService service : services) {
                started.add(publish(bus, service, chosen, wsdlFolder));
            }
        });
    }

    private static Server publish(Bus bus, RandomService service, int port, Path wsdlFolder)
            throws IOException, ReflectiveOperationException {
        ServiceSources sources = new ServiceSources(service);
        // the IIOP port is not this server's to know: CXF reads the SOAP port's binding and schema alone
        Path wsdl = Files.writeString(wsdlFolder.resolve(service.name() + ".wsdl"), sources.wsdl(port, 0));
        JaxWsServerFactoryBean factory = new JaxWsServerFactoryBean();
        factory.setBus(bus);
        factory.setServiceClass(Class.forName(sources.interfaceName()));
        factory.setServiceBean(Class.forName(sources.implementationName()).getConstructor().newInstance());
        factory.setWsdlLocation(wsdl.toUri().toString());
        factory.setServiceName(new QName(service.namespace(), service.name() + "Service"));
        factory.setEndpointName(new QName(service.namespace(), service.name() + "SoapPort"));
        factory.setAddress("http://127.0.0.1:" + port + sources.soapPath());
        Map<String, Object> properties = new HashMap<>();
        properties.put(Message.SCHEMA_VALIDATION_ENABLED, "true");
        factory.setProperties(properties);
        return factory.create();
    }

    public static void main(String[] args) {
        List<Long> seeds = Arrays.stream(System.getProperty(RandomServicesServer.SEEDS, "").split(","))
                .filter(s -> !s.isBlank()).map(Long::parseLong).toList();
        Path wsdlFolder = Path.of(System.getProperty(WSDL_FOLDER, "target/cxf-wsdls"));
        ServerMain.run(args, "RandomServicesCxfServer", port -> start(port,
                seeds.stream().map(seed -> RandomService.of(RandomService.Profile.EVERY_CONSTRUCT, seed)).toList(), wsdlFolder));
    }
}
