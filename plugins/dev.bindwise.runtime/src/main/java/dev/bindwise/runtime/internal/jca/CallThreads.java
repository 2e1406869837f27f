package dev.bindwise.runtime.internal.jca;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import dev.bindwise.runtime.internal.Deadline;

/**
 * The threads a JCA port's calls run on while their callers wait until the call's deadline: CCI bounds neither
 * getting a connection nor an interaction, so a caller could otherwise wait for ever on a hung server. A thread
 * ends after a while unused.
 */
final class CallThreads {

    /** Calls at once per port at most, those past their deadline whose adapter has not ended them yet included. */
    static final int MAX_CALLS = 256;

    private final ThreadPoolExecutor threads;

    CallThreads(String port) {
        this.threads = new ThreadPoolExecutor(0, MAX_CALLS, 30, TimeUnit.SECONDS, new SynchronousQueue<>(), runnable -> {
            Thread thread = new Thread(runnable, "bindwise-jca " + port);
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Runs the call on a thread of its own and waits for it until the deadline.
     *
     * @throws RejectedExecutionException when {@value #MAX_CALLS} calls are still running: this one did not start
     * @throws TimeoutException when the deadline passed first (the call goes on until it ends; the caller ends it)
     * @throws ExecutionException with what the call threw
     */
    void run(Callable<Void> call, Deadline deadline) throws TimeoutException, InterruptedException, ExecutionException {
        Future<Void> done = threads.submit(call);
        done.get(deadline.remainingNanos(), TimeUnit.NANOSECONDS);
    }

    void close() {
        threads.shutdownNow();
    }
}
