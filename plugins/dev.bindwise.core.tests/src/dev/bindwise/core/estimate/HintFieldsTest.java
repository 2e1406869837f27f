package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hints entered in a form: the command line's parser, a form user's words for what is wrong. */
class HintFieldsTest {

    @Test
    void theFieldsReadWhatHintsTakeAndWriteItBack() {
        HintFields fields = HintFields.of("A=100KB, B=20 ,C=30%");
        assertEquals(new HintFields("100KB", "20", "30%"), fields);
        assertEquals("A=100KB,B=20,C=30%", fields.hintsText());
        assertEquals(SpaceHints.parse("A=100KB,B=20,C=0.3"), fields.hints());
        assertEquals("largest message 100KB, strings of 20 characters, 30% nulls", fields.words());

        HintFields byDefault = HintFields.of("A");
        assertEquals(HintFields.DEFAULT_SIZE, byDefault.largestMessage());
        assertEquals("A", byDefault.hintsText());
        assertTrue(byDefault.hints().defaultMaxMessage());
        assertEquals("none", HintFields.none().words());
        assertFalse(HintFields.none().hints().any());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "a lot | | | Largest message: write a size such as 100 KB",
        "99999999999999999999 MB | | | Largest message: write a size",
        " | twenty | | Average string length: write a number of characters from 0 to 1,000,000",
        " | | 150 % | Share of nulls: write a percentage from 0 to 100, such as 30 %, or a share from 0 to 1",
    })
    void aWrongFieldIsNamedInWordsWithoutTheCommandLinesSyntax(String a, String b, String c, String start) {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> new HintFields(a, b, c).hints());
        String message = error.getMessage();
        assertTrue(message.startsWith(start), message);
        for (String commandLine : new String[] {"A=", "B=", "C=", "E18", "hint A", "hint B", "hint C"}) {
            assertFalse(message.contains(commandLine), message);
        }
    }

    @Test
    void theCommandLineKeepsItsOwnMessages() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> SpaceHints.parse("B=x"));
        assertTrue(error.getMessage().startsWith("hint B needs a number from 0 to 1000000, not 'x'"), error.getMessage());
    }

    @Test
    void storedTextThatIsNoHintIsSaidInWords() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> HintFields.of("D=3"));
        assertEquals("'D=3' is not a hint: the hints are the largest message, the average string length and the share"
                + " of nulls.", error.getMessage());
    }
}
