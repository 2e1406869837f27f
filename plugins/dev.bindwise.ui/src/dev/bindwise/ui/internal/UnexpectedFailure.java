package dev.bindwise.ui.internal;

import org.eclipse.core.runtime.ILog;

/**
 * What a job of this bundle does with an exception it did not expect (a bug, not bad input): the Eclipse log gets
 * it with its stack trace, and the view or page a line that says so and where the details are, instead of staying
 * on "Selecting ..." with no word. Bad input never comes here: it is a message of its own.
 */
public final class UnexpectedFailure {

    private UnexpectedFailure() {
    }

    /**
     * Writes the failure to the Eclipse log.
     *
     * @param what what failed, e.g. "Selecting the bindings of /p/Trader.wsdl"
     * @return the line to show the user
     */
    public static String logged(String what, Throwable failure) {
        ILog.of(UnexpectedFailure.class).error(what + " failed unexpectedly", failure);
        String message = failure.getMessage() == null ? "" : ": " + failure.getMessage();
        return what + " failed: an internal error (" + failure.getClass().getSimpleName() + message + ").\n"
                + "The details are in the Error Log (Window > Show View > Error Log); please report them.";
    }
}
