package dev.bindwise.ui.internal.preferences;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.DefaultScope;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;

import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.estimate.HintFields;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.ui.internal.settings.WorkspacePaths;

/**
 * The user's Bindwise defaults (Window > Preferences > Bindwise), read by the Binding Preview view, the
 * Generate Binding Proxy wizard and the rule evaluation: the target profile, the hints, the folder of the user's
 * rules, the calibration and the bound of the probes. Stored in the instance scope of this bundle's node.
 */
public final class BindwisePreferences {

    public static final String NODE = "dev.bindwise.ui";

    /**
     * Path of a target profile (bindwise.target/1 JSON); empty for none (probe this host). Like every path here, a
     * workspace resource as ${workspace_loc:/project/path} or a path of the file system ({@link WorkspacePaths}).
     */
    public static final String TARGET_PROFILE = "targetProfile";
    /** Hints as the command line's --hints takes them (A=100KB,B=20,C=0.3); empty for none. */
    public static final String HINTS = "hints";
    /** The point of the data as the command line's --at takes it (strlen=20,array=200); empty for none. */
    public static final String OPERATING_POINT = "operatingPoint";
    /** Folder of sample messages (requests and replies a client captured), as --samples takes it; empty for none. */
    public static final String SAMPLES = "samples";
    /** Folder of the user's .drl files, loaded beside the default rules; empty for the default rules alone. */
    public static final String RULES_FOLDER = "rulesFolder";
    /** Path of a calibration file (bindwise.calibration/1, from ./bindwise calibrate) whose costs the vote compares; empty for the default cost table. */
    public static final String CALIBRATION = "calibration";
    /** The bound of the whole discovery, in milliseconds. */
    public static final String PROBE_TIMEOUT_MILLIS = "probeTimeoutMillis";

    /**
     * The targets the Binding Preview compares the plan on, side by side, one a line: a target profile as every
     * path here, or "(this machine)" for the facts probed where Eclipse runs. Chosen in the view (Compare Targets...).
     */
    public static final String COMPARED_TARGETS = "comparedTargets";

    public static final int DEFAULT_PROBE_TIMEOUT_MILLIS = (int) DiscoveryRequest.DEFAULT_TIMEOUT.toMillis();
    public static final int MAX_PROBE_TIMEOUT_MILLIS = 600_000;

    private BindwisePreferences() {
    }

    /** Writes the defaults of every key into the default scope. */
    static void initializeDefaults() {
        IEclipsePreferences defaults = DefaultScope.INSTANCE.getNode(NODE);
        defaults.put(TARGET_PROFILE, "");
        defaults.put(HINTS, "");
        defaults.put(OPERATING_POINT, "");
        defaults.put(SAMPLES, "");
        defaults.put(RULES_FOLDER, "");
        defaults.put(CALIBRATION, "");
        defaults.putInt(PROBE_TIMEOUT_MILLIS, DEFAULT_PROBE_TIMEOUT_MILLIS);
        defaults.put(COMPARED_TARGETS, "");
    }

    public static Optional<Path> targetProfile() {
        return path(TARGET_PROFILE);
    }

    public static Optional<Path> rulesFolder() {
        return path(RULES_FOLDER);
    }

    public static Optional<Path> samples() {
        return path(SAMPLES);
    }

    public static Optional<Path> calibration() {
        return path(CALIBRATION);
    }

    public static String hintsText() {
        return string(HINTS);
    }

    /**
     * The hints, parsed the way the command line parses them.
     *
     * @throws IllegalArgumentException in words, when the stored text is not valid hints (edited outside the page)
     */
    public static SpaceHints hints() {
        return HintFields.of(hintsText()).hints();
    }

    public static Duration probeTimeout() {
        int millis = Platform.getPreferencesService().getInt(NODE, PROBE_TIMEOUT_MILLIS, DEFAULT_PROBE_TIMEOUT_MILLIS,
                null);
        return Duration.ofMillis(millis > 0 ? millis : DEFAULT_PROBE_TIMEOUT_MILLIS);
    }

    /** The node a program (or a test) writes preferences into, as the preference page does. */
    public static IEclipsePreferences instanceNode() {
        return InstanceScope.INSTANCE.getNode(NODE);
    }

    private static Optional<Path> path(String key) {
        return WorkspacePaths.resolve(string(key));
    }

    /** The value as stored (a path as written in the field, the hints as --hints takes them); "" when not set. */
    public static String string(String key) {
        return Platform.getPreferencesService().getString(NODE, key, "", null);
    }
}
