package dev.bindwise.runtime.internal.commarea;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A record layout as one line of text, the form a generated proxy carries: {@link #of} writes it (the
 * core, for the proxy's plan) and {@link #parse} reads it back into {@link CommareaItem}s. The grammar:
 * <pre>
 * layout  := ( item (',' item)* )?                  the empty text is a record of no fields
 * item    := name spec
 * spec    := '?' spec                               a one-byte null indicator, then the spec
 *          | '[' min '..' (max | '*') ']' spec       a table of items, counted unless min = max
 *          | '{' item (',' item)* '}'                a group: the members of a structure, in order
 *          | ':' picture                            an elementary field
 * picture := 'X(' width ')' | 'FLAG' | 'BIN(' 2|4|8 ')' | 'FLOAT(' 4|8 ')'
 *          | 'PACKED(' digits ',' scale ')' | 'TIMESTAMP'
 * name    := a schema field name: a letter or '_', then letters, digits, '_', '-' or '.'
 * </pre>
 * e.g. {@code requestType:X(16),userId?:X(8),shares:BIN(4)}. No spaces. A text that does not follow it
 * is a {@link LayoutTextException} that says what was expected and at which position.
 */
public final class LayoutText {

    private static final int MAX_PACKED_DIGITS = 31;
    /** Numbers beyond this are no layout a COMMAREA could hold (and would overflow the lengths). */
    private static final int MAX_NUMBER = 99_999_999;

    private final String text;
    private int position;

    private LayoutText(String text) {
        this.text = text;
    }

    /** The items of the text, in order. */
    public static List<CommareaItem> parse(String text) {
        LayoutText parser = new LayoutText(text);
        if (text.isEmpty()) {
            return List.of();
        }
        List<CommareaItem> items = parser.items();
        if (parser.position < text.length()) {
            throw parser.error("expected ',' before the next item or the end of the text, found " + parser.found());
        }
        return items;
    }

    /** The text of the items: what {@link #parse} reads back to the same items. */
    public static String of(List<CommareaItem> items) {
        return items.stream().map(LayoutText::item).collect(Collectors.joining(","));
    }

    private List<CommareaItem> items() {
        List<CommareaItem> items = new ArrayList<>();
        Set<String> names = new HashSet<>();
        do {
            int start = position;
            CommareaItem item = item();
            if (!names.add(item.name())) {
                position = start;
                throw error("the name '" + item.name() + "' is given twice at the same level; each field has a name of its own");
            }
            items.add(item);
        } while (accept(','));
        return items;
    }

    private CommareaItem item() {
        String name = name();
        return spec(name);
    }

    private String name() {
        int start = position;
        if (position < text.length() && (Character.isLetter(text.charAt(position)) || text.charAt(position) == '_')) {
            position++;
            while (position < text.length() && isNameChar(text.charAt(position))) {
                position++;
            }
        }
        if (position == start) {
            throw error("expected a field name (a letter or '_' first), found " + found());
        }
        return text.substring(start, position);
    }

    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.';
    }

    private CommareaItem spec(String name) {
        if (accept('?')) {
            return new CommareaItem.NullIndicated(spec(name));
        }
        if (accept('[')) {
            int tableStart = position - 1;
            int min = number("the least number of items");
            expect("..", "'..' between the least and the most number of items");
            int max;
            if (accept('*')) {
                max = CommareaItem.Table.UNBOUNDED;
            } else {
                max = number("the most number of items, or '*' for no bound");
                if (max < min) {
                    position = tableStart;
                    throw error("the table " + name + " holds " + min + " to " + max
                            + " items: the most cannot be below the least");
                }
            }
            expect("]", "']' after the number of items");
            return new CommareaItem.Table(name, spec(name), min, max);
        }
        if (accept('{')) {
            List<CommareaItem> members = items();
            expect("}", "',' before the next member or '}' at the end of the group " + name);
            return new CommareaItem.Group(name, members);
        }
        if (accept(':')) {
            return new CommareaItem.Elementary(name, picture(name));
        }
        throw error("expected ':', '?', '[' or '{' after the field name '" + name + "', found " + found());
    }

    private Picture picture(String name) {
        int start = position;
        if (accept("X(")) {
            int width = number("the width of " + name + " in characters");
            expect(")", "')' after the width");
            return new Picture.Text(width);
        }
        if (accept("FLAG")) {
            return new Picture.Flag();
        }
        if (accept("BIN(")) {
            int width = number("the width of " + name + " in bytes");
            if (width != 2 && width != 4 && width != 8) {
                position = start;
                throw error("BIN(" + width + ") of " + name + " is no binary integer: its width is 2, 4 or 8 bytes");
            }
            expect(")", "')' after the width");
            return new Picture.Binary(width);
        }
        if (accept("FLOAT(")) {
            int width = number("the width of " + name + " in bytes");
            if (width != 4 && width != 8) {
                position = start;
                throw error("FLOAT(" + width + ") of " + name + " is no floating point number: its width is 4 or 8 bytes");
            }
            expect(")", "')' after the width");
            return new Picture.Floating(width);
        }
        if (accept("PACKED(")) {
            int digits = number("the number of digits of " + name);
            expect(",", "',' between the digits and the scale");
            int scale = number("the scale (fraction digits) of " + name);
            if (digits < 1 || digits > MAX_PACKED_DIGITS || scale > digits) {
                position = start;
                throw error("PACKED(" + digits + "," + scale + ") of " + name + " is no packed decimal: it has 1 to "
                        + MAX_PACKED_DIGITS + " digits, of which the scale is a part");
            }
            expect(")", "')' after the scale");
            return new Picture.Packed(digits, scale);
        }
        if (accept("TIMESTAMP")) {
            return new Picture.Timestamp();
        }
        throw error("expected a picture (X(n), FLAG, BIN(n), FLOAT(n), PACKED(d,s) or TIMESTAMP) for " + name
                + ", found " + found());
    }

    private int number(String what) {
        int start = position;
        while (position < text.length() && text.charAt(position) >= '0' && text.charAt(position) <= '9') {
            position++;
        }
        if (position == start) {
            throw error("expected " + what + " (digits), found " + found());
        }
        int end = position;
        if (end - start > 8 || Integer.parseInt(text, start, end, 10) > MAX_NUMBER) {
            position = start;
            throw error(what + " is " + text.substring(start, end) + ", more than any COMMAREA holds");
        }
        return Integer.parseInt(text, start, end, 10);
    }

    private boolean accept(char c) {
        if (position < text.length() && text.charAt(position) == c) {
            position++;
            return true;
        }
        return false;
    }

    private boolean accept(String token) {
        if (text.startsWith(token, position)) {
            position += token.length();
            return true;
        }
        return false;
    }

    private void expect(String token, String what) {
        if (!accept(token)) {
            throw error("expected " + what + ", found " + found());
        }
    }

    private String found() {
        return position < text.length() ? "'" + text.charAt(position) + "'" : "the end of the text";
    }

    /** The error at the current position, with the text and a caret under the position. */
    private LayoutTextException error(String message) {
        return new LayoutTextException("record layout text, position " + position + ": " + message + "\n  " + text
                + "\n  " + " ".repeat(position) + "^", position);
    }

    private static String item(CommareaItem item) {
        return item.name() + spec(item);
    }

    private static String spec(CommareaItem item) {
        if (item instanceof CommareaItem.NullIndicated indicated) {
            return "?" + spec(indicated.item());
        }
        if (item instanceof CommareaItem.Table table) {
            return "[" + table.minOccurs() + ".." + (table.bounded() ? Integer.toString(table.maxOccurs()) : "*") + "]"
                    + spec(table.item());
        }
        if (item instanceof CommareaItem.Group group) {
            return "{" + of(group.members()) + "}";
        }
        return ":" + picture(((CommareaItem.Elementary) item).picture());
    }

    private static String picture(Picture picture) {
        if (picture instanceof Picture.Text text) {
            return "X(" + text.width() + ")";
        }
        if (picture instanceof Picture.Flag) {
            return "FLAG";
        }
        if (picture instanceof Picture.Binary binary) {
            return "BIN(" + binary.width() + ")";
        }
        if (picture instanceof Picture.Floating floating) {
            return "FLOAT(" + floating.width() + ")";
        }
        if (picture instanceof Picture.Packed packed) {
            return "PACKED(" + packed.digits() + "," + packed.scale() + ")";
        }
        return "TIMESTAMP";
    }
}
