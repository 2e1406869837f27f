package dev.bindwise.core.publish;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import javax.xml.namespace.QName;

import dev.bindwise.core.wsdl.extensions.FormatTypeMap;
import dev.bindwise.core.wsdl.extensions.FormatTypeMapping;
import dev.bindwise.model.ServiceDescription;

/**
 * The format:typeMapping of a new binding, from complex type to native type (a Java class, a COBOL
 * record), and the checks of what the publisher gave for it.
 */
final class TypeMappings {

    private TypeMappings() {
    }

    /** Each type must be a complex type of the schema and each class a Java class name. */
    static void checkJavaClasses(Map<String, String> javaTypes, ServiceDescription description, List<String> problems) {
        for (Map.Entry<String, String> mapping : javaTypes.entrySet()) {
            problems.add(ComplexTypes.problem(mapping.getKey(), description));
            problems.add(NewBindingChecks.javaClassName("the Java class of " + mapping.getKey(), mapping.getValue()));
        }
    }

    /** Each type must be a complex type of the schema and each record a COBOL name. */
    static void checkCobolRecords(Map<String, String> cobolRecords, ServiceDescription description, List<String> problems) {
        for (Map.Entry<String, String> mapping : cobolRecords.entrySet()) {
            problems.add(ComplexTypes.problem(mapping.getKey(), description));
            problems.add(NewBindingChecks.cobolRecordName(mapping.getKey(), mapping.getValue()));
        }
    }

    /** The element for the types, its encoding and style both {@code encoding}; none for no types. */
    static Optional<FormatTypeMapping> element(String encoding, Map<String, String> types, BindingContext context)
            throws AddBindingsException {
        if (types.isEmpty()) {
            return Optional.empty();
        }
        FormatTypeMapping mapping = new FormatTypeMapping();
        mapping.setAttribute("encoding", encoding);
        mapping.setAttribute("style", encoding);
        for (Map.Entry<String, String> entry : types.entrySet()) {
            QName type = QName.valueOf(context.complexType(entry.getKey()).getName());
            FormatTypeMap map = new FormatTypeMap();
            map.setAttribute("typeName", context.prefix(type.getNamespaceURI(), "types") + ":" + type.getLocalPart());
            map.setAttribute("formatType", entry.getValue());
            mapping.addChild(map);
        }
        return Optional.of(mapping);
    }
}
