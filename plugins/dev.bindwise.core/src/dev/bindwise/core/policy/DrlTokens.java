package dev.bindwise.core.policy;

import java.util.ArrayList;
import java.util.List;

/**
 * A DRL text as tokens, enough to tell where a position is (which rule, which part of it, inside which
 * parentheses): words, strings and symbols with their lines and columns; comments are left out. Strings
 * run across lines as Drools reads them, so that a quote left open is found where it starts.
 */
final class DrlTokens {

    enum Kind { WORD, STRING, SYMBOL }

    /**
     * One token.
     *
     * @param line   1-based
     * @param column 1-based
     */
    record Token(Kind kind, String text, int offset, int line, int column) {

        int end() {
            return offset + text.length();
        }

        boolean is(String word) {
            return kind != Kind.STRING && text.equals(word);
        }
    }

    private static final List<String> OPERATORS = List.of("==", "!=", "<=", ">=", "&&", "||");

    private final List<Token> tokens = new ArrayList<>();
    /** Where comments start and end, in pairs. */
    private final List<Integer> comments = new ArrayList<>();
    private final String text;
    private Token strayString;
    private int line = 1;
    private int lineStart;

    private DrlTokens(String text) {
        this.text = text;
    }

    static DrlTokens of(String text) {
        DrlTokens scan = new DrlTokens(text);
        scan.read();
        return scan;
    }

    List<Token> tokens() {
        return tokens;
    }

    /** The first string that is not closed on the line where it starts (or not at all), if any. */
    Token strayString() {
        return strayString;
    }

    /** Whether the offset is inside a comment or a string (after its first character, up to its end). */
    boolean inCommentOrString(int offset) {
        for (int i = 0; i < comments.size(); i += 2) {
            if (offset > comments.get(i) && offset <= comments.get(i + 1) && !(offset == comments.get(i + 1)
                    && text.startsWith("*/", offset - 2))) {
                return true;
            }
        }
        return tokens.stream().anyMatch(token -> token.kind() == Kind.STRING && offset > token.offset()
                && (offset < token.end() || token == strayString && token.end() == text.length()));
    }

    /** The tokens that start before the offset. */
    List<Token> before(int offset) {
        int count = 0;
        while (count < tokens.size() && tokens.get(count).offset() < offset) {
            count++;
        }
        return tokens.subList(0, count);
    }

    /** The offset of a 1-based line and column (clamped to the text). */
    int offsetOf(int lineNumber, int column) {
        int offset = 0;
        for (int current = 1; current < lineNumber && offset < text.length(); offset++) {
            if (text.charAt(offset) == '\n') {
                current++;
            }
        }
        return Math.min(text.length(), offset + Math.max(column - 1, 0));
    }

    private void read() {
        int at = 0;
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c == '\n') {
                newLine(at);
                at++;
            } else if (Character.isWhitespace(c)) {
                at++;
            } else if (text.startsWith("//", at) || c == '#') {
                comments.add(at);
                at = lineEnd(at);
                comments.add(at);
            } else if (text.startsWith("/*", at)) {
                int close = text.indexOf("*/", at + 2);
                int end = close < 0 ? text.length() : close + 2;
                comments.add(at);
                comments.add(end);
                countLines(at, end);
                at = end;
            } else if (c == '"' || c == '\'') {
                at = string(at, c);
            } else if (Character.isJavaIdentifierPart(c)) {
                int end = at;
                while (end < text.length() && Character.isJavaIdentifierPart(text.charAt(end))) {
                    end++;
                }
                add(Kind.WORD, at, end);
                at = end;
            } else {
                int end = at + (at + 1 < text.length() && OPERATORS.contains(text.substring(at, at + 2)) ? 2 : 1);
                add(Kind.SYMBOL, at, end);
                at = end;
            }
        }
    }

    private int string(int start, char quote) {
        int at = start + 1;
        while (at < text.length() && text.charAt(at) != quote) {
            at += text.charAt(at) == '\\' ? 2 : 1;
        }
        int end = Math.min(at + 1, text.length());
        Token token = add(Kind.STRING, start, end);
        if (strayString == null && (at >= text.length() || text.substring(start, end).indexOf('\n') >= 0)) {
            strayString = token;
        }
        countLines(start, end);
        return end;
    }

    private Token add(Kind kind, int start, int end) {
        Token token = new Token(kind, text.substring(start, end), start, line, start - lineStart + 1);
        tokens.add(token);
        return token;
    }

    private int lineEnd(int at) {
        int end = text.indexOf('\n', at);
        return end < 0 ? text.length() : end;
    }

    private void countLines(int start, int end) {
        for (int at = start; at < end; at++) {
            if (text.charAt(at) == '\n') {
                newLine(at);
            }
        }
    }

    private void newLine(int at) {
        line++;
        lineStart = at + 1;
    }
}
