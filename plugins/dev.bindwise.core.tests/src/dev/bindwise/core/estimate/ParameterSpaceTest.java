package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class ParameterSpaceTest {

    private final ParameterSpace space = ParameterSpace.defaults();

    @Test
    void everyDimensionAnOperationReadsIsSampledEndsIncluded() {
        List<ValueSetting> all = space.settings(new MessageTraits(true, true, true, true, false));
        assertEquals(5 * 5 * 5 * 3, all.size());
        assertEquals(5, all.stream().mapToDouble(ValueSetting::stringLength).min().orElseThrow());
        assertEquals(75, all.stream().mapToDouble(ValueSetting::stringLength).max().orElseThrow());
        assertEquals(1.5 * 1024, all.stream().mapToDouble(ValueSetting::binaryBytes).min().orElseThrow(), 1e-6);
        assertEquals(45 * 1024, all.stream().mapToDouble(ValueSetting::binaryBytes).max().orElseThrow(), 1e-6);
        assertEquals(0.9, all.stream().mapToDouble(ValueSetting::nullRatio).max().orElseThrow(), 1e-9);
        assertEquals(List.of(2.0, 5.0, 10.0),
                all.stream().map(ValueSetting::arrayLength).distinct().sorted().toList());
    }

    @Test
    void binariesAreSampledOnAGeometricScale() {
        List<Double> binaries = space.settings(new MessageTraits(false, true, false, false, false)).stream()
                .map(ValueSetting::binaryBytes).toList();
        assertEquals(5, binaries.size());
        double ratio = binaries.get(1) / binaries.get(0);
        for (int i = 2; i < binaries.size(); i++) {
            assertEquals(ratio, binaries.get(i) / binaries.get(i - 1), 1e-9);
        }
    }

    @Test
    void aDimensionNoFieldReadsIsHeldAtOneValue() {
        assertEquals(5, space.settings(new MessageTraits(true, false, false, false, true)).size());
        assertEquals(1, space.settings(new MessageTraits(false, false, false, false, true)).size());
        assertEquals(15, space.settings(new MessageTraits(true, false, true, false, false)).size());
    }

    @Test
    void hintsBAndCNarrowTheStringAndNullDimensions() {
        ParameterSpace narrowed = space.narrowedBy(SpaceHints.parse("B=20,C=0.3"));
        List<ValueSetting> settings = narrowed.settings(new MessageTraits(true, false, false, true, true));
        assertEquals(5, settings.size());
        settings.forEach(setting -> assertEquals(20, setting.stringLength()));
        assertEquals(0.2, settings.get(0).nullRatio(), 1e-9);
        assertEquals(0.4, settings.get(4).nullRatio(), 1e-9);
        assertEquals(0.0, space.narrowedBy(SpaceHints.parse("C=0.05")).minNullRatio(), 1e-9);
    }

    @Test
    void longerArraysAreSampledOnlyWhenAsked() {
        MessageTraits arrays = new MessageTraits(false, false, true, false, false);
        assertEquals(List.of(2.0, 5.0, 10.0), space.settings(arrays).stream().map(ValueSetting::arrayLength).toList());
        assertEquals(3 + ParameterSpace.LONGER_ARRAYS.size(), space.settings(arrays, true).size());
        assertEquals(5, space.settings(new MessageTraits(true, false, false, false, false), true).size());
    }

    @Test
    void samplesPerDimensionAreConfigurable() {
        assertEquals(9 * 9, ParameterSpace.defaults(9).settings(new MessageTraits(true, false, false, true, true)).size());
        assertEquals(1, ParameterSpace.defaults(1).settings(new MessageTraits(true, false, false, true, true)).size());
    }
}
