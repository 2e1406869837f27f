package dev.bindwise.core.generate;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Condition;

/**
 * The runtime's view of the WSDL's ports and binding operations, as Java expressions for the proxy's
 * plan: {@code new Endpoint.Soap(...)} from a port's address, {@code new Route.Jca(...)} from a binding
 * operation. The address attributes are those the WSDL reader keeps in the port's properties.
 * <p>
 * The kinds the runtime calls are registered here, each with its {@link ProxyBinding}: a new kind the
 * runtime can call is one class and one line below.
 */
final class ProxyRoutes {

    static final String RUNTIME = "dev.bindwise.runtime";
    static final ClassName ENDPOINT = ClassName.get(RUNTIME, "Endpoint");
    static final ClassName ROUTE = ClassName.get(RUNTIME, "Route");
    static final ClassName CONDITION = ClassName.get(RUNTIME, "Condition");
    static final ClassName JAVA_FAULT = ClassName.get(RUNTIME, "JavaFault");
    private static final String DECLARED = Condition.Check.DECLARED + ": ";
    private static final String COLOCATED = Condition.Check.COLOCATED + ": ";

    private static final Map<BindingKind, ProxyBinding> BINDINGS = new EnumMap<>(Map.of(
            BindingKind.SOAP, new SoapProxyBinding(),
            BindingKind.RMI_IIOP, new RmiIiopProxyBinding(),
            BindingKind.JCA, new JcaProxyBinding(),
            BindingKind.LOCAL_JAVA, new LocalJavaProxyBinding()));

    private ProxyRoutes() {
    }

    /** Whether the runtime has a client for the port's binding. */
    static boolean callable(Port port) {
        return BINDINGS.containsKey(port.getKind());
    }

    /** The service's own class the port's client loads (see {@link ProxyBinding#serviceClass(Port)}). */
    static Optional<String> serviceClass(Port port) throws GenerateException {
        return binding(port).serviceClass(port);
    }

    static CodeBlock endpoint(ServiceDescription description, Port port, Operation anyOperation) throws GenerateException {
        return binding(port).endpoint(description, port, anyOperation);
    }

    /**
     * Whether a condition of the plan (as {@link Condition} writes it) is a fact a profile declared: a declared fact,
     * or a local Java service declared co-located.
     */
    static boolean declared(String condition) {
        return condition.startsWith(DECLARED) || condition.startsWith(COLOCATED);
    }

    /**
     * The endpoint's expression with the declared conditions the proxy reports and acts on:
     * {@code endpoint, Condition.declared("..."), Condition.colocated("...")}.
     */
    static CodeBlock withConditions(CodeBlock endpoint, Set<String> declaredConditions) {
        CodeBlock.Builder code = CodeBlock.builder().add("$L", endpoint);
        for (String condition : declaredConditions) {
            if (condition.startsWith(COLOCATED)) {
                code.add(", $T.colocated($S)", CONDITION, condition.substring(COLOCATED.length()));
            } else {
                code.add(", $T.declared($S)", CONDITION, condition.substring(DECLARED.length()));
            }
        }
        return code.build();
    }

    static CodeBlock route(Port port, BindingOperation operation, OperationSignature signature) throws GenerateException {
        return binding(port).route(port, operation, signature);
    }

    private static ProxyBinding binding(Port port) throws GenerateException {
        ProxyBinding binding = BINDINGS.get(port.getKind());
        if (binding == null) {
            throw new GenerateException("port " + port.getName() + " is " + port.getKind()
                    + ", which Bindwise proxies do not call (" + callableLabels() + " only)");
        }
        return binding;
    }

    /** "SOAP, RMI-IIOP, JCA and local Java". */
    private static String callableLabels() {
        List<String> labels = new ArrayList<>(BINDINGS.keySet().stream().map(BindingKind::label).toList());
        String last = labels.remove(labels.size() - 1);
        return String.join(", ", labels) + " and " + last;
    }

    /** The method a route of an RMI-IIOP or local Java port calls: the binding operation's methodName, else its name. */
    static String methodName(BindingOperation operation) {
        return operation.getProperties().map().getOrDefault("methodName", operation.getName());
    }

    /**
     * The route of an RMI-IIOP or local Java port: {@code new Route.Kind(port, method, new JavaFault(ServiceException.class,
     * GeneratedException.class), ...)}, one JavaFault per declared fault, by the service exception the port's binding
     * maps it to.
     *
     * @throws GenerateException when the binding maps no exception class, or no class that can be one, to a declared fault
     */
    static CodeBlock javaRoute(String kind, Port port, BindingOperation operation, OperationSignature signature)
            throws GenerateException {
        CodeBlock.Builder code = CodeBlock.builder().add("new $T($S, $S", ROUTE.nestedClass(kind), port.getName(),
                methodName(operation));
        for (JavaTypes.FaultClass fault : signature.faults()) {
            JavaTypes.ServiceException serviceException = fault.serviceExceptions().get(port.getBinding());
            if (serviceException != null && serviceException.problem() != null) {
                throw new GenerateException("port " + port.getName() + " (" + port.getKind().label() + "): "
                        + serviceException.problem());
            }
            if (serviceException == null) {
                throw new GenerateException("port " + port.getName() + " (" + port.getKind().label() + "): operation "
                        + signature.operation().getName() + " declares the fault " + fault.messageName() + ", but binding "
                        + port.getBinding().getName() + " maps no exception class to it, so the proxy could not tell it"
                        + " from any other exception of the service: add <format:typeMap typeName=\"" + xmlName(fault)
                        + "\" formatType=\"the exception class the service throws\"/> to the binding's format:typeMapping"
                        + " (encoding=\"Java\"), as Apache WSIF's bindings do");
            }
            code.add(",\n$>$>new $T($T.class, $T.class)$<$<", JAVA_FAULT, serviceException.name(), fault.name());
        }
        return code.add(")").build();
    }

    /** The fault part's type, as a format:typeMap names it. */
    private static String xmlName(JavaTypes.FaultClass fault) {
        Field detail = fault.detail();
        String name = detail.getType() != null && detail.getType().getName() != null ? detail.getType().getName()
                : detail.getXsdType();
        return name == null ? detail.getName() : name.substring(name.indexOf('}') + 1);
    }

    static String required(Port port, String value, String attribute) throws GenerateException {
        if (value == null || value.isBlank()) {
            throw new GenerateException("port " + port.getName() + " has no " + attribute
                    + ": the proxy cannot reach it; add the attribute to the port in the WSDL");
        }
        return value;
    }
}
