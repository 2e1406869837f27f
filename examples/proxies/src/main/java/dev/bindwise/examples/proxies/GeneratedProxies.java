package dev.bindwise.examples.proxies;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.discovery.FactNames;
import dev.bindwise.core.generate.GenerateException;
import dev.bindwise.core.generate.GenerateProxyOperation;
import dev.bindwise.core.generate.GenerateRequest;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.policy.RuleCompileException;
import dev.bindwise.core.select.SelectionOperation;
import dev.bindwise.core.select.SelectionRequest;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.FactSource;
import dev.bindwise.model.Facts;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.Operation;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.Port;
import dev.bindwise.model.PortType;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * Proxies for the example services as a user's project gets them: generated from the WSDL and a plan
 * by the core's generator into a fresh folder, compiled with javax.tools, and loaded, ready to be opened
 * against the example servers. The end-to-end tests and {@code ./bindwise report} call services through
 * them.
 */
public final class GeneratedProxies {

    /** The remote bindings a client in another JVM reaches; local Java is not one of them. */
    private static final Set<BindingKind> REMOTE = Set.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.JCA);

    private GeneratedProxies() {
    }

    /**
     * Generates the service's proxy for the plan into {@code workFolder} (sources under src, classes under
     * classes), compiles it against this JVM's class path and loads it in a class loader of its own whose
     * parent is the caller's, so that the example services' data classes are shared.
     *
     * @param repositoryRoot the folder the example's WSDL path is relative to
     * @throws IllegalStateException with javac's diagnostics when the generated sources do not compile
     */
    public static GeneratedProxy build(ExampleService service, SelectionPlan plan, Path repositoryRoot, Path workFolder)
            throws IOException, WsdlReadException {
        ClassLoader caller = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass().getClassLoader();
        return build(service, plan, repositoryRoot, workFolder, caller);
    }

    /**
     * As {@link #build(ExampleService, SelectionPlan, Path, Path)}, the proxy loaded under the parent given: a
     * client deployed elsewhere than the service sees the service's data classes, not its implementation.
     */
    public static GeneratedProxy build(ExampleService service, SelectionPlan plan, Path repositoryRoot, Path workFolder,
            ClassLoader parent) throws IOException, WsdlReadException {
        ServiceDescription description = read(service, repositoryRoot);
        String packageName = "client." + service.name().toLowerCase(Locale.ROOT);
        Path sources = workFolder.resolve("src");
        try {
            new GenerateProxyOperation(new GenerateRequest(description, plan, null, packageName, sources)).execute(null);
        } catch (GenerateException e) {
            throw new IllegalStateException("the proxy of " + service.name() + " could not be generated into " + sources
                    + ": " + e.getMessage(), e);
        }
        Path classes = compile(service.name(), sources, workFolder.resolve("classes"));
        String portType = description.getPortTypes().get(0).getName();
        URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, parent);
        try {
            return new GeneratedProxy(service, description, plan, loader, loader.loadClass(packageName + "." + portType),
                    loader.loadClass(packageName + "." + portType + "Proxy"));
        } catch (ClassNotFoundException e) {
            loader.close();
            throw new IllegalStateException("the generated sources in " + sources + " have no " + e.getMessage(), e);
        }
    }

    /**
     * The example service's WSDL, read by the core's reader.
     *
     * @throws WsdlReadException naming the file and what is wrong in it
     */
    public static ServiceDescription read(ExampleService service, Path repositoryRoot) throws WsdlReadException {
        return new WsdlReader().read(repositoryRoot.resolve(service.wsdl()));
    }

    /**
     * A plan whose every operation goes over the first binding of the ranking the WSDL offers, with the
     * rest of those behind it as fallbacks; kinds the WSDL has no port of are skipped. An operation is
     * idempotent only where the WSDL declares it (bindwise:idempotent) and the example does not call it stateful,
     * so that a purchase is never sent twice.
     */
    public static SelectionPlan plan(ServiceDescription description, ExampleService service, List<BindingKind> ranking) {
        return plan(description, operation -> service.operations().stream()
                .anyMatch(o -> o.methodName().equals(operation) && o.stateful()), ranking);
    }

    /**
     * The same for any service: an operation the WSDL declares idempotent is, unless {@code stateful} says it
     * must never be sent twice.
     */
    public static SelectionPlan plan(ServiceDescription description, Predicate<String> stateful, List<BindingKind> ranking) {
        ModelFactory model = ModelFactory.eINSTANCE;
        SelectionPlan plan = model.createSelectionPlan();
        plan.setWsdlLocation(description.getLocation());
        plan.setCreatedAt(Instant.now().toString());
        List<Port> ports = description.getServices().get(0).getPorts();
        List<Port> ranked = ranking.stream()
                .flatMap(kind -> ports.stream().filter(port -> port.getKind() == kind).limit(1)).toList();
        if (ranked.isEmpty()) {
            throw new IllegalArgumentException(description.getLocation() + " has no port of " + ranking
                    + "; its ports are " + ports.stream().map(p -> p.getName() + " (" + p.getKind() + ")").toList());
        }
        for (PortType portType : description.getPortTypes()) {
            for (Operation operation : portType.getOperations()) {
                OperationSelection selection = model.createOperationSelection();
                selection.setPortType(portType.getName());
                selection.setOperation(operation.getName());
                selection.setIdempotent(operation.isIdempotent() && !stateful.test(operation.getName()));
                for (Port port : ranked) {
                    RankedBinding binding = model.createRankedBinding();
                    binding.setKind(port.getKind());
                    binding.setPort(port.getName());
                    binding.setAddress(port.getAddress());
                    if (selection.getChosen() == null) {
                        binding.setRank(1);
                        selection.setChosen(binding);
                    } else {
                        binding.setRank(selection.getFallbacks().size() + 2);
                        selection.getFallbacks().add(binding);
                    }
                }
                plan.getSelections().add(selection);
            }
        }
        return plan;
    }

    /**
     * What {@code select} chooses, with the default rules and no hints, for a client in another JVM (and
     * another ORB) that reaches every remote port of the WSDL and whose resource adapter reaches the
     * transaction server: the facts are declared here rather than discovered.
     *
     * @throws IllegalStateException when the default rules do not compile or fail (a broken build)
     */
    public static SelectionPlan selectedForRemoteClient(ServiceDescription description) {
        try {
            return new SelectionOperation(SelectionRequest.of(description).withFacts(remoteClientFacts(description))
                    .withRules(DefaultRules.RULES)).execute(null).plan();
        } catch (BadInputException e) {
            throw new IllegalStateException("the selection for " + description.getLocation() + " failed: "
                    + e.getMessage(), e);
        }
    }

    /**
     * What {@code select} chooses with the default rules and no hints from the facts the discovery given finds
     * (it probes the WSDL's addresses from this host, merged with what its target profile declares).
     *
     * @throws BadInputException when the profile cannot be read
     */
    public static SelectionPlan selected(ServiceDescription description, DiscoveryRequest discovery) throws BadInputException {
        return new SelectionOperation(SelectionRequest.of(description).withDiscovery(discovery).withRules(DefaultRules.RULES))
                .execute(null).plan();
    }

    /** The default rule base, compiled once (seconds of Drools) on first use and shared by every selection. */
    private static final class DefaultRules {

        static final RuleBase RULES = load();

        private static RuleBase load() {
            try {
                return RuleBase.loadDefault();
            } catch (RuleCompileException e) {
                throw new IllegalStateException("the default policy rules do not compile: " + e.getMessage(), e);
            }
        }
    }

    /** A client in another JVM and ORB: every remote port accessible, local Java not, the adapter reaching its server. */
    static Facts remoteClientFacts(ServiceDescription description) {
        ModelFactory model = ModelFactory.eINSTANCE;
        Facts facts = model.createFacts();
        facts.setTarget("another JVM on loopback");
        facts.getFacts().add(declared(FactNames.CLIENT_SAME_JVM, "false"));
        facts.getFacts().add(declared(FactNames.CLIENT_SAME_ORB, "false"));
        facts.getFacts().add(declared(FactNames.JCA_ADAPTER_REACHABLE, "true"));
        // the example CCI adapter's connection factory, which open() gives in RuntimeOptions
        facts.getFacts().add(declared(FactNames.JCA_CONNECTION_FACTORY, "options"));
        for (Port port : description.getServices().get(0).getPorts()) {
            EndpointFact endpoint = model.createEndpointFact();
            endpoint.setPort(port.getName());
            endpoint.setKind(port.getKind());
            endpoint.setAccessible(REMOTE.contains(port.getKind()));
            endpoint.setReason(REMOTE.contains(port.getKind()) ? "declared: its server runs on loopback"
                    : "declared: the client runs in another JVM");
            endpoint.setSource(FactSource.DECLARED);
            facts.getEndpoints().add(endpoint);
        }
        return facts;
    }

    private static Fact declared(String name, String value) {
        Fact fact = ModelFactory.eINSTANCE.createFact();
        fact.setName(name);
        fact.setValue(value);
        fact.setSource(FactSource.DECLARED);
        fact.setDetail(GeneratedProxies.class.getSimpleName());
        return fact;
    }

    /**
     * Compiles the generated sources as a user's build would: javac 17 against this JVM's class path (the
     * runtime and the example services), every lint warning an error (but for class path entries that do
     * not exist, which say nothing of the sources).
     *
     * @param what what the sources are, for the message when they do not compile
     */
    public static Path compile(String what, Path sources, Path classes) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("this JVM (" + System.getProperty("java.home")
                    + ") has no Java compiler: run it from a JDK, not a JRE, to compile generated proxies");
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).toList();
        }
        Files.createDirectories(classes);
        List<String> options = new ArrayList<>(List.of("--release", "17", "-Xlint:all,-path", "-Werror",
                "-classpath", System.getProperty("java.class.path"), "-d", classes.toString()));
        StringWriter diagnostics = new StringWriter();
        try (StandardJavaFileManager fileManager = javac.getStandardFileManager(null, Locale.ROOT, null)) {
            boolean compiled = javac.getTask(diagnostics, fileManager, null, options, null,
                    fileManager.getJavaFileObjectsFromPaths(files)).call();
            if (!compiled) {
                throw new IllegalStateException("the generated proxy of " + what + " does not compile ("
                        + sources
                        + "):\n" + diagnostics);
            }
        }
        return classes;
    }
}
