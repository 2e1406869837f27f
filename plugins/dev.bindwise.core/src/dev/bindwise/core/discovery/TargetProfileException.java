package dev.bindwise.core.discovery;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.wsdl.SourcePosition;

/**
 * A target profile that cannot be used. The message is one or two lines: where
 * ({@code file:line:column} as far as known), what is wrong, and what to do about it.
 */
public final class TargetProfileException extends BadInputException {

    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final int column;

    /**
     * @param file the profile as the user named it
     * @param line 1-based, or -1 when not known
     * @param column 1-based, or -1 when not known
     * @param problem what is wrong, one sentence
     * @param advice what to do, one sentence, or null
     */
    public TargetProfileException(String file, int line, int column, String problem, String advice) {
        super(format(file, line, column, problem, advice));
        this.file = file;
        this.line = line;
        this.column = column;
    }

    public String getFile() {
        return file;
    }

    /** The 1-based line, or -1. */
    public int getLine() {
        return line;
    }

    /** The 1-based column, or -1. */
    public int getColumn() {
        return column;
    }

    private static String format(String file, int line, int column, String problem, String advice) {
        return new SourcePosition(file, line, column).describe(problem, advice);
    }
}
