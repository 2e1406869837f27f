package dev.bindwise.examples.soap;

import java.io.UncheckedIOException;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

import javax.xml.namespace.QName;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axiom.util.base64.Base64Utils;
import org.apache.axis2.AxisFault;
import org.apache.axis2.addressing.EndpointReference;
import org.apache.axis2.client.Options;
import org.apache.axis2.client.ServiceClient;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.databinding.typemapping.SimpleTypeMapper;
import org.apache.axis2.databinding.utils.BeanUtil;
import org.apache.axis2.databinding.utils.reader.ADBXMLStreamReaderImpl;
import org.apache.axis2.engine.DefaultObjectSupplier;
import org.apache.axis2.util.StreamWrapper;

import dev.bindwise.examples.ExampleService;

/**
 * Calls one example service at one address: each method call becomes a document/literal request whose
 * wrapper element is named after the method, with one child per argument named after the parameter.
 */
final class SoapClient implements InvocationHandler {

    private static final long TIMEOUT_MILLIS = 60_000;

    private final ConfigurationContext context;
    private final String address;
    private final String namespace;
    private final Map<String, List<String>> parameterNames;
    /** Axis2's ServiceClient is not thread-safe: each call borrows one that no other thread is using. */
    private final Queue<ServiceClient> idle = new ConcurrentLinkedQueue<>();
    private final Queue<ServiceClient> all = new ConcurrentLinkedQueue<>();

    SoapClient(ConfigurationContext context, ExampleService service, String address) throws Exception {
        this.context = context;
        this.address = address;
        this.namespace = SoapContract.namespace(service);
        this.parameterNames = SoapContract.parameterNames(service);
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return switch (method.getName()) {
                case "equals" -> proxy == args[0];
                case "hashCode" -> System.identityHashCode(proxy);
                default -> "SOAP client of " + address;
            };
        }
        OMElement request = request(method, args == null ? new Object[0] : args);
        ServiceClient client = borrow();
        try {
            client.getOptions().setAction("urn:" + method.getName());
            OMElement reply = client.sendReceive(request);
            return BeanUtil.deserialize(reply, new Object[] {method.getReturnType()}, new DefaultObjectSupplier())[0];
        } catch (AxisFault e) {
            throw new UncheckedIOException("SOAP call " + method.getName() + " to " + address + " failed: "
                    + e.getMessage(), e);
        } finally {
            idle.add(client);
        }
    }

    /** The request element, written by Axis2's own bean serializer as the POJO service expects it. */
    private OMElement request(Method method, Object[] args) {
        List<String> names = parameterNames.get(method.getName());
        List<Object> namesAndValues = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            QName name = new QName(names.get(i));
            Object value = args[i];
            // An array argument is its elements repeated under the parameter's name, no wrapper.
            if (value != null && value.getClass().isArray() && !(value instanceof byte[])) {
                for (int k = 0; k < Array.getLength(value); k++) {
                    namesAndValues.add(name);
                    namesAndValues.add(wireValue(Array.get(value, k)));
                }
            } else {
                namesAndValues.add(name);
                namesAndValues.add(wireValue(value));
            }
        }
        QName wrapper = new QName(namespace, method.getName(), "ns");
        ADBXMLStreamReaderImpl reader = new ADBXMLStreamReaderImpl(wrapper, namesAndValues.toArray(), null, null, false);
        return OMXMLBuilderFactory.createStAXOMBuilder(new StreamWrapper(reader)).getDocumentElement();
    }

    /** Simple values as their XML text (xsd:dateTime for a Calendar, base64 for bytes); beans as they are. */
    private static Object wireValue(Object value) {
        if (value instanceof byte[] bytes) {
            return Base64Utils.encode(bytes);
        }
        return SimpleTypeMapper.isSimpleType(value) ? SimpleTypeMapper.getStringValue(value) : value;
    }

    private ServiceClient borrow() throws AxisFault {
        ServiceClient client = idle.poll();
        if (client != null) {
            return client;
        }
        client = new ServiceClient(context, null);
        Options options = client.getOptions();
        options.setTo(new EndpointReference(address));
        options.setTimeOutInMilliSeconds(TIMEOUT_MILLIS);
        // The reply is read in full and its connection goes back to the pool at once.
        options.setCallTransportCleanup(true);
        all.add(client);
        return client;
    }

    void close() {
        for (ServiceClient client : all) {
            try {
                client.cleanup();
            } catch (AxisFault e) {
                // nothing more to release
            }
        }
        all.clear();
        idle.clear();
    }
}
