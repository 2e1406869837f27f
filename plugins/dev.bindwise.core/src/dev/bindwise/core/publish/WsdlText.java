package dev.bindwise.core.publish;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A WSDL file as text, in the charset its XML declaration names. */
public final class WsdlText {

    private static final Pattern ENCODING = Pattern.compile("^\\s*<\\?xml[^>]*encoding\\s*=\\s*[\"']([^\"']+)[\"']");

    private WsdlText() {
    }

    /** The charset a WSDL's text is in: its XML declaration's encoding, else UTF-8. */
    public static Charset charsetOf(String text) {
        Matcher declared = ENCODING.matcher(text.startsWith("\uFEFF") ? text.substring(1) : text);
        if (declared.find()) {
            try {
                return Charset.forName(declared.group(1));
            } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
                return StandardCharsets.UTF_8;
            }
        }
        return StandardCharsets.UTF_8;
    }

    static String read(Path file) throws AddBindingsException {
        try {
            byte[] bytes = Files.readAllBytes(file);
            return new String(bytes, charsetOf(new String(bytes, StandardCharsets.ISO_8859_1)));
        } catch (IOException e) {
            throw new AddBindingsException("Cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
