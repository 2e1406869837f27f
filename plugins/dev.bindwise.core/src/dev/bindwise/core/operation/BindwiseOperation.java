package dev.bindwise.core.operation;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;

/**
 * The one contract of the engine's operations (read, discover, select, write a plan, calibrate, generate,
 * add bindings), after EGit's {@code IEGitOperation}: an operation is built from a request, then run once
 * on the caller's thread. The command line passes a null monitor, the IDE the monitor of the Job it
 * schedules, the Maven plugin its own; every face gets the same result from the same code.
 * <p>
 * Progress: an operation splits the monitor it is given with {@code SubMonitor.convert(monitor, ...)}, which
 * takes null as "nobody watches", so it works headless. Cancellation: an operation polls the monitor between
 * its steps and ends with {@link OperationCanceledException}, having changed nothing it was not done with.
 *
 * @param <R> what the operation produces
 */
@FunctionalInterface
public interface BindwiseOperation<R> {

    /**
     * Runs the operation.
     *
     * @param monitor progress and cancellation, or null
     * @return the result, never null
     * @throws BadInputException when an input is wrong; its message says what, where and what to do
     * @throws OperationCanceledException when the monitor was cancelled
     */
    R execute(IProgressMonitor monitor) throws BadInputException;
}
