package dev.bindwise.core.select;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.persistence.ModelResources;

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

    /**
     * The plan saved in this XMI file (by {@link WritePlanOperation}: select --plan, the Maven plugin's select goal).
     *
     * @throws BadInputException when it is no file or not a plan Bindwise can read; the message says what to do
     */
    public static SelectionPlan load(Path xmi) throws BadInputException {
        if (!Files.isRegularFile(xmi)) {
            throw new BadInputException(xmi + ": no such file; give a plan that select wrote (its XMI file).");
        }
        try {
            return ModelResources.load(xmi, SelectionPlan.class);
        } catch (IOException | RuntimeException e) {
            throw new BadInputException(xmi + ": not a selection plan Bindwise can read (" + e.getMessage()
                    + "). Write one with select: ./bindwise select --plan FILE.xmi, or the Maven plugin's select goal.");
        }
    }
}
