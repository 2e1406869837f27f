package dev.bindwise.core.policy;

/**
 * One error Drools found in a rule file.
 *
 * @param file    the file as the user named it, or the built-in default's name
 * @param line    1-based, or 0 when Drools did not say
 * @param column  1-based, or 0 when the line is not known
 * @param message what is wrong, in words, on one line (Drools' own words where there is nothing to add)
 */
public record RuleProblem(String file, int line, int column, String message) {

    /** "line 5, column 12", "line 5", or nothing when the line is not known. */
    public String position() {
        if (line <= 0) {
            return "";
        }
        return column > 0 ? "line " + line + ", column " + column : "line " + line;
    }

    /** "file:line:column: message", leaving out what is not known. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(file);
        if (line > 0) {
            text.append(':').append(line);
            if (column > 0) {
                text.append(':').append(column);
            }
        }
        return text.append(": ").append(message).toString();
    }
}
