package dev.bindwise.cli;

import static dev.bindwise.cli.InspectCommandTest.bindwise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.cli.InspectCommandTest.Outcome;

class GenerateCommandTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../.."));
    private static final String TRADER = ROOT.resolve("examples/trader/Trader.wsdl").toString();
    private static final String PRODUCTION = ROOT.resolve("examples/trader/production-target.json").toString();

    @Test
    void generatesTheProxyAndKeepsAFileTheUserEditedOnTheNextRun(@TempDir Path folder) throws Exception {
        Path out = folder.resolve("src/main/java");
        Outcome first = bindwise("generate", "--target", PRODUCTION, "--out", out.toString(), "--package", "com.example.trader", TRADER);

        assertEquals(0, first.exitCode(), first.err());
        Path proxy = out.resolve("com/example/trader/TraderProxy.java");
        Path serviceInterface = out.resolve("com/example/trader/Trader.java");
        assertTrue(first.out().contains("created                " + serviceInterface), first.out());
        assertTrue(first.out().contains("created                " + proxy), first.out());
        String quote = first.out().lines().filter(l -> l.trim().startsWith("Trader.getQuote ")).findFirst().orElseThrow();
        assertTrue(quote.matches("\\s+Trader\\.getQuote\\s+JCA \\(TraderCicsPort\\), then RMI_IIOP \\(TraderIiopPort\\), then SOAP \\(TraderSoapPort\\)"),
                quote);
        assertTrue(first.out().lines().anyMatch(l -> l.trim().startsWith("Trader.buy ") && l.contains("not idempotent")));

        String edited = Files.readString(serviceInterface).replace("public interface Trader {",
                "public interface Trader {\n    // a note of mine");
        Files.writeString(serviceInterface, edited);
        Outcome second = bindwise("generate", "--target", PRODUCTION, "--out", out.toString(), "--package", "com.example.trader", TRADER);

        assertEquals(0, second.exitCode(), second.err());
        assertEquals(edited, Files.readString(serviceInterface), "the edit is still there");
        assertTrue(second.out().contains("kept (edited by you)   " + serviceInterface), second.out());
        assertTrue(second.out().contains("replaced               " + proxy), second.out());
        assertTrue(second.out().contains("You edited " + serviceInterface + ": it was kept as it is."), second.out());
        assertTrue(second.out().contains("\n-    // a note of mine\n"), second.out());
        assertTrue(Files.isRegularFile(out.resolve("com/example/trader/Trader.java.generated")));
    }

    @Test
    void generatesFromASavedPlanAndRefusesAnotherWsdlsPlan(@TempDir Path folder) throws Exception {
        Path plan = folder.resolve("trader.xmi");
        Outcome select = bindwise("select", "--target", PRODUCTION, "--plan", plan.toString(), TRADER);
        assertEquals(0, select.exitCode(), select.err());
        Path out = folder.resolve("src");

        Outcome generated = bindwise("generate", "--plan", plan.toString(), "--out", out.toString(), TRADER);
        assertEquals(0, generated.exitCode(), generated.err());
        String proxy = Files.readString(out.resolve("dev/bindwise/examples/trader/TraderProxy.java"));
        assertTrue(proxy.contains("// Selection plan: trader.xmi, created "), proxy); // its file name, not its folders

        Outcome other = bindwise("generate", "--plan", plan.toString(), "--out", folder.resolve("other").toString(),
                ROOT.resolve("examples/google/GoogleSearch.wsdl").toString());
        assertEquals(2, other.exitCode());
        assertTrue(other.err().startsWith("bindwise: the plan was made for "), other.err());
        assertFalse(Files.exists(folder.resolve("other")));

        Outcome both = bindwise("generate", "--plan", plan.toString(), "--target", PRODUCTION, "--out", out.toString(), TRADER);
        assertEquals(2, both.exitCode());
        assertTrue(both.err().contains("--target chooses how to select, but --plan gives a plan selected already"), both.err());
    }

    /**
     * A folder that cannot be written is the user's to fix, not a bug: exit 2, naming the path and what to do. The
     * tests run as root, whom permissions stop from nothing; Linux's sysfs refuses a new file to every user.
     */
    @Test
    void aFolderThatCannotBeWrittenIsAMessageAndExit2(@TempDir Path folder) throws Exception {
        Path unwritable = Path.of("/sys/bindwise-" + folder.getFileName());
        assumeTrue(Files.isDirectory(unwritable.getParent()), "Linux's /sys");

        Outcome generated = bindwise("generate", "--target", PRODUCTION, "--out", unwritable.toString(), TRADER);
        assertEquals(2, generated.exitCode(), generated.err());
        assertTrue(generated.err().startsWith("bindwise: cannot write the generated source to " + unwritable + "/"),
                generated.err());
        assertTrue(generated.err().contains(": " + unwritable + ": "), generated.err());
        assertTrue(generated.err().contains(". Make room on that disk, or give a folder you may write to (or make this one"
                + " writable), and run again."), generated.err());

        Outcome selected = bindwise("select", "--target", PRODUCTION, "--plan", unwritable.resolve("plan.xmi").toString(), TRADER);
        assertEquals(2, selected.exitCode(), selected.err());
        assertTrue(selected.err().contains("cannot write the plan to " + unwritable.resolve("plan.xmi") + ": "), selected.err());
        assertFalse(selected.err().contains("bug"), selected.err());
        assertFalse(Files.exists(unwritable));
    }

    @Test
    void aFileBindwiseDidNotWriteIsNeverTouched(@TempDir Path folder) throws Exception {
        Path mine = folder.resolve("dev/bindwise/examples/trader/Trader.java");
        Files.createDirectories(mine.getParent());
        Files.writeString(mine, "package dev.bindwise.examples.trader;\n\npublic interface Trader {\n}\n");

        Outcome outcome = bindwise("generate", "--target", PRODUCTION, "--out", folder.toString(), TRADER);
        assertEquals(2, outcome.exitCode());
        assertTrue(outcome.err().contains(mine + " was not generated by Bindwise"), outcome.err());
        assertEquals("package dev.bindwise.examples.trader;\n\npublic interface Trader {\n}\n", Files.readString(mine));
        assertFalse(Files.exists(mine.resolveSibling("TraderProxy.java")));
    }
}
