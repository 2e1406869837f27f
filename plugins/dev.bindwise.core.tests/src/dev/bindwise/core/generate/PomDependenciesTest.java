package dev.bindwise.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.generate.PomDependencies.Dependency;

/** Dependencies inserted into POMs of several layouts, everything else left as it was. */
class PomDependenciesTest {

    private static final Dependency RUNTIME = new Dependency("dev.bindwise", "bindwise-runtime", "1.0", null);
    private static final Dependency SOAP = new Dependency("dev.bindwise", "bindwise-runtime-soap", "1.0", "pom");

    @Test
    void oneLineDependenciesWithTabsAndCrLfGetOneLineDependencies() throws GenerateException {
        String pom = "<project>\r\n\t<modelVersion>4.0.0</modelVersion>\r\n\t<dependencies>\r\n"
                + "\t\t<dependency><groupId>a</groupId><artifactId>b</artifactId><version>1</version></dependency>\r\n"
                + "\t</dependencies>\r\n</project>\r\n";
        PomDependencies.Edit edit = PomDependencies.add("pom.xml", pom, List.of(RUNTIME, SOAP));
        assertEquals(pom.replace("</version></dependency>\r\n", "</version></dependency>\r\n"
                + "\t\t<dependency><groupId>dev.bindwise</groupId><artifactId>bindwise-runtime</artifactId><version>1.0</version></dependency>\r\n"
                + "\t\t<dependency><groupId>dev.bindwise</groupId><artifactId>bindwise-runtime-soap</artifactId><version>1.0</version><type>pom</type></dependency>\r\n"),
                edit.text());
        assertEquals(List.of(RUNTIME, SOAP), edit.added());
        assertTrue(edit.text().substring(edit.inserted()[0], edit.inserted()[1]).contains("bindwise-runtime-soap"));
    }

    @Test
    void withoutDependenciesTheyGoBeforeTheBuildAtTheProjectsIndentation() throws GenerateException {
        String pom = """
                <project>
                  <!-- <dependencies> in a comment is no element -->
                  <artifactId>client</artifactId>
                  <build>
                    <plugins/>
                  </build>
                </project>
                """;
        String expected = pom.replace("  <build>", "  <dependencies>\n    <dependency>\n      <groupId>dev.bindwise</groupId>\n"
                + "      <artifactId>bindwise-runtime</artifactId>\n      <version>1.0</version>\n    </dependency>\n"
                + "  </dependencies>\n  <build>");
        assertEquals(expected, PomDependencies.add("pom.xml", pom, List.of(RUNTIME)).text());
    }

    @Test
    void aDeclaredDependencyIsNotAddedAgainAndManagedOnesDoNotCount() throws GenerateException {
        String pom = """
                <project>
                  <dependencyManagement><dependencies>
                    <dependency><groupId>dev.bindwise</groupId><artifactId>bindwise-runtime-soap</artifactId><version>1.0</version></dependency>
                  </dependencies></dependencyManagement>
                  <dependencies>
                    <dependency><groupId>dev.bindwise</groupId><artifactId>bindwise-runtime</artifactId><version>0.9</version></dependency>
                  </dependencies>
                </project>
                """;
        PomDependencies.Edit edit = PomDependencies.add("pom.xml", pom, List.of(RUNTIME, SOAP));
        assertEquals(List.of(RUNTIME), edit.present());
        assertEquals(List.of(SOAP), edit.added());
        assertEquals(1, edit.text().split("<artifactId>bindwise-runtime</artifactId>", -1).length - 1);
        assertTrue(edit.text().startsWith(pom.substring(0, pom.indexOf("</version></dependency>\n  </dependencies>\n</project>"))));
    }

    @Test
    void aPomThatDoesNotReadIsRefusedWithWhereAndWhat() {
        GenerateException refused = assertThrows(GenerateException.class,
                () -> PomDependencies.add("client/pom.xml", "<project>\n  <dependencies>\n</project>\n", List.of(RUNTIME)));
        assertTrue(refused.getMessage().startsWith("client/pom.xml:3:"), refused.getMessage());
        assertTrue(refused.getMessage().endsWith("Bindwise adds its dependencies only to a POM it can read."), refused.getMessage());
        GenerateException notPom = assertThrows(GenerateException.class,
                () -> PomDependencies.add("pom.xml", "<settings/>", List.of(RUNTIME)));
        assertEquals("pom.xml is no Maven POM: its root element is not <project>", notPom.getMessage());
    }
}
