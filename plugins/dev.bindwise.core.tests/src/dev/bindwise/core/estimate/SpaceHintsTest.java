package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SpaceHintsTest {

    @Test
    void readsTheHintsAsUsersWriteThem() {
        SpaceHints hints = SpaceHints.parse("A=100KB, B=20, C=30%");
        assertEquals(100 * 1024, hints.maxMessageBytes().getAsLong());
        assertEquals(20, hints.averageStringLength().getAsDouble());
        assertEquals(0.3, hints.nullRatio().getAsDouble(), 1e-9);
        assertEquals(0.1, hints.nullTolerance());
        assertEquals(1536, SpaceHints.parse("a=1.5k").maxMessageBytes().getAsLong());
        assertEquals(2048, SpaceHints.parse("A=2048").maxMessageBytes().getAsLong());
        assertFalse(SpaceHints.parse("").any());
        assertFalse(SpaceHints.parse(null).any());
    }

    @Test
    void hintAAloneTakesThePapersDefaultBySimpleOrComplexTypes() {
        SpaceHints hints = SpaceHints.parse("A");
        assertTrue(hints.any());
        assertEquals(100 * 1024, hints.maxMessageBytes(true, 1));
        assertEquals(300 * 1024, hints.maxMessageBytes(false, 1));
        assertEquals(7, SpaceHints.none().maxMessageBytes(true, 7));
    }

    @Test
    void aWrongHintSaysWhichAndHowToWriteIt() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> SpaceHints.parse("D=3"));
        assertTrue(unknown.getMessage().contains("unknown hint 'D=3'"), unknown.getMessage());
        assertTrue(unknown.getMessage().contains("A=100KB,B=20,C=0.3"), unknown.getMessage());
        IllegalArgumentException share = assertThrows(IllegalArgumentException.class, () -> SpaceHints.parse("C=1.5"));
        assertTrue(share.getMessage().contains("hint C needs a number from 0 to 1, not '1.5'"), share.getMessage());
        IllegalArgumentException size = assertThrows(IllegalArgumentException.class, () -> SpaceHints.parse("A=lots"));
        assertTrue(size.getMessage().startsWith("hint A needs a size from 1 byte to 1 GB, not 'lots'"), size.getMessage());
    }

    @Test
    void aPointOfTheSpaceReadsLikeTheHints() {
        ValueSetting base = new ValueSetting(20, 5, 10 * 1024, 0);
        ValueSetting point = ValueSetting.parse("strlen=30, nulls=50%, binary=2KB", base);
        assertEquals(new ValueSetting(30, 5, 2048, 0.5), point);
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class,
                () -> ValueSetting.parse("depth=3", base));
        assertTrue(wrong.getMessage().contains("unknown dimension 'depth'"), wrong.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ValueSetting.parse("nulls=2", base));
        assertThrows(IllegalArgumentException.class, () -> ValueSetting.parse("strlen", base));
    }

    /** Every number has its range, so that a huge or NaN value is a message, not a nonsense estimate. */
    @Test
    void numbersOutOfTheirRangeAreRefused() {
        assertEquals(SpaceHints.MAX_SIZE, SpaceHints.parse("A=1024MB").maxMessageBytes().getAsLong());
        for (String hints : new String[] {"A=1025MB", "A=8796093022207MB", "A=0", "B=1000001", "B=NaN", "C=Infinity"}) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> SpaceHints.parse(hints));
            assertTrue(refused.getMessage().contains(" needs a "), refused.getMessage());
        }
        ValueSetting base = new ValueSetting(20, 5, 10 * 1024, 0);
        assertEquals(new ValueSetting(1_000_000, 1_000_000, SpaceHints.MAX_SIZE, 1),
                ValueSetting.parse("strlen=1000000,array=1000000,binary=1024MB,nulls=100%", base));
        for (String point : new String[] {"strlen=1e300", "strlen=NaN", "strlen=Infinity", "array=-1", "array=1000001",
                "nulls=NaN", "binary=2048MB"}) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> ValueSetting.parse(point, base));
            assertTrue(refused.getMessage().contains("out of range") || refused.getMessage().contains("1 byte to 1 GB"),
                    refused.getMessage());
        }
    }
}
