package dev.bindwise.distribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The archive as a user gets it: unpacked into a temporary folder outside the checkout, run from there with the JDK
 * this test runs on (JAVA_HOME) on copies of an example's WSDL and target profile. Every product command must work;
 * the example commands must not be there.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class DistributionIT {

    private static final Path ARCHIVE = Path.of(System.getProperty("bindwise.archive"));
    private static final Path ROOT = Path.of(System.getProperty("bindwise.root")).toAbsolutePath().normalize();

    @TempDir
    static Path folder;
    private static Path bindwise;

    /** Unpacks the archive and copies the inputs beside it, so that nothing of the checkout is used. */
    @BeforeAll
    static void unpack() throws Exception {
        assertFalse(folder.startsWith(ROOT), "the temporary folder is outside the checkout");
        Result tar = run(folder, List.of("tar", "-xzf", ARCHIVE.toString()));
        assertEquals(0, tar.exitCode(), tar.output());
        try (Stream<Path> unpacked = Files.list(folder)) {
            Path home = unpacked.filter(Files::isDirectory).findFirst().orElseThrow();
            bindwise = home.resolve("bin/bindwise");
            assertTrue(Files.isExecutable(bindwise), "bin/bindwise is executable");
            assertTrue(Files.isRegularFile(home.resolve("README.md")));
        }
        for (String file : List.of("Trader.wsdl", "production-target.json")) {
            Files.copy(ROOT.resolve("examples/trader").resolve(file), folder.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Test
    void selectsAndGeneratesOutsideTheCheckout() throws Exception {
        Result select = bindwise("select", "--target", "production-target.json", "--plan", "plan.xmi", "Trader.wsdl");
        assertEquals(0, select.exitCode(), select.output());
        assertTrue(select.output().contains("JCA"), select.output());
        assertTrue(Files.isRegularFile(folder.resolve("plan.xmi")) && Files.isRegularFile(folder.resolve("plan.json")));

        Result generate = bindwise("generate", "--plan", "plan.xmi", "--out", "src", "--package", "client.trader", "Trader.wsdl");
        assertEquals(0, generate.exitCode(), generate.output());
        String proxy = Files.readString(folder.resolve("src/client/trader/TraderProxy.java"));
        assertTrue(proxy.indexOf("new Route.Jca(") < proxy.indexOf("new Route.Soap("), proxy);
    }

    @Test
    void runsTheOtherProductCommands() throws Exception {
        Result inspect = bindwise("inspect", "Trader.wsdl");
        assertEquals(0, inspect.exitCode(), inspect.output());
        assertTrue(inspect.output().contains("TraderCicsPort"), inspect.output());

        Result estimate = bindwise("estimate", "Trader.wsdl");
        assertEquals(0, estimate.exitCode(), estimate.output());

        Result discover = bindwise("discover", "--target", "production-target.json", "Trader.wsdl");
        assertEquals(0, discover.exitCode(), discover.output());
        assertTrue(discover.output().contains("jca.adapterReachable"), discover.output());
    }

    @Test
    void badInputIsOneMessageAndTheExampleCommandsAreNotInTheProduct() throws Exception {
        Result missing = bindwise("select", "Missing.wsdl");
        assertEquals(2, missing.exitCode(), missing.output());
        assertEquals("bindwise: Missing.wsdl: no such file. Give the path of a .wsdl file.", missing.output().strip());

        Result bench = bindwise("bench");
        assertEquals(2, bench.exitCode(), bench.output());
        assertTrue(bench.output().contains("'bench' is not a command"), bench.output());
    }

    private static Result bindwise(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(bindwise.toString()));
        command.addAll(List.of(arguments));
        return run(folder, command);
    }

    /** Runs a command in the folder with this JVM's JDK for JAVA_HOME and a cache of its own; stdout and stderr together. */
    private static Result run(Path directory, List<String> command) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true);
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().put("XDG_CACHE_HOME", directory.resolve(".cache").toString());
        Process process = builder.start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException(command + " did not end within 60 s: " + output);
        }
        return new Result(process.exitValue(), output);
    }

    private record Result(int exitCode, String output) {
    }
}
