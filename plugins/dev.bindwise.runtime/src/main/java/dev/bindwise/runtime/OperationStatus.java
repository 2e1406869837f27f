package dev.bindwise.runtime;

import java.util.List;

/**
 * Where an operation's calls go now: the first usable route in the ranking (the plan's order, or what learning
 * made of it), and why each route before it is left out.
 *
 * @param current the binding calls go to now, null when none is usable
 * @param port the port of that binding, null when none
 * @param leftOut per route left out, "KIND port: why" (a local Java port: "no instance given in RuntimeOptions ...")
 * @param basis why the current binding can be used where that depends on what the application gave ("local Java:
 *        an instance given in RuntimeOptions.localService(...)", "JCA: the connection factory given in
 *        RuntimeOptions"); empty otherwise
 * @param measured per binding of the operation, in the plan's order, what learning measured and its rank now;
 *        empty when learning is off
 * @param rankChanged why the ranking last changed by learning, with the measured medians; empty while it is the plan's
 * @param rankChangedAfter after how many calls of the operation (answered or failed in transport) the ranking last
 *        changed by learning; 0 while it is the plan's
 */
public record OperationStatus(String operation, BindingKind current, String port, List<String> leftOut, String basis,
        List<BindingMeasurement> measured, String rankChanged, long rankChangedAfter) {

    public OperationStatus(String operation, BindingKind current, String port, List<String> leftOut, String basis) {
        this(operation, current, port, leftOut, basis, List.of(), "", 0);
    }

    public OperationStatus(String operation, BindingKind current, String port, List<String> leftOut) {
        this(operation, current, port, leftOut, "");
    }
}
