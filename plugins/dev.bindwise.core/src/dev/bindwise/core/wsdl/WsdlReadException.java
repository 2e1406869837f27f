package dev.bindwise.core.wsdl;

/**
 * A WSDL or schema document that Bindwise cannot read. The message is one or two lines: where
 * ({@code file:line:column} as far as known), what is wrong, and what to do about it.
 */
public final class WsdlReadException extends LocatedInputException {

    private static final long serialVersionUID = 1L;

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
        super(file, line, column, problem, advice, cause);
        this.problem = problem;
        this.advice = advice;
    }

    public WsdlReadException(SourcePosition at, String problem, String advice) {
        this(at.file(), at.line(), at.column(), problem, advice, null);
    }

    public WsdlReadException(SourcePosition at, String problem, String advice, Throwable cause) {
        this(at.file(), at.line(), at.column(), problem, advice, cause);
    }

    public String getProblem() {
        return problem;
    }

    /** What to do about it, or null. */
    public String getAdvice() {
        return advice;
    }
}
