package dev.bindwise.runtime.internal.jca;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.lang.reflect.Type;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.internal.Accessibility;
import dev.bindwise.runtime.internal.BindingClient;
import dev.bindwise.runtime.internal.CallBytes;
import dev.bindwise.runtime.internal.Deadline;
import dev.bindwise.runtime.internal.OperationCall;
import dev.bindwise.runtime.internal.SetUpGate;
import dev.bindwise.runtime.internal.TransportException;
import dev.bindwise.runtime.internal.commarea.CommareaItem;
import dev.bindwise.runtime.internal.commarea.CommareaLayout;
import dev.bindwise.runtime.internal.commarea.Picture;
import dev.bindwise.runtime.internal.probe.ProtocolProbes;
import jakarta.resource.ResourceException;
import jakarta.resource.cci.Connection;
import jakarta.resource.cci.Interaction;
import jakarta.resource.cci.InteractionSpec;
import jakarta.resource.spi.CommException;

/**
 * JCA: calls a program of a CICS-style transaction server through the CCI of the application's resource
 * adapter, with COMMAREA records laid out as the plan's layout texts say ({@link CommareaLayout}). It puts
 * together, per port:
 * <ul>
 * <li><b>the connection factory</b> ({@link FactorySource}): given in the options
 * ({@link RuntimeOptions#resource(String, Object) resource(port, factory)}), else found in JNDI, as an application
 * server binds a resource adapter's factory; without either the port is not accessible, and the reason says so.
 * The factory decides which server its connections go to; the endpoint's address (the connectionURL) is what the
 * probe checks;</li>
 * <li><b>the connections</b> ({@link CciConnections}): <em>inside a container</em> the container's connection
 * manager pools them, and each interaction gets a connection and closes it right after; <em>outside one</em> (a
 * non-managed factory in a plain JVM) this client keeps them for the next call, one per concurrent caller;</li>
 * <li><b>the interaction spec</b> ({@link InteractionSpecs}): the adapter's own class, made per operation with the
 * standard properties functionName and interactionVerb;</li>
 * <li><b>the call threads</b> ({@link CallThreads}): a call, getting its connection included, ends within the
 * options' call timeout: it runs on a thread of the client's while the caller waits, and one past its deadline is a
 * TransportException and its connection is closed.</li>
 * </ul>
 *
 * <p><b>A call</b> sends the request record (the operation's name as the request type, then the arguments) as a
 * {@code jakarta.resource.cci.Streamable} byte record and reads the reply record the same way. A connection failure
 * (a {@link CommException}, or a ResourceException caused by an IOException) is a {@link TransportException}; any
 * other ResourceException means the server or adapter answered, and is an {@link InteractionFailedException}. A call
 * that got no connection was not sent ({@link TransportException#mayHaveRun()} false).
 */
public final class JcaClient implements BindingClient {

    /** The names tried in JNDI, before the server's (or port's) name. */
    public static final List<String> JNDI_PREFIXES = FactorySource.JNDI_PREFIXES;

    private final Endpoint.Jca endpoint;
    private final ClassLoader loader;
    private final RuntimeOptions options;
    private final CallThreads calls;
    /** One new connection at a time until one worked: when the server hangs, its callers wait for one timeout together. */
    private final SetUpGate connecting;
    /** Made on first use: the factory, the connections and the spec class are the port's set-up. */
    private FactorySource factory;
    private CciConnections connections;
    private InteractionSpecs specs;
    private volatile String basis = "";
    private volatile boolean closed;

    /**
     * @throws LinkageError when the Jakarta Connectors API is not on the class path
     */
    public JcaClient(Endpoint.Jca endpoint, ClassLoader loader, RuntimeOptions options) {
        // resolves the API now, so that a missing library shows here rather than in the middle of a call
        jakarta.resource.cci.ConnectionFactory.class.getName();
        this.endpoint = endpoint;
        this.loader = loader;
        this.options = options;
        this.calls = new CallThreads(endpoint.port());
        this.connecting = new SetUpGate("the connection set-up to " + describe());
    }

    @Override
    public Accessibility probe(Duration timeout) {
        try {
            setUp();
        } catch (IllegalStateException e) {
            return Accessibility.not(e.getMessage());
        }
        // The adapter's own connection is the protocol-level check (an adapter that greets its EIS, as the example
        // adapter does, finds a hung server out); where the address is tcp://host:port, a TCP connection first tells
        // a refused or filtered server apart in the reason. Both share the one timeout.
        Deadline deadline = Deadline.after(timeout);
        Optional<InetSocketAddress> server = tcpAddress(endpoint.address());
        if (server.isPresent()) {
            Accessibility reached = ProtocolProbes.tcp(server.get().getHostString(), server.get().getPort(), timeout)
                    .accessibility(describe() + ": the transaction server");
            if (!reached.accessible()) {
                return reached;
            }
        }
        return getConnection(deadline);
    }

    /** A connection from the resource adapter, closed at once, within the deadline. */
    private Accessibility getConnection(Deadline deadline) {
        CompletableFuture<Accessibility> attempt = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                factory.factory().getConnection().close();
                attempt.complete(Accessibility.ok());
            } catch (ResourceException | RuntimeException e) {
                attempt.complete(Accessibility.not(describe() + ": the resource adapter gives no connection: " + e));
            }
        }, "bindwise-jca-probe");
        thread.setDaemon(true);
        thread.start();
        try {
            return attempt.get(deadline.remainingNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            return Accessibility.not(describe() + ": silent: the resource adapter gave no connection within "
                    + deadline.timeout().toMillis() + " ms");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Accessibility.not(describe() + ": the probe was interrupted");
        } catch (ExecutionException e) {
            return Accessibility.not(describe() + ": " + e.getCause());
        }
    }

    @Override
    public OperationCall prepare(OperationPlan operation, Route route) {
        Route.Jca jca = (Route.Jca) route;
        String prefix = jca.program() + "-" + operation.name().toUpperCase(Locale.ROOT);
        CommareaLayout request = CommareaLayout.parse(prefix + "-REQUEST", jca.requestRecord());
        CommareaLayout reply = CommareaLayout.parse(prefix + "-REPLY", jca.replyRecord());
        checkFits(operation, request, reply);
        InteractionSpecs made;
        try {
            made = setUp();
        } catch (IllegalStateException e) {
            // the port's set-up, not this operation's: the port is left out and probed again later
            throw new TransportException(e.getMessage(), e);
        }
        InteractionSpec spec;
        try {
            spec = made.make(jca.program(), jca.interactionVerb(), describe());
        } catch (IllegalStateException e) {
            throw new TransportException(e.getMessage(), e);
        }
        String call = operation.name() + " (program " + jca.program() + ")";
        Class<?> resultClass = operation.resultType();
        Type resultType = Collection.class.isAssignableFrom(resultClass)
                ? CommareaLayout.listOf(operation.resultItemType()) : resultClass;
        return arguments -> {
            Object[] values = new Object[arguments.length + 1];
            values[0] = operation.name();
            System.arraycopy(arguments, 0, values, 1, arguments.length);
            ByteRecord output = new ByteRecord(reply.recordName(), new byte[0]);
            byte[] input = request.encodeValues(values);
            execute(spec, new ByteRecord(request.recordName(), input), output, call);
            CallBytes.add(input.length + output.bytes().length);
            return resultClass == void.class ? null : reply.decodeValues(output.bytes(), resultType)[0];
        };
    }

    /**
     * The port's set-up, once: the connection factory, its connections, the interaction spec class.
     *
     * @throws IllegalStateException when the factory or the spec class is missing, saying how to give it
     */
    private synchronized InteractionSpecs setUp() {
        if (factory == null) {
            factory = FactorySource.of(endpoint, options, describe());
            connections = new CciConnections(factory, connecting, describe());
            basis = factory.basis();
        }
        if (specs == null) {
            specs = InteractionSpecs.of(endpoint, options, factory.factory(), loader, describe());
        }
        return specs;
    }

    /** The request record starts with the request type, then one field per parameter; the reply holds the result. */
    private void checkFits(OperationPlan operation, CommareaLayout request, CommareaLayout reply) {
        List<CommareaItem> fields = request.fields();
        if (fields.isEmpty() || !(fields.get(0) instanceof CommareaItem.Elementary type)
                || !(type.picture() instanceof Picture.Text text)) {
            throw new IllegalArgumentException("the request record of " + operation.name() + " must start with the request"
                    + " type, a text field X(n); it is " + request.text());
        }
        if (operation.name().length() > text.width()) {
            throw new IllegalArgumentException("the request type " + operation.name() + " is longer than its field "
                    + type.name() + " X(" + text.width() + ")");
        }
        if (fields.size() != operation.parameterTypes().size() + 1) {
            throw new IllegalArgumentException("the request record of " + operation.name() + " has "
                    + (fields.size() - 1) + " fields after the request type, but the operation has "
                    + operation.parameterTypes().size() + " parameters " + operation.parameterNames() + ": " + request.text());
        }
        int results = operation.resultType() == void.class ? 0 : 1;
        if (reply.fields().size() != results) {
            throw new IllegalArgumentException("the reply record of " + operation.name() + " has " + reply.fields().size()
                    + " fields, but the operation returns " + results + " value(s): " + reply.text());
        }
    }

    /**
     * Runs the interaction on a call thread while the caller waits until the call's deadline. A call past its
     * deadline is abandoned, and its connection closed (which ends a blocked interaction in an adapter that reads
     * from a socket) and never used again.
     */
    private void execute(InteractionSpec spec, ByteRecord input, ByteRecord output, String call) {
        if (closed) {
            throw new IllegalStateException(describe() + " is closed");
        }
        Deadline deadline = Deadline.after(options.callTimeout());
        Exchange exchange = new Exchange(spec, input, output, deadline);
        try {
            calls.run(exchange, deadline);
        } catch (RejectedExecutionException e) {
            throw TransportException.notSent(describe() + ": " + call + " was not sent: " + CallThreads.MAX_CALLS
                    + " calls to the port are still running", e);
        } catch (TimeoutException e) {
            abandon(exchange);
            throw exchange.failed(describe() + ": " + call + (exchange.sending ? " got no reply" : " got no connection")
                    + " within its deadline of " + deadline.timeout().toMillis() + " ms", e);
        } catch (InterruptedException e) {
            abandon(exchange);
            Thread.currentThread().interrupt();
            throw exchange.failed(describe() + ": " + call + " was interrupted", e);
        } catch (ExecutionException e) {
            Throwable failure = e.getCause();
            if (failure instanceof ResourceException resource && !isTransport(resource)) {
                throw new InteractionFailedException(describe() + ": " + call + " failed"
                        + (resource.getErrorCode() != null ? " with " + resource.getErrorCode() : "") + ": "
                        + resource.getMessage(), resource);
            }
            if (failure instanceof ResourceException resource) {
                // the server broke: the idle connections to it would fail the next calls as well
                connections.closeIdle();
                throw exchange.failed(describe() + ": " + call + " failed in transport: " + resource.getMessage(), resource);
            }
            if (failure instanceof Error error) {
                throw error;
            }
            // the exchange throws nothing checked but ResourceException; a TransportException when its turn to
            // connect did not come
            throw (RuntimeException) failure;
        }
    }

    /** Ends an exchange past its deadline: its connection, and the idle ones to the same server, are closed. */
    private void abandon(Exchange exchange) {
        Connection connection = exchange.end();
        if (connection != null) {
            CciConnections.close(connection);
        }
        connections.closeIdle();
    }

    /**
     * One call on a call thread: a connection ({@link CciConnections#get}), the interaction, and the connection
     * released. A caller that gives up ends the exchange and closes the connection in use; a connection the thread
     * gets only later is closed at once.
     */
    private final class Exchange implements Callable<Void> {

        private final InteractionSpec spec;
        private final ByteRecord input;
        private final ByteRecord output;
        private final Deadline deadline;
        /** Set once the interaction starts: the request may then have left. */
        private volatile boolean sending;
        private Connection connection;
        private boolean ended;

        Exchange(InteractionSpec spec, ByteRecord input, ByteRecord output, Deadline deadline) {
            this.spec = spec;
            this.input = input;
            this.output = output;
            this.deadline = deadline;
        }

        @Override
        public Void call() throws ResourceException {
            Connection held = connections.get(deadline);
            if (!hold(held)) {
                return null;
            }
            boolean reusable = false;
            try {
                Interaction interaction = held.createInteraction();
                sending = true;
                try {
                    interaction.execute(spec, input, output);
                } finally {
                    interaction.close();
                }
                reusable = true;
            } catch (ResourceException e) {
                reusable = !isTransport(e);
                throw e;
            } finally {
                release(reusable);
            }
            return null;
        }

        /** The call's transport failure: not sent until the interaction started. */
        TransportException failed(String message, Throwable cause) {
            return sending ? new TransportException(message, cause) : TransportException.notSent(message, cause);
        }

        private synchronized boolean hold(Connection got) {
            if (ended) {
                CciConnections.close(got);
                return false;
            }
            connection = got;
            return true;
        }

        /** The interaction ended: its connection is released, unless the caller took it. */
        private synchronized void release(boolean reusable) {
            if (connection == null) {
                return;
            }
            connections.release(connection, reusable);
            connection = null;
        }

        /** Ends the exchange: the connection it holds, if any, goes to the caller. */
        synchronized Connection end() {
            ended = true;
            Connection held = connection;
            connection = null;
            return held;
        }
    }

    /** A failure of the connection itself: a CommException, or an IOException anywhere among the causes. */
    static boolean isTransport(ResourceException e) {
        if (e instanceof CommException) {
            return true;
        }
        for (Throwable cause = e.getCause(); cause != null && cause != cause.getCause(); cause = cause.getCause()) {
            if (cause instanceof IOException || cause instanceof CommException) {
                return true;
            }
        }
        return false;
    }

    /** Where the connection factory came from: given in the options, or found in JNDI (the plan's condition). */
    @Override
    public String basis() {
        return basis;
    }

    /** The JNDI names tried, in order. */
    public List<String> jndiNames() {
        return FactorySource.jndiNames(endpoint);
    }

    /** The host and port of a connectionURL tcp://host:port; empty for any other form. */
    static Optional<InetSocketAddress> tcpAddress(String connectionUrl) {
        try {
            URI uri = new URI(connectionUrl);
            if ("tcp".equalsIgnoreCase(uri.getScheme()) && uri.getHost() != null && uri.getPort() > 0) {
                return Optional.of(InetSocketAddress.createUnresolved(uri.getHost(), uri.getPort()));
            }
        } catch (URISyntaxException e) {
            // not a URL of that form
        }
        return Optional.empty();
    }

    private String describe() {
        return "JCA port " + endpoint.port() + " at " + endpoint.address();
    }

    @Override
    public void leftOut(String why) {
        connecting.leftOut(why);
    }

    @Override
    public void close() {
        closed = true;
        calls.close();
        CciConnections made;
        synchronized (this) {
            made = connections;
        }
        if (made != null) {
            made.close();
        }
    }
}
