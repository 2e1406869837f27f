package dev.bindwise.examples.commands;

import static dev.bindwise.examples.commands.Bindwise.bindwise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.estimate.Calibration;
import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.driver.Bench;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.runtime.BindingKind;

/** The calibrate command with real servers on loopback, a few calls per payload size. */
@Timeout(120)
class CalibrateCommandTest {

    @Test
    void aShortRunWritesALoadableCalibrationWithACostPerByteForSoap(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("calibration.json");

        Bindwise.Outcome outcome = bindwise("calibrate", "--bindings", "soap,LOCAL_JAVA", "--calls", "5",
                "--warmup-limit", "2", "--out", file.toString());

        assertEquals(0, outcome.exitCode(), outcome.err());
        assertTrue(outcome.err().contains("calibrate: starting the SOAP server"), outcome.err());
        assertTrue(outcome.out().contains("Written: " + file), outcome.out());
        Calibration calibration = Calibration.load(file);
        assertEquals(List.of(BindingKind.SOAP, BindingKind.LOCAL_JAVA), List.copyOf(calibration.fits().keySet()));
        Calibration.Fit soap = calibration.fits().get(BindingKind.SOAP);
        assertEquals(CalibrateCommand.POSITIONS.size(), soap.samples());
        assertTrue(soap.cost().millisPerByte() > 0, "SOAP's time grows with its bytes: " + soap);
        Calibration.Fit local = calibration.fits().get(BindingKind.LOCAL_JAVA);
        assertEquals(0, local.cost().millisPerByte(), "local Java moves no bytes");
        assertTrue(local.cost().fixedMillis() > 0, local.toString());
        assertTrue(calibration.target().contains("SOAP: example server started on loopback"), calibration.target());
        assertTrue(outcome.out().contains("us per KB") && outcome.out().contains("SOAP"), outcome.out());
        // each binding warmed up at the warm-up round's size and the five measured, and says how that went
        assertTrue(outcome.out().contains("Warm-up: windows of 250 ms until 3 in a row agree within 5 %, at most 2 s a size"),
                outcome.out());
        assertTrue(outcome.out().lines().anyMatch(line -> line.matches("SOAP +[0-9.]+ +[0-6] of 6  .*")), outcome.out());
        assertTrue(outcome.out().lines().anyMatch(line -> line.matches("LOCAL_JAVA +[0-9.]+ +[0-6] of 6  .*")), outcome.out());
        // SOAP's line as CostTable's default, as it was fitted; local Java has no default cost
        assertTrue(outcome.out().contains(String.format(java.util.Locale.ROOT,
                "    private static final double MEASURED_SOAP_FIXED = %.3f;", soap.cost().fixedMillis())), outcome.out());
        assertTrue(outcome.out().contains("MEASURED_SOAP_PER_BYTE = "), outcome.out());
        assertFalse(outcome.out().contains("MEASURED_LOCAL"), outcome.out());
    }

    @Test
    void anEndpointIsCalledInsteadOfStartingAServer(@TempDir Path folder) throws Exception {
        ExampleBinding jca = Bench.availableBindings().stream().filter(b -> b.kind() == BindingKind.JCA).findFirst().orElseThrow();
        Path file = folder.resolve("jca.json");
        try (ServerProcess server = ServerProcess.start(jca, 0, folder.resolve("jca.log"), Duration.ofSeconds(60))) {
            String endpoint = "127.0.0.1:" + server.port();

            Bindwise.Outcome outcome = bindwise("calibrate", "--endpoint", "jca=" + endpoint, "--calls", "5", "--warmup-limit", "2",
                    "--out", file.toString());

            assertEquals(0, outcome.exitCode(), outcome.err());
            assertTrue(outcome.err().contains("calibrate: calling the JCA server at " + endpoint), outcome.err());
            assertFalse(outcome.err().contains("starting"), outcome.err());
        }
        Calibration calibration = Calibration.load(file);
        assertEquals(List.of(BindingKind.JCA), List.copyOf(calibration.fits().keySet()));
        assertTrue(calibration.target().contains("JCA: 127.0.0.1:"), calibration.target());
    }

    @Test
    void anExistingFileIsNeverOverwrittenWithoutForce(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("mine.json");
        Files.writeString(file, "a user's own file");

        Bindwise.Outcome outcome = bindwise("calibrate", "--bindings", "LOCAL_JAVA", "--out", file.toString());

        assertEquals(2, outcome.exitCode());
        assertTrue(outcome.err().contains(file + " exists; calibrate does not overwrite it. Give --force"), outcome.err());
        assertEquals("a user's own file", Files.readString(file));

        Bindwise.Outcome forced = bindwise("calibrate", "--bindings", "LOCAL_JAVA", "--calls", "3", "--warmup-limit", "1", "--force",
                "--out", file.toString());
        assertEquals(0, forced.exitCode(), forced.err());
        assertEquals(List.of(BindingKind.LOCAL_JAVA), List.copyOf(Calibration.load(file).fits().keySet()));
    }

    @Test
    void badEndpointsAreUsageErrorsWithAClearMessage(@TempDir Path folder) throws Exception {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        String out = folder.resolve("never.json").toString();
        assertBadEndpoint(out, "JCA", "expected KIND=HOST:PORT");
        assertBadEndpoint(out, "JCA=127.0.0.1", "expected KIND=HOST:PORT");
        assertBadEndpoint(out, "CORBA=127.0.0.1:1050", "not a binding calibrate measures");
        assertBadEndpoint(out, "LOCAL_JAVA=127.0.0.1:1050", "local Java runs in this process and has no endpoint");
        assertBadEndpoint(out, "JCA=127.0.0.1:99999", "the port must be a number from 1 to 65535");
        assertBadEndpoint(out, "JCA=127.0.0.1:" + closed, "nothing answers at 127.0.0.1:" + closed);
        assertFalse(Files.exists(Path.of(out)));

        Bindwise.Outcome calls = bindwise("calibrate", "--calls", "0", "--out", out);
        assertEquals(2, calls.exitCode());
        assertTrue(calls.err().contains("--calls 0"), calls.err());
        Bindwise.Outcome warmup = bindwise("calibrate", "--warmup-limit", "0", "--out", out);
        assertEquals(2, warmup.exitCode());
        assertTrue(warmup.err().contains("--warmup-limit 0: give 1 to 600 seconds."), warmup.err());
    }

    private static void assertBadEndpoint(String out, String endpoint, String expected) {
        Bindwise.Outcome outcome = bindwise("calibrate", "--endpoint", endpoint, "--out", out);
        assertEquals(2, outcome.exitCode(), endpoint + ": " + outcome.err());
        assertTrue(outcome.err().contains("--endpoint " + endpoint + ": " + expected), outcome.err());
    }
}
