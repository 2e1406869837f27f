package dev.bindwise.core.estimate;

import dev.bindwise.model.Field;

/**
 * One point of the parameter space (paper 4.2), the same for every field: strings of one length,
 * arrays of one length (an array whose schema fixes its length keeps it), binaries of one size, and a
 * share of optional values left out.
 */
public record ValueSetting(double stringLength, double arrayLength, double binaryBytes, double nullRatio)
        implements Values {

    public ValueSetting {
        if (stringLength < 0 || arrayLength < 0 || binaryBytes < 0 || nullRatio < 0 || nullRatio > 1) {
            throw new IllegalArgumentException("a setting needs sizes >= 0 and a null ratio from 0 to 1");
        }
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
        return optional(field) ? 1 - nullRatio : 1;
    }

    @Override
    public double stringLength(Field field) {
        return field.getMaxLength() >= 0 ? Math.min(stringLength, field.getMaxLength()) : stringLength;
    }

    @Override
    public double binaryBytes(Field field) {
        return field.getMaxLength() >= 0 ? Math.min(binaryBytes, field.getMaxLength()) : binaryBytes;
    }

    static boolean optional(Field field) {
        return field.isNillable() || field.getMinOccurs() == 0;
    }
}
