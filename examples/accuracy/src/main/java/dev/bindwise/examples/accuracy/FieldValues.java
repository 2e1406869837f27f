package dev.bindwise.examples.accuracy;

import java.beans.PropertyDescriptor;
import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Calendar;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.xml.datatype.XMLGregorianCalendar;
import javax.xml.namespace.QName;

import dev.bindwise.examples.SameContent;

/**
 * A value taken apart into its fields, each a path and an exact text, so that what two bindings carried can be
 * compared field by field. Nothing is equated that a user could tell apart: null is not empty (a string, an
 * array), a decimal keeps its scale ({@code 1.50} is not {@code 1.5}), a dateTime is its instant and its offset
 * ({@code +05:30} is not {@code Z}), a double its exact Java text ({@code -0.0}, {@code NaN}), a string every
 * character (those outside printable ASCII written as their code point, {@code {U+1D11E}}), a structure the class it came as. A
 * binary is its length and SHA-256, an array its length and then its items.
 * <p>
 * Path: the root name, {@code .property} for a bean's property, {@code [i]} for an array's item.
 */
public final class FieldValues {


    private FieldValues() {
    }

    /** The fields of a value by path, in the order met. */
    public static Map<String, String> of(String root, Object value) {
        Map<String, String> fields = new LinkedHashMap<>();
        add(root, value, fields);
        return fields;
    }

    private static void add(String path, Object value, Map<String, String> fields) {
        if (value == null) {
            fields.put(path, "null");
        } else if (value instanceof String text) {
            fields.put(path, quoted(text));
        } else if (value instanceof Calendar calendar) {
            fields.put(path, "Calendar " + iso(calendar));
        } else if (value instanceof BigDecimal decimal) {
            fields.put(path, "BigDecimal " + decimal.toPlainString());
        } else if (value instanceof Number || value instanceof Boolean || value instanceof Character) {
            fields.put(path, value.getClass().getSimpleName() + " " + value);
        } else if (value instanceof Enum<?> literal) {
            fields.put(path, literal.getDeclaringClass().getSimpleName() + " " + literal.name());
        } else if (value instanceof byte[] bytes) {
            fields.put(path, "byte[" + bytes.length + "] sha256 " + sha256(bytes));
        } else if (value.getClass().isArray()) {
            int length = Array.getLength(value);
            fields.put(path, value.getClass().getComponentType().getSimpleName() + "[" + length + "]");
            for (int i = 0; i < length; i++) {
                add(path + "[" + i + "]", Array.get(value, i), fields);
            }
        } else if (value instanceof Collection<?> items) {
            fields.put(path, "List[" + items.size() + "]");
            int i = 0;
            for (Object item : items) {
                add(path + "[" + i++ + "]", item, fields);
            }
        } else if (value instanceof XMLGregorianCalendar calendar) {
            // JAXB's type of xsd:dateTime, date and time: its lexical form keeps the fields set, offset and fraction
            fields.put(path, "XMLGregorianCalendar " + calendar.toXMLFormat());
        } else if (value instanceof QName name) {
            // its value is the namespace and the local name; a prefix is how one document wrote it
            fields.put(path, "QName " + quoted(name.toString()));
        } else if (value.getClass().getName().startsWith("java.")) {
            fields.put(path, value.getClass().getSimpleName() + " " + value);
        } else {
            fields.put(path, "@" + value.getClass().getSimpleName());
            for (PropertyDescriptor property : SameContent.properties(value.getClass())) {
                add(path + "." + property.getName(), SameContent.read(property, value), fields);
            }
        }
    }

    /** A string in quotes, every character outside printable ASCII (and the braces) as its code point, {@code {U+26}}. */
    public static String quoted(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        text.codePoints().forEach(c -> {
            if (c >= 0x20 && c < 0x7F && c != '{' && c != '}') {
                out.append((char) c);
            } else {
                out.append("{U+").append(Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT)).append('}');
            }
        });
        return out.append('"').toString();
    }

    /** The calendar's local date and time in its own zone, with milliseconds and its offset. */
    static String iso(Calendar calendar) {
        int offsetMinutes = (calendar.get(Calendar.ZONE_OFFSET) + calendar.get(Calendar.DST_OFFSET)) / 60_000;
        return String.format(java.util.Locale.ROOT, "%s%04d-%02d-%02dT%02d:%02d:%02d.%03d%s%02d:%02d",
                calendar.get(Calendar.ERA) == java.util.GregorianCalendar.BC ? "BC " : "", calendar.get(Calendar.YEAR),
                calendar.get(Calendar.MONTH) + 1, calendar.get(Calendar.DAY_OF_MONTH), calendar.get(Calendar.HOUR_OF_DAY),
                calendar.get(Calendar.MINUTE), calendar.get(Calendar.SECOND), calendar.get(Calendar.MILLISECOND),
                offsetMinutes < 0 ? "-" : "+", Math.abs(offsetMinutes) / 60, Math.abs(offsetMinutes) % 60);
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes), 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this JVM", e);
        }
    }

    /** The fields as lines {@code path<TAB>text} (no text holds a tab or a line break: see {@link #quoted}). */
    static List<String> lines(Map<String, String> fields) {
        return fields.entrySet().stream().map(e -> e.getKey() + "\t" + e.getValue()).toList();
    }

    /** The fields of {@link #lines}. */
    static Map<String, String> parse(List<String> lines) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (String line : lines) {
            int tab = line.indexOf('\t');
            fields.put(line.substring(0, tab), line.substring(tab + 1));
        }
        return fields;
    }
}
