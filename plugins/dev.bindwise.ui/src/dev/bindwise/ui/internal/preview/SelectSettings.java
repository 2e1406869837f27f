package dev.bindwise.ui.internal.preview;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import dev.bindwise.core.estimate.HintFields;
import dev.bindwise.ui.internal.preferences.BindwisePreferences;

/**
 * What a selection in the IDE runs with besides the WSDL: the options of {@code ./bindwise select}
 * (--target, --hints, --at, --samples, --rules, --timeout, --calibration), taken from the preferences or chosen in a
 * dialog.
 *
 * @param targetProfile  a bindwise.target/1 file, or empty to probe this host alone
 * @param hints          hints as --hints takes them; empty for none
 * @param operatingPoint the point of the data as --at takes it ({@link dev.bindwise.ui.internal.settings.OperatingPointField}); empty for none
 * @param samples        a folder of sample messages, as --samples takes it; empty for none
 * @param rules         the user's .drl files or folders, loaded beside the default rules
 * @param probeTimeout  the bound of the discovery
 * @param calibration   a bindwise.calibration/1 file whose costs the vote compares, or empty for the default cost
 *                      table (measured on our own stacks, docs/cli.md, "The default costs")
 */
public record SelectSettings(Optional<Path> targetProfile, String hints, String operatingPoint, Optional<Path> samples,
        List<Path> rules, Duration probeTimeout,
        Optional<Path> calibration) {

    public SelectSettings {
        rules = List.copyOf(rules);
    }

    public static SelectSettings fromPreferences() {
        return new SelectSettings(BindwisePreferences.targetProfile(), BindwisePreferences.hintsText(),
                BindwisePreferences.string(BindwisePreferences.OPERATING_POINT), BindwisePreferences.samples(),
                BindwisePreferences.rulesFolder().map(List::of).orElse(List.of()), BindwisePreferences.probeTimeout(),
                BindwisePreferences.calibration());
    }

    public SelectSettings withRules(List<Path> newRules) {
        return new SelectSettings(targetProfile, hints, operatingPoint, samples, newRules, probeTimeout, calibration);
    }

    public SelectSettings withTargetProfile(Optional<Path> newProfile) {
        return new SelectSettings(newProfile, hints, operatingPoint, samples, rules, probeTimeout, calibration);
    }

    /** One line for a view's heading: what the selection ran with, the hints in words. */
    public String describe() {
        return "target " + targetProfile.map(path -> path.getFileName().toString()).orElse("probed here")
                + "; hints: " + hintWords()
                + (operatingPoint.isBlank() ? "" : "; data at " + operatingPoint.trim())
                + samples.map(folder -> "; samples " + folder.getFileName()).orElse("") + "; rules "
                + (rules.isEmpty() ? "default" : "default + " + rules.stream().map(path -> path.getFileName().toString())
                        .reduce((a, b) -> a + ", " + b).orElseThrow())
                + "; calibration " + calibration.map(path -> path.getFileName().toString()).orElse("none (the default cost table)");
    }

    private String hintWords() {
        try {
            return HintFields.of(hints).words();
        } catch (IllegalArgumentException e) {
            return hints;
        }
    }
}
