package dev.bindwise.core.estimate;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

import dev.bindwise.model.Field;
import dev.bindwise.model.Message;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Part;
import dev.bindwise.model.ValueKind;

/**
 * Which dimensions of the parameter space an operation's messages depend on: a dimension that none of its
 * fields reads (strings, binaries, arrays of free length, optional values) is not sampled, so that the vote
 * counts distinct messages, not copies of one.
 */
public record MessageTraits(boolean strings, boolean binaries, boolean arrays, boolean optionals, boolean simpleTypesOnly) {

    public static MessageTraits of(Operation operation) {
        Walk walk = new Walk();
        walk.message(operation.getInput());
        walk.message(operation.getOutput());
        return new MessageTraits(walk.strings, walk.binaries, walk.arrays, walk.optionals, walk.simpleOnly);
    }

    private static final class Walk {
        boolean strings;
        boolean binaries;
        boolean arrays;
        boolean optionals;
        boolean simpleOnly = true;
        private final Set<Field> seen = Collections.newSetFromMap(new IdentityHashMap<>());

        void message(Message message) {
            if (message == null) {
                return;
            }
            for (Part part : message.getParts()) {
                if (part.getShape() != null) {
                    // a document part's element is a wrapper, not a value of the data
                    field(part.getShape(), 0);
                }
            }
        }

        /** @param depth 0 for a part's element, 1 for a parameter or a wrapper's child, and so on */
        void field(Field field, int depth) {
            if (!seen.add(field)) {
                return;
            }
            if (field.getMaxOccurs() != 1 && !(field.getMaxOccurs() > 1 && field.getMinOccurs() == field.getMaxOccurs())) {
                arrays = true;
                simpleOnly = false;
            }
            // the null share reads single optional values only: an array's size is the array dimension
            if (ValueSetting.optional(field) && !ValueSetting.repeated(field) && depth > 0) {
                optionals = true;
            }
            ValueKind kind = field.getKind();
            if (kind == ValueKind.STRUCT) {
                // a flat record of simple values (a parameter or result structure) is still simple
                if (depth >= 2) {
                    simpleOnly = false;
                }
                if (field.getType() != null) {
                    field.getType().getFields().forEach(child -> field(child, depth + 1));
                }
            } else if (kind == ValueKind.BASE64_BINARY || kind == ValueKind.HEX_BINARY) {
                binaries = true;
                simpleOnly = false;
            } else if (kind == ValueKind.STRING || kind == ValueKind.ANY_URI || kind == ValueKind.QNAME
                    || kind == ValueKind.ANY) {
                strings = true;
            }
        }
    }
}
