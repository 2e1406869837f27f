package dev.bindwise.core.estimate;

import dev.bindwise.core.operation.BadInputException;

/** A calibration file that cannot be read: the message names the file and what is wrong with it. */
public final class CalibrationException extends BadInputException {

    private static final long serialVersionUID = 1L;

    public CalibrationException(String message) {
        super(message);
    }
}
