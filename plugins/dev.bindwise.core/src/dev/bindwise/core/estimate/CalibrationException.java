package dev.bindwise.core.estimate;

/** A calibration file that cannot be read: the message names the file and what is wrong with it. */
public final class CalibrationException extends Exception {

    private static final long serialVersionUID = 1L;

    public CalibrationException(String message) {
        super(message);
    }
}
