package dev.bindwise.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The one place where a binding kind is read from a user's text and printed. */
class BindingKindTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({ "SOAP, SOAP", "soap, SOAP", "RMI_IIOP, RMI_IIOP", "rmi-iiop, RMI_IIOP", "RMI-IIOP, RMI_IIOP", "iiop, RMI_IIOP",
            "' JCA ', JCA", "LOCAL_JAVA, LOCAL_JAVA", "local Java, LOCAL_JAVA", "local-java, LOCAL_JAVA", "java, LOCAL_JAVA",
            "jms, JMS", "HTTP, HTTP", "other, OTHER" })
    void aUsersSpellingNamesTheKind(String text, BindingKind expected) {
        assertEquals(expected, BindingKind.parse(text));
    }

    @ParameterizedTest
    @EnumSource(BindingKind.class)
    void theNameAndTheLabelReadBack(BindingKind kind) {
        assertEquals(kind, BindingKind.parse(kind.name()));
        assertEquals(kind, BindingKind.parse(kind.label()));
        assertEquals(kind.name(), kind.toString(), "the plan's XMI writes toString(): the constant's name");
    }

    @ParameterizedTest
    @ValueSource(strings = { "RMI", "CORBA", "", "soap/http" })
    void anythingElseIsRefusedNamingTheKinds(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BindingKind.parse(text));
        assertTrue(e.getMessage().contains("SOAP, RMI_IIOP, JCA, LOCAL_JAVA, JMS, HTTP, OTHER"), e.getMessage());
    }
}
