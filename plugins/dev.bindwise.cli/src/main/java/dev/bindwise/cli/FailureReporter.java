package dev.bindwise.cli;

import dev.bindwise.core.operation.BadInputException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns what a command threw into a message on stderr and an exit code, never a bare stack trace:
 * bad input is exit 2 with the reader's own message; anything else is exit 1, with the trace only
 * when BINDWISE_DEBUG is set.
 */
final class FailureReporter implements IExecutionExceptionHandler {

    static final int BAD_INPUT = 2;
    static final int INTERNAL_ERROR = 1;

    @Override
    public int handleExecutionException(Exception failure, CommandLine commandLine, ParseResult parseResult) {
        if (failure instanceof BadInputException) {
            commandLine.getErr().println("bindwise: " + failure.getMessage());
            return BAD_INPUT;
        }
        commandLine.getErr().println("bindwise: internal error: " + failure);
        commandLine.getErr().println("bindwise: this is a bug in Bindwise; run again with BINDWISE_DEBUG=1 for the stack trace and report it.");
        if (System.getenv("BINDWISE_DEBUG") != null) {
            failure.printStackTrace(commandLine.getErr());
        }
        return INTERNAL_ERROR;
    }
}
