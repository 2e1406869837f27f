package dev.bindwise.examples.jca.cci;

import java.util.List;

import dev.bindwise.examples.jca.eci.EciProtocol;
import jakarta.resource.cci.InteractionSpec;

/** What an interaction calls: a program of the transaction server (the WSDL's cics:operation functionName), and how. */
public final class CommareaInteractionSpec implements InteractionSpec {

    private static final long serialVersionUID = 1L;

    /** The verbs by their CCI values, as the WSDL's interactionVerb spells them. */
    private static final List<String> VERBS = List.of("SYNC_SEND", "SYNC_SEND_RECEIVE", "SYNC_RECEIVE");

    private final String functionName;
    private final int interactionVerb;

    public CommareaInteractionSpec(String functionName, int interactionVerb) {
        if (functionName == null || functionName.isEmpty() || functionName.length() > EciProtocol.PROGRAM_NAME_LENGTH) {
            throw new IllegalArgumentException("a program name has 1 to " + EciProtocol.PROGRAM_NAME_LENGTH
                    + " characters: '" + functionName + "'");
        }
        this.functionName = functionName;
        this.interactionVerb = interactionVerb;
    }

    /** A spec from the WSDL's attributes; no verb means SYNC_SEND_RECEIVE. */
    public static CommareaInteractionSpec of(String functionName, String interactionVerb) {
        int verb = interactionVerb == null ? SYNC_SEND_RECEIVE : VERBS.indexOf(interactionVerb);
        if (verb < 0) {
            throw new IllegalArgumentException("unknown interactionVerb '" + interactionVerb + "'; CCI knows " + VERBS);
        }
        return new CommareaInteractionSpec(functionName, verb);
    }

    public String getFunctionName() {
        return functionName;
    }

    public int getInteractionVerb() {
        return interactionVerb;
    }

    @Override
    public String toString() {
        return functionName + " " + VERBS.get(interactionVerb);
    }
}
