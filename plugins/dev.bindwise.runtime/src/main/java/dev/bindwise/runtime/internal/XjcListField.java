package dev.bindwise.runtime.internal;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;

/**
 * The field behind xjc's List property (a getter that makes the list on first use, no setter). Every binding reads
 * and writes that field as it is: through the getter a null List would come out empty, and a user's data is never
 * changed on the way.
 */
public final class XjcListField {

    private XjcListField() {
    }

    /**
     * The {@code java.util.List} field of the property {@code name} (or {@code _name}, JAXB's name for a keyword) in
     * the class or a superclass, made accessible; null when it has none.
     */
    public static Field of(Class<?> type, String name) {
        String stem = name.startsWith("_") ? name.substring(1) : name;
        for (String candidate : List.of(name, "_" + stem)) {
            for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                try {
                    Field field = c.getDeclaredField(candidate);
                    if (field.getType() == List.class && !Modifier.isStatic(field.getModifiers())) {
                        field.setAccessible(true);
                        return field;
                    }
                } catch (NoSuchFieldException e) {
                    // on to the superclass
                }
            }
        }
        return null;
    }
}
