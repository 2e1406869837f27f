package dev.bindwise.core.generate;

import java.util.Iterator;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EcorePackage;

import dev.bindwise.model.ServiceDescription;

/**
 * What javac cannot compile however it is quoted: a class file holds each identifier and string constant in
 * at most 65,535 bytes (modified UTF-8, JVMS 4.4.7). Every name and text of the description becomes one or the
 * other in the generated sources, so one over the limit is refused before anything is written, instead of
 * sources that do not compile.
 */
final class ClassFileLimits {

    static final int MAX_CONSTANT_BYTES = 65_535;

    /** The description's texts that go into comments only, where any length compiles. */
    private static final Set<String> COMMENT_ONLY = Set.of("location", "wsdlLocation");

    private ClassFileLimits() {
    }

    static void check(ServiceDescription description, String wsdlName) throws GenerateException {
        for (Iterator<EObject> contents = description.eAllContents(); contents.hasNext();) {
            EObject object = contents.next();
            for (EAttribute attribute : object.eClass().getEAllAttributes()) {
                if (attribute.getEType() != EcorePackage.Literals.ESTRING || attribute.isMany()
                        || COMMENT_ONLY.contains(attribute.getName())) {
                    continue;
                }
                Object value = object.eGet(attribute);
                if (value instanceof String text && modifiedUtf8Length(text) > MAX_CONSTANT_BYTES) {
                    throw new GenerateException(wsdlName + ": the " + attribute.getName() + " \""
                            + text.substring(0, 24) + "...\" of a " + object.eClass().getName() + " is "
                            + modifiedUtf8Length(text) + " bytes long; a Java class file holds a name or string of at"
                            + " most " + MAX_CONSTANT_BYTES + " bytes, so no generated source could compile: shorten it");
                }
            }
        }
    }

    static long modifiedUtf8Length(String text) {
        long bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            bytes += c >= 0x0001 && c <= 0x007F ? 1 : c <= 0x07FF ? 2 : 3;
        }
        return bytes;
    }
}
