package dev.bindwise.core.operation;

/**
 * Input the user can fix: a WSDL that cannot be read, a target profile or rule file with a mistake, a plan
 * for another WSDL, a file in the way. The message is for the user, whole: where (file, line, column as far
 * as known), what is wrong and what to do. Every face shows it as it is (the command line exits 2 with it,
 * the IDE shows it in a dialog or a marker) and nothing is changed. The subclasses tell the kinds apart for
 * callers that want more than the message (a marker's line, for instance). A line of the message that
 * quotes something huge from the input is shortened ({@link MessageText}).
 */
public class BadInputException extends Exception {

    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(MessageText.shortened(message));
    }

    public BadInputException(String message, Throwable cause) {
        super(MessageText.shortened(message), cause);
    }
}
