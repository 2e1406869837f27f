package dev.bindwise.core.estimate;

import dev.bindwise.model.Field;

/**
 * What the data of a message looks like, field by field, as far as sizes go: how many items an array
 * holds, how often a value is present, how long its strings and binaries are. A point of the paper's
 * parameter space answers the same for every field ({@link ValueSetting}); data seen in practice answers
 * per field ({@link ObservedValues}).
 */
public interface Values {

    /** The expected number of items of a field that may repeat (maxOccurs other than 1). */
    double items(Field field);

    /** The probability that an optional or nillable value is there (1 for a required one). */
    double presentShare(Field field);

    /** The expected length in characters of a string (or other text) value of the field. */
    double stringLength(Field field);

    /** The expected size in bytes of a binary value of the field. */
    double binaryBytes(Field field);

    /**
     * The expected length of the decimal text of a number or boolean of the field; {@code typical} when
     * the values say nothing about it (the parameter space has no dimension for numbers).
     */
    default double numberLength(Field field, double typical) {
        return typical;
    }

    /**
     * The probability that a present value of the field is an object the message carries already (the
     * same reference once more): RMI-IIOP then writes only an indirection to it, where SOAP writes it in
     * full again. None, unless the values are observed.
     */
    default double sharedShare(Field field) {
        return 0;
    }

    /**
     * These values as a protocol that writes each object of a message once sees them (RMI-IIOP refers to
     * an object met before by an indirection): a shared value counts by {@link #sharedShare}, and the
     * sizes are those of the objects written in full. By default the values themselves.
     */
    default Values perObject() {
        return this;
    }
}
