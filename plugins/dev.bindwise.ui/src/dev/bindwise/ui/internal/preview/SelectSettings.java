package dev.bindwise.ui.internal.preview;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import dev.bindwise.core.estimate.HintFields;
import dev.bindwise.ui.internal.preferences.BindwisePreferences;

/**
 * What a selection in the IDE runs with besides the WSDL: the options of {@code ./bindwise select}
 * (--target, --hints, --rules, --timeout, --calibration), taken from the preferences or chosen in a dialog.
 *
 * @param targetProfile a bindwise.target/1 file, or empty to probe this host alone
 * @param hints         hints as --hints takes them; empty for none
 * @param rules         the user's .drl files or folders, loaded beside the default rules
 * @param probeTimeout  the bound of the discovery
 * @param calibration   a bindwise.calibration/1 file whose costs the vote compares, or empty for the paper's
 */
public record SelectSettings(Optional<Path> targetProfile, String hints, List<Path> rules, Duration probeTimeout,
        Optional<Path> calibration) {

    public SelectSettings {
        rules = List.copyOf(rules);
    }

    public static SelectSettings fromPreferences() {
        return new SelectSettings(BindwisePreferences.targetProfile(), BindwisePreferences.hintsText(),
                BindwisePreferences.rulesFolder().map(List::of).orElse(List.of()), BindwisePreferences.probeTimeout(),
                BindwisePreferences.calibration());
    }

    public SelectSettings withRules(List<Path> newRules) {
        return new SelectSettings(targetProfile, hints, newRules, probeTimeout, calibration);
    }

    public SelectSettings withTargetProfile(Optional<Path> newProfile) {
        return new SelectSettings(newProfile, hints, rules, probeTimeout, calibration);
    }

    /** One line for a view's heading: what the selection ran with, the hints in words. */
    public String describe() {
        return "target " + targetProfile.map(path -> path.getFileName().toString()).orElse("probed here")
                + "; hints: " + hintWords() + "; rules "
                + (rules.isEmpty() ? "default" : "default + " + rules.stream().map(path -> path.getFileName().toString())
                        .reduce((a, b) -> a + ", " + b).orElseThrow())
                + "; calibration " + calibration.map(path -> path.getFileName().toString()).orElse("none (the paper's costs)");
    }

    private String hintWords() {
        try {
            return HintFields.of(hints).words();
        } catch (IllegalArgumentException e) {
            return hints;
        }
    }
}
