package dev.bindwise.core.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.discovery.Findings.Finding;

import dev.bindwise.runtime.internal.Deadline;

/** The client's package type and security domain, from project folders and archives laid out as real ones. */
class ClientPackageTest {

    private static final String APPLICATION_XML = "<application xmlns=\"https://jakarta.ee/xml/ns/jakartaee\""
            + " version=\"10\"><module><web><web-uri>shop.war</web-uri></web></module></application>";
    private static final String WEB_XML = "<web-app xmlns=\"https://jakarta.ee/xml/ns/jakartaee\" version=\"6.0\"/>";

    @TempDir
    Path temp;

    @Test
    void projectFoldersByTheirDescriptors() throws IOException {
        assertType("EAR", "META-INF/application.xml", folder("ear", "META-INF/application.xml", APPLICATION_XML));
        assertType("EAR", "EarContent/META-INF/application.xml",
                folder("wtp-ear", "EarContent/META-INF/application.xml", APPLICATION_XML));
        assertType("WAR", "src/main/webapp/WEB-INF/web.xml",
                folder("maven-war", "src/main/webapp/WEB-INF/web.xml", WEB_XML));
        assertType("WAR", "WebContent/WEB-INF/web.xml", folder("wtp-war", "WebContent/WEB-INF/web.xml", WEB_XML));
        assertType("JAR", "META-INF/MANIFEST.MF",
                folder("jar", "META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n"));
        assertType("PLAIN", "has no application.xml", folder("plain", "src/Main.java", "class Main {}"));
    }

    @Test
    void projectFoldersByTheirBuild() throws IOException {
        assertType("WAR", "pom.xml (packaging war)", folder("servlet3-war", "pom.xml",
                "<project xmlns=\"http://maven.apache.org/POM/4.0.0\"><modelVersion>4.0.0</modelVersion>"
                        + "<artifactId>shop</artifactId><packaging>war</packaging>"
                        + "<build><plugins><plugin><packaging>not this one</packaging></plugin></plugins></build></project>"));
        assertType("JAR", "pom.xml (packaging jar)", folder("default-jar", "pom.xml",
                "<project><modelVersion>4.0.0</modelVersion><artifactId>lib</artifactId></project>"));
        assertType("EAR", "(facet jst.ear)", folder("wtp-facet", ".settings/org.eclipse.wst.common.project.facet.core.xml",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><faceted-project><fixed facet=\"jst.ear\"/>"
                        + "<installed facet=\"jst.ear\" version=\"8.0\"/></faceted-project>"));
    }

    @Test
    void archivesByTheirEntriesThenTheirNames() throws IOException {
        assertType("EAR", "shop.ear!/META-INF/application.xml",
                archive("shop.ear", "META-INF/application.xml", APPLICATION_XML));
        assertType("EAR", "is an .ear archive", archive("bare.ear", "shop.war", "not read"));
        assertType("WAR", "has WEB-INF/", archive("shop.zip", "WEB-INF/classes/Shop.class", "not read"));
        assertType("WAR", "is a .war archive", archive("servlet3.war", "index.html", "<html/>"));
        assertType("JAR", "neither META-INF/application.xml nor WEB-INF/",
                archive("client.jar", "META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n"));
    }

    @Test
    void aFileThatIsNoArchiveIsUnknownWithTheReason() throws IOException {
        Path notZip = Files.writeString(temp.resolve("client.jar"), "just text");
        Finding fact = only(new PackageTypeProbe(notZip));
        assertEquals(FactNames.UNKNOWN, fact.value());
        assertEquals(notZip + " is neither a folder nor a zip archive (EAR, WAR, JAR)", fact.detail());
    }

    @Test
    void theClientSecurityDomainComesFromTheJbossDescriptors() throws IOException {
        // An old descriptor: a DOCTYPE (never fetched) and a JAAS-prefixed domain.
        Path war = archive("shop.war", "WEB-INF/jboss-web.xml", "<?xml version=\"1.0\"?>\n"
                + "<!DOCTYPE jboss-web PUBLIC \"-//JBoss//DTD Web Application 4.2//EN\""
                + " \"http://www.jboss.org/j2ee/dtd/jboss-web_4_2.dtd\">\n"
                + "<jboss-web><security-domain>java:/jaas/shop-users</security-domain></jboss-web>");
        Finding domain = only(new ClientSecurityDomainProbe(war));
        assertEquals("shop-users", domain.value());
        assertEquals(war + "!/WEB-INF/jboss-web.xml", domain.detail());

        Path ear = folder("ear-domain", "src/main/application/META-INF/jboss-app.xml",
                "<jboss-app xmlns=\"urn:jboss:jboss-app:7.0\"><security-domain>corp</security-domain></jboss-app>");
        assertEquals("corp", only(new ClientSecurityDomainProbe(ear)).value());

        Finding none = only(new ClientSecurityDomainProbe(folder("no-domain", "WEB-INF/web.xml", WEB_XML)));
        assertEquals(FactNames.UNKNOWN, none.value());
        assertTrue(none.detail().startsWith("no <security-domain> in WEB-INF/jboss-web.xml"), none.detail());
    }

    private void assertType(String type, String evidence, Path project) {
        Finding fact = only(new PackageTypeProbe(project));
        assertEquals(FactNames.PACKAGE_TYPE, fact.name());
        assertEquals(type, fact.value(), fact.detail());
        assertTrue(fact.detail().contains(evidence), fact.detail());
    }

    private static Finding only(Probe probe) {
        try {
            Findings found = probe.run(Deadline.after(Duration.ofSeconds(2)));
            assertEquals(1, found.facts().size());
            return found.facts().get(0);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private Path folder(String name, String file, String content) throws IOException {
        Path folder = temp.resolve(name);
        Path path = folder.resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, content);
        return folder;
    }

    private Path archive(String name, String entry, String content) throws IOException {
        Path archive = temp.resolve(name);
        try (OutputStream out = Files.newOutputStream(archive); ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry(entry));
            zip.write(content.getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        return archive;
    }
}
