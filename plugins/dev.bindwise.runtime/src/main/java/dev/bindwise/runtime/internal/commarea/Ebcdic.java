package dev.bindwise.runtime.internal.commarea;

import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.util.Arrays;

/** Fixed-width EBCDIC text as CICS keeps it: code page 037, padded with spaces on the right. */
public final class Ebcdic {

    public static final Charset CP037 = Charset.forName("IBM037");

    private static final byte SPACE = 0x40;
    /** What code page 037's encoder writes for a character it has no byte for (and for U+001A). */
    private static final byte SUBSTITUTE = 0x3F;

    private Ebcdic() {
    }

    /**
     * The text in exactly {@code width} bytes; a longer text is an error, never silently cut, and so is a
     * character code page 037 has no byte for (String.getBytes would write X'3F' in its place).
     */
    public static byte[] encode(String text, int width, String what) {
        if (text.length() > width) {
            throw new CommareaException(what + " is " + text.length() + " characters long, its field holds " + width
                    + ": '" + text + "'");
        }
        byte[] bytes = new byte[width];
        byte[] chars = text.getBytes(CP037);
        int unmappable = unmappable(text, chars);
        if (unmappable >= 0) {
            throw new CommareaException(what + " holds '" + new String(Character.toChars(text.codePointAt(unmappable)))
                    + "' (U+" + String.format("%04X", text.codePointAt(unmappable)) + ") at position " + unmappable
                    + ", which EBCDIC code page 037 has no byte for: '" + text + "'");
        }
        System.arraycopy(chars, 0, bytes, 0, chars.length);
        Arrays.fill(bytes, chars.length, width, SPACE);
        return bytes;
    }

    /**
     * The position of the first character the encoder replaced, or -1: one byte a character, X'3F' only for
     * U+001A (a surrogate pair, which 037 cannot hold, becomes one byte, so the lengths differ).
     */
    private static int unmappable(String text, byte[] chars) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isSurrogate(text.charAt(i)) || chars[i] == SUBSTITUTE && text.charAt(i) != '\u001A') {
                return i;
            }
        }
        return -1;
    }

    /** Reads a field of {@code width} bytes: the text without its padding (trailing spaces do not survive). */
    public static String read(ByteBuffer in, int width) {
        byte[] bytes = new byte[width];
        in.get(bytes);
        int end = width;
        while (end > 0 && bytes[end - 1] == SPACE) {
            end--;
        }
        return new String(bytes, 0, end, CP037);
    }
}
