package dev.bindwise.core.publish;

import java.util.List;

/**
 * What {@link AddBindingsOperation} made: the WSDL's text before and after, and what it added.
 *
 * @param originalText the file as it was read
 * @param newText the same text with the bindings, ports and namespace declarations added; everything
 *        else (comments, layout) as it was
 * @param added one line per binding and port added, e.g. {@code binding TraderIiopBinding (RMI_IIOP), port TraderIiopPort}
 * @param notes what the user should know, e.g. a COMMAREA length left out and why
 */
public record AddBindingsResult(String originalText, String newText, List<String> added, List<String> notes) {

    public AddBindingsResult {
        added = List.copyOf(added);
        notes = List.copyOf(notes);
    }
}
