package dev.bindwise.cli.spi;

import java.util.List;

/**
 * Commands that {@code ./bindwise} adds from its class path, found with {@link java.util.ServiceLoader}: the
 * product's jar has the engine's commands alone, and a checkout's examples jar adds those that run the example
 * services (bench, calibrate, report). A command is a picocli {@code @Command} object, as the built-in ones;
 * it may throw {@code BadInputException} for exit code 2, like them.
 */
public interface SubcommandProvider {

    /** The commands, in the order {@code --help} lists them (after the built-in ones). */
    List<Object> subcommands();
}
