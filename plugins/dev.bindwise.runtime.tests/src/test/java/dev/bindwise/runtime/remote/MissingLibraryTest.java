package dev.bindwise.runtime.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.bindwise.runtime.ServiceRuntime;

/**
 * An application without Axis2 or an ORB on its class path: the SOAP and RMI-IIOP ports are not
 * accessible, each saying which library is missing, and calls go to the next binding; nothing crashes.
 */
@Timeout(30)
class MissingLibraryTest {

    @Test
    void aMissingClientLibraryLeavesItsPortOutWithTheReason() throws Exception {
        URL runtimeClasses = ServiceRuntime.class.getProtectionDomain().getCodeSource().getLocation();
        URL testClasses = WithoutClientLibraries.class.getProtectionDomain().getCodeSource().getLocation();
        try (URLClassLoader application = new URLClassLoader(new URL[] {runtimeClasses, testClasses},
                ClassLoader.getPlatformClassLoader())) {
            assertThrows(ClassNotFoundException.class, () -> application.loadClass("org.apache.axis2.client.ServiceClient"));
            assertThrows(ClassNotFoundException.class, () -> application.loadClass("javax.rmi.PortableRemoteObject"));
            @SuppressWarnings("unchecked")
            Supplier<List<String>> run = (Supplier<List<String>>) application
                    .loadClass(WithoutClientLibraries.class.getName()).getConstructor().newInstance();
            List<String> replyAndLeftOut = run.get();
            assertEquals("echo hi", replyAndLeftOut.get(0));
            assertEquals(3, replyAndLeftOut.size(), replyAndLeftOut.toString());
            String soap = replyAndLeftOut.get(1);
            assertTrue(soap.startsWith("SOAP EchoSoapPort: SOAP port EchoSoapPort cannot be called: its client library,"
                    + " Apache Axis2 2.0 (axis2-kernel, axis2-transport-http, axis2-adb), is not on the class path"
                    + " of the application (java.lang.NoClassDefFoundError: org/apache/axis2/"), soap);
            String iiop = replyAndLeftOut.get(2);
            assertTrue(iiop.startsWith("RMI_IIOP EchoIiopPort: RMI-IIOP port EchoIiopPort cannot be called: its client library,"
                    + " an ORB with RMI-IIOP (for example org.glassfish.corba:glassfish-corba-orb 5.0), is not on the class path"
                    + " of the application (java.lang.NoClassDefFoundError: "), iiop);
        }
    }
}
