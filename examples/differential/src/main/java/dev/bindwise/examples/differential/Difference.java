package dev.bindwise.examples.differential;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * One field that came out different over one binding: in what the caller got back ({@code reply}, against the
 * reply the service makes to what was sent) or in what the server received ({@code request}, against what was
 * sent); or a call that failed ({@code call}), a proxy that could not be made or opened ({@code proxy}), an
 * operation whose calls went over another binding than its own ({@code route}), a generated method whose types
 * are not the service's ({@code signature}).
 *
 * @param call which call of the run (the control argument of a random service's operation)
 * @param expected the field's text where it was right (see {@code FieldValues}), {@link #ABSENT} when it has none
 * @param actual the field's text over this binding, {@link #ABSENT} when it has none
 */
public record Difference(String service, String operation, int call, String binding, String side, String path,
        String expected, String actual) {

    /** The text of a field one side has and the other has not. */
    public static final String ABSENT = "(absent)";

    private static final int SHOWN = 160;

    /**
     * What kind of difference it is, to count them by: binding, side, the type of the value and what happened to
     * it (e.g. {@code SOAP request BigDecimal: value changed}).
     */
    public String category() {
        if (side.equals("signature")) {
            return "generated signature differs from the service's";
        }
        if (side.equals("call") || side.equals("proxy")) {
            int colon = actual.indexOf(':');
            return binding + " " + side + " failed: " + (actual.startsWith("threw ") && colon > 0 ? actual.substring(6, colon) : actual);
        }
        String type = type(expected.equals("null") || expected.equals(ABSENT) ? actual : expected);
        String change;
        if (expected.equals(ABSENT)) {
            change = "extra field";
        } else if (actual.equals(ABSENT)) {
            change = "field missing";
        } else if (expected.equals("null")) {
            change = "null became a value";
        } else if (actual.equals("null")) {
            change = "value became null";
        } else if (type.endsWith("]") && type(actual).endsWith("]")) {
            change = "array length changed";
        } else if (expected.startsWith("@") && actual.startsWith("@")) {
            change = "class changed";
        } else if (expected.startsWith("threw") || actual.startsWith("threw")) {
            change = "call failed";
        } else {
            change = "value changed";
        }
        return binding + " " + side + " " + type + ": " + change;
    }

    /** The type a field's text names: its first word ({@code String} for a quoted text, the class for {@code @Class}). */
    private static String type(String text) {
        if (text.startsWith("\"")) {
            return "String";
        }
        if (text.startsWith("@")) {
            return "structure";
        }
        if (text.startsWith("threw")) {
            return "call";
        }
        int space = text.indexOf(' ');
        String first = space < 0 ? text : text.substring(0, space);
        return first.matches(".*\\[\\d+\\]") ? first.replaceAll("\\[\\d+\\]$", "[]") : first;
    }

    /** One line for a person: where, and both values (long ones cut, with their length). */
    public String describe() {
        return service + "." + operation + " call " + call + " " + binding + " " + side + " " + path + ": expected "
                + shown(expected) + ", got " + shown(actual);
    }

    private static String shown(String text) {
        return text.length() <= SHOWN ? text : text.substring(0, SHOWN) + "... (" + text.length() + " characters)";
    }

    /** A tab-separated line (no field holds a tab: see FieldValues.quoted). */
    public String line() {
        return String.join("\t", service, operation, Integer.toString(call), binding, side, path, expected, actual);
    }

    public static Difference parse(String line) {
        String[] fields = line.split("\t", -1);
        return new Difference(fields[0], fields[1], Integer.parseInt(fields[2]), fields[3], fields[4], fields[5], fields[6],
                fields[7]);
    }

    /**
     * Compares a binding's fields with the expected ones, path by path (the union of both), and hands on each
     * that differs, but for those inside a field that differs already: a structure that came back as another class,
     * or null, or not at all, is one difference, not one per field it held.
     */
    static void compare(String service, String operation, int call, String binding, String side, Map<String, String> expected,
            Map<String, String> actual, Consumer<Difference> found) {
        TreeSet<String> paths = new TreeSet<>(expected.keySet());
        paths.addAll(actual.keySet());
        List<String> differing = new ArrayList<>();
        for (String path : paths) {
            String wanted = expected.getOrDefault(path, ABSENT);
            String got = actual.getOrDefault(path, ABSENT);
            if (Objects.equals(wanted, got) || differing.stream().anyMatch(outer -> inside(path, outer))
                    || binding.equals("SOAP") && nullOrEmptyArray(wanted, got)) {
                continue;
            }
            // an array's length alone does not hide its items: the first of those that differ tells how
            if (!(wanted.endsWith("]") && got.endsWith("]"))) {
                differing.add(path);
            }
            found.accept(new Difference(service, operation, call, binding, side, path, wanted, got));
        }
    }

    /**
     * Whether one is a null array and the other an empty one: in a schema of repeated elements without a wrapper
     * (every array of the random services, most of the examples'), both are no element at all, one and the same
     * value of the schema, so SOAP cannot tell them apart, whoever writes or reads it (JAXB reads no element as
     * null, or as an empty List).
     */
    private static boolean nullOrEmptyArray(String wanted, String got) {
        return wanted.equals("null") && got.endsWith("[0]") || got.equals("null") && wanted.endsWith("[0]");
    }

    /** Whether the path is below the other (a property or an item of it). */
    private static boolean inside(String path, String other) {
        return path.length() > other.length() && path.startsWith(other)
                && (path.charAt(other.length()) == '.' || path.charAt(other.length()) == '[');
    }
}
