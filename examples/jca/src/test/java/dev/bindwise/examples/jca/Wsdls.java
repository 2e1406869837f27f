package dev.bindwise.examples.jca;

import java.net.URISyntaxException;
import java.nio.file.Path;

import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeShape;

/** The WSDLs the module bundles, read for the tests. */
public final class Wsdls {

    private Wsdls() {
    }

    public static Path path(String fileName) {
        try {
            return Path.of(Wsdls.class.getResource("/wsdl/" + fileName).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public static TypeShape type(String fileName, String localName) throws WsdlReadException {
        ServiceDescription description = new WsdlReader().read(path(fileName));
        return description.getTypes().stream().filter(t -> t.getName().endsWith("}" + localName)).findFirst()
                .orElseThrow(() -> new AssertionError(fileName + " has no type " + localName));
    }
}
