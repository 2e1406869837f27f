package dev.bindwise.core.wsdl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.wsdl.Definition;
import javax.wsdl.Import;

/** The definitions of one read: the named WSDL first, then everything it imports, each once. */
final class Definitions {

    private Definitions() {
    }

    static List<Definition> all(Definition root) {
        List<Definition> all = new ArrayList<>();
        Set<Definition> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        collect(root, all, seen);
        return all;
    }

    @SuppressWarnings("unchecked")
    private static void collect(Definition definition, List<Definition> all, Set<Definition> seen) {
        if (definition == null || !seen.add(definition)) {
            return;
        }
        all.add(definition);
        for (Object imports : ((Map<String, List<Import>>) definition.getImports()).values()) {
            for (Import wsdlImport : (List<Import>) imports) {
                collect(wsdlImport.getDefinition(), all, seen);
            }
        }
    }
}
