package dev.bindwise.core.generate;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

import dev.bindwise.runtime.BindingKind;

/**
 * What a generated proxy runs on besides its sources, as Maven artifacts of the Bindwise version: the runtime
 * ({@value #RUNTIME}), and per binding kind whose client needs a library of its own, a dependency POM that
 * brings it ({@code bindwise-runtime-soap} brings Apache Axis2, ...). A kind with none (local Java) needs
 * nothing more.
 */
public final class RuntimeArtifacts {

    public static final String GROUP_ID = "dev.bindwise";
    public static final String RUNTIME = "bindwise-runtime";

    /** A binding's client library: what it is, in words, and the dependency POM that brings it. */
    public record ClientLibrary(BindingKind kind, String name, String artifactId) {

        /** The short name of the library's set: {@code soap} of {@code bindwise-runtime-soap}. */
        public String shortName() {
            return artifactId.substring(RUNTIME.length() + 1);
        }
    }

    private static final Map<BindingKind, ClientLibrary> LIBRARIES = new EnumMap<>(Map.of(
            BindingKind.SOAP, new ClientLibrary(BindingKind.SOAP, "Apache Axis2", RUNTIME + "-soap"),
            BindingKind.RMI_IIOP, new ClientLibrary(BindingKind.RMI_IIOP, "the GlassFish ORB", RUNTIME + "-iiop"),
            BindingKind.JCA, new ClientLibrary(BindingKind.JCA, "the Jakarta Connectors API", RUNTIME + "-jca")));

    private RuntimeArtifacts() {
    }

    /** The client library a port of the kind is called through, if it needs one. */
    public static Optional<ClientLibrary> clientLibrary(BindingKind kind) {
        return Optional.ofNullable(LIBRARIES.get(kind));
    }

    /** The version of every Bindwise artifact: this Bindwise's. */
    public static String version() {
        return BindwiseVersion.get();
    }
}
