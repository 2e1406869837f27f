package dev.bindwise.core.wsdl;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import dev.bindwise.core.operation.MessageText;
import dev.bindwise.model.Diagnostic;
import dev.bindwise.model.ModelFactory;

/** What the reader noticed but could read past, each said once, in the order found. */
public final class ReadDiagnostics {

    private record Entry(SourcePosition at, String message) {
    }

    private final Set<Entry> entries = new LinkedHashSet<>();

    public void warn(SourcePosition at, String message) {
        entries.add(new Entry(at == null ? SourcePosition.ofFile(null) : at, MessageText.shortened(message)));
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }

    /** The warnings as model diagnostics: location {@code file:line:column}, message. */
    public List<Diagnostic> toModel() {
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (Entry entry : entries) {
            Diagnostic diagnostic = ModelFactory.eINSTANCE.createDiagnostic();
            diagnostic.setLocation(entry.at().toString());
            diagnostic.setMessage(entry.message());
            diagnostics.add(diagnostic);
        }
        return diagnostics;
    }
}
