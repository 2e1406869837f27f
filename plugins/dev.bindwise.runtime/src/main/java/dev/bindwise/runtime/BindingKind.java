package dev.bindwise.runtime;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The kinds of binding a WSDL port can have, the one type for them in Bindwise: the reader, the plan
 * (whose XMI writes the constant's name, {@code kind="RMI_IIOP"}), the rules and generated proxies use
 * it. A proxy calls the first four; the others are read and reported only.
 * <p>
 * A kind is text only where it is read or printed: {@link #name()} in plans, JSON and rules,
 * {@link #label()} in sentences, {@link #parse(String)} for what a user writes.
 */
public enum BindingKind {
    SOAP("SOAP"),
    RMI_IIOP("RMI-IIOP", "iiop"),
    JCA("JCA"),
    LOCAL_JAVA("local Java", "java"),
    JMS("JMS"),
    HTTP("HTTP"),
    OTHER("other");

    private final String label;
    /** A short name users also write, or null. */
    private final String alias;

    BindingKind(String label) {
        this(label, null);
    }

    BindingKind(String label, String alias) {
        this.label = label;
        this.alias = alias;
    }

    /** The name users know the binding by ("RMI-IIOP", "local Java"). */
    public String label() {
        return label;
    }

    /**
     * The kind a user's spelling names: the constant's name or the label in any case, with '-', '_' or a
     * space between words ("RMI_IIOP", "rmi-iiop", "Local Java"), or the short names "iiop" and "java".
     *
     * @throws IllegalArgumentException naming the kinds, when the text names none
     */
    public static BindingKind parse(String text) {
        String wanted = normalized(text);
        for (BindingKind kind : values()) {
            if (normalized(kind.name()).equals(wanted) || normalized(kind.label).equals(wanted)
                    || kind.alias != null && kind.alias.equals(wanted)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a binding kind: name one of " + names());
    }

    /** The constants' names, for messages: "SOAP, RMI_IIOP, JCA, ...". */
    private static String names() {
        return Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", "));
    }

    private static String normalized(String text) {
        return text.strip().toLowerCase(Locale.ROOT).replace('-', '_').replace(' ', '_');
    }
}
