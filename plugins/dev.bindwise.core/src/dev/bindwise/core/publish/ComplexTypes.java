package dev.bindwise.core.publish;

import java.util.List;

import javax.xml.namespace.QName;

import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeShape;

/**
 * The complex types of a WSDL's schema that a binding may map to native types (format:typeMapping), by
 * the names {@link NewBinding} takes: the local name, or {@code {namespace}local} where it is not unique.
 */
public final class ComplexTypes {

    private ComplexTypes() {
    }

    /** Every complex type's name, as a publisher may give it. */
    public static List<String> names(ServiceDescription description) {
        List<TypeShape> types = all(description);
        return types.stream().map(type -> {
            QName name = QName.valueOf(type.getName());
            boolean unique = types.stream()
                    .filter(other -> QName.valueOf(other.getName()).getLocalPart().equals(name.getLocalPart())).count() == 1;
            return unique ? name.getLocalPart() : name.toString();
        }).toList();
    }

    /** The complex type of that name; refused when there is none or two schemas share the local name. */
    static TypeShape named(String name, ServiceDescription description) throws AddBindingsException {
        List<TypeShape> found = all(description).stream()
                .filter(type -> type.getName().equals(name) || QName.valueOf(type.getName()).getLocalPart().equals(name))
                .toList();
        if (found.size() == 1) {
            return found.get(0);
        }
        if (found.isEmpty()) {
            throw new AddBindingsException("the schema has no complex type '" + name + "' (it has "
                    + String.join(", ", names(description)) + ")");
        }
        throw new AddBindingsException("two schemas define a complex type '" + name + "': write {namespace}" + name);
    }

    /** Why no complex type has that name, or null when one has. */
    static String problem(String name, ServiceDescription description) {
        try {
            named(name, description);
            return null;
        } catch (AddBindingsException e) {
            return e.getMessage();
        }
    }

    private static List<TypeShape> all(ServiceDescription description) {
        return description.getTypes().stream()
                .filter(type -> type.getName() != null && !type.getName().endsWith("#anon") && !type.getFields().isEmpty())
                .toList();
    }
}
