package dev.bindwise.core.wsdl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javax.lang.model.SourceVersion;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one list of words no generated Java name may be is Java 17's, whichever JDK runs the generator. */
class JavaKeywordsTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            // JLS 17, 3.9: the reserved keywords
            "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const",
            "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float",
            "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native",
            "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp", "super",
            "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile", "while",
            "_",
            // the literals
            "true", "false", "null",
            // contextual keywords: names a method, parameter or package may have
            "var", "yield", "record", "sealed", "permits", "non-sealed", "module", "open", "opens", "exports",
            "requires", "transitive", "to", "uses", "provides", "with",
            // and plain names
            "Int", "order", "string" })
    void asJava17ReservesIt(String word) {
        assertEquals(SourceVersion.isKeyword(word, SourceVersion.RELEASE_17), JavaKeywords.isReserved(word));
    }
}
