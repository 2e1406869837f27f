package dev.bindwise.core.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A target profile is strict JSON but for comments: what a lenient reader would guess at (single quotes,
 * NaN, a key written twice of which the last would win) is refused at its line and column.
 */
class HostileProfileTest {

    private static final String START = "{\n\"format\": \"bindwise.target/1\",\n";

    @Test
    void singleQuotesAreRefusedWhereTheyAre() {
        assertRefused(START + "\"name\": 'prod'\n}", 3, 9, "a string in single quotes");
        assertRefused(START + "'name': \"prod\"\n}", 3, 1, "a string in single quotes");
    }

    @Test
    void numbersJsonDoesNotHaveAreRefused() {
        assertRefused(START + "\"facts\": { \"load\": NaN }\n}", 3, 20, "NaN is not a number JSON has");
        assertRefused(START + "\"facts\": { \"load\": -Infinity }\n}", 3, 20, "-Infinity is not a number JSON has");
        assertRefused(START + "\"facts\": {\n \"load\": 1e999 }\n}", 4, -1, "1e999, a number too large");
        assertRefused(START + "\"facts\": { \"load\": high }\n}", 3, 20, "the unquoted word high");
    }

    @Test
    void aKeyWrittenTwiceIsRefusedInsteadOfTheLastWinning() {
        assertRefused(START + "\"name\": \"a\",\n\"name\": \"b\"\n}", 4, -1, "key \"name\" is written twice in the same"
                + " object (also on line 3)");
        assertRefused(START + "\"endpoints\": { \"P\": {\n \"accessible\": true,\n \"accessible\": false } }\n}", 5, -1,
                "key \"accessible\" is written twice");
        assertRefused("{\n\"format\": \"bindwise.target/1\",\n\"format\": \"bindwise.target/2\"\n}", 3, -1,
                "key \"format\" is written twice");
    }

    @Test
    void commentsStayAllowedAndStringsKeepWhatLooksLikeOne() throws TargetProfileException {
        TargetProfile profile = TargetProfile.parse("""
                // production, as of March
                { # the format comes first
                  "format": "bindwise.target/1", /* a block
                  comment */ "name": "a // b # c /* d */",
                  "endpoints": { "Soap": { "address": "http://prod.example/x" } }
                }
                """, "prod.json");
        assertEquals("a // b # c /* d */", profile.name());
        assertEquals("http://prod.example/x", profile.addressOverride("Soap"));
        assertRefused(START + "\"name\": \"x\" /* never closed\n}", 3, 13, "a /* comment that is never closed");
        assertRefused(START + "\"name\": \"x\"\n} /* open", 4, 3, "a /* comment that is never closed");
    }

    @Test
    void aHugeNameIsShortenedInTheMessage() {
        String name = "x".repeat(200_000);
        TargetProfileException e = assertThrows(TargetProfileException.class,
                () -> TargetProfile.parse(START + "\"" + name + "\": 1\n}", "t.json"));
        assertTrue(e.getMessage().startsWith("t.json:3:"), e.getMessage());
        assertTrue(e.getMessage().contains("characters left out"), e.getMessage());
        assertTrue(e.getMessage().length() < 2_000, "a message, not " + e.getMessage().length() + " characters");
    }

    private static void assertRefused(String text, int line, int column, String problem) {
        TargetProfileException e = assertThrows(TargetProfileException.class, () -> TargetProfile.parse(text, "t.json"));
        assertEquals(line, e.getLine(), e.getMessage());
        if (column > 0) {
            assertEquals(column, e.getColumn(), e.getMessage());
        }
        assertTrue(e.getMessage().contains(problem), e.getMessage());
    }
}
