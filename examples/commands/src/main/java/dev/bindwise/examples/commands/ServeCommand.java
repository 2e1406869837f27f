package dev.bindwise.examples.commands;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import dev.bindwise.cli.spi.OptionRange;
import dev.bindwise.core.discovery.SaveTargetOperation;
import dev.bindwise.core.discovery.TargetProfileWriter;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.driver.Bench;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.RuntimeOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "serve",
        header = "Serves the example services on loopback until its input ends: a target to try proxies against.",
        mixinStandardHelpOptions = true,
        description = "Starts one server per binding, each in a JVM of its own (SOAP on Axis2, RMI-IIOP on the "
                + "GlassFish ORB, JCA's COMMAREA transaction server), on the port of the example WSDLs (plus "
                + "--port-offset), or on any free port when that one is taken; prints every port of each service with "
                + "the address it is served at, the -Dbindwise.address options a proxy needs for those not at the WSDL's "
                + "address, and a line starting with 'Ready:'. Every server serves every example service of its "
                + "binding; --service chooses the services printed. It stops the servers and frees their ports when "
                + "its standard input ends (Ctrl+D) or it is interrupted (Ctrl+C, SIGTERM).",
        footer = { "", "Examples:", "  bindwise serve", "  bindwise serve --service trader --binding SOAP --binding JCA",
                "  bindwise serve --port-offset 100 --save-targets target/serve" },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = { "0:served, and stopped cleanly", "2:bad options, or a profile file exists (see --force)",
                "1:a server would not start, died, or did not stop cleanly; or an internal error" })
final class ServeCommand implements Callable<Integer> {

    static final String READY = "Ready:";
    private static final int SERVER_FAILED = 1;
    private static final Map<BindingKind, String> PRODUCTS = Map.of(BindingKind.SOAP, "Axis2",
            BindingKind.RMI_IIOP, "GlassFish ORB, naming service", BindingKind.JCA, "COMMAREA transaction server");

    @Spec
    private CommandSpec spec;

    @Option(names = "--service", paramLabel = "NAME",
            description = "An example service to print (google, amazon, mappoint, financial, travel, trader); repeatable. Default: all.")
    private List<String> serviceNames = List.of();

    @Option(names = "--binding", paramLabel = "KIND",
            description = "A binding to serve: SOAP, RMI_IIOP or JCA; repeatable. Default: all three.")
    private List<String> bindingNames = List.of();

    @Option(names = "--port-offset", paramLabel = "N",
            description = "Added to the example WSDLs' ports (SOAP 8081, RMI-IIOP 1050, JCA 2006), 0 to 50000; default 0. "
                    + "A port that is taken is replaced by any free one, and said.")
    private int portOffset;

    @Option(names = "--save-targets", paramLabel = "DIR",
            description = "Also write, per service, DIR/NAME.target.json: a target profile (bindwise.target/1) with the "
                    + "served addresses, for discover --target and select --target.")
    private Path targets;

    @Option(names = "--force", description = "Replace profile files of --save-targets that exist already.")
    private boolean force;

    @Override
    public Integer call() throws BadInputException, IOException {
        new OptionRange(0, 50_000, "ports").check("--port-offset", portOffset);
        List<ExampleService> services = services();
        Map<BindingKind, ExampleBinding> bindings = bindings();
        Map<ExampleService, ServiceDescription> descriptions = descriptions(services);
        checkNoProfileInTheWay(services);
        Map<ExampleBinding, Integer> preferred = preferredPorts(bindings, descriptions);

        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path logs = Files.createTempDirectory("bindwise-serve");
        err.println("serve: starting " + bindings.keySet().stream().map(BindingKind::name).collect(Collectors.joining(", "))
                + " on loopback (the servers' logs: " + logs + ") ...");
        ServedServers servers;
        try {
            servers = ServedServers.start(preferred, logs, note -> err.println("serve: " + note));
        } catch (IOException e) {
            err.println("serve: " + e.getMessage());
            return SERVER_FAILED;
        }
        // Ctrl+C and SIGTERM end the JVM through its shutdown hooks: the servers go with it, their ports freed.
        Thread stopOnSignal = new Thread(() -> {
            err.println("serve: interrupted; stopping the servers");
            List<String> unclean = servers.stop();
            unclean.forEach(problem -> err.println("serve: " + problem));
            if (unclean.isEmpty()) {
                LogFolders.deleteQuietly(logs);
            }
            err.println("serve: stopped");
            err.flush();
        }, "serve-shutdown");
        Runtime.getRuntime().addShutdownHook(stopOnSignal);
        List<String> problems = new ArrayList<>();
        try {
            printEndpoints(out, services, descriptions, bindings, servers.ports());
            out.println(READY + " serving " + services.stream().map(ExampleService::name).collect(Collectors.joining(", "))
                    + " over " + bindings.keySet().stream().map(BindingKind::name).collect(Collectors.joining(", "))
                    + " on 127.0.0.1. End the input (Ctrl+D) or interrupt (Ctrl+C) to stop.");
            out.flush();
            servers.watch(ended -> {
                err.println("serve: " + ended + "; the others serve on");
                err.flush();
            });
            ServerMain.waitForEndOfInput(System.in);
            problems.addAll(servers.ended());
        } finally {
            problems.addAll(servers.stop());
            try {
                Runtime.getRuntime().removeShutdownHook(stopOnSignal);
            } catch (IllegalStateException shuttingDown) {
                // a signal came with the end of the input: the hook stops the same servers, with the same result
            }
        }
        if (!problems.isEmpty()) {
            problems.forEach(problem -> err.println("serve: " + problem));
            return SERVER_FAILED;
        }
        LogFolders.deleteQuietly(logs);
        out.println("Stopped; ports " + servers.ports().values().stream().map(String::valueOf)
                .collect(Collectors.joining(", ")) + " are free.");
        out.flush();
        return 0;
    }

    /** Per service: its WSDL, each port with where it is served, what a proxy needs, and its profile when asked. */
    private void printEndpoints(PrintWriter out, List<ExampleService> services,
            Map<ExampleService, ServiceDescription> descriptions, Map<BindingKind, ExampleBinding> bindings,
            Map<BindingKind, Integer> serverPorts) throws BadInputException {
        out.println("Servers");
        serverPorts.forEach((kind, port) -> out.printf(Locale.ROOT, "  %-10s 127.0.0.1:%-6d %s%n", kind, port,
                PRODUCTS.getOrDefault(kind, "")));
        for (ExampleService service : services) {
            Map<BindingKind, Integer> serving = new EnumMap<>(BindingKind.class);
            serverPorts.forEach((kind, port) -> {
                if (bindings.get(kind).serves(service)) {
                    serving.put(kind, port);
                }
            });
            List<ServedPort> ports = ServedPort.of(descriptions.get(service), serving);
            out.println();
            out.println(service.name() + " (" + service.wsdl() + ")");
            for (ServedPort port : ports) {
                out.printf(Locale.ROOT, "  %-28s %-10s %s%n", port.name(), port.kind(), port.servedAddress() != null
                        ? port.servedAddress() : port.kind() == BindingKind.LOCAL_JAVA
                                ? "in the client's own JVM (" + port.wsdlAddress() + "): no server"
                                : "not served (" + port.wsdlAddress() + " in the WSDL)");
            }
            List<ServedPort> moved = ports.stream().filter(ServedPort::moved).toList();
            out.println(moved.isEmpty() ? "  Served at the WSDL's addresses: a proxy needs no option."
                    : "  A proxy's JVM options: " + moved.stream().map(port -> "-D" + RuntimeOptions.ADDRESS_PROPERTY_PREFIX
                            + port.name() + "=" + port.servedAddress()).collect(Collectors.joining(" ")));
            if (targets != null) {
                Map<String, String> addresses = new LinkedHashMap<>();
                ports.stream().filter(port -> port.servedAddress() != null)
                        .forEach(port -> addresses.put(port.name(), port.servedAddress()));
                String profile = TargetProfileWriter.addresses("bindwise serve", addresses, List.of(
                        "Where ./bindwise serve serves " + service.name() + " (" + service.wsdl() + ") while it runs;",
                        "discover --target and select --target probe these addresses instead of the WSDL's."));
                out.println("  Target profile: " + new SaveTargetOperation(profile, profileFile(service), force).execute(null));
            }
        }
        out.println();
    }

    /** An existing profile of --save-targets stops the command before anything starts, unless --force. */
    private void checkNoProfileInTheWay(List<ExampleService> services) throws BadInputException {
        if (targets == null || force) {
            return;
        }
        for (ExampleService service : services) {
            if (Files.exists(profileFile(service))) {
                throw new BadInputException(profileFile(service) + " exists already: choose another --save-targets "
                        + "folder, or add --force to replace it.");
            }
        }
    }

    /**
     * Per binding, the port of its kind in the first WSDL that has one, plus the offset; 0 (any free port) for a
     * kind none of the services' WSDLs names.
     */
    private Map<ExampleBinding, Integer> preferredPorts(Map<BindingKind, ExampleBinding> bindings,
            Map<ExampleService, ServiceDescription> descriptions) {
        Map<ExampleBinding, Integer> preferred = new LinkedHashMap<>();
        bindings.forEach((kind, binding) -> preferred.put(binding, descriptions.values().stream()
                .flatMap(description -> ServedPort.wsdlPort(description, kind).stream()).findFirst()
                .map(port -> port + portOffset).orElse(0)));
        return preferred;
    }

    private Path profileFile(ExampleService service) {
        return targets.resolve(service.name() + ".target.json");
    }

    /** The services of --service, by their names in any case; all without it. */
    private List<ExampleService> services() throws BadInputException {
        if (serviceNames.isEmpty()) {
            return ExampleServices.all();
        }
        Set<ExampleService> services = new LinkedHashSet<>();
        for (String name : serviceNames) {
            services.add(ExampleServices.named(name.toLowerCase(Locale.ROOT)).orElseThrow(() -> new BadInputException(
                    "--service " + name + ": no such example service; give one of " + ExampleServices.all().stream()
                            .map(ExampleService::name).collect(Collectors.joining(", ")) + ".")));
        }
        return List.copyOf(services);
    }

    /** The bindings of --binding that have a server; all of those without it. */
    private Map<BindingKind, ExampleBinding> bindings() throws BadInputException {
        Map<BindingKind, ExampleBinding> servable = new EnumMap<>(BindingKind.class);
        Bench.availableBindings().stream().filter(binding -> binding.serverMainClass() != null)
                .forEach(binding -> servable.put(binding.kind(), binding));
        if (bindingNames.isEmpty()) {
            return servable;
        }
        Map<BindingKind, ExampleBinding> chosen = new EnumMap<>(BindingKind.class);
        for (String name : bindingNames) {
            BindingKind kind;
            try {
                kind = BindingKind.parse(name);
            } catch (IllegalArgumentException e) {
                throw new BadInputException("--binding " + name + ": " + e.getMessage() + ".");
            }
            if (!servable.containsKey(kind)) {
                throw new BadInputException("--binding " + name + ": " + (kind == BindingKind.LOCAL_JAVA
                        ? "local Java runs in the client's own JVM and needs no server" : "serve has no server for " + kind)
                        + "; give " + servable.keySet().stream().map(BindingKind::name).collect(Collectors.joining(", ")) + ".");
            }
            chosen.put(kind, servable.get(kind));
        }
        return chosen;
    }

    /** Each service's WSDL, read from the checkout (bindwise.root). */
    private static Map<ExampleService, ServiceDescription> descriptions(List<ExampleService> services)
            throws BadInputException {
        Path root = Checkout.root();
        Map<ExampleService, ServiceDescription> descriptions = new LinkedHashMap<>();
        for (ExampleService service : services) {
            Path wsdl = root.resolve(service.wsdl());
            if (!Files.isRegularFile(wsdl)) {
                throw new BadInputException(wsdl + ": serve reads the example WSDLs of a Bindwise checkout; run it as "
                        + "./bindwise in one (or with -Dbindwise.root=CHECKOUT).");
            }
            descriptions.put(service, new WsdlReader().read(wsdl));
        }
        return descriptions;
    }
}
