package dev.bindwise.cli;

import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.core.operation.BadInputException;
import picocli.CommandLine.Option;

/** The point of the parameter space the user's data are at: the same option in estimate, select and generate. */
final class OperatingPointOption {

    @Option(names = "--at", paramLabel = "POINT",
            description = "Where your data are: the sizes and the vote at this one point instead of over the space, e.g."
                    + " --at strlen=20,nulls=0.5,array=5,binary=10KB (a dimension left out: strlen=20, nulls=0,"
                    + " array=5, binary=10KB). strlen 0 to " + SpaceHints.MAX_STRING_LENGTH + " characters, nulls a"
                    + " share from 0 to 1, array 0 to " + ValueSetting.MAX_ARRAY_LENGTH + " items, binary 1 byte to 1 GB.")
    private String at;

    /** The point given, or null; a wrong one is bad input that says how to write it. */
    ValueSetting point() throws BadInputException {
        if (at == null) {
            return null;
        }
        try {
            return ValueSetting.parse(at, ValueSetting.TYPICAL);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--at: " + e.getMessage());
        }
    }
}
