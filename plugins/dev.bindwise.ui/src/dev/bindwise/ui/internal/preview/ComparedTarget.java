package dev.bindwise.ui.internal.preview;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.osgi.service.prefs.BackingStoreException;

import dev.bindwise.ui.internal.preferences.BindwisePreferences;
import dev.bindwise.ui.internal.settings.WorkspacePaths;

/**
 * A target the Binding Preview compares the plan on: this machine (probed where Eclipse runs) or a target profile,
 * stored as every path of the settings is ({@code ${workspace_loc:/project/production-target.json}} for a
 * workspace resource, see {@link WorkspacePaths}).
 *
 * @param stored the profile as stored, or empty for this machine
 */
public record ComparedTarget(Optional<String> stored) {

    /** How this machine is stored in the list of compared targets. */
    static final String THIS_MACHINE = "(this machine)";

    public static final ComparedTarget HERE = new ComparedTarget(Optional.empty());

    public static ComparedTarget profile(String stored) {
        return new ComparedTarget(Optional.of(stored));
    }

    /** The profile's file, or empty for this machine. */
    public Optional<Path> profile() {
        return stored.flatMap(WorkspacePaths::resolve);
    }

    /** The column title: "this machine (probed)" or the profile's file name. */
    public String label() {
        return stored.isEmpty() ? "this machine (probed)"
                : profile().map(path -> path.getFileName().toString()).orElse(stored.get());
    }

    /** What the column's tooltip says: where the facts come from. */
    public String description() {
        return stored.isEmpty() ? "Facts probed from where this Eclipse runs, as select without --target"
                : "Facts declared by " + WorkspacePaths.workspacePath(stored.get()).map(Object::toString)
                        .orElse(stored.get()) + ", as select --target does";
    }

    /** How the Compare Targets dialog lists it: this machine, or the profile's workspace path (or file path). */
    public String choiceLabel() {
        return stored.isEmpty() ? "This machine (the facts probed where Eclipse runs)"
                : WorkspacePaths.workspacePath(stored.get()).map(Object::toString).orElse(stored.get());
    }

    /** The targets the view compares, as remembered in the preferences. */
    public static List<ComparedTarget> remembered() {
        return parse(BindwisePreferences.string(BindwisePreferences.COMPARED_TARGETS));
    }

    /** Remembers the targets the view compares (which makes an open view select again). */
    public static void remember(List<ComparedTarget> targets) {
        BindwisePreferences.instanceNode().put(BindwisePreferences.COMPARED_TARGETS, store(targets));
        try {
            BindwisePreferences.instanceNode().flush();
        } catch (BackingStoreException e) {
            // kept for this session; the next change stores it again
        }
    }

    /** The list as the preferences keep it, one target a line. */
    public static String store(List<ComparedTarget> targets) {
        return String.join("\n", targets.stream().map(t -> t.stored.orElse(THIS_MACHINE)).toList());
    }

    /** The list the preferences keep. */
    public static List<ComparedTarget> parse(String stored) {
        return Arrays.stream(stored.split("\n")).map(String::trim).filter(line -> !line.isEmpty())
                .map(line -> line.equals(THIS_MACHINE) ? HERE : profile(line)).toList();
    }
}
