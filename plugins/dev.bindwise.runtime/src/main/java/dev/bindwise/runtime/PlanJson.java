package dev.bindwise.runtime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads JSON text into maps, lists, strings, numbers (Double), booleans and null: just enough for the plan
 * file {@code select} writes, so that the runtime stays plain Java without a JSON library.
 */
final class PlanJson {

    private final String text;
    private int at;

    private PlanJson(String text) {
        this.text = text;
    }

    /**
     * @throws IllegalArgumentException saying where (line and column) the text stops being JSON
     */
    static Object parse(String text) {
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
