package dev.bindwise.core.publish;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.bindwise.runtime.BindingKind;

/** The one registry of {@link BindingWriter}s, by the kind of binding they write. */
final class BindingWriters {

    private static final Map<BindingKind, BindingWriter> WRITERS = new EnumMap<>(BindingKind.class);

    static {
        WRITERS.put(BindingKind.RMI_IIOP, new EjbBindingWriter());
        WRITERS.put(BindingKind.JCA, new CicsBindingWriter());
        WRITERS.put(BindingKind.LOCAL_JAVA, new LocalJavaBindingWriter());
    }

    private BindingWriters() {
    }

    /** The writer of a kind, or none where Bindwise does not add that kind. */
    static Optional<BindingWriter> of(BindingKind kind) {
        return Optional.ofNullable(WRITERS.get(kind));
    }

    /** The labels of every kind Bindwise adds, in the kinds' order. */
    static List<String> labels() {
        return WRITERS.values().stream().map(writer -> writer.kind().label()).toList();
    }
}
