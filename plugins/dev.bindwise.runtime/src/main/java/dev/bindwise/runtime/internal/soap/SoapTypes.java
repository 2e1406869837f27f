package dev.bindwise.runtime.internal.soap;

import dev.bindwise.runtime.soap.SoapValue;
import dev.bindwise.runtime.soap.SoapOperation;
import dev.bindwise.runtime.soap.SoapStructure;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import javax.xml.namespace.QName;

/**
 * The structures one operation's values hold, as {@link SchemaWriter} and {@link SchemaReader} find them: a
 * generated data class by its own annotations, any other class by the {@link SoapStructure} its element's
 * type names (or that names the class), bound once per class and type.
 */
final class SoapTypes {

    /** No structures but generated data classes. */
    static final SoapTypes NONE = new SoapTypes(List.of());

    private record Key(Class<?> javaClass, QName type) {
    }

    private final Map<QName, SoapStructure> byType = new HashMap<>();
    private final Map<String, SoapStructure> byClass = new HashMap<>();
    private final Map<Key, DataClassShape> bound = new ConcurrentHashMap<>();

    SoapTypes(List<SoapStructure> structures) {
        for (SoapStructure structure : structures) {
            byType.putIfAbsent(structure.type(), structure);
            if (structure.javaClass() != null) {
                byClass.putIfAbsent(structure.javaClass(), structure);
            }
        }
    }

    static SoapTypes of(SoapOperation operation) {
        return operation.structures().isEmpty() ? NONE : new SoapTypes(operation.structures());
    }

    /**
     * The shape by which a value of the declared class is read for the element.
     *
     * @throws IllegalArgumentException when the class carries no shape and the schema describes none for it
     */
    DataClassShape declared(Class<?> type, SoapValue element, String where) {
        DataClassShape annotated = DataClassShape.annotated(type);
        if (annotated != null) {
            return annotated;
        }
        SoapStructure structure = element.structType() == null ? null : byType.get(element.structType());
        if (structure == null) {
            structure = byClass.get(type.getName());
        }
        if (structure == null) {
            throw new IllegalArgumentException(where + ": " + type.getName() + " is no generated data class, and the"
                    + " operation's schema describes no structure" + (element.structType() == null ? ""
                    : " " + element.structType()) + " for it: generate the proxy again from the WSDL");
        }
        return bind(type, structure);
    }

    /**
     * The shape by which a value is written: its own class's, so that a subclass writes its own elements
     * (and its {@code xsi:type}).
     *
     * @throws IllegalArgumentException when the value is of a class the schema names no type for
     */
    DataClassShape ofValue(Object value, SoapValue element, String where) {
        Class<?> type = value.getClass();
        DataClassShape annotated = DataClassShape.annotated(type);
        if (annotated != null) {
            return annotated;
        }
        SoapStructure own = byClass.get(type.getName());
        if (own != null) {
            return bind(type, own);
        }
        SoapStructure declared = element.structType() == null ? null : byType.get(element.structType());
        if (declared != null && declared.javaClass() != null && !declared.javaClass().equals(type.getName())) {
            throw new IllegalArgumentException(where + ": the value is a " + type.getName() + ", a class the WSDL's"
                    + " type mapping names no schema type for (" + element.structType() + " is "
                    + declared.javaClass() + "): map its type in format:typeMapping, or give a " + declared.javaClass());
        }
        return declared(type, element, where);
    }

    /** The shape of the type an {@code xsi:type} names, when the schema maps it to a subclass of the declared one; else null. */
    DataClassShape ofXsiType(QName type, Class<?> declared) {
        SoapStructure structure = byType.get(type);
        if (structure == null || structure.javaClass() == null) {
            return null;
        }
        Class<?> named;
        try {
            named = Class.forName(structure.javaClass(), false, declared.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
        return declared.isAssignableFrom(named) && named != declared ? bind(named, structure) : null;
    }

    private DataClassShape bind(Class<?> type, SoapStructure structure) {
        return bound.computeIfAbsent(new Key(type, structure.type()), key -> DataClassShape.described(type, structure));
    }
}
