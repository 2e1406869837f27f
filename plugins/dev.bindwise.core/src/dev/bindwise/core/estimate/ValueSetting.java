package dev.bindwise.core.estimate;

import dev.bindwise.model.ArrayStyle;
import dev.bindwise.model.Field;

/**
 * One point of the parameter space (paper 4.2), the same for every field: strings of one length,
 * arrays of one length (an array whose schema fixes its length keeps it), binaries of one size, and a
 * share of optional values left out. The null share is the paper's share of parameters left unspecified:
 * it applies to single values that may be missing (nil where the schema says nillable, absent where it
 * says minOccurs 0; the size models count each as it costs on the wire), never to an array, whose size is
 * its own dimension (an empty array is not a null) and whose items are all there. A value of an enumerated
 * type is as long as its type's values are on average, whatever the strings' length.
 */
public record ValueSetting(double stringLength, double arrayLength, double binaryBytes, double nullRatio)
        implements Values {

    /** The most items an array of a point may have. */
    public static final int MAX_ARRAY_LENGTH = 1_000_000;

    /**
     * What a dimension of a point takes when the user leaves it out ({@code --at}, or samples that do not show
     * it): strings of 20 characters, arrays of 5 items, binaries of 10 KB, no nulls.
     */
    public static final ValueSetting TYPICAL = new ValueSetting(20, 5, 10 * 1024, 0);

    public ValueSetting {
        if (stringLength < 0 || arrayLength < 0 || binaryBytes < 0 || nullRatio < 0 || nullRatio > 1) {
            throw new IllegalArgumentException("a setting needs sizes >= 0 and a null ratio from 0 to 1");
        }
    }

    /**
     * Reads a point as a user types it: {@code strlen=20,nulls=0.5,array=5,binary=10KB}; a dimension left
     * out takes the value of {@code base}. Strings take 0 to {@value SpaceHints#MAX_STRING_LENGTH} characters,
     * arrays 0 to {@value #MAX_ARRAY_LENGTH} items, binaries 1 byte to 1 GB, nulls a share from 0 to 1.
     *
     * @throws IllegalArgumentException naming the part that is wrong and how to write it
     */
    public static ValueSetting parse(String text, ValueSetting base) {
        String syntax = "a point is strlen=CHARACTERS,nulls=SHARE,array=ITEMS,binary=SIZE, for example"
                + " strlen=20,nulls=0.5,array=5,binary=10KB";
        double strings = base.stringLength;
        double arrays = base.arrayLength;
        double binaries = base.binaryBytes;
        double nulls = base.nullRatio;
        for (String part : text.split(",")) {
            String[] nameValue = part.split("=", 2);
            if (nameValue.length != 2 || nameValue[1].isBlank()) {
                throw new IllegalArgumentException("'" + part.trim() + "' has no value: " + syntax);
            }
            String name = nameValue[0].trim().toLowerCase(java.util.Locale.ROOT);
            String value = nameValue[1].trim();
            try {
                switch (name) {
                    case "strlen", "string", "strings" ->
                        strings = within(Double.parseDouble(value), SpaceHints.MAX_STRING_LENGTH, part, syntax);
                    case "array", "arrays" -> arrays = within(Double.parseDouble(value), MAX_ARRAY_LENGTH, part, syntax);
                    case "binary", "binaries" -> binaries = SpaceHints.parseSize(value, "binary");
                    case "nulls", "null" -> nulls = within(value.endsWith("%")
                            ? Double.parseDouble(value.substring(0, value.length() - 1)) / 100
                            : Double.parseDouble(value), 1, part, syntax);
                    default -> throw new IllegalArgumentException("unknown dimension '" + name + "': " + syntax);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + part.trim() + "' is not a number: " + syntax);
            }
        }
        return new ValueSetting(strings, arrays, binaries, nulls);
    }

    /** The point as {@link #parse} reads it: {@code strlen=20,nulls=0.5,array=5,binary=10KB}. */
    public String text() {
        String binary = binaryBytes % 1024 == 0 ? Math.round(binaryBytes / 1024) + "KB" : Long.toString(Math.round(binaryBytes));
        return "strlen=" + decimal(stringLength, 1) + ",nulls=" + decimal(nullRatio, 2) + ",array="
                + decimal(arrayLength, 1) + ",binary=" + binary;
    }

    private static String decimal(double value, int places) {
        return java.math.BigDecimal.valueOf(value).setScale(places, java.math.RoundingMode.HALF_UP).stripTrailingZeros()
                .toPlainString();
    }

    /** The value when it is from 0 to max (NaN is not). */
    private static double within(double value, double max, String part, String syntax) {
        if (value >= 0 && value <= max) {
            return value;
        }
        throw new IllegalArgumentException("'" + part.trim() + "' is out of range: give 0 to "
                + (max == 1 ? "1 (a share, or 0% to 100%)" : Long.toString((long) max)) + "; " + syntax);
    }

    @Override
    public double items(Field field) {
        if (field.getMaxOccurs() > 1 && field.getMinOccurs() == field.getMaxOccurs()) {
            return field.getMaxOccurs();
        }
        double items = Math.max(arrayLength, field.getMinOccurs());
        return field.getMaxOccurs() > 0 ? Math.min(items, field.getMaxOccurs()) : items;
    }

    @Override
    public double presentShare(Field field) {
        return optional(field) && !repeated(field) ? 1 - nullRatio : 1;
    }

    @Override
    public double stringLength(Field field) {
        if (field.getEnumerationLength() >= 0) {
            // an enumerated value is one of its type's values, whatever the length of free text
            return field.getEnumerationLength();
        }
        return field.getMaxLength() >= 0 ? Math.min(stringLength, field.getMaxLength()) : stringLength;
    }

    @Override
    public double binaryBytes(Field field) {
        return field.getMaxLength() >= 0 ? Math.min(binaryBytes, field.getMaxLength()) : binaryBytes;
    }

    static boolean optional(Field field) {
        return field.isNillable() || field.getMinOccurs() == 0;
    }

    /** Whether the field is an array (repeated elements, or a SOAP-encoded array), sized by the array dimension. */
    static boolean repeated(Field field) {
        return field.getMaxOccurs() != 1 || field.getArrayStyle() == ArrayStyle.SOAP_ENCODED;
    }
}
