package dev.bindwise.runtime.soap;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A generated data class as the schema has it ({@link SoapSequence}, {@link SoapElement}): its elements in
 * order, each with the public getter and setter it is read and written through. Found once per class.
 */
final class DataClassShape {

    /** One field: its element, its Java type, and its accessors. */
    record Property(String javaName, SoapValue element, Class<?> type, MethodHandle getter, MethodHandle setter) {
    }

    private static final ClassValue<DataClassShape> SHAPES = new ClassValue<>() {
        @Override
        protected DataClassShape computeValue(Class<?> type) {
            return type.isAnnotationPresent(SoapSequence.class) ? new DataClassShape(type) : null;
        }
    };

    private final MethodHandle constructor;
    private final List<Property> properties;

    private DataClassShape(Class<?> type) {
        List<Property> all = new ArrayList<>();
        List<String> own = List.of(type.getAnnotation(SoapSequence.class).value());
        Class<?> parent = type.getSuperclass();
        if (parent != null && of(parent) != null) {
            // the base's elements first, unless this class declares them again (a flattened schema type)
            of(parent).properties.stream().filter(p -> !own.contains(p.javaName())).forEach(all::add);
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
                String property = Character.toUpperCase(name.charAt(0)) + name.substring(1);
                String getter = (field.getType() == boolean.class ? "is" : "get") + property;
                all.add(new Property(name, SoapValue.of(element), field.getType(),
                        lookup.findVirtual(type, getter, MethodType.methodType(field.getType())),
                        lookup.findVirtual(type, "set" + property, MethodType.methodType(void.class, field.getType()))));
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException(type.getName() + " is not a data class the SOAP client can write: "
                    + e.getMessage().toLowerCase(Locale.ROOT) + " (generate it again)", e);
        }
        properties = List.copyOf(all);
    }

    /** The class's shape, or null when it is not a generated data class (a service's own class). */
    static DataClassShape of(Class<?> type) {
        return SHAPES.get(type);
    }

    List<Property> properties() {
        return properties;
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
