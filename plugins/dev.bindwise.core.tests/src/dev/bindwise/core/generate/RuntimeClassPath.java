package dev.bindwise.core.generate;

import java.net.URISyntaxException;
import java.nio.file.Path;

import dev.bindwise.runtime.soap.XsdType;

/** The runtime as a javac class path entry: generated data classes carry its schema annotations. */
final class RuntimeClassPath {

    private RuntimeClassPath() {
    }

    static String entry() {
        try {
            return Path.of(XsdType.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
