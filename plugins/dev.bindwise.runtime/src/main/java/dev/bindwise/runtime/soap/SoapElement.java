package dev.bindwise.runtime.soap;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What the schema says of the element a field of a generated data class is written as: its name and
 * namespace (empty when unqualified), its type, how often it occurs and whether it is nillable. The SOAP
 * client writes and reads the field by it; the class's {@link SoapSequence} gives the order.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface SoapElement {

    String name();

    String namespace() default "";

    XsdType type();

    int minOccurs() default 1;

    /** -1 for unbounded. */
    int maxOccurs() default 1;

    boolean nillable() default false;
}
