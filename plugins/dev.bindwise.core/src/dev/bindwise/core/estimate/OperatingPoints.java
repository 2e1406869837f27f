package dev.bindwise.core.estimate;

import java.util.Optional;

import dev.bindwise.model.Operation;

/**
 * Where each operation's data are, as far as the user told: an operation with sample messages is at the point
 * they show (a dimension they do not show: the point given, else {@link ValueSetting#TYPICAL}); another is at
 * the point given ({@code --at}); without either, nowhere in particular, and the vote is taken over the space.
 *
 * @param given the operating point the user gave for every operation, or null
 * @param samples the sample messages, or null
 */
public record OperatingPoints(ValueSetting given, SampleMessages samples) {

    /** The source a point given by the user is recorded with. */
    static final String GIVEN = "the operating point given";

    public static OperatingPoints none() {
        return new OperatingPoints(null, null);
    }

    /** The operation's point, or empty when the user said nothing of its data beyond the hints. */
    public Optional<OperatingPoint> of(Operation operation) {
        Optional<OperatingPoint> sampled = samples == null ? Optional.empty()
                : samples.pointOf(operation, given == null ? ValueSetting.TYPICAL : given);
        return sampled.isPresent() || given == null ? sampled : Optional.of(new OperatingPoint(given, GIVEN));
    }
}
