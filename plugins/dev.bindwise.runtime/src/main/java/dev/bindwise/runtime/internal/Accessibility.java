package dev.bindwise.runtime.internal;

/**
 * Whether a port can be used from where the proxy runs (the paper's P2, checked at run time), and why not.
 *
 * @param reason empty when accessible; otherwise what failed and where, in words a deployer can act on
 */
public record Accessibility(boolean accessible, String reason) {

    public static Accessibility ok() {
        return new Accessibility(true, "");
    }

    public static Accessibility not(String reason) {
        return new Accessibility(false, reason);
    }
}
