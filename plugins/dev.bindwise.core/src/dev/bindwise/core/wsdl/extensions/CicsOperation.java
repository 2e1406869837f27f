package dev.bindwise.core.wsdl.extensions;

/**
 * {@code <cics:operation functionName interactionVerb commareaLength replyLength/>}: the CICS program
 * an operation calls and the sizes of the COMMAREA records that go to it and come back.
 */
public final class CicsOperation extends ConnectorOperation {

    private static final long serialVersionUID = 1L;

    /** The attributes, as the model keeps them in the binding operation's properties. */
    public static final String FUNCTION_NAME = "functionName";
    public static final String INTERACTION_VERB = "interactionVerb";
    public static final String COMMAREA_LENGTH = "commareaLength";
    public static final String REPLY_LENGTH = "replyLength";

    public CicsOperation() {
        super(WsifNamespaces.CICS);
    }

    /** The CICS program's name. */
    public String getFunctionName() {
        return getAttribute(FUNCTION_NAME);
    }

    /** SYNC_SEND_RECEIVE (the default), SYNC_SEND or SYNC_RECEIVE, as in CCI's InteractionSpec. */
    public String getInteractionVerb() {
        return getAttribute(INTERACTION_VERB);
    }

    /** The COMMAREA's length in bytes, or -1 when the WSDL leaves it to the record layout. */
    public int getCommareaLength() {
        return lengthAttribute(COMMAREA_LENGTH);
    }

    /** The reply's length in bytes, or -1 when the WSDL leaves it to the record layout. */
    public int getReplyLength() {
        return lengthAttribute(REPLY_LENGTH);
    }

    private int lengthAttribute(String name) {
        String value = getAttribute(name);
        if (value == null) {
            return -1;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
