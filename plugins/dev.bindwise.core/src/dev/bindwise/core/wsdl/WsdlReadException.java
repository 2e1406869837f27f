package dev.bindwise.core.wsdl;

import dev.bindwise.core.operation.BadInputException;

/**
 * A WSDL or schema document that Bindwise cannot read. The message is one or two lines: where
 * ({@code file:line:column} as far as known), what is wrong, and what to do about it.
 */
public final class WsdlReadException extends BadInputException {

    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final int column;
    private final String problem;
    private final String advice;

    /**
     * @param file the document the problem is in (a path as the user would type it), or null
     * @param line 1-based, or -1 when not known
     * @param column 1-based, or -1 when not known
     * @param problem what is wrong, one sentence
     * @param advice what to do, one sentence, or null
     */
    public WsdlReadException(String file, int line, int column, String problem, String advice) {
        this(file, line, column, problem, advice, null);
    }

    public WsdlReadException(String file, int line, int column, String problem, String advice, Throwable cause) {
        super(format(file, line, column, problem, advice), cause);
        this.file = file;
        this.line = line;
        this.column = column;
        this.problem = problem;
        this.advice = advice;
    }

    public WsdlReadException(SourcePosition at, String problem, String advice) {
        this(at.file(), at.line(), at.column(), problem, advice, null);
    }

    public WsdlReadException(SourcePosition at, String problem, String advice, Throwable cause) {
        this(at.file(), at.line(), at.column(), problem, advice, cause);
    }

    /** The document the problem is in, or null. */
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

    public String getProblem() {
        return problem;
    }

    /** What to do about it, or null. */
    public String getAdvice() {
        return advice;
    }

    private static String format(String file, int line, int column, String problem, String advice) {
        return new SourcePosition(file, line, column).describe(problem, advice);
    }
}
