package dev.bindwise.examples.jca;

import java.net.URISyntaxException;
import java.nio.file.Path;

/** The WSDLs the module bundles, for the tests. */
final class Wsdls {

    private Wsdls() {
    }

    static Path path(String fileName) {
        try {
            return Path.of(Wsdls.class.getResource("/wsdl/" + fileName).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
