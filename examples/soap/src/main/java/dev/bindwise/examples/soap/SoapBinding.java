package dev.bindwise.examples.soap;

import java.io.Closeable;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.kernel.http.HTTPConstants;

import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleService;

/**
 * SOAP/HTTP, document/literal, through Apache Axis2: the clients are proxies of the service interfaces
 * that call {@link SoapServer}. All clients of one binding share one Axis2 configuration and so one pool
 * of keep-alive HTTP connections; a client may be called from several threads at once.
 */
public final class SoapBinding implements ExampleBinding {

    private final List<SoapClient> clients = new CopyOnWriteArrayList<>();
    private ConfigurationContext context;

    @Override
    public String kind() {
        return "SOAP";
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
        SoapClient client = new SoapClient(context(), service, SoapContract.address(service, host, port));
        clients.add(client);
        return serviceInterface.cast(Proxy.newProxyInstance(serviceInterface.getClassLoader(),
                new Class<?>[] {serviceInterface}, client));
    }

    private synchronized ConfigurationContext context() throws AxisFault {
        if (context == null) {
            context = SoapContract.newConfigurationContext();
        }
        return context;
    }

    @Override
    public synchronized void close() {
        clients.forEach(SoapClient::close);
        clients.clear();
        // Axis2 makes its pool of keep-alive connections on the first call and keeps it in the context.
        if (context != null && context.getProperty(HTTPConstants.MULTITHREAD_HTTP_CONNECTION_MANAGER)
                instanceof Closeable pool) {
            try {
                pool.close();
            } catch (IOException e) {
                // the connections are dropped anyway
            }
        }
        context = null;
    }
}
