package dev.bindwise.examples.commands;

import java.io.PrintWriter;
import java.io.StringWriter;

import dev.bindwise.cli.Main;

/** Runs a command line as {@code ./bindwise} in a checkout does: the product's commands and this module's. */
final class Bindwise {

    record Outcome(int exitCode, String out, String err) {
    }

    private Bindwise() {
    }

    static Outcome bindwise(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Outcome(exit, out.toString(), err.toString());
    }
}
