package dev.bindwise.core.select;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where a selection plan is saved: the XMI file (the EMF model, what generation reads back) and its JSON twin
 * beside it ({@code plan.xmi} and {@code plan.json}), for tools that do not read EMF.
 */
public record PlanFiles(Path xmi, Path json) {

    /** The XMI file and the JSON twin beside it: the same name with {@code .json} for its extension. */
    public static PlanFiles beside(Path xmi) {
        String name = xmi.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return new PlanFiles(xmi, xmi.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".json"));
    }

    /** Whether the XMI file was named as the JSON twin would be, so that one would overwrite the other. */
    public boolean clash() {
        return xmi.equals(json);
    }

    /** The files of the two that exist already. */
    public List<Path> existing() {
        return Stream.of(xmi, json).distinct().filter(Files::exists).toList();
    }
}
