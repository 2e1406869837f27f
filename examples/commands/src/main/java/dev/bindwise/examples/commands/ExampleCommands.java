package dev.bindwise.examples.commands;

import java.util.List;

import dev.bindwise.cli.spi.SubcommandProvider;

/** The commands that run the example services, added to {@code ./bindwise} when this module is on its class path. */
public final class ExampleCommands implements SubcommandProvider {

    @Override
    public List<Object> subcommands() {
        return List.of(new BenchCommand(), new CalibrateCommand(), new ReportCommand(), new ServeCommand());
    }
}
