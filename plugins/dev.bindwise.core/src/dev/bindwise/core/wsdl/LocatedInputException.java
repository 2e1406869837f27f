package dev.bindwise.core.wsdl;

import dev.bindwise.core.operation.BadInputException;

/**
 * Bad input found at a place in a file the user wrote (a WSDL, a schema, a target profile): the message is one or
 * two lines, where ({@code file:line:column} as far as known), what is wrong, and what to do about it.
 */
public abstract class LocatedInputException extends BadInputException {

    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final int column;

    /**
     * @param file the file the problem is in (a path as the user would type it), or null
     * @param line 1-based, or -1 when not known
     * @param column 1-based, or -1 when not known
     * @param problem what is wrong, one sentence
     * @param advice what to do, one sentence, or null
     * @param cause what went wrong underneath, or null
     */
    protected LocatedInputException(String file, int line, int column, String problem, String advice, Throwable cause) {
        super(new SourcePosition(file, line, column).describe(problem, advice), cause);
        this.file = file;
        this.line = line;
        this.column = column;
    }

    /** The file the problem is in, or null. */
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
}
