package dev.bindwise.cli;

import static dev.bindwise.cli.InspectCommandTest.bindwise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.bindwise.cli.InspectCommandTest.Outcome;

/**
 * What a user gets wrong on the command line is a message and exit code 2, before anything runs: a number out of
 * its option's range, a command that does not exist.
 */
class UsageErrorsTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../.."));
    private static final String TRADER = ROOT.resolve("examples/trader/Trader.wsdl").toString();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "discover --timeout 99999999999999 | --timeout 99999999999999: give 1 to 600000 milliseconds.",
            "discover --timeout 0               | --timeout 0: give 1 to 600000 milliseconds.",
            "select --timeout 600001            | --timeout 600001: give 1 to 600000 milliseconds.",
            "select --rules-timeout 0           | --rules-timeout 0: give 1 to 3600 seconds.",
            "select --rules-timeout 3601        | --rules-timeout 3601: give 1 to 3600 seconds.",
            "estimate --samples 51              | --samples 51: give 1 to 50 samples per dimension.",
            "estimate --hints A=2048MB          | --hints: hint A needs a size from 1 byte to 1 GB, not '2048MB'",
            "estimate --hints B=1e9             | --hints: hint B needs a number from 0 to 1000000, not '1e9'",
            "estimate --at strlen=1e300         | --at: 'strlen=1e300' is out of range: give 0 to 1000000;",
            "estimate --at array=NaN            | --at: 'array=NaN' is out of range: give 0 to 1000000;",
            "estimate --at binary=2048MB        | --at: binary needs a size from 1 byte to 1 GB" })
    void aNumberOutOfItsRangeIsABadInputMessage(String options, String message) {
        List<String> args = new ArrayList<>(List.of(options.split(" ")));
        args.add(TRADER);
        Outcome outcome = bindwise(args.toArray(String[]::new));

        assertEquals(2, outcome.exitCode(), outcome.err());
        assertTrue(outcome.err().startsWith("bindwise: " + message), outcome.err());
        assertEquals("", outcome.out());
    }

    @Test
    void generateWithAPlanRefusesTheRulesTimeoutAsItRefusesTheOtherSelectionOptions(@TempDir Path folder) throws Exception {
        Path plan = Files.writeString(folder.resolve("plan.xmi"), "not read");
        Outcome outcome = bindwise("generate", "--out", folder.resolve("src").toString(), "--plan", plan.toString(),
                "--rules-timeout", "5", TRADER);

        assertEquals(2, outcome.exitCode(), outcome.err());
        assertTrue(outcome.err().startsWith("bindwise: --rules-timeout chooses how to select"), outcome.err());
    }

    /** A rule that does not end stops the selection after --rules-timeout, not after the default 10 s. */
    @Test
    void theRulesTimeoutBoundsTheRules(@TempDir Path folder) throws Exception {
        Path slow = Files.writeString(folder.resolve("slow.drl"), """
                package com.example.policy;

                import dev.bindwise.core.policy.*;

                rule "Slow"
                when
                    $candidate : Candidate( )
                then
                    try { Thread.sleep( 60000 ); } catch ( InterruptedException abandoned ) { }
                end
                """);
        Outcome outcome = bindwise("select", "--timeout", "500", "--rules", slow.toString(), "--rules-timeout", "1", TRADER);

        assertEquals(2, outcome.exitCode(), outcome.err());
        // the rule, or the matching before it on a cold JVM: either way the limit given, not the default's 10000 ms
        assertTrue(outcome.err().contains("did not finish within 1000 ms"), outcome.err());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({ "nosuch, nosuch", "serve --help, serve", "serve --port 8080, serve" })
    void anUnknownCommandIsAnErrorThatNamesTheCommands(String commandLine, String word) {
        Outcome outcome = bindwise(commandLine.split(" "));

        assertEquals(2, outcome.exitCode(), outcome.err());
        assertEquals("", outcome.out(), "no help printed as if it had worked");
        assertTrue(outcome.err().startsWith("bindwise: '" + word + "' is not a command; the commands are inspect, estimate,"
                + " discover, select, generate"), outcome.err());
    }

    @Test
    void anUnknownOptionOfTheRootIsStillPicoclisUsageError() {
        Outcome outcome = bindwise("--frobnicate");

        assertEquals(2, outcome.exitCode(), outcome.err());
        assertTrue(outcome.err().contains("Unknown option: '--frobnicate'"), outcome.err());
    }

    /** Picocli wraps a paragraph at the help's width: no line of the description ends short of it in mid-sentence. */
    @Test
    void theRootHelpsFirstSentenceIsOneParagraph() {
        Outcome help = bindwise("--help");

        assertEquals(0, help.exitCode(), help.err());
        List<String> description = help.out().lines().skip(1).takeWhile(line -> !line.startsWith("  -")).toList();
        assertTrue(description.get(0).startsWith("Picks, at deployment time, the fastest binding"), help.out());
        for (String line : description.subList(0, description.size() - 1)) {
            assertTrue(line.length() > 60 && line.length() <= 80, "a line broken short or too long: '" + line + "'\n" + help.out());
        }
        assertTrue(String.join(" ", description).contains("a web service that publishes several (SOAP/HTTP, RMI-IIOP,"
                + " JCA, local Java), from its extended (WSIF-style) WSDL."), help.out());
        assertFalse(help.out().contains("service that\n"), help.out());
    }
}
