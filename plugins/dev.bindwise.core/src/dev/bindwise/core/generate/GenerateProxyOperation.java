package dev.bindwise.core.generate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

import dev.bindwise.core.wsdl.NamespacePackages;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Operation;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.Port;
import dev.bindwise.model.PortType;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.Service;
import dev.bindwise.model.ServiceDescription;

/**
 * Generates the client's binding proxy from a selection plan (step 5 of the pipeline): per port type of
 * the plan, the service interface and {@code <PortType>Proxy}, which calls each operation over its chosen
 * binding with the ranked fallbacks behind it (dev.bindwise.runtime), plus a data class for each structure
 * the WSDL's Java type mapping does not name. Sources are formatted by JavaPoet (Palantir's maintained
 * fork) and say in their header which WSDL and plan they came from.
 * <p>
 * Regeneration keeps user edits ({@link SourceWriter}): a file still as generated is replaced, a file the
 * user changed is kept and the new generation written beside it, a file Bindwise did not write stops the
 * generation before anything is written.
 * <p>
 * EGit style: {@link #execute(GenerateMonitor)} runs on the caller's thread; the IDE wraps it in a Job,
 * the command line and tests call it directly.
 */
public final class GenerateProxyOperation {

    private static final Set<String> PROXY_MEMBERS = Set.of("runtime", "close");

    private final GenerateRequest request;

    public GenerateProxyOperation(GenerateRequest request) {
        this.request = request;
    }

    public GenerateResult execute(GenerateMonitor monitor) throws GenerateException {
        ServiceDescription description = request.description();
        SelectionPlan plan = request.plan();
        String wsdlName = wsdlName(description);
        checkPackage(request.packageName());
        Map<String, Port> ports = ports(description);
        Map<PortType, List<OperationSelection>> selected = PlanMatch.check(description, plan, ports);

        Set<String> reserved = new HashSet<>();
        Map<PortType, ClassName> interfaces = new LinkedHashMap<>();
        for (PortType portType : selected.keySet()) {
            ClassName name = ClassName.get(request.packageName(), JavaNames.className(portType.getName()));
            if (!reserved.add(name.simpleName()) || !reserved.add(name.simpleName() + "Proxy")) {
                throw new GenerateException(wsdlName + ": two port types are both " + name.simpleName()
                        + " in Java: generate them into separate packages");
            }
            interfaces.put(portType, name);
        }
        JavaTypes types = new JavaTypes(description, request.packageName(), reserved);
        SourceFile.Origin origin = new SourceFile.Origin(description.getLocation(),
                request.planSource() == null ? "selected at generation (not saved)" : request.planSource(),
                plan.getCreatedAt());
        String planSource = wsdlName + ", plan " + (request.planSource() == null ? "selected at generation"
                : fileName(request.planSource())) + " of " + plan.getCreatedAt();

        List<SourceFile> sources = new ArrayList<>();
        List<GenerateResult.ProxyOperation> routed = new ArrayList<>();
        for (Map.Entry<PortType, List<OperationSelection>> entry : selected.entrySet()) {
            PortType portType = entry.getKey();
            List<PortTypeSources.PlannedOperation> operations = new ArrayList<>();
            Map<String, Port> used = new LinkedHashMap<>();
            Set<String> methods = new HashSet<>();
            for (OperationSelection selection : entry.getValue()) {
                Operation operation = PlanMatch.operation(portType, selection.getOperation());
                OperationSignature signature = OperationSignature.of(operation, types, wsdlName);
                if (PROXY_MEMBERS.contains(signature.methodName()) || !methods.add(signature.methodName())) {
                    throw new GenerateException(wsdlName + ": port type " + portType.getName() + " has an operation "
                            + operation.getName() + " that its proxy cannot have as a method of its own (overloaded, or "
                            + "one of the proxy's " + PROXY_MEMBERS + "): rename the operation");
                }
                List<CodeBlock> routes = new ArrayList<>();
                List<RankedBinding> kept = new ArrayList<>();
                for (RankedBinding ranked : PlanMatch.ranking(selection)) {
                    Port port = ports.get(ranked.getPort());
                    if (!ProxyRoutes.callable(port)) {
                        continue;
                    }
                    routes.add(ProxyRoutes.route(port, bindingOperation(port, operation)));
                    kept.add(ranked);
                    used.putIfAbsent(port.getName(), port);
                }
                if (routes.isEmpty()) {
                    throw new GenerateException("the plan ranks for " + portType.getName() + "." + operation.getName()
                            + " only bindings a Bindwise proxy does not call: select again with rules that keep SOAP,"
                            + " RMI-IIOP, JCA or local Java");
                }
                operations.add(new PortTypeSources.PlannedOperation(signature, selection.isIdempotent(), routes, kept));
                routed.add(new GenerateResult.ProxyOperation(portType.getName(), operation.getName(), List.copyOf(kept),
                        selection.isIdempotent()));
            }
            List<CodeBlock> endpoints = new ArrayList<>();
            for (Port port : used.values()) {
                endpoints.add(ProxyRoutes.endpoint(description, port, portType.getOperations().get(0)));
            }
            ClassName name = interfaces.get(portType);
            sources.add(SourceFile.of(request.packageName(),
                    PortTypeSources.serviceInterface(portType, name, operations, wsdlName), origin));
            sources.add(SourceFile.of(request.packageName(),
                    PortTypeSources.proxy(portType, name, endpoints, operations, planSource), origin));
        }
        // a data class may need further ones (its fields' structures): the list grows while it is walked
        for (int i = 0; i < types.dataClasses().size(); i++) {
            sources.add(SourceFile.of(request.packageName(), DataClassSource.of(types.dataClasses().get(i), types, wsdlName),
                    origin));
        }
        List<GeneratedFile> files = SourceWriter.write(request.outputRoot(), sources, monitor);
        return new GenerateResult(files, List.copyOf(routed));
    }

    /**
     * The package sources go to when the user names none: the WSDL's target namespace as JAXB (and wsimport)
     * make it a package, e.g. {@code http://bindwise.dev/examples/trader} is {@code dev.bindwise.examples.trader}.
     */
    public static String defaultPackage(ServiceDescription description) {
        String namespace = description.getTargetNamespace();
        String derived = namespace == null ? "" : NamespacePackages.of(namespace);
        return JavaNames.isPackageName(derived) ? derived : "bindwise.proxy";
    }

    private static BindingOperation bindingOperation(Port port, Operation operation) throws GenerateException {
        if (port.getBinding() != null) {
            for (BindingOperation candidate : port.getBinding().getOperations()) {
                if (candidate.getOperation() == operation) {
                    return candidate;
                }
            }
        }
        throw new GenerateException("port " + port.getName() + " has no binding operation for " + operation.getName()
                + ", yet the plan routes it there: select again for this WSDL");
    }

    private static Map<String, Port> ports(ServiceDescription description) {
        Map<String, Port> ports = new LinkedHashMap<>();
        for (Service service : description.getServices()) {
            for (Port port : service.getPorts()) {
                ports.putIfAbsent(port.getName(), port);
            }
        }
        return ports;
    }

    /** Refuses a package name Java would not accept, saying how to write one. */
    public static void checkPackage(String packageName) throws GenerateException {
        Optional<String> problem = JavaNames.packageProblem(packageName);
        if (problem.isPresent()) {
            throw new GenerateException("\"" + packageName + "\" " + problem.get());
        }
    }

    static String wsdlName(ServiceDescription description) {
        return description.getLocation() == null ? "the WSDL" : fileName(description.getLocation());
    }

    /** The last segment of a path or URI. */
    static String fileName(String location) {
        return location.substring(Math.max(location.lastIndexOf('/'), location.lastIndexOf('\\')) + 1);
    }
}
