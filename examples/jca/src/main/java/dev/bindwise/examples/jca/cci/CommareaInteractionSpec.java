package dev.bindwise.examples.jca.cci;

import java.util.List;

import dev.bindwise.examples.jca.eci.EciProtocol;
import jakarta.resource.cci.InteractionSpec;

/**
 * What an interaction calls: a program of the transaction server (the WSDL's cics:operation functionName),
 * and how. A JavaBean with the standard properties the Connector specification names, functionName and
 * interactionVerb, so that a generic CCI client (the runtime's JcaClient) can make and fill one.
 */
public final class CommareaInteractionSpec implements InteractionSpec {

    private static final long serialVersionUID = 1L;

    /** The verbs by their CCI values, for messages. */
    private static final List<String> VERBS = List.of("SYNC_SEND", "SYNC_SEND_RECEIVE", "SYNC_RECEIVE");

    private String functionName;
    private int interactionVerb = SYNC_SEND_RECEIVE;

    /** A spec to be filled through its properties; an interaction needs its functionName set. */
    public CommareaInteractionSpec() {
    }

    public CommareaInteractionSpec(String functionName, int interactionVerb) {
        setFunctionName(functionName);
        setInteractionVerb(interactionVerb);
    }

    public String getFunctionName() {
        return functionName;
    }

    public void setFunctionName(String functionName) {
        if (functionName == null || functionName.isEmpty() || functionName.length() > EciProtocol.PROGRAM_NAME_LENGTH) {
            throw new IllegalArgumentException("a program name has 1 to " + EciProtocol.PROGRAM_NAME_LENGTH
                    + " characters: '" + functionName + "'");
        }
        this.functionName = functionName;
    }

    public int getInteractionVerb() {
        return interactionVerb;
    }

    public void setInteractionVerb(int interactionVerb) {
        if (interactionVerb < 0 || interactionVerb >= VERBS.size()) {
            throw new IllegalArgumentException("unknown interaction verb " + interactionVerb + "; CCI knows " + VERBS
                    + " as 0 to " + (VERBS.size() - 1));
        }
        this.interactionVerb = interactionVerb;
    }

    @Override
    public String toString() {
        return functionName + " " + VERBS.get(interactionVerb);
    }
}
