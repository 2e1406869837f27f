package dev.bindwise.examples.commands;

import static dev.bindwise.examples.commands.Bindwise.bindwise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The examples' commands join the product's through the command line's SubcommandProvider, after its own. */
class ExampleCommandsTest {

    @Test
    void helpListsTheExampleCommandsAfterTheProductsOwn() {
        Bindwise.Outcome help = bindwise("--help");

        assertEquals(0, help.exitCode(), help.err());
        List<String> commands = help.out().lines().dropWhile(line -> !line.equals("Commands:")).skip(1)
                .filter(line -> line.matches("  \\S.*")).map(line -> line.trim().split("\\s+")[0]).toList();
        assertEquals(List.of("inspect", "estimate", "discover", "select", "generate", "bench", "calibrate", "report", "serve"),
                commands);
    }

    @ParameterizedTest
    @ValueSource(strings = {"bench", "calibrate", "report", "serve"})
    void eachExampleCommandAnswersHelpWithItsUsage(String command) {
        Bindwise.Outcome help = bindwise(command, "--help");

        assertEquals(0, help.exitCode(), help.err());
        assertTrue(help.out().contains("Usage: bindwise " + command), help.out());
        assertEquals("", help.err());
    }
}
