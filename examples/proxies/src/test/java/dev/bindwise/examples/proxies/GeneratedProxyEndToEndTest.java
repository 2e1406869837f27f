package dev.bindwise.examples.proxies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.bindwise.core.generate.GenerateProxyOperation;
import dev.bindwise.core.generate.GenerateRequest;
import dev.bindwise.core.generate.GenerateMonitor;
import dev.bindwise.core.generate.GenerateResult;
import dev.bindwise.core.generate.GeneratedFile;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.model.BindingKind;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.Operation;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.Port;
import dev.bindwise.model.PortType;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServicePlan;

/**
 * A proxy for each example service, generated into a fresh folder as a user's project would get it,
 * compiled with javax.tools against the runtime and the example services, loaded, and called: every
 * operation's reply must equal the service implementation's own, and every call must have gone over the
 * binding the plan chose. One run per service and binding: a binding is added to {@link #BINDINGS} once
 * the runtime has its client and the run starts its server (driver's ServerProcess, as examples/soap does).
 */
class GeneratedProxyEndToEndTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();

    /** The bindings a run calls over: local Java needs no server. */
    private static final List<BindingKind> BINDINGS = List.of(BindingKind.LOCAL_JAVA);

    static Stream<Arguments> runs() {
        return ExampleServices.all().stream()
                .flatMap(service -> BINDINGS.stream().map(binding -> Arguments.of(service.name(), binding)));
    }

    @ParameterizedTest(name = "{0} over {1}")
    @MethodSource("runs")
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void theGeneratedProxyCompilesAndAnswersAsTheServiceDoes(String name, BindingKind binding, @TempDir Path project)
            throws Exception {
        ExampleService service = ExampleServices.named(name).orElseThrow();
        ServiceDescription description = new WsdlReader().read(ROOT.resolve(service.wsdl()));
        SelectionPlan plan = planChoosing(description, binding, service);
        String packageName = "client." + name;
        Path sources = project.resolve("src");
        GenerateResult generated = new GenerateProxyOperation(
                new GenerateRequest(description, plan, null, packageName, sources)).execute(GenerateMonitor.NONE);
        assertTrue(generated.files().stream().allMatch(f -> f.outcome() == GeneratedFile.Outcome.CREATED),
                generated.files().toString());

        Path classes = compile(sources, project.resolve("classes"));
        String portType = description.getPortTypes().get(0).getName();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            Class<?> generatedInterface = loader.loadClass(packageName + "." + portType);
            assertEquals(signatures(service.serviceInterface()), signatures(generatedInterface),
                    "the generated interface has the service's own signatures");
            Class<?> proxyClass = loader.loadClass(packageName + "." + portType + "Proxy");
            ServicePlan carried = (ServicePlan) proxyClass.getField("PLAN").get(null);
            assertEquals(description.getPortTypes().get(0).getOperations().size(), carried.operations().size());

            Object proxy = proxyClass.getConstructor(RuntimeOptions.class).newInstance(RuntimeOptions.defaults());
            try {
                Object implementation = service.implementation().get();
                for (ExampleOperation operation : service.operations()) {
                    Object expected = operation.invoke(service.serviceInterface(), implementation, operation.defaults());
                    Object reply = call(generatedInterface, proxy, operation);
                    assertEquals(operation.comparable(expected), operation.comparable(reply),
                            name + "." + operation.name() + " over the proxy");
                }
                List<OperationStatus> status = runtimeStatus(proxy);
                for (OperationStatus each : status) {
                    assertEquals(binding.name(), each.current().name(), each + " goes over the chosen binding");
                }
            } finally {
                ((AutoCloseable) proxy).close();
            }
        }
    }

    /**
     * A plan as select writes it, with the binding under test chosen for every operation and the service's
     * other bindings behind it as fallbacks; the plan's order of them is the WSDL's.
     */
    private static SelectionPlan planChoosing(ServiceDescription description, BindingKind chosen, ExampleService service) {
        ModelFactory model = ModelFactory.eINSTANCE;
        SelectionPlan plan = model.createSelectionPlan();
        plan.setWsdlLocation(description.getLocation());
        plan.setCreatedAt(Instant.now().toString());
        List<Port> ports = new ArrayList<>(description.getServices().get(0).getPorts());
        ports.sort(Comparator.comparing(port -> port.getKind() != chosen));
        for (PortType portType : description.getPortTypes()) {
            for (Operation operation : portType.getOperations()) {
                OperationSelection selection = model.createOperationSelection();
                selection.setPortType(portType.getName());
                selection.setOperation(operation.getName());
                selection.setIdempotent(service.operations().stream()
                        .noneMatch(o -> o.methodName().equals(operation.getName()) && o.stateful()));
                for (Port port : ports) {
                    RankedBinding ranked = model.createRankedBinding();
                    ranked.setKind(port.getKind());
                    ranked.setPort(port.getName());
                    ranked.setAddress(port.getAddress());
                    if (selection.getChosen() == null) {
                        ranked.setRank(1);
                        selection.setChosen(ranked);
                    } else {
                        ranked.setRank(selection.getFallbacks().size() + 2);
                        selection.getFallbacks().add(ranked);
                    }
                }
                plan.getSelections().add(selection);
            }
        }
        return plan;
    }

    /** Compiles the generated sources as a user's build would: javac 17, every lint warning an error. */
    private static Path compile(Path sources, Path classes) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).toList();
        }
        Files.createDirectories(classes);
        String classPath = Stream.of(ServicePlan.class, ExampleServices.class)
                .map(GeneratedProxyEndToEndTest::location).collect(Collectors.joining(java.io.File.pathSeparator));
        StringWriter diagnostics = new StringWriter();
        try (StandardJavaFileManager fileManager = javac.getStandardFileManager(null, null, null)) {
            boolean compiled = javac.getTask(diagnostics, fileManager, null,
                    List.of("--release", "17", "-Xlint:all", "-Werror", "-classpath", classPath, "-d", classes.toString()),
                    null, fileManager.getJavaFileObjectsFromPaths(files)).call();
            assertTrue(compiled, "the generated sources compile:\n" + diagnostics);
        }
        return classes;
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Each method as "result name(parameter types)", sorted. */
    private static List<String> signatures(Class<?> type) {
        return Arrays.stream(type.getDeclaredMethods())
                .map(m -> m.getReturnType().getName() + " " + m.getName() + Arrays.stream(m.getParameterTypes())
                        .map(Class::getName).collect(Collectors.joining(", ", "(", ")")))
                .sorted().toList();
    }

    private static Object call(Class<?> generatedInterface, Object proxy, ExampleOperation operation) throws Exception {
        Method method = operation.method(generatedInterface);
        try {
            return method.invoke(proxy, operation.arguments().apply(operation.defaults()));
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    @SuppressWarnings("unchecked")
    private static List<OperationStatus> runtimeStatus(Object proxy) throws Exception {
        Object runtime = proxy.getClass().getMethod("runtime").invoke(proxy);
        return (List<OperationStatus>) runtime.getClass().getMethod("status").invoke(runtime);
    }
}
