package dev.bindwise.core.wsdl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Package names from namespaces as JAXB's reference implementation derives them (xjc and wsimport:
 * com.sun.xml.bind's NameConverter.Standard.toPackageName, after the JAXB 2 spec's Appendix D.5.1).
 */
class NamespacePackagesTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', emptyValue = "", value = {
            // the trailing file extension goes, the host is reversed, www dropped, the path follows, lower case
            "http://example.com/schemas/orders.xsd | com.example.schemas.orders",
            "http://www.Example.com/Orders/V2      | com.example.orders.v2",
            "http://bindwise.dev/examples/google   | dev.bindwise.examples.google",
            "http://example.com                    | com.example",
            "http://example.com/                   | com.example",
            // urn: the scheme goes, the first part is a domain split at '.' and '-' too
            "urn:bindwise:shop                     | bindwise.shop",
            "urn:example-org:orders                | org.example.orders",
            // every Java keyword and literal, and a leading digit, get a '_' in front, as xjc does
            "http://example.com/int/assert/true    | com.example._int._assert._true",
            "http://example.com/strictfp/orders.xsd | com.example._strictfp.orders",
            "http://example.com/2024/orders        | com.example._2024.orders",
            "http://example.com/goto/const/null    | com.example._goto._const._null",
            // contextual keywords are package names as they are, as in xjc
            "http://example.com/record/var/module  | com.example.record.var.module",
            // a port is a path segment of its own; characters no identifier has become '_'
            "http://example.com:8080/a-b/c         | com.example._8080.a_b.c",
            // only http and urn lose their scheme, as in xjc
            "https://example.com/orders            | https.example_com.orders",
            // xjc tests for keywords before lower-casing, and would make 'strictfp' a package segment here: not a package
            "http://example.com/Strictfp           | com.example._strictfp",
            "''                                    | ''",
    })
    void asJaxbDerivesIt(String namespace, String expected) {
        assertEquals(expected, NamespacePackages.of(namespace));
    }
}
