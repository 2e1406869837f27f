package dev.bindwise.examples.commands;

import java.nio.file.Path;

/** The Bindwise checkout the example commands run in: ./bindwise names it (bindwise.root). */
final class Checkout {

    private Checkout() {
    }

    static Path root() {
        return Path.of(System.getProperty("bindwise.root", ".")).toAbsolutePath().normalize();
    }
}
