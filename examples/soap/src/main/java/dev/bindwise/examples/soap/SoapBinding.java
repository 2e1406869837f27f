package dev.bindwise.examples.soap;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import dev.bindwise.examples.BindingClientProxy;
import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.internal.soap.SoapClient;
import dev.bindwise.runtime.soap.SoapOperation;

/**
 * SOAP/HTTP, document/literal, through the runtime's Axis2 {@link SoapClient} (what a generated proxy
 * calls), each route with the {@link SoapOperation} a proxy generated from the example's WSDL carries, so that
 * the service's classes are written and read by the WSDL's schema: the clients are proxies of the service
 * interfaces that call {@link SoapServer}. Each client is
 * one port with its own pool of keep-alive HTTP connections; a client may be called from several threads
 * at once.
 */
public final class SoapBinding implements ExampleBinding {

    private final List<SoapClient> clients = new CopyOnWriteArrayList<>();

    @Override
    public BindingKind kind() {
        return BindingKind.SOAP;
    }

    @Override
    public boolean serves(ExampleService service) {
        return true;
    }

    @Override
    public String serverMainClass() {
        return SoapServer.class.getName();
    }

    @Override
    public <T> T client(ExampleService service, Class<T> serviceInterface, String host, int port) throws Exception {
        return client(service, serviceInterface, SoapContract.address(service, host, port));
    }

    /** A client of the service at another address than Axis2's (a service served by another SOAP server). */
    public <T> T client(ExampleService service, Class<T> serviceInterface, String address) throws Exception {
        String portName = SoapContract.serviceName(service) + "SoapPort";
        Map<String, List<String>> parameterNames = SoapContract.parameterNames(service);
        Map<String, SoapOperation> schemas = SoapContract.operations(service);
        SoapClient client = new SoapClient(new Endpoint.Soap(portName, address, SoapContract.namespace(service)),
                RuntimeOptions.defaults());
        clients.add(client);
        return BindingClientProxy.of(serviceInterface, client,
                method -> new Route.Soap(portName, SoapContract.soapAction(method), schemas.get(method.getName())),
                method -> parameterNames.get(method.getName()), "SOAP client of " + service.name() + " at " + address);
    }

    /**
     * The {@link SoapOperation} of each operation of the service's SOAP port, by operation name, as a proxy
     * generated from the example's WSDL carries them: for plans written by hand against the example servers.
     */
    public static Map<String, SoapOperation> operations(ExampleService service) {
        return SoapContract.operations(service);
    }

    @Override
    public void close() {
        clients.forEach(SoapClient::close);
        clients.clear();
    }
}
