package dev.bindwise.runtime.internal.iiop;

import dev.bindwise.runtime.iiop.GlassFishOrbs;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.rmi.RemoteException;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

import javax.rmi.PortableRemoteObject;

import org.omg.CORBA.COMM_FAILURE;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.NO_RESPONSE;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import org.omg.CORBA.ORB;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.TRANSIENT;
import org.omg.CosNaming.NamingContextExt;
import org.omg.CosNaming.NamingContextExtHelper;
import org.omg.CosNaming.NamingContextPackage.NotFound;

import dev.bindwise.runtime.internal.Accessibility;
import dev.bindwise.runtime.internal.BindingClient;
import dev.bindwise.runtime.internal.Deadline;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.internal.JavaFaults;
import dev.bindwise.runtime.internal.OperationCall;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServiceFaultException;
import dev.bindwise.runtime.internal.ServiceMethod;
import dev.bindwise.runtime.internal.SetUpGate;
import dev.bindwise.runtime.internal.TransportException;
import dev.bindwise.runtime.internal.probe.ProtocolProbes;

/**
 * RMI-IIOP through an ORB: the object is looked up by name in the CORBA naming service that the port's
 * address names (in any form {@link IiopAddress} reads; in the naming context it names) and narrowed
 * ({@code PortableRemoteObject.narrow}) to the class the port names ({@code ejb:address className}). Where
 * that class is an EJB home, as WSIF meant it and as an application server binds it, the home's
 * {@code create()} gives the remote object the calls go to; otherwise the object looked up is that remote
 * object ({@link EjbView}). Its methods are called by reflection, on the one remote object this client
 * keeps. The ORB is the one the options give for the port (in an application server, the server's, or one
 * that reaches every object at the port's address: {@link GlassFishOrbs}), else one of this client's own
 * ({@link GlassFishOrbs#client}), made on first use and destroyed on close.
 * <p>
 * A call that failed in reaching the object (COMM_FAILURE, TRANSIENT, NO_RESPONSE, OBJECT_NOT_EXIST or
 * NoSuchObjectException, in the RemoteException or bare) is a {@link TransportException}, and the object
 * is looked up (and, from a home, created) again before the next call, as after an unchecked exception of the
 * ORB's own code (one that may have run: {@link #failedInTheOrb}); any other RemoteException is a
 * {@link ServiceFaultException}; the service's own exceptions reach the caller as the generated exception of
 * their declared fault where the route maps them ({@link JavaFaults}), else unchanged. A call whose look-up failed, or that the ORB says never ran
 * (completion status COMPLETED_NO), was not sent ({@link TransportException#mayHaveRun()} false). One
 * caller at a time looks the object up, until a look-up worked ({@link SetUpGate}); the others wait for it
 * within their own deadline.
 */
public final class IiopClient implements BindingClient {

    private final Endpoint.RmiIiop endpoint;
    private final ClassLoader loader;
    private final RuntimeOptions options;
    /** The naming service, and the context in it that the endpoint's name is looked up in. */
    private final IiopAddress address;
    private final boolean ownOrb;
    private ORB orb;
    private EjbView view;
    /** The remote object's stub, null until looked up (and created) and again after a transport failure. */
    private final AtomicReference<Object> stub = new AtomicReference<>();
    /** One look-up at a time: when the naming service hangs, its callers wait for one timeout together. */
    private final SetUpGate lookingUp;
    private volatile boolean closed;

    /**
     * @param loader finds the remote interface and the data classes (the proxy's loader)
     * @throws IllegalArgumentException when the address is none of the forms {@link IiopAddress} reads
     * @throws LinkageError when no RMI-IIOP ORB is on the class path
     */
    public IiopClient(Endpoint.RmiIiop endpoint, ClassLoader loader, RuntimeOptions options) {
        // Fails here, not at the first call, when the library is missing.
        PortableRemoteObject.class.getName();
        this.endpoint = endpoint;
        this.loader = loader;
        this.options = options;
        this.orb = options.resource(endpoint.port(), ORB.class).orElse(null);
        this.ownOrb = orb == null;
        try {
            this.address = IiopAddress.parse(endpoint.address());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(describe() + ": " + e.getMessage(), e);
        }
        this.lookingUp = new SetUpGate("the look-up of " + endpoint.name() + " at " + address.namingReference());
    }

    @Override
    public Accessibility probe(Duration timeout) {
        return ProtocolProbes.giopLocate(address.host(), address.port(), address.objectKey(), address.describeKey(), timeout)
                .accessibility(describe());
    }

    @Override
    public OperationCall prepare(OperationPlan operation, Route route) {
        Route.RmiIiop remoteRoute = (Route.RmiIiop) route;
        String methodName = remoteRoute.methodName();
        Class<?> remote = view().businessInterface();
        ServiceMethod method;
        try {
            method = ServiceMethod.find(remote, methodName, operation);
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(remote.getName() + " has no method " + methodName + "("
                    + operation.parameterTypes().stream().map(Class::getSimpleName).collect(Collectors.joining(", "))
                    + ") for operation " + operation.name() + " (port " + endpoint.port() + "); it has "
                    + Arrays.stream(remote.getMethods()).filter(m -> m.getName().equals(methodName))
                            .map(Method::toString).toList(), e);
        }
        if (!method.arrayToList() && !wrap(operation.resultType()).isAssignableFrom(wrap(method.method().getReturnType()))) {
            throw new IllegalArgumentException(method + " returns " + method.method().getReturnType().getName()
                    + ", but operation " + operation.name() + " gives " + operation.resultType().getName());
        }
        // Looked up now, so that a name the naming service does not have leaves the route out with the reason.
        stub(Deadline.after(options.callTimeout()));
        JavaFaults faults = JavaFaults.of(remoteRoute.faults(), operation.name() + " (port " + endpoint.port() + ")");
        return arguments -> invoke(operation.name(), method, faults, arguments);
    }

    /**
     * The call within its deadline: the look-up (when there is no stub) waits within it, and the ORB's own
     * waits (connecting, the reply) are bounded by the call timeout ({@link GlassFishOrbs#client}).
     */
    private Object invoke(String operation, ServiceMethod method, JavaFaults faults, Object[] arguments) throws Throwable {
        Object target;
        try {
            target = stub(Deadline.after(options.callTimeout()));
        } catch (IllegalArgumentException e) {
            // The object is gone from the naming service since the route was prepared: nothing was sent.
            throw TransportException.notSent(operation + " was not sent: " + e.getMessage(), e);
        }
        try {
            return method.result(method.method().invoke(target, method.arguments(arguments)));
        } catch (InvocationTargetException e) {
            Throwable thrown = e.getCause();
            if (isTransportFailure(thrown)) {
                stub.compareAndSet(target, null);
                String message = operation + " over " + describe() + " failed in transport: " + summary(thrown);
                throw neverRun(thrown) ? TransportException.notSent(message, thrown) : new TransportException(message, thrown);
            }
            if (failedInTheOrb(thrown)) {
                // the request may have left: the call fails as one that may have run, and the port is left out
                stub.compareAndSet(target, null);
                throw new TransportException(operation + " over " + describe() + " failed in the ORB: " + summary(thrown), thrown);
            }
            if (thrown instanceof RemoteException remote) {
                throw new ServiceFaultException(operation + " over " + describe() + " failed: " + summary(remote), remote);
            }
            throw faults.convert(thrown);
        }
    }

    /**
     * Whether the call failed in getting to the object or back: the ORB's transport exceptions, which an
     * RMI-IIOP stub hands on as the detail of a RemoteException (or, from some ORBs, bare).
     */
    static boolean isTransportFailure(Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof COMM_FAILURE || cause instanceof TRANSIENT || cause instanceof NO_RESPONSE
                    || cause instanceof OBJECT_NOT_EXIST || cause instanceof java.rmi.NoSuchObjectException
                    || cause instanceof java.rmi.ConnectException
                    || cause instanceof java.rmi.ConnectIOException || cause instanceof java.rmi.UnknownHostException) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether an unchecked exception came from the client ORB's own code rather than from the service: the first
     * frame outside the JDK is the GlassFish ORB's. Seen when a connection broke mid-call: the ORB's clean-up after
     * the COMM_FAILURE popped its thread's empty encoding stack, and its NoSuchElementException replaced the
     * failure. A service's unchecked exception arrives with the server's frames instead.
     */
    static boolean failedInTheOrb(Throwable thrown) {
        if (!(thrown instanceof RuntimeException) || thrown instanceof SystemException) {
            return false;
        }
        for (StackTraceElement frame : thrown.getStackTrace()) {
            String type = frame.getClassName();
            if (!type.startsWith("java.") && !type.startsWith("jdk.") && !type.startsWith("sun.")) {
                return type.startsWith("com.sun.corba.ee.");
            }
        }
        return false;
    }

    /**
     * Whether the ORB says the object never started to run the request: CORBA's completion status
     * COMPLETED_NO (no connection, a refused one), unlike MAYBE (no reply in time, a connection broken
     * after the request was written).
     */
    static boolean neverRun(Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof SystemException system) {
                return system.completed.value() == CompletionStatus._COMPLETED_NO;
            }
        }
        return false;
    }

    /**
     * The stub, looked up in the naming service and narrowed when there is none yet: by one caller at a
     * time while the port has not answered a look-up since it failed, the others waiting within their own
     * deadline ({@link SetUpGate}).
     *
     * @throws TransportException (not sent) when the naming service does not answer, or the look-up in
     *         flight failed or the port was left out while waiting for it
     */
    private Object stub(Deadline deadline) {
        Object current = stub.get();
        if (current != null) {
            return current;
        }
        lookingUp.enter(deadline);
        try {
            current = stub.get();
            if (current == null) {
                current = lookUp();
                stub.set(current);
            }
            lookingUp.leave();
            return current;
        } catch (TransportException e) {
            lookingUp.leave(e);
            throw e;
        } catch (RuntimeException | Error e) {
            lookingUp.leave();
            throw e;
        }
    }

    @Override
    public void leftOut(String why) {
        lookingUp.leftOut(why);
    }

    private Object lookUp() {
        ORB callOrb = orb();
        String namingUrl = address.namingReference();
        String name = address.nameInContext(endpoint.name());
        org.omg.CORBA.Object reference;
        try {
            NamingContextExt naming = NamingContextExtHelper.narrow(callOrb.string_to_object(namingUrl));
            reference = naming.resolve_str(name);
        } catch (NotFound e) {
            throw new IllegalArgumentException("the naming service at " + namingUrl + " has no object named "
                    + name + " (port " + endpoint.port() + ")", e);
        } catch (SystemException e) {
            if (isTransportFailure(e)) {
                throw TransportException.notSent("the naming service of " + describe() + " did not answer: " + summary(e), e);
            }
            throw new IllegalArgumentException("the naming service at " + namingUrl + " refused the look-up of "
                    + name + ": " + summary(e), e);
        } catch (org.omg.CORBA.UserException e) {
            throw new IllegalArgumentException("the naming service at " + namingUrl + " cannot look up "
                    + name + ": " + e, e);
        }
        EjbView objectView = view();
        try {
            return objectView.objectFor(reference);
        } catch (ClassCastException e) {
            throw new IllegalArgumentException("the object named " + name + " at " + namingUrl
                    + " is not a " + endpoint.remoteInterface() + ": " + e.getMessage(), e);
        } catch (InvocationTargetException e) {
            Throwable thrown = e.getCause();
            String failed = "the home " + name + " at " + namingUrl + " did not create the remote object: ";
            if (isTransportFailure(thrown)) {
                throw TransportException.notSent(failed + summary(thrown), thrown);
            }
            throw new IllegalArgumentException(failed + summary(thrown), thrown);
        }
    }

    private synchronized EjbView view() {
        if (view == null) {
            try {
                view = EjbView.of(Class.forName(endpoint.remoteInterface(), false, loader));
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException("the class " + endpoint.remoteInterface() + " (ejb:address className)"
                        + " of port " + endpoint.port() + " is not on the class path of the proxy", e);
            } catch (LinkageError e) {
                // A home or remote interface whose EJB API (EJBHome, EJBObject) is missing: the port cannot work.
                throw new IllegalArgumentException("the class " + endpoint.remoteInterface() + " (ejb:address className)"
                        + " of port " + endpoint.port() + " cannot be loaded: " + e + "; put what it extends (for an EJB,"
                        + " the EJB API jar, jakarta.ejb:jakarta.ejb-api) on the class path of the proxy", e);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("port " + endpoint.port() + ": " + e.getMessage(), e);
            }
        }
        return view;
    }

    private synchronized ORB orb() {
        if (closed) {
            throw new IllegalStateException(describe() + " is closed");
        }
        if (orb == null) {
            orb = GlassFishOrbs.client(options);
        }
        return orb;
    }

    private static Class<?> wrap(Class<?> type) {
        if (!type.isPrimitive()) {
            return type;
        }
        return java.lang.invoke.MethodType.methodType(type).wrap().returnType();
    }

    private static String summary(Throwable thrown) {
        String message = thrown.getMessage();
        return thrown.getClass().getSimpleName() + (message == null || message.isBlank() ? "" : ": " + message.strip());
    }

    private String describe() {
        return "RMI-IIOP port " + endpoint.port() + " at " + endpoint.address();
    }

    @Override
    public synchronized void close() {
        closed = true;
        stub.set(null);
        if (ownOrb && orb != null) {
            orb.destroy();
        }
        orb = null;
    }
}
