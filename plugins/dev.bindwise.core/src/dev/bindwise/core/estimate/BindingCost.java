package dev.bindwise.core.estimate;

/**
 * What a call over one binding costs: a fixed part per call and a part per byte on the wire (request
 * plus reply). Defaults come from the paper's measurements; {@code ./bindwise calibrate} fits both
 * against a target's real endpoints so that the vote compares milliseconds, not only bytes.
 */
public record BindingCost(double fixedMillis, double millisPerByte) {

    public BindingCost {
        if (!(fixedMillis >= 0) || !(millisPerByte >= 0)) {
            throw new IllegalArgumentException("a binding's cost needs a fixed part and a part per byte >= 0, not "
                    + fixedMillis + " ms and " + millisPerByte + " ms/byte");
        }
    }

    /** The cost of one call that moves this many bytes. */
    public double millis(double bytes) {
        return fixedMillis + millisPerByte * bytes;
    }
}
