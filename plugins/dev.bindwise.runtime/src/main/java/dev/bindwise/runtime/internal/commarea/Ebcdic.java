package dev.bindwise.runtime.internal.commarea;

import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.util.Arrays;

/** Fixed-width EBCDIC text as CICS keeps it: code page 037, padded with spaces on the right. */
public final class Ebcdic {

    public static final Charset CP037 = Charset.forName("IBM037");

    private static final byte SPACE = 0x40;

    private Ebcdic() {
    }

    /** The text in exactly {@code width} bytes; a longer text is an error, never silently cut. */
    public static byte[] encode(String text, int width, String what) {
        if (text.length() > width) {
            throw new CommareaException(what + " is " + text.length() + " characters long, its field holds " + width
                    + ": '" + text + "'");
        }
        byte[] bytes = new byte[width];
        byte[] chars = text.getBytes(CP037);
        System.arraycopy(chars, 0, bytes, 0, chars.length);
        Arrays.fill(bytes, chars.length, width, SPACE);
        return bytes;
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
