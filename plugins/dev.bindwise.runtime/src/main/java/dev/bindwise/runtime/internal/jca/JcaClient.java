package dev.bindwise.runtime.internal.jca;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import javax.naming.InitialContext;
import javax.naming.NameNotFoundException;
import javax.naming.NamingException;
import javax.naming.NoInitialContextException;

import dev.bindwise.runtime.internal.Accessibility;
import dev.bindwise.runtime.internal.BindingClient;
import dev.bindwise.runtime.internal.Deadline;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.internal.OperationCall;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.internal.SetUpGate;
import dev.bindwise.runtime.internal.TransportException;
import dev.bindwise.runtime.internal.commarea.CommareaItem;
import dev.bindwise.runtime.internal.commarea.CommareaLayout;
import dev.bindwise.runtime.internal.commarea.Picture;
import dev.bindwise.runtime.internal.probe.ProtocolProbes;
import jakarta.resource.ResourceException;
import jakarta.resource.cci.Connection;
import jakarta.resource.cci.ConnectionFactory;
import jakarta.resource.cci.Interaction;
import jakarta.resource.cci.InteractionSpec;
import jakarta.resource.spi.CommException;

/**
 * JCA: calls a program of a CICS-style transaction server through the CCI of the application's resource
 * adapter, with COMMAREA records laid out as the plan's layout texts say ({@link CommareaLayout}).
 *
 * <p><b>The connection factory</b> is the {@code jakarta.resource.cci.ConnectionFactory} given in the
 * options ({@link RuntimeOptions#resource(String, Object) resource(port, factory)}); else the one found
 * in JNDI, under {@code java:comp/env/eis/<serverName>} and then {@code eis/<serverName>} (the
 * cics:address serverName; the port's name where the WSDL gives none), as an application server binds
 * a resource adapter's factory. Without either the port is not accessible, and the reason says so. The
 * factory decides which server its connections go to; the endpoint's address (the connectionURL) is
 * what the probe checks.
 *
 * <p><b>The interaction spec</b> is made per operation from the adapter's own InteractionSpec class,
 * named in the options ({@link RuntimeOptions#interactionSpec(String, String)}) or by the system property
 * {@code bindwise.interactionSpec.<port>}: a class with a public no-argument constructor whose JavaBean
 * properties {@code functionName} (String) and {@code interactionVerb} (int) are set to the
 * cics:operation's program and verb. These are the standard properties the Connector specification
 * asks of an InteractionSpec (IBM's ECIInteractionSpec has them, as has the example adapter's), which
 * is what makes this work with any CICS-style adapter. An adapter whose spec has no interactionVerb
 * setter is called with its default verb, which must then be the plan's.
 *
 * <p><b>A call</b> sends the request record (the operation's name as the request type, then the
 * arguments) as a {@code jakarta.resource.cci.Streamable} byte record and reads the reply record the
 * same way. Connections are kept for the next call, one per concurrent caller. A connection failure
 * (a {@link CommException}, or a ResourceException caused by an IOException) is a
 * {@link TransportException}; any other ResourceException means the server or adapter answered, and is an
 * {@link InteractionFailedException}. A call, getting its connection included, ends within the options'
 * call timeout: it runs on a thread of the client's while the caller waits, and one past its deadline is a
 * TransportException and its connection is closed. One new connection is set up at a time until one has
 * been, then side by side ({@link SetUpGate}); a call that got no connection was not sent ({@link TransportException#mayHaveRun()} false).
 */
public final class JcaClient implements BindingClient {

    /** The names tried in JNDI, before the server's (or port's) name. */
    public static final List<String> JNDI_PREFIXES = List.of("java:comp/env/eis/", "eis/");

    /** Calls at once per port at most, those past their deadline whose adapter has not ended them yet included. */
    static final int MAX_CALLS = 256;

    private static final List<String> VERBS = List.of("SYNC_SEND", "SYNC_SEND_RECEIVE", "SYNC_RECEIVE");

    private final Endpoint.Jca endpoint;
    private final ClassLoader loader;
    private final RuntimeOptions options;
    private final Deque<Connection> idle = new ConcurrentLinkedDeque<>();
    /** The threads calls run on under their deadline; a thread ends after a while unused. */
    private final ThreadPoolExecutor calls;
    /** One new connection at a time until one worked: when the server hangs, its callers wait for one timeout together. */
    private final SetUpGate connecting;
    private ConnectionFactory factory;
    private volatile String factorySource = "";
    private volatile boolean closed;

    /**
     * @throws LinkageError when the Jakarta Connectors API is not on the class path
     */
    public JcaClient(Endpoint.Jca endpoint, ClassLoader loader, RuntimeOptions options) {
        // resolves the API now, so that a missing library shows here rather than in the middle of a call
        ConnectionFactory.class.getName();
        this.endpoint = endpoint;
        this.loader = loader;
        this.options = options;
        this.calls = new ThreadPoolExecutor(0, MAX_CALLS, 30, TimeUnit.SECONDS, new SynchronousQueue<>(), runnable -> {
            Thread thread = new Thread(runnable, "bindwise-jca " + endpoint.port());
            thread.setDaemon(true);
            return thread;
        });
        this.connecting = new SetUpGate("the connection set-up to " + describe());
    }

    @Override
    public Accessibility probe(Duration timeout) {
        ConnectionFactory connections;
        try {
            connections = connectionFactory();
            interactionSpecClass(connections);
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
        return getConnection(connections, deadline);
    }

    /** A connection from the resource adapter, closed at once, within the deadline. */
    private Accessibility getConnection(ConnectionFactory connections, Deadline deadline) {
        CompletableFuture<Accessibility> attempt = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                connections.getConnection().close();
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
        ConnectionFactory connections;
        InteractionSpec spec;
        try {
            connections = connectionFactory();
            spec = interactionSpec(interactionSpecClass(connections), jca.program(), verb(jca.interactionVerb()));
        } catch (IllegalStateException e) {
            // the port's set-up, not this operation's: the port is left out and probed again later
            throw new TransportException(e.getMessage(), e);
        }
        String call = operation.name() + " (program " + jca.program() + ")";
        Class<?> resultType = operation.resultType();
        return arguments -> {
            Object[] values = new Object[arguments.length + 1];
            values[0] = operation.name();
            System.arraycopy(arguments, 0, values, 1, arguments.length);
            ByteRecord output = new ByteRecord(reply.recordName(), new byte[0]);
            execute(connections, spec, new ByteRecord(request.recordName(), request.encodeValues(values)), output, call);
            return resultType == void.class ? null : reply.decodeValues(output.bytes(), resultType)[0];
        };
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
     * Runs the interaction on the client's own threads while the caller waits until the call's deadline:
     * CCI bounds neither getting a connection nor an interaction. A call past its deadline is abandoned,
     * and its connection closed (which ends a blocked interaction in an adapter that reads from a socket)
     * and never used again.
     */
    private void execute(ConnectionFactory connections, InteractionSpec spec, ByteRecord input, ByteRecord output,
            String call) {
        if (closed) {
            throw new IllegalStateException(describe() + " is closed");
        }
        Deadline deadline = Deadline.after(options.callTimeout());
        Exchange exchange = new Exchange(connections, spec, input, output, deadline);
        Future<Void> done;
        try {
            done = calls.submit(exchange);
        } catch (RejectedExecutionException e) {
            throw TransportException.notSent(describe() + ": " + call + " was not sent: " + MAX_CALLS
                    + " calls to the port are still running", e);
        }
        try {
            done.get(deadline.remainingNanos(), TimeUnit.NANOSECONDS);
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
                closeIdle();
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
            close(connection);
        }
        closeIdle();
    }

    /**
     * One call on a thread of the client's: an idle connection, else a new one (one set-up of the port at a
     * time), and the interaction, after which the connection goes back to the idle ones (or is closed when it
     * failed in transport). A caller that gives up ends the exchange and closes the connection in use; a
     * connection the thread gets only later is closed at once.
     */
    private final class Exchange implements Callable<Void> {

        private final ConnectionFactory connections;
        private final InteractionSpec spec;
        private final ByteRecord input;
        private final ByteRecord output;
        private final Deadline deadline;
        /** Set once the interaction starts: the request may then have left. */
        private volatile boolean sending;
        private Connection connection;
        private boolean ended;

        Exchange(ConnectionFactory connections, InteractionSpec spec, ByteRecord input, ByteRecord output,
                Deadline deadline) {
            this.connections = connections;
            this.spec = spec;
            this.input = input;
            this.output = output;
            this.deadline = deadline;
        }

        @Override
        public Void call() throws ResourceException {
            Connection held = idle.pollFirst();
            if (held == null) {
                held = newConnection();
            }
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

        private Connection newConnection() throws ResourceException {
            connecting.enter(deadline);
            try {
                Connection connection = connections.getConnection();
                connecting.leave();
                return connection;
            } catch (ResourceException e) {
                if (isTransport(e)) {
                    connecting.leave(TransportException.notSent(describe() + ": no connection: " + e.getMessage(), e));
                } else {
                    connecting.leave();
                }
                throw e;
            } catch (RuntimeException | Error e) {
                connecting.leave();
                throw e;
            }
        }

        /** The call's transport failure: not sent until the interaction started. */
        TransportException failed(String message, Throwable cause) {
            return sending ? new TransportException(message, cause) : TransportException.notSent(message, cause);
        }

        private synchronized boolean hold(Connection got) {
            if (ended) {
                close(got);
                return false;
            }
            connection = got;
            return true;
        }

        /** The interaction ended: its connection goes back to the idle ones, or is closed, unless the caller took it. */
        private synchronized void release(boolean reusable) {
            if (connection == null) {
                return;
            }
            if (reusable) {
                idle.offerFirst(connection);
                if (closed) {
                    closeIdle();
                }
            } else {
                close(connection);
            }
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

    private synchronized ConnectionFactory connectionFactory() {
        if (factory == null) {
            Optional<ConnectionFactory> given = options.resource(endpoint.port(), ConnectionFactory.class);
            factory = given.isPresent() ? given.get() : lookUp();
            factorySource = given.isPresent() ? "JCA: the connection factory given in RuntimeOptions.resource(\""
                    + endpoint.port() + "\", factory)" : "JCA: the connection factory found in JNDI";
        }
        return factory;
    }

    /** Where the connection factory came from: given in the options, or found in JNDI (the plan's condition). */
    @Override
    public String basis() {
        return factorySource;
    }

    /** The factory an application server bound in JNDI, under the names in {@link #jndiNames()}. */
    private ConnectionFactory lookUp() {
        List<String> names = jndiNames();
        String why;
        try {
            InitialContext context = new InitialContext();
            try {
                why = "none of them is bound";
                for (String name : names) {
                    try {
                        Object found = context.lookup(name);
                        if (found instanceof ConnectionFactory connections) {
                            return connections;
                        }
                        why = name + " is a " + (found == null ? "null" : found.getClass().getName())
                                + ", not a jakarta.resource.cci.ConnectionFactory";
                    } catch (NameNotFoundException e) {
                        // the next name
                    }
                }
            } finally {
                context.close();
            }
        } catch (NoInitialContextException e) {
            why = "there is no JNDI naming context here (no application server)";
        } catch (NamingException e) {
            why = "the JNDI lookup failed: " + e;
        }
        throw new IllegalStateException(describe() + " has no resource adapter: no ConnectionFactory was given for it "
                + "(RuntimeOptions.resource(\"" + endpoint.port() + "\", connectionFactory)) and JNDI has none under "
                + names + ": " + why);
    }

    /** The JNDI names tried, in order. */
    public List<String> jndiNames() {
        String name = endpoint.serverName().isEmpty() ? endpoint.port() : endpoint.serverName();
        List<String> names = new ArrayList<>();
        for (String prefix : JNDI_PREFIXES) {
            names.add(prefix + name);
        }
        return names;
    }

    private Class<?> interactionSpecClass(ConnectionFactory connections) {
        String name = options.interactionSpec(endpoint.port()).orElseThrow(() -> new IllegalStateException(describe()
                + " has no InteractionSpec class: name the resource adapter's (e.g. com.ibm.connector2.cics.ECIInteractionSpec) "
                + "with RuntimeOptions.interactionSpec(\"" + endpoint.port() + "\", className) or -D"
                + RuntimeOptions.INTERACTION_SPEC_PROPERTY_PREFIX + endpoint.port() + "=className"));
        Class<?> type = null;
        for (ClassLoader candidate : new ClassLoader[] {connections.getClass().getClassLoader(), loader}) {
            try {
                type = Class.forName(name, true, candidate);
                break;
            } catch (ClassNotFoundException e) {
                // the next loader
            }
        }
        if (type == null) {
            throw new IllegalStateException(describe() + ": the InteractionSpec class " + name
                    + " is found neither by the resource adapter's class loader nor by the application's");
        }
        if (!InteractionSpec.class.isAssignableFrom(type)) {
            throw new IllegalStateException(describe() + ": " + name + " is not a jakarta.resource.cci.InteractionSpec");
        }
        try {
            type.getConstructor();
            type.getMethod("setFunctionName", String.class);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(describe() + ": the InteractionSpec " + name + " needs a public no-argument "
                    + "constructor and a setFunctionName(String) method, as the Connector specification asks");
        }
        return type;
    }

    private InteractionSpec interactionSpec(Class<?> type, String program, int verb) {
        try {
            InteractionSpec spec = (InteractionSpec) type.getConstructor().newInstance();
            type.getMethod("setFunctionName", String.class).invoke(spec, program);
            Method setVerb = setter(type, "setInteractionVerb");
            if (setVerb != null) {
                setVerb.invoke(spec, verb);
            } else if (verb != InteractionSpec.SYNC_SEND_RECEIVE) {
                throw new IllegalArgumentException(type.getName() + " has no setInteractionVerb(int), so it cannot call "
                        + program + " with " + VERBS.get(verb));
            }
            return spec;
        } catch (InvocationTargetException e) {
            throw new IllegalArgumentException(type.getName() + " refuses the program " + program + " or the verb "
                    + VERBS.get(verb) + ": " + e.getCause().getMessage(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(describe() + ": cannot make a " + type.getName() + ": " + e, e);
        }
    }

    private static Method setter(Class<?> type, String name) {
        try {
            return type.getMethod(name, int.class);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /** The CCI verb of the cics:operation interactionVerb; none means SYNC_SEND_RECEIVE. */
    private static int verb(String interactionVerb) {
        if (interactionVerb.isEmpty()) {
            return InteractionSpec.SYNC_SEND_RECEIVE;
        }
        int verb = VERBS.indexOf(interactionVerb);
        if (verb < 0) {
            throw new IllegalArgumentException("unknown interactionVerb '" + interactionVerb + "'; CCI knows " + VERBS);
        }
        return verb;
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
        calls.shutdownNow();
        closeIdle();
    }

    private void closeIdle() {
        for (Connection connection = idle.pollFirst(); connection != null; connection = idle.pollFirst()) {
            close(connection);
        }
    }

    private static void close(Connection connection) {
        try {
            connection.close();
        } catch (ResourceException e) {
            // the connection is gone either way
        }
    }
}
