package dev.bindwise.runtime.internal.iiop;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.NoSuchElementException;

import org.junit.jupiter.api.Test;

/**
 * Which unchecked exceptions out of a stub are the client ORB's own failure (a transport failure that may have
 * run) and which are the service's: by the first frame outside the JDK, as the GlassFish ORB threw one when a
 * connection broke mid-call (WildFly's IIOP listener going away: GreeterProxyEndToEndTest).
 */
class OrbFailureTest {

    @Test
    void theOrbsCleanUpFailingAfterABrokenConnectionIsTheOrbs() {
        NoSuchElementException thrown = new NoSuchElementException();
        thrown.setStackTrace(new StackTraceElement[] {
                new StackTraceElement("java.util.LinkedList", "removeLast", "LinkedList.java", 295),
                new StackTraceElement("com.sun.corba.ee.impl.misc.ORBUtility", "popEncVersionFromThreadLocalState", "ORBUtility.java", 121),
                new StackTraceElement("com.sun.corba.ee.impl.protocol.ClientRequestDispatcherImpl", "endRequest", "ClientRequestDispatcherImpl.java", 870) });

        assertTrue(IiopClient.failedInTheOrb(thrown));
    }

    @Test
    void aServicesUncheckedExceptionIsTheServices() {
        IllegalStateException thrown = new IllegalStateException("the bean refused");
        thrown.setStackTrace(new StackTraceElement[] {
                new StackTraceElement("java.util.Objects", "requireNonNull", "Objects.java", 233),
                new StackTraceElement("dev.bindwise.examples.wildfly.GreeterBean", "greet", "GreeterBean.java", 26),
                new StackTraceElement("com.sun.corba.ee.impl.presentation.rmi.ReflectiveTie", "_invoke", "ReflectiveTie.java", 161) });

        assertFalse(IiopClient.failedInTheOrb(thrown));
        assertFalse(IiopClient.failedInTheOrb(new Exception("checked: a declared fault")), "only unchecked exceptions");
    }
}
