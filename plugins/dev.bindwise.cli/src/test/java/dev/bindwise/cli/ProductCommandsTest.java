package dev.bindwise.cli;

import static dev.bindwise.cli.InspectCommandTest.bindwise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The product's command line alone: the engine's commands, and none that needs the example services. */
class ProductCommandsTest {

    @Test
    void theProductHasTheEngineCommandsAndNoExampleOnes() {
        InspectCommandTest.Outcome help = bindwise("--help");

        assertEquals(0, help.exitCode(), help.err());
        List<String> commands = help.out().lines().dropWhile(line -> !line.equals("Commands:")).skip(1)
                .filter(line -> line.matches("  \\S.*")).map(line -> line.trim().split("\\s+")[0]).toList();
        assertEquals(List.of("inspect", "estimate", "discover", "select", "generate"), commands);
        assertTrue(bindwise("bench").exitCode() == 2, "bench is not a command of the product");
    }
}
