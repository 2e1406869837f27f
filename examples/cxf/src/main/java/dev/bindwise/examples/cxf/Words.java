package dev.bindwise.examples.cxf;

import java.util.HexFormat;
import java.util.List;

/** Values in words that tell null, "" and an empty list apart. */
final class Words {

    private Words() {
    }

    static String of(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String text) {
            return "\"" + text + "\"";
        }
        if (value instanceof byte[] bytes) {
            return "0x" + HexFormat.of().formatHex(bytes);
        }
        if (value instanceof List<?> list) {
            return list.stream().map(Words::of).toList().toString();
        }
        return value.toString();
    }
}
