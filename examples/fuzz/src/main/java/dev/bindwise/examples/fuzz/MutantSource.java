package dev.bindwise.examples.fuzz;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;

/** Makes the mutants of one {@link InputKind}: each by one of its named mutations, every choice from the Random. */
interface MutantSource {

    InputKind kind();

    /** The names of its mutations; a seed picks one. */
    List<String> mutations();

    /** Writes the mutant's files into {@code folder} (new and empty) and returns it with the steps to run. */
    Mutant create(long seed, String mutation, Random random, Path folder) throws java.io.IOException;
}
