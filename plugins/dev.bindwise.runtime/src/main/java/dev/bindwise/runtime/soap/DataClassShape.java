package dev.bindwise.runtime.soap;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A generated data class as the schema has it ({@link SoapSequence}, {@link SoapElement},
 * {@link SoapAttribute}): its elements in order and its attributes, each with the public getter and setter
 * it is read and written through. Found once per class.
 */
final class DataClassShape {

    /** One field: its element (or attribute), its Java type, and its accessors. */
    record Property(String javaName, SoapValue element, Class<?> type, MethodHandle getter, MethodHandle setter) {

        Object get(Object bean) {
            try {
                return getter.invoke(bean);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        }

        void set(Object bean, Object value) {
            try {
                setter.invoke(bean, value);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private static final ClassValue<DataClassShape> SHAPES = new ClassValue<>() {
        @Override
        protected DataClassShape computeValue(Class<?> type) {
            return type.isAnnotationPresent(SoapSequence.class) ? new DataClassShape(type) : null;
        }
    };

    private final MethodHandle constructor;
    private final List<Property> properties;
    /** The properties' elements, in the same order. */
    private final List<SoapValue> elements;
    private final List<Property> attributes;

    private DataClassShape(Class<?> type) {
        List<Property> all = new ArrayList<>();
        List<Property> allAttributes = new ArrayList<>();
        SoapSequence sequence = type.getAnnotation(SoapSequence.class);
        List<String> own = List.of(sequence.value());
        List<String> ownAttributes = List.of(sequence.attributes());
        Class<?> parent = type.getSuperclass();
        if (parent != null && of(parent) != null) {
            // the base's fields first, unless this class declares them again (a flattened schema type)
            of(parent).properties.stream().filter(p -> !own.contains(p.javaName())).forEach(all::add);
            of(parent).attributes.stream().filter(p -> !ownAttributes.contains(p.javaName())).forEach(allAttributes::add);
        }
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        try {
            constructor = lookup.findConstructor(type, MethodType.methodType(void.class));
            for (String name : own) {
                java.lang.reflect.Field field = type.getDeclaredField(name);
                SoapElement element = field.getAnnotation(SoapElement.class);
                if (element == null) {
                    throw new IllegalArgumentException(type.getName() + "." + name + " has no @SoapElement");
                }
                all.add(property(lookup, type, field, SoapValue.of(element)));
            }
            for (String name : ownAttributes) {
                java.lang.reflect.Field field = type.getDeclaredField(name);
                SoapAttribute attribute = field.getAnnotation(SoapAttribute.class);
                if (attribute == null || attribute.type() == XsdType.STRUCT) {
                    throw new IllegalArgumentException(type.getName() + "." + name
                            + " has no @SoapAttribute of a simple type");
                }
                allAttributes.add(property(lookup, type, field, SoapValue.of(attribute)));
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException(type.getName() + " is not a data class the SOAP client can write: "
                    + e.getMessage().toLowerCase(Locale.ROOT) + " (generate it again)", e);
        }
        properties = List.copyOf(all);
        elements = properties.stream().map(Property::element).toList();
        attributes = List.copyOf(allAttributes);
    }

    private static Property property(MethodHandles.Lookup lookup, Class<?> type, java.lang.reflect.Field field,
            SoapValue value) throws ReflectiveOperationException {
        String name = field.getName();
        String property = Character.toUpperCase(name.charAt(0)) + name.substring(1);
        String getter = (field.getType() == boolean.class ? "is" : "get") + property;
        return new Property(name, value, field.getType(),
                lookup.findVirtual(type, getter, MethodType.methodType(field.getType())),
                lookup.findVirtual(type, "set" + property, MethodType.methodType(void.class, field.getType())));
    }

    /** The class's shape, or null when it is not a generated data class (a service's own class). */
    static DataClassShape of(Class<?> type) {
        return SHAPES.get(type);
    }

    /** The fields written as child elements, in the schema's order. */
    List<Property> properties() {
        return properties;
    }

    /** The elements of {@link #properties()}, in the schema's order. */
    List<SoapValue> elements() {
        return elements;
    }

    /** The fields written as attributes of the structure's element. */
    List<Property> attributes() {
        return attributes;
    }

    Object newInstance() {
        try {
            return constructor.invoke();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }
}
