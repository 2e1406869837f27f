package dev.bindwise.runtime.internal.soap;

import dev.bindwise.runtime.internal.XjcListField;
import dev.bindwise.runtime.soap.SoapValue;
import dev.bindwise.runtime.soap.SoapAttribute;
import dev.bindwise.runtime.soap.XsdType;
import dev.bindwise.runtime.soap.SoapStructure;
import dev.bindwise.runtime.soap.SoapSequence;
import dev.bindwise.runtime.soap.SoapElement;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

import javax.xml.namespace.QName;

/**
 * A Java class as the schema has it: its elements in order and its attributes, each with the property it is
 * read and written through. A generated data class says so itself ({@link SoapSequence}, {@link SoapElement},
 * {@link SoapAttribute}); any other class (a service's own) is bound to its {@link SoapStructure} by property
 * name as JAXB binds one: a getter ({@code getX}, {@code isX}) and setter pair, else a field of that name (a
 * List property with a getter only is filled through the list it returns, as JAXB's generated classes have
 * it; where the class has a List field of that name, as xjc's have, the field is read and set, so that writing a
 * value never changes it). A repeated element's property is an array or a {@code List}.
 */
public final class DataClassShape {

    /**
     * One property: its element (or attribute), its Java type, the type of its items when it is an array or a
     * List (else the type itself), and how it is read and written.
     */
    record Property(String javaName, SoapValue element, Class<?> type, Class<?> itemType, Method getter,
            Method setter, Field field) {

        Object get(Object bean) {
            try {
                return getter != null ? getter.invoke(bean) : field.get(bean);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("reading " + javaName + " of " + bean.getClass().getName() + ": "
                        + cause(e), e);
            }
        }

        void set(Object bean, Object value) {
            try {
                if (setter != null) {
                    setter.invoke(bean, value);
                } else if (field != null) {
                    field.set(bean, value);
                } else if (value != null) {
                    // a List with a getter only: JAXB fills the list the getter returns
                    @SuppressWarnings("unchecked")
                    Collection<Object> live = (Collection<Object>) getter.invoke(bean);
                    live.addAll((Collection<?>) value);
                }
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("setting " + javaName + " of " + bean.getClass().getName() + ": "
                        + cause(e), e);
            }
        }

        private static String cause(ReflectiveOperationException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            return cause.getClass().getSimpleName() + (cause.getMessage() == null ? "" : ": " + cause.getMessage());
        }
    }

    private static final ClassValue<DataClassShape> ANNOTATED = new ClassValue<>() {
        @Override
        protected DataClassShape computeValue(Class<?> type) {
            return type.isAnnotationPresent(SoapSequence.class) ? fromAnnotations(type) : null;
        }
    };

    private final Class<?> javaClass;
    /** The schema type's name, null when the class carries its own shape. */
    private final QName typeName;
    private final Constructor<?> constructor;
    private final List<Property> properties;
    /** The properties' elements, in the same order. */
    private final List<SoapValue> elements;
    private final List<Property> attributes;

    private DataClassShape(Class<?> javaClass, QName typeName, List<Property> properties, List<Property> attributes) {
        this.javaClass = javaClass;
        this.typeName = typeName;
        this.properties = List.copyOf(properties);
        this.elements = this.properties.stream().map(Property::element).toList();
        this.attributes = List.copyOf(attributes);
        Constructor<?> noArguments;
        try {
            noArguments = javaClass.getDeclaredConstructor();
            noArguments.setAccessible(true);
        } catch (ReflectiveOperationException | RuntimeException e) {
            noArguments = null;
        }
        this.constructor = noArguments;
    }

    private static DataClassShape fromAnnotations(Class<?> type) {
        List<Property> all = new ArrayList<>();
        List<Property> allAttributes = new ArrayList<>();
        SoapSequence sequence = type.getAnnotation(SoapSequence.class);
        List<String> own = List.of(sequence.value());
        List<String> ownAttributes = List.of(sequence.attributes());
        DataClassShape parent = type.getSuperclass() == null ? null : ANNOTATED.get(type.getSuperclass());
        if (parent != null) {
            // the base's fields first, unless this class declares them again (a flattened schema type)
            parent.properties.stream().filter(p -> !own.contains(p.javaName())).forEach(all::add);
            parent.attributes.stream().filter(p -> !ownAttributes.contains(p.javaName())).forEach(allAttributes::add);
        }
        try {
            for (String name : own) {
                SoapElement element = type.getDeclaredField(name).getAnnotation(SoapElement.class);
                if (element == null) {
                    throw new IllegalArgumentException(type.getName() + "." + name + " has no @SoapElement");
                }
                all.add(property(type, name, SoapValue.of(element)));
            }
            for (String name : ownAttributes) {
                SoapAttribute attribute = type.getDeclaredField(name).getAnnotation(SoapAttribute.class);
                if (attribute == null || attribute.type() == XsdType.STRUCT) {
                    throw new IllegalArgumentException(type.getName() + "." + name
                            + " has no @SoapAttribute of a simple type");
                }
                allAttributes.add(property(type, name, SoapValue.of(attribute)));
            }
        } catch (ReflectiveOperationException | IllegalArgumentException e) {
            throw new IllegalArgumentException(type.getName() + " is not a data class the SOAP client can write: "
                    + e.getMessage().toLowerCase(Locale.ROOT) + " (generate it again)", e);
        }
        return new DataClassShape(type, null, all, allAttributes);
    }

    /** The generated data class's own shape, or null when the class carries none (a service's own class). */
    static DataClassShape annotated(Class<?> type) {
        return ANNOTATED.get(type);
    }

    /**
     * The class bound to the structure's elements and attributes by property name.
     *
     * @throws IllegalArgumentException naming the element and the property when the class cannot hold one
     */
    public static DataClassShape described(Class<?> type, SoapStructure structure) {
        List<Property> elements = new ArrayList<>();
        List<Property> attributes = new ArrayList<>();
        for (SoapStructure.Member member : structure.elements()) {
            elements.add(bound(type, structure, member));
        }
        for (SoapStructure.Member member : structure.attributes()) {
            attributes.add(bound(type, structure, member));
        }
        if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
            throw new IllegalArgumentException(type.getName() + " (the schema's " + structure.type()
                    + ") is abstract: the SOAP client cannot make one to read it into");
        }
        return new DataClassShape(type, structure.type(), elements, attributes);
    }

    private static Property bound(Class<?> type, SoapStructure structure, SoapStructure.Member member) {
        SoapValue element = member.value();
        String what = "the element " + element.name() + " of " + structure.type() + " (property " + member.property()
                + " of " + type.getName() + ")";
        Property property;
        try {
            property = property(type, member.property(), element);
        } catch (NoSuchFieldException e) {
            throw new IllegalArgumentException(what + ": " + type.getName() + " has no property " + member.property()
                    + " (no getter and setter, no field of that name) to hold it");
        }
        boolean many = element.repeated() || element.wrapper();
        boolean collection = property.type().isArray() && property.type() != byte[].class
                || Collection.class.isAssignableFrom(property.type());
        if (many != collection) {
            throw new IllegalArgumentException(what + ": " + (many ? "the element repeats" : "the element occurs once")
                    + ", but the property is " + property.type().getTypeName() + ": "
                    + (many ? "an array or a List holds it" : "an array or a List holds only a repeated element"));
        }
        XsdType itemType = element.wrapper() ? element.item().type() : element.type();
        if (!itemType.holds(property.itemType())) {
            throw new IllegalArgumentException(what + ": the schema's " + itemType.name().toLowerCase(Locale.ROOT)
                    + " cannot be held by the property's " + property.itemType().getTypeName());
        }
        return property;
    }

    /** The property's accessors: a getter and setter, else a field of that name (or {@code _name}, JAXB's for a keyword). */
    private static Property property(Class<?> type, String name, SoapValue element) throws NoSuchFieldException {
        String stem = name.startsWith("_") ? name.substring(1) : name;
        String capitalized = stem.isEmpty() ? stem : Character.toUpperCase(stem.charAt(0)) + stem.substring(1);
        Method getter = method(type, "get" + capitalized);
        if (getter == null) {
            getter = method(type, "is" + capitalized);
        }
        if (getter != null) {
            Method setter = method(type, "set" + capitalized, getter.getReturnType());
            Field list = setter == null && List.class.equals(getter.getReturnType()) ? XjcListField.of(type, name) : null;
            if (list != null) {
                return new Property(name, element, List.class, itemType(List.class, list.getGenericType()), null, null, list);
            }
            if (setter != null || List.class.equals(getter.getReturnType())) {
                return new Property(name, element, getter.getReturnType(),
                        itemType(getter.getReturnType(), getter.getGenericReturnType()), getter, setter, null);
            }
        }
        Field field = field(type, name);
        if (field == null) {
            field = field(type, "_" + stem);
        }
        if (field == null) {
            throw new NoSuchFieldException(name);
        }
        field.setAccessible(true);
        return new Property(name, element, field.getType(), itemType(field.getType(), field.getGenericType()), null, null,
                field);
    }

    private static Method method(Class<?> type, String name, Class<?>... parameters) {
        try {
            Method method = type.getMethod(name, parameters);
            return Modifier.isStatic(method.getModifiers()) ? null : method;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static Field field(Class<?> type, String name) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            try {
                Field field = c.getDeclaredField(name);
                if (!Modifier.isStatic(field.getModifiers())) {
                    return field;
                }
            } catch (NoSuchFieldException e) {
                // on to the superclass
            }
        }
        return null;
    }

    /** The items' class of an array or a List, else the type itself. */
    private static Class<?> itemType(Class<?> type, Type generic) {
        if (type.isArray() && type != byte[].class) {
            return type.getComponentType();
        }
        if (Collection.class.isAssignableFrom(type)) {
            if (generic instanceof ParameterizedType parameterized
                    && parameterized.getActualTypeArguments()[0] instanceof Class<?> item) {
                return item;
            }
            if (generic instanceof ParameterizedType parameterized
                    && parameterized.getActualTypeArguments()[0] instanceof ParameterizedType inner
                    && inner.getRawType() instanceof Class<?> raw) {
                return raw;
            }
            return Object.class;
        }
        return type;
    }

    /** The Java value of a repeated element's items: an array of the type's items, or a List. */
    static Object collection(Class<?> type, List<Object> items) {
        if (type.isArray()) {
            Object array = Array.newInstance(type.getComponentType(), items.size());
            for (int i = 0; i < items.size(); i++) {
                Array.set(array, i, items.get(i));
            }
            return array;
        }
        return new ArrayList<>(items);
    }

    /** The items of an array or a Collection, null for null. */
    static List<?> items(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Collection<?> collection) {
            return new ArrayList<>(collection);
        }
        List<Object> items = new ArrayList<>();
        for (int i = 0; i < Array.getLength(value); i++) {
            items.add(Array.get(value, i));
        }
        return items;
    }

    Class<?> javaClass() {
        return javaClass;
    }

    /** The schema type's name, null for a generated data class. */
    QName typeName() {
        return typeName;
    }

    /** The properties written as child elements, in the schema's order. */
    List<Property> properties() {
        return properties;
    }

    /** The elements of {@link #properties()}, in the schema's order. */
    List<SoapValue> elements() {
        return elements;
    }

    /** The properties written as attributes of the structure's element. */
    List<Property> attributes() {
        return attributes;
    }

    Object newInstance() {
        if (constructor == null) {
            throw new IllegalArgumentException(javaClass.getName() + " has no constructor without arguments: the SOAP"
                    + " client cannot make one to read the reply into (JAXB needs one too)");
        }
        try {
            return constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("making a " + javaClass.getName() + ": " + e.getCause(), e);
        }
    }
}
