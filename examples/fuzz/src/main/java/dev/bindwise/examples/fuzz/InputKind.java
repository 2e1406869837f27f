package dev.bindwise.examples.fuzz;

/** What a mutant attacks; each kind has its own {@link MutantSource}. */
public enum InputKind {
    WSDL, PROFILE, RULES, PLAN, OPTIONS, OUT_FOLDER
}
