package dev.bindwise.examples.commands;

import static dev.bindwise.examples.commands.Bindwise.bindwise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.bindwise.cli.Main;
import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.driver.Bench;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.runtime.BindingKind;

/**
 * ./bindwise serve as a process of its own, as a user starts it in a terminal: the example servers it starts
 * answer at the addresses it prints, discover saves what it finds there as a target profile that gives the
 * same plan once they are gone, and the end of its input or a SIGTERM stops it with its ports freed.
 */
@Timeout(180)
class ServeCommandTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();
    private static final String TRADER = ROOT.resolve("examples/trader/Trader.wsdl").toString();
    private static final Pattern SERVER = Pattern.compile("^  (SOAP|RMI_IIOP|JCA) +127\\.0\\.0\\.1:(\\d+) ");

    @TempDir
    Path folder;
    private Process serve;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> printed = new ArrayList<>();

    @AfterEach
    void stop() throws InterruptedException {
        if (serve != null && serve.isAlive()) {
            serve.destroyForcibly().waitFor();
        }
    }

    @Test
    void servesTraderUntilItsInputEndsAndASavedTargetGivesTheSamePlanOnceItIsGone() throws Exception {
        Path targets = folder.resolve("targets");
        Map<BindingKind, Integer> servers = start("--service", "Trader", "--port-offset", offset(), "--save-targets",
                targets.toString());

        assertEquals(List.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.JCA), List.copyOf(servers.keySet()));
        String soap = "http://127.0.0.1:" + servers.get(BindingKind.SOAP) + "/axis2/services/Trader";
        assertTrue(printed.contains(String.format("  %-28s %-10s %s", "TraderSoapPort", "SOAP", soap)), printed.toString());
        assertTrue(printed.stream().anyMatch(line -> line.startsWith("  A proxy's JVM options: -Dbindwise.address.TraderSoapPort="
                + soap + " -Dbindwise.address.TraderIiopPort=corbaloc:iiop:127.0.0.1:" + servers.get(BindingKind.RMI_IIOP))),
                printed.toString());
        for (BindingKind kind : servers.keySet()) {
            assertEquals("IBM", quote(kind, servers.get(kind)).getCompany().strip(), kind + " answers at the port serve printed");
        }

        Path saved = folder.resolve("saved.json");
        Path served = targets.resolve("trader.target.json");
        Bindwise.Outcome discovered = bindwise("discover", "--target", served.toString(), "--save-target", saved.toString(),
                TRADER);
        assertEquals(0, discovered.exitCode(), discovered.err());
        List<String> whileServed = choices("--target", served.toString());
        assertTrue(whileServed.contains("TraderCicsPort accessible (PROBED)"), whileServed.toString());
        assertTrue(whileServed.contains("TraderIiopPort accessible (PROBED)"), whileServed.toString());

        serve.getOutputStream().close();
        assertTrue(serve.waitFor(30, TimeUnit.SECONDS), "serve ends when its input ends");
        assertEquals(0, serve.exitValue(), String.join("\n", drain()));
        assertTrue(drain().stream().anyMatch(line -> line.startsWith("Stopped; ports ")), printed.toString());
        assertPortsFree(servers);

        // "another machine": nothing answers at the served addresses any more
        List<String> elsewhere = choices("--target", saved.toString());
        assertEquals(operations(whileServed), operations(elsewhere));
        assertTrue(elsewhere.contains("TraderCicsPort accessible (DECLARED)"), elsewhere.toString());
        assertTrue(choices("--target", served.toString()).contains("TraderCicsPort not accessible (PROBED)"),
                "probed now, the port is refused");
    }

    @Test
    void aServerThatDiesIsReportedAtOnceAndSigtermStopsTheOthersFreeingTheirPorts() throws Exception {
        Map<BindingKind, Integer> servers = start("--binding", "JCA", "--binding", "soap", "--service", "trader",
                "--port-offset", offset());
        assertEquals(List.of(BindingKind.SOAP, BindingKind.JCA), List.copyOf(servers.keySet()));
        ProcessHandle jca = serve.toHandle().children().filter(child -> commandLine(child).contains("CommareaServer"))
                .findFirst().orElseThrow();

        jca.destroyForcibly();
        String err = "";
        for (int i = 0; i < 100 && !err.contains("JCA server ended by itself"); i++) {
            Thread.sleep(100);
            err = Files.readString(folder.resolve("serve.err"));
        }
        assertTrue(err.contains("serve: JCA server ended by itself (its log: "), err);
        assertTrue(err.contains("; the others serve on"), err);
        assertEquals("IBM", quote(BindingKind.SOAP, servers.get(BindingKind.SOAP)).getCompany().strip());

        // SIGTERM alone, as kill sends it (Process.destroy would close serve's input as well)
        serve.toHandle().destroy();

        assertTrue(serve.waitFor(30, TimeUnit.SECONDS), "serve ends on SIGTERM");
        assertPortsFree(Map.of(BindingKind.SOAP, servers.get(BindingKind.SOAP)));
        err = Files.readString(folder.resolve("serve.err"));
        assertTrue(err.contains("serve: interrupted; stopping the servers\n"), err);
        assertTrue(err.contains("serve: stopped\n"), err);
    }

    @Test
    void badOptionsAreBadInputBeforeAnythingStarts() throws IOException {
        Bindwise.Outcome local = bindwise("serve", "--binding", "LOCAL_JAVA");
        assertEquals(2, local.exitCode());
        assertEquals("bindwise: --binding LOCAL_JAVA: local Java runs in the client's own JVM and needs no server; "
                + "give SOAP, RMI_IIOP, JCA.\n", local.err());
        Bindwise.Outcome unknown = bindwise("serve", "--service", "stocks");
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.err().contains("--service stocks: no such example service; give one of google, "), unknown.err());

        Path targets = Files.createDirectories(folder.resolve("mine"));
        Files.writeString(targets.resolve("trader.target.json"), "a user's own file");
        Bindwise.Outcome exists = bindwise("serve", "--service", "trader", "--save-targets", targets.toString());
        assertEquals(2, exists.exitCode());
        assertTrue(exists.err().contains("trader.target.json exists already"), exists.err());
        assertEquals("a user's own file", Files.readString(targets.resolve("trader.target.json")));
    }

    /** Starts serve, waits for its ready line, and returns the servers it printed. */
    private Map<BindingKind, Integer> start(String... options) throws Exception {
        // the servers' logs go into the test's folder: kept by serve when a server died, removed with the folder
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dbindwise.root=" + ROOT, "-Djava.io.tmpdir=" + folder, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "serve"));
        command.addAll(List.of(options));
        serve = new ProcessBuilder(command).redirectError(folder.resolve("serve.err").toFile()).start();
        Thread.ofPlatform().daemon().start(() -> {
            try (BufferedReader out = serve.inputReader(StandardCharsets.UTF_8)) {
                out.lines().forEach(lines::add);
            } catch (IOException | RuntimeException e) {
                // serve ended
            }
        });
        Map<BindingKind, Integer> servers = new EnumMap<>(BindingKind.class);
        for (String line = lines.poll(120, TimeUnit.SECONDS); line != null; line = lines.poll(120, TimeUnit.SECONDS)) {
            printed.add(line);
            Matcher server = SERVER.matcher(line);
            if (server.find()) {
                servers.put(BindingKind.valueOf(server.group(1)), Integer.parseInt(server.group(2)));
            }
            if (line.startsWith(ServeCommand.READY)) {
                return servers;
            }
        }
        fail("no ready line: " + printed + "\n" + Files.readString(folder.resolve("serve.err")));
        return servers;
    }

    private List<String> drain() {
        lines.drainTo(printed);
        return printed;
    }

    /** Away from the WSDLs' own ports, which other runs may hold; a port taken all the same is replaced by serve. */
    private static String offset() {
        return Integer.toString(ThreadLocalRandom.current().nextInt(10_000, 40_000));
    }

    private static Quote quote(BindingKind kind, int port) throws Exception {
        try (ExampleBinding binding = Bench.availableBindings().stream().filter(b -> b.kind() == kind).findFirst()
                .orElseThrow()) {
            Trader trader = binding.client(ExampleServices.named("trader").orElseThrow(), Trader.class, "127.0.0.1", port);
            return trader.getQuote("USER0001", "IBM");
        }
    }

    /** The process's command line as Linux has it (ProcessHandle.Info gave none for these JVMs, started with a long class path). */
    private static String commandLine(ProcessHandle process) {
        try {
            return Files.readString(Path.of("/proc", Long.toString(process.pid()), "cmdline")).replace('\0', ' ');
        } catch (IOException e) {
            return "";
        }
    }

    private static void assertPortsFree(Map<BindingKind, Integer> servers) throws IOException {
        for (Map.Entry<BindingKind, Integer> server : servers.entrySet()) {
            try (ServerSocket free = new ServerSocket(server.getValue(), 1, InetAddress.getLoopbackAddress())) {
                assertEquals(server.getValue(), free.getLocalPort(), server.getKey() + "'s port is free again");
            }
        }
    }

    /** The lines of {@link #choices} about operations. */
    private static List<String> operations(List<String> choices) {
        return choices.stream().filter(line -> line.contains(": ")).toList();
    }

    /**
     * What a select --json decided: per Trader operation the chosen binding and the fallbacks' kinds, then per
     * port whether it was accessible and the source of that fact.
     */
    private static List<String> choices(String... options) {
        List<String> args = new ArrayList<>(List.of("select", "--json", "--timeout", "1500"));
        args.addAll(List.of(options));
        args.add(TRADER);
        Bindwise.Outcome select = bindwise(args.toArray(String[]::new));
        assertEquals(0, select.exitCode(), select.err());
        List<String> choices = new ArrayList<>();
        for (JsonElement element : JsonParser.parseString(select.out()).getAsJsonObject().getAsJsonArray("operations")) {
            JsonObject operation = element.getAsJsonObject();
            List<String> fallbacks = new ArrayList<>();
            operation.getAsJsonArray("fallbacks").forEach(f -> fallbacks.add(f.getAsJsonObject().get("kind").getAsString()));
            choices.add(operation.get("operation").getAsString() + ": "
                    + operation.getAsJsonObject("chosen").get("kind").getAsString() + ", then " + fallbacks);
        }
        for (JsonElement element : JsonParser.parseString(select.out()).getAsJsonObject().getAsJsonArray("endpoints")) {
            JsonObject endpoint = element.getAsJsonObject();
            choices.add(endpoint.get("port").getAsString() + (endpoint.get("accessible").getAsBoolean() ? " accessible ("
                    : " not accessible (") + endpoint.get("source").getAsString() + ")");
        }
        return choices;
    }
}
