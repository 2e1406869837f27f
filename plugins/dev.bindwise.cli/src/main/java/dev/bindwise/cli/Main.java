package dev.bindwise.cli;

import java.io.PrintWriter;
import java.util.ServiceLoader;

import dev.bindwise.cli.spi.SubcommandProvider;
import picocli.CommandLine;

/** Entry point of {@code ./bindwise}. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs one command line and returns its exit code: 0 done, 2 bad input or usage, 1 an internal failure. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine commandLine = new CommandLine(new BindwiseCommand());
        for (SubcommandProvider provider : ServiceLoader.load(SubcommandProvider.class)) {
            provider.subcommands().forEach(commandLine::addSubcommand);
        }
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setExecutionExceptionHandler(new FailureReporter());
        UnknownCommand.refuseOn(commandLine);
        return commandLine.execute(args);
    }
}
