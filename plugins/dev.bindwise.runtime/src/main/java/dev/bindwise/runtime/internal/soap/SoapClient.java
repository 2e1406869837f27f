package dev.bindwise.runtime.internal.soap;

import dev.bindwise.runtime.soap.SoapValue;
import dev.bindwise.runtime.soap.SoapOperation;
import dev.bindwise.runtime.soap.SoapStructure;
import java.io.Closeable;
import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.UnknownHostException;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;

import javax.xml.namespace.QName;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.soap.SOAP11Constants;
import org.apache.axiom.soap.SOAP12Constants;
import org.apache.axis2.AxisFault;
import org.apache.axis2.addressing.EndpointReference;
import org.apache.axis2.client.Options;
import org.apache.axis2.client.ServiceClient;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.context.ConfigurationContextFactory;
import org.apache.axis2.kernel.http.HTTPConstants;
import org.apache.hc.client5.http.ConnectTimeoutException;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClientBuilder;
import org.apache.hc.client5.http.impl.ChainElement;
import org.apache.hc.client5.http.io.HttpClientConnectionManager;
import org.apache.hc.core5.http.ConnectionRequestTimeoutException;

import dev.bindwise.runtime.internal.Accessibility;
import dev.bindwise.runtime.internal.BindingClient;
import dev.bindwise.runtime.internal.Deadline;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.internal.OperationCall;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServiceFaultException;
import dev.bindwise.runtime.internal.probe.ProtocolProbes;
import dev.bindwise.runtime.internal.TransportException;

/**
 * SOAP/HTTP through Apache Axis2 2.0. A route that carries its operation's schema ({@link SoapOperation}, as
 * generated proxies' routes do) is written and read as that schema says: document/literal wrapped or bare,
 * rpc/literal, SOAP 1.1 or 1.2, each element in its namespace and the schema's order, a null left out where
 * optional and {@code xsi:nil} only where nillable ({@link SchemaWriter}, {@link SchemaReader}); a declared
 * fault arrives as its generated checked exception. The values are generated data classes or the service's own
 * classes a {@code format:typeMapping} names, bound to the schema's elements by property name
 * ({@link SoapStructure}); Axis2's bean serializer is not used for them.
 * All operations of the port share
 * one Axis2 configuration and so one pool of keep-alive HTTP connections.
 * <p>
 * A call that got no SOAP reply (no connection, a broken one, no reply in time, an HTTP error without a
 * SOAP body) is a {@link TransportException}, not sent when no connection was made; a SOAP fault that no
 * declared fault matches is the service's answer: a {@link ServiceFaultException}. Each call's waits
 * (connecting, leasing a pooled connection, the reply) are bounded by its deadline, the options' call timeout.
 */
public final class SoapClient implements BindingClient {


    private final Endpoint.Soap endpoint;
    private final String host;
    private final int tcpPort;
    private final RuntimeOptions options;
    /** How long an Axis2 client may stay unused in the pool before it is dropped. */
    static final Duration IDLE_CLIENTS_DROPPED_AFTER = Duration.ofSeconds(60);

    /** Axis2's ServiceClient is not thread-safe: each call borrows one that no other thread is using. */
    private final ClientPool<ServiceClient> clients = new ClientPool<>(this::newClient, SoapClient::cleanUp,
            IDLE_CLIENTS_DROPPED_AFTER, System::nanoTime);
    private ConfigurationContext context;
    /** The HTTP client Axis2 is given for every call of the port once its pool of connections exists. */
    private volatile CloseableHttpClient httpClient;
    private volatile boolean closed;

    /**
     * @throws IllegalArgumentException when the address is not an http or https URL
     * @throws LinkageError when Axis2 is not on the class path
     */
    public SoapClient(Endpoint.Soap endpoint, RuntimeOptions options) {
        // Fails here, not at the first call, when the library is missing.
        ServiceClient.class.getName();
        this.endpoint = endpoint;
        this.options = options;
        URI uri;
        try {
            uri = new URI(endpoint.address());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(describe() + ": the address is not a URL: " + e.getMessage(), e);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(java.util.Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || uri.getHost() == null) {
            throw new IllegalArgumentException(describe() + ": the address must be an http:// or https:// URL"
                    + " with a host, like http://host:8080/axis2/services/Trader");
        }
        this.host = uri.getHost();
        this.tcpPort = uri.getPort() >= 0 ? uri.getPort() : scheme.equals("https") ? 443 : 80;
    }

    @Override
    public Accessibility probe(Duration timeout) {
        return ProtocolProbes.http(URI.create(endpoint.address()), host, tcpPort, timeout).accessibility(describe());
    }

    @Override
    public OperationCall prepare(OperationPlan operation, Route route) {
        Route.Soap soap = (Route.Soap) route;
        return schemaCall(operation, soap.soapAction(), soap.schema());
    }

    /**
     * A call written and read as the WSDL's schema says ({@link SoapOperation}): the request's elements in
     * their namespaces and order, nulls as the schema allows them, the reply read by the same schema, a
     * declared fault thrown as its generated exception.
     */
    private OperationCall schemaCall(OperationPlan operation, String action, SoapOperation schema) {
        String where = operation.name() + " over " + describe();
        SoapTypes types = SoapTypes.of(schema);
        return arguments -> {
            Object[] values = arguments == null ? new Object[0] : arguments;
            OMElement request;
            if (schema.style() == SoapOperation.Style.BARE) {
                OMElement body = SchemaWriter.element(new QName("body"));
                SchemaWriter.values(body, schema.parameters(), values, types, where);
                request = body.getFirstElement();
                if (request == null) {
                    throw new IllegalArgumentException(where + ": the body's one element cannot be left out: give a value");
                }
                request.detach();
            } else {
                request = SchemaWriter.element(schema.request());
                SchemaWriter.values(request, schema.parameters(), values, types, where);
            }
            OMElement reply = send(operation.name(), action, request, schema, types);
            if (operation.resultType() == void.class || schema.result() == null || reply == null) {
                return SchemaReader.absent(operation.resultType());
            }
            return schema.style() == SoapOperation.Style.BARE
                    ? SchemaReader.one(reply, schema.result(), operation.resultType(), types)
                    : SchemaReader.childrenOf(reply, types).value(schema.result(), operation.resultType(),
                            operation.resultItemType());
        };
    }

    /**
     * Sends the request and returns the reply's body element.
     *
     * @param schema the operation's schema, whose declared faults are thrown as their exceptions
     */
    private OMElement send(String operation, String action, OMElement request, SoapOperation schema, SoapTypes types)
            throws Exception {
        Deadline deadline = Deadline.after(options.callTimeout());
        ServiceClient client = clients.borrow(describe());
        keepHttpClient();
        try {
            Options callOptions = client.getOptions();
            // The client is shared by the port's operations: each call sets its own action and version.
            callOptions.setAction(action);
            callOptions.setSoapVersionURI(schema.soap12() ? SOAP12Constants.SOAP_ENVELOPE_NAMESPACE_URI
                    : SOAP11Constants.SOAP_ENVELOPE_NAMESPACE_URI);
            within(deadline, callOptions);
            if (schema.oneWay()) {
                // an in-only operation: the reply is an empty 202, or a fault. Unlike sendReceive, Axis2's sendRobust
                // does not release the HTTP reply even with callTransportCleanup: release it here
                try {
                    client.sendRobust(request);
                } finally {
                    client.cleanupTransport();
                }
                return null;
            }
            return client.sendReceive(request);
        } catch (AxisFault fault) {
            Exception declared = declaredFault(fault, schema, types, operation);
            if (declared != null) {
                throw declared;
            }
            if (fault.getFaultCodeElement() != null || fault.getFaultMessageContext() != null) {
                throw new ServiceFaultException(operation + " over " + describe() + " answered with a SOAP fault: "
                        + fault.getMessage() + (fault.getFaultCode() == null ? "" : " (code " + fault.getFaultCode() + ")"),
                        fault);
            }
            // No SOAP reply at all: not connected, connection broken, no reply in time, or an HTTP error.
            String message = operation + " over " + describe() + " got no SOAP reply: " + rootMessage(fault);
            throw neverSent(fault) ? TransportException.notSent(message, fault) : new TransportException(message, fault);
        } finally {
            clients.giveBack(client);
        }
    }

    /** The generated exception of the declared fault whose element the fault's detail carries, else null. */
    private static Exception declaredFault(AxisFault fault, SoapOperation schema, SoapTypes types, String operation) {
        OMElement detail = fault.getFaultDetailElement() != null ? fault.getFaultDetailElement().getFirstElement()
                : fault.getDetail();
        if (detail == null) {
            return null;
        }
        for (SoapOperation.Fault declared : schema.faults()) {
            if (declared.element().equals(detail.getQName())) {
                SoapValue element = new SoapValue(declared.element().getNamespaceURI(), declared.element().getLocalPart(),
                        declared.type(), 1, 1, false);
                Object info = SchemaReader.one(detail, element, declared.info(), types);
                try {
                    return declared.exception().getConstructor(String.class, declared.info())
                            .newInstance(fault.getReason(), info);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(operation + ": the fault " + declared.element() + " arrived, but its"
                            + " exception " + declared.exception().getName() + " has no public constructor (String, "
                            + declared.info().getSimpleName() + "): generate the proxy again", e);
                }
            }
        }
        return null;
    }

    /**
     * Whether the request never left: no connection could be made (refused, unknown host, no route, not
     * within the connection timeout) or leased from the pool in time. Anything later (a broken connection,
     * no reply in time, an HTTP error) may have reached the service.
     */
    static boolean neverSent(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof ConnectException || cause instanceof UnknownHostException
                    || cause instanceof NoRouteToHostException || cause instanceof ConnectTimeoutException
                    || cause instanceof ConnectionRequestTimeoutException) {
                return true;
            }
        }
        return false;
    }

    /**
     * Bounds the call's waits by its deadline. Axis2's HTTP sender puts its own socket read timeout
     * (SO_TIMEOUT, 60 s unless set) into every message that has none, and that one is the HTTP client's
     * response timeout, whatever the options' timeout says: so the call sets it, and the connection
     * timeout (connecting and leasing a pooled connection), itself.
     */
    private void within(Deadline deadline, Options callOptions) {
        int millis = deadline.remainingMillis();
        callOptions.setTimeOutInMilliSeconds(millis);
        callOptions.setProperty(HTTPConstants.SO_TIMEOUT, millis);
        callOptions.setProperty(HTTPConstants.CONNECTION_TIMEOUT,
                (int) Math.min(millis, Math.max(1, options.probeTimeout().toMillis())));
    }

    /**
     * Gives Axis2 one HTTP client for the port's calls. Without one, Axis2's HTTP sender builds a new client around
     * the port's pooled connections for every call, and HttpClient's builder looks its version resource and the
     * optional decompressors up on the class path each time: a third of a call's time in a profile of the CXF peer
     * benchmark, and at 16 threads a queue on the class path's jar files. The client is the one Axis2 builds (the
     * same pool, shared), made once the first call has made the pool; Axis2 takes it from the configuration
     * ({@link HTTPConstants#CACHED_HTTP_CLIENT}), and each call still sets its own timeouts on its request. It counts
     * the envelopes' bytes of the calls whose runtime asks ({@link EnvelopeBytes}).
     */
    private void keepHttpClient() {
        if (httpClient != null) {
            return;
        }
        synchronized (this) {
            if (httpClient == null && context != null
                    && context.getProperty(HTTPConstants.MULTITHREAD_HTTP_CONNECTION_MANAGER) instanceof HttpClientConnectionManager pool) {
                httpClient = HttpClientBuilder.create().setConnectionManager(pool).setConnectionManagerShared(true)
                        .addExecInterceptorBefore(ChainElement.MAIN_TRANSPORT.name(), "bindwise-call-bytes",
                                EnvelopeBytes::count)
                        .build();
                context.setProperty(HTTPConstants.CACHED_HTTP_CLIENT, httpClient);
            }
        }
    }

    private ServiceClient newClient() {
        ServiceClient client;
        try {
            client = new ServiceClient(context(), null);
        } catch (AxisFault e) {
            throw new IllegalStateException(describe() + ": Axis2 could not make a client: " + e.getMessage(), e);
        }
        Options callOptions = client.getOptions();
        callOptions.setTo(new EndpointReference(endpoint.address()));
        // The reply is read in full and its connection goes back to the pool at once.
        callOptions.setCallTransportCleanup(true);
        // Every request goes with its length, head and envelope in one write, not chunked: chunked, Axis2 wrote the
        // head with the envelope's chunk, then the last chunk by itself, and the server read the request in two reads.
        // And a server may answer a one-way request once it has read the envelope (CXF's robust one-way does), before
        // the last chunk has arrived, then close the keep-alive connection for the unread rest (Jetty does) after a
        // 202 that did not say so: the next call on that pooled connection got no answer (NoHttpResponseException).
        callOptions.setProperty(HTTPConstants.CHUNKED, false);
        return client;
    }

    private static void cleanUp(ServiceClient client) {
        try {
            client.cleanup();
        } catch (AxisFault e) {
            // nothing more to release
        }
    }

    /** The port's Axis2 configuration, from this package's axis2.xml on the class path: no repository on disk. */
    private synchronized ConfigurationContext context() throws AxisFault {
        if (closed) {
            throw new IllegalStateException(describe() + " is closed");
        }
        if (context == null) {
            context = ConfigurationContextFactory.createConfigurationContextFromURIs(
                    SoapClient.class.getResource("axis2.xml"), null);
        }
        return context;
    }

    private static String rootMessage(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage() == null ? "" : root.getMessage();
        return root == failure ? message : root.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + message);
    }

    private String describe() {
        return "SOAP port " + endpoint.port() + " at " + endpoint.address();
    }

    @Override
    public synchronized void close() {
        closed = true;
        // the idle clients now, those still in a call when they are given back
        clients.close();
        // Axis2 makes its pool of keep-alive connections on the first call and keeps it in the context.
        if (context != null && context.getProperty(HTTPConstants.MULTITHREAD_HTTP_CONNECTION_MANAGER) instanceof Closeable pool) {
            try {
                pool.close();
            } catch (IOException e) {
                // the connections are dropped anyway
            }
        }
        if (httpClient != null) {
            try {
                httpClient.close();
            } catch (IOException e) {
                // its pool is closed above
            }
            httpClient = null;
        }
        context = null;
    }
}
