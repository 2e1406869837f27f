package dev.bindwise.cli;

import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.operation.BadInputException;
import picocli.CommandLine.Option;

/** What the user knows of the data (paper 4.4): the same option in estimate and select (a picocli mixin). */
final class HintsOption {

    @Option(names = "--hints", paramLabel = "A=SIZE,B=LEN,C=SHARE",
            description = "What you know of the data, narrowing the space: A the largest message, 1 byte to 1 GB"
                    + " (A alone: 100 KB for simple types, 300 KB for structures), B the average string length, 0 to "
                    + SpaceHints.MAX_STRING_LENGTH + " characters, C the share of nulls, 0 to 1 (taken +-10%%)."
                    + " Example: --hints A=100KB,B=20,C=0.3")
    private String hints;

    /** The hints given, or none; a wrong one is bad input that says how to write it. */
    SpaceHints hints() throws BadInputException {
        try {
            return SpaceHints.parse(hints);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--hints: " + e.getMessage());
        }
    }
}
