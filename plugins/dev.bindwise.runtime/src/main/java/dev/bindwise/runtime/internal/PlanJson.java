package dev.bindwise.runtime.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The plan file's JSON, defined once: its format's name ({@value #FORMAT}), what the runtime reads of it
 * ({@link #rankings}), and the reader and writer of its text. The engine writes the plan file (and the facts'
 * document of discover) through {@link #write}, from maps and lists; the runtime reads it with {@link #parse}, into
 * maps, lists, strings, numbers (Double), booleans and null, so that it stays plain Java without a JSON library.
 * The text is written as Gson's pretty printer wrote it before (two spaces, nulls kept, no HTML escaping).
 */
public final class PlanJson {

    /** The plan file's format: {@code "format"} in the file; the number goes up when a field changes meaning or goes. */
    public static final String FORMAT = "bindwise.plan/1";
    /** Every version of the format begins with this. */
    public static final String FORMAT_PREFIX = "bindwise.plan/";

    private final String text;
    private int at;

    private PlanJson(String text) {
        this.text = text;
    }

    /**
     * @throws IllegalArgumentException saying where (line and column) the text stops being JSON
     */
    public static Object parse(String text) {
        PlanJson json = new PlanJson(text);
        Object value = json.value();
        json.blanks();
        if (json.at < text.length()) {
            throw json.error("more text after the JSON value");
        }
        return value;
    }

    private Object value() {
        blanks();
        if (at >= text.length()) {
            throw error("the text ends where a value should be");
        }
        char c = text.charAt(at);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            default:
                if (literal("true")) {
                    return Boolean.TRUE;
                }
                if (literal("false")) {
                    return Boolean.FALSE;
                }
                if (literal("null")) {
                    return null;
                }
                return number();
        }
    }

    private Map<String, Object> object() {
        Map<String, Object> object = new LinkedHashMap<>();
        at++;
        blanks();
        if (peek('}')) {
            return object;
        }
        do {
            blanks();
            if (at >= text.length() || text.charAt(at) != '"') {
                throw error("a name in quotes expected");
            }
            String name = string();
            expect(':');
            object.put(name, value());
            blanks();
        } while (peek(','));
        expect('}');
        return object;
    }

    private List<Object> array() {
        List<Object> array = new ArrayList<>();
        at++;
        blanks();
        if (peek(']')) {
            return array;
        }
        do {
            array.add(value());
            blanks();
        } while (peek(','));
        expect(']');
        return array;
    }

    private String string() {
        StringBuilder value = new StringBuilder();
        at++;
        while (at < text.length()) {
            char c = text.charAt(at++);
            if (c == '"') {
                return value.toString();
            }
            if (c != '\\') {
                value.append(c);
                continue;
            }
            if (at >= text.length()) {
                break;
            }
            char escaped = text.charAt(at++);
            switch (escaped) {
                case 'n' -> value.append('\n');
                case 't' -> value.append('\t');
                case 'r' -> value.append('\r');
                case 'b' -> value.append('\b');
                case 'f' -> value.append('\f');
                case 'u' -> {
                    if (at + 4 > text.length()) {
                        throw error("a \\u escape needs four hex digits");
                    }
                    try {
                        value.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    } catch (NumberFormatException e) {
                        throw error("a \\u escape needs four hex digits");
                    }
                    at += 4;
                }
                default -> value.append(escaped);
            }
        }
        throw error("a string is not closed");
    }

    private Double number() {
        int start = at;
        while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        try {
            return Double.valueOf(text.substring(start, at));
        } catch (NumberFormatException e) {
            at = start;
            throw error("a value expected (object, array, string, number, true, false or null)");
        }
    }

    private boolean literal(String word) {
        if (text.startsWith(word, at)) {
            at += word.length();
            return true;
        }
        return false;
    }

    private boolean peek(char c) {
        blanks();
        if (at < text.length() && text.charAt(at) == c) {
            at++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("'" + c + "' expected");
        }
    }

    private void blanks() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    /**
     * What the runtime takes of a plan file for one port type: per operation, in the file's order, the ports of its
     * deployment ranking, or, in a file without one, its chosen binding's and its fallbacks'.
     *
     * @param root the file, parsed
     * @throws IllegalArgumentException when the file is not of this format or its parts are not what they should be
     */
    public static Map<String, List<String>> rankings(Object root, String portType) {
        Map<?, ?> file = object(root, "the file");
        if (!(file.get("format") instanceof String format) || !format.startsWith(FORMAT_PREFIX)) {
            throw new IllegalArgumentException("it is not a plan file of select (no \"format\": \"" + FORMAT
                    + "\"): give the plan.json that ./bindwise select --plan plan.xmi writes beside plan.xmi");
        }
        Map<String, List<String>> rankings = new LinkedHashMap<>();
        for (Object item : list(file.get("operations"), "operations")) {
            Map<?, ?> operation = object(item, "an operation");
            if (!portType.equals(operation.get("portType"))) {
                continue;
            }
            String name = String.valueOf(operation.get("operation"));
            List<String> ports = new ArrayList<>();
            List<?> deployment = list(operation.get("deployment"), "deployment");
            if (!deployment.isEmpty()) {
                for (Object ranked : deployment) {
                    ports.add(port(ranked, name));
                }
            } else {
                if (operation.get("chosen") != null) {
                    ports.add(port(operation.get("chosen"), name));
                }
                for (Object fallback : list(operation.get("fallbacks"), "fallbacks")) {
                    ports.add(port(fallback, name));
                }
            }
            rankings.put(name, ports);
        }
        return rankings;
    }

    private static String port(Object ranked, String operation) {
        Object port = object(ranked, "a ranked binding of " + operation).get("port");
        return port instanceof String name ? name : String.valueOf(port);
    }

    private static Map<?, ?> object(Object value, String what) {
        if (value instanceof Map<?, ?> map) {
            return map;
        }
        throw new IllegalArgumentException(what + " is not a JSON object");
    }

    private static List<?> list(Object value, String what) {
        if (value == null) {
            return List.of();
        }
        if (value instanceof List<?> items) {
            return items;
        }
        throw new IllegalArgumentException("\"" + what + "\" is not a JSON array");
    }

    /**
     * The value as JSON text, indented by two spaces: maps (their keys as strings, in their order), lists, strings,
     * numbers (as {@code toString} writes them), booleans and null.
     *
     * @throws IllegalArgumentException for a value of another type, or a number that JSON cannot hold (NaN, infinite)
     */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out, "");
        return out.toString();
    }

    private static void write(Object value, StringBuilder out, String indent) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String text) {
            quote(text, out);
        } else if (value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof Number number) {
            if (number instanceof Double d && (d.isNaN() || d.isInfinite())
                    || number instanceof Float f && (f.isNaN() || f.isInfinite())) {
                throw new IllegalArgumentException("JSON has no number " + number);
            }
            out.append(number);
        } else if (value instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                out.append("{}");
                return;
            }
            String inner = indent + "  ";
            out.append('{');
            String separator = "\n";
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                out.append(separator).append(inner);
                quote(String.valueOf(entry.getKey()), out);
                out.append(": ");
                write(entry.getValue(), out, inner);
                separator = ",\n";
            }
            out.append('\n').append(indent).append('}');
        } else if (value instanceof List<?> items) {
            if (items.isEmpty()) {
                out.append("[]");
                return;
            }
            String inner = indent + "  ";
            out.append('[');
            String separator = "\n";
            for (Object item : items) {
                out.append(separator).append(inner);
                write(item, out, inner);
                separator = ",\n";
            }
            out.append('\n').append(indent).append(']');
        } else {
            throw new IllegalArgumentException("no JSON for a " + value.getClass().getName() + ": " + value);
        }
    }

    private static void quote(String text, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    private IllegalArgumentException error(String what) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < Math.min(at, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new IllegalArgumentException("line " + line + ", column " + column + ": " + what);
    }
}
