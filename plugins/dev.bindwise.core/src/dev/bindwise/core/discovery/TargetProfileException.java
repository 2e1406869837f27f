package dev.bindwise.core.discovery;

import dev.bindwise.core.wsdl.LocatedInputException;

/**
 * A target profile that cannot be used. The message is one or two lines: where
 * ({@code file:line:column} as far as known), what is wrong, and what to do about it.
 */
public final class TargetProfileException extends LocatedInputException {

    private static final long serialVersionUID = 1L;

    /**
     * @param file the profile as the user named it
     * @param line 1-based, or -1 when not known
     * @param column 1-based, or -1 when not known
     * @param problem what is wrong, one sentence
     * @param advice what to do, one sentence, or null
     */
    public TargetProfileException(String file, int line, int column, String problem, String advice) {
        super(file, line, column, problem, advice, null);
    }
}
