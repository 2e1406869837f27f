package dev.bindwise.core.policy;

/**
 * Runs Drools code with this bundle's class loader as the thread's context class loader. Drools finds
 * its own services and the fact classes through that loader: in OSGi (Eclipse) the thread's loader is
 * whatever the caller's was, a first {@code KieServices.Factory.get()} under the wrong one caches null,
 * and compiling under it fails with "RuleBuildContext.getDialect() is null". Every call into Drools goes
 * through here, the first included.
 */
final class KieClassLoading {

    /** Drools work that may fail with a checked exception. */
    interface Work<T, E extends Exception> {
        T run() throws E;
    }

    private KieClassLoading() {
    }

    static <T, E extends Exception> T call(Work<T, E> work) throws E {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(KieClassLoading.class.getClassLoader());
        try {
            return work.run();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
