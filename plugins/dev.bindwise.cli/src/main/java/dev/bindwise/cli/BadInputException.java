package dev.bindwise.cli;

/** Input the user can fix (a missing file, an unreadable WSDL): reported as one message, exit code 2. */
final class BadInputException extends Exception {

    private static final long serialVersionUID = 1L;

    BadInputException(String message) {
        super(message);
    }
}
