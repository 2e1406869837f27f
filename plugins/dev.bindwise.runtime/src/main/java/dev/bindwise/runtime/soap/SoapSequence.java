package dev.bindwise.runtime.soap;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A generated data class's fields in the order of the schema's sequence (after those of the class it
 * extends); each has a {@link SoapElement} and a public getter and setter. The fields written as attributes
 * of the structure's element are named apart, each with a {@link SoapAttribute}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface SoapSequence {

    /** The Java field names, in the schema's order. */
    String[] value();

    /** The Java field names of the structure's attributes (in no particular order, as XML has them). */
    String[] attributes() default {};
}
