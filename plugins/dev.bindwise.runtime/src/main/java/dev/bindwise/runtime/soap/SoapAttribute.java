package dev.bindwise.runtime.soap;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What the schema says of the attribute a field of a generated data class is written as: its name and
 * namespace (empty when unqualified), its simple type, and whether it is {@code use="required"}. The SOAP
 * client writes the field as an attribute of the structure's element (leaves it out when it is null and
 * optional) and reads it back from there; the class's {@link SoapSequence#attributes()} names these fields.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface SoapAttribute {

    String name();

    String namespace() default "";

    XsdType type();

    boolean required() default false;
}
