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
}
