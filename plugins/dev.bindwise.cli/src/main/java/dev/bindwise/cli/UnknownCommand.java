package dev.bindwise.cli;

import java.util.List;

import picocli.CommandLine;
import picocli.CommandLine.IExecutionStrategy;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.RunLast;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A word where the command belongs that names none ({@code bindwise nosuch}, {@code bindwise serve --help}) is a
 * usage error that lists the commands. Left to picocli, the first would guess one, and the second print the
 * root's help and succeed, since --help lets unmatched arguments pass.
 */
final class UnknownCommand implements IExecutionStrategy, IParameterExceptionHandler {

    private final IParameterExceptionHandler otherUsageErrors;
    private final IExecutionStrategy execution = new RunLast();

    UnknownCommand(IParameterExceptionHandler otherUsageErrors) {
        this.otherUsageErrors = otherUsageErrors;
    }

    /** Installs the check on the root command line. */
    static void refuseOn(CommandLine root) {
        UnknownCommand check = new UnknownCommand(root.getParameterExceptionHandler());
        root.setExecutionStrategy(check);
        root.setParameterExceptionHandler(check);
    }

    @Override
    public int execute(ParseResult parseResult) {
        if (!parseResult.unmatched().isEmpty()) {
            throw new UnmatchedArgumentException(parseResult.commandSpec().commandLine(), parseResult.unmatched());
        }
        return execution.execute(parseResult);
    }

    @Override
    public int handleParseException(ParameterException failure, String[] args) throws Exception {
        CommandLine command = failure.getCommandLine();
        List<String> unmatched = failure instanceof UnmatchedArgumentException u ? u.getUnmatched() : List.of();
        if (command.getParent() != null || unmatched.isEmpty() || unmatched.get(0).startsWith("-")) {
            return otherUsageErrors.handleParseException(failure, args);
        }
        command.getErr().println("bindwise: '" + unmatched.get(0) + "' is not a command; the commands are "
                + String.join(", ", command.getSubcommands().keySet()) + ". See bindwise --help for what each does.");
        return FailureReporter.BAD_INPUT;
    }
}
