package dev.bindwise.core.publish;

import java.util.Map;

import dev.bindwise.runtime.BindingKind;

/**
 * A binding and port that {@link AddBindingsOperation} adds for the WSDL's port type, with what the
 * publisher must say about it. Type mappings go from a complex type of the WSDL's schema, named by its
 * local name (or {@code {namespace}local} where two schemas share a local name), to a native type: a
 * Java class name, or for CICS the COBOL record (01 level) that holds it. An empty map writes no
 * format:typeMapping.
 *
 * <p>Only details: the {@link BindingWriter} that {@link BindingWriters} holds for the {@link #kind()}
 * writes them, so a new kind's details may live beside its writer.
 */
public interface NewBinding {

    BindingKind kind();

    /**
     * RMI-IIOP to an EJB or CORBA object (WSIF's ejb binding).
     *
     * @param remoteInterface the remote interface's class name (ejb:address className)
     * @param jndiName the name the object is bound under
     * @param jndiProviderURL the naming service, e.g. {@code corbaloc:iiop:host:1050}
     * @param initialContextFactory the JNDI context factory, or null to leave it to the client
     * @param javaTypes complex type to Java class
     */
    record Ejb(String remoteInterface, String jndiName, String jndiProviderURL, String initialContextFactory,
            Map<String, String> javaTypes) implements NewBinding {

        public Ejb {
            javaTypes = Map.copyOf(javaTypes);
        }

        @Override
        public BindingKind kind() {
            return BindingKind.RMI_IIOP;
        }
    }

    /**
     * A local Java call into the same JVM (WSIF's java binding).
     *
     * @param className the class that implements the operations (java:address className)
     * @param javaTypes complex type to Java class
     */
    record LocalJava(String className, Map<String, String> javaTypes) implements NewBinding {

        public LocalJava {
            javaTypes = Map.copyOf(javaTypes);
        }

        @Override
        public BindingKind kind() {
            return BindingKind.LOCAL_JAVA;
        }
    }

    /**
     * JCA to a CICS program through the cics connector.
     *
     * @param connectionURL the gateway, e.g. {@code tcp://host:2006}
     * @param serverName the CICS region
     * @param programs operation name to the program (cics:operation functionName) it calls; the key
     *        {@link #EVERY_OPERATION} names the program of every operation not named
     * @param cobolRecords complex type to the COBOL record that holds it
     */
    record Cics(String connectionURL, String serverName, Map<String, String> programs, Map<String, String> cobolRecords)
            implements NewBinding {

        /** The key of {@link #programs()} for the program of every operation not named. */
        public static final String EVERY_OPERATION = "*";

        public Cics {
            programs = Map.copyOf(programs);
            cobolRecords = Map.copyOf(cobolRecords);
        }

        @Override
        public BindingKind kind() {
            return BindingKind.JCA;
        }

        /** The program the operation calls, or null when none is given for it. */
        public String program(String operation) {
            return programs.getOrDefault(operation, programs.get(EVERY_OPERATION));
        }
    }
}
