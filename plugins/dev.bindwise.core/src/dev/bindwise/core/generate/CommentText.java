package dev.bindwise.core.generate;

/**
 * Text from outside (a WSDL's path, a namespace, a name) made safe for a Java comment, so that it cannot end
 * the comment and turn into code: javac reads unicode escapes (a backslash, u and four hex digits, such as
 * the escape of a line feed) everywhere, comments included, before it sees a comment at all; a line comment
 * ends at any line break, a block comment at the first star and slash. Line breaks are shown as backslash n
 * and backslash r, a comment end as star, backslash, slash, and a backslash that would start a unicode escape
 * gets a second one before it (javac reads two backslashes and u as no escape); everything else stays as it
 * was, so ordinary paths read the same.
 */
final class CommentText {

    private CommentText() {
    }

    static String of(String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder safe = new StringBuilder(text.length());
        int backslashes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == 'u' && backslashes % 2 == 1) {
                // an odd run of backslashes before u starts a unicode escape: make the run even
                safe.append('\\');
            }
            backslashes = c == '\\' ? backslashes + 1 : 0;
            switch (c) {
                case '\n' -> safe.append("\\n");
                case '\r' -> safe.append("\\r");
                case '/' -> safe.append(!safe.isEmpty() && safe.charAt(safe.length() - 1) == '*' ? "\\/" : "/");
                default -> safe.append(c);
            }
        }
        return safe.toString();
    }
}
