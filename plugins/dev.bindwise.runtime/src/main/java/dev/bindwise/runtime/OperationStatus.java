package dev.bindwise.runtime;

import java.util.List;

/**
 * Where an operation's calls go now: the first usable route in the plan's order, and why each route
 * before it is left out.
 *
 * @param current the binding calls go to now, null when none is usable
 * @param port the port of that binding, null when none
 * @param leftOut per route left out, "KIND port: why" (a local Java port: "no instance given in RuntimeOptions ...")
 * @param basis why the current binding can be used where that depends on what the application gave ("local Java:
 *        an instance given in RuntimeOptions.localService(...)", "JCA: the connection factory given in
 *        RuntimeOptions"); empty otherwise
 */
public record OperationStatus(String operation, BindingKind current, String port, List<String> leftOut, String basis) {

    public OperationStatus(String operation, BindingKind current, String port, List<String> leftOut) {
        this(operation, current, port, leftOut, "");
    }
}
