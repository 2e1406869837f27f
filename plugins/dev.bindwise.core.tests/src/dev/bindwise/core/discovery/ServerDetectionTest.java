package dev.bindwise.core.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.bindwise.core.discovery.Findings.Finding;

import dev.bindwise.runtime.internal.Deadline;

/**
 * The application server from installation folders laid out as the real products lay them out (the
 * files and their formats as each product ships them), from HTTP banners, and its security domain.
 */
class ServerDetectionTest {

    @TempDir
    Path temp;

    @Test
    void wildFlyAndJbossEapFromVersionTxt() throws IOException {
        Path wildFly = install("wildfly-26.1.3.Final", "version.txt",
                "WildFly Full 26.1.3.Final (WildFly Core 18.1.2.Final)\n");
        assertServer("WildFly", "26.1.3.Final", wildFly);
        Path eap = install("jboss-eap-7.4", "version.txt", "Red Hat JBoss Enterprise Application Platform - Version 7.4.0.GA\n");
        assertServer("JBoss EAP", "7.4.0.GA", eap);
    }

    @Test
    void wildFlyFromItsProductModuleWithoutVersionTxt() throws IOException {
        Path home = install("wildfly", "modules/system/layers/base/org/jboss/as/product/wildfly-full/dir/META-INF/MANIFEST.MF",
                "Manifest-Version: 1.0\nJBoss-Product-Release-Name: WildFly Full\n"
                        + "JBoss-Product-Release-Version: 30.0.1.Final\n\n");
        assertServer("WildFly", "30.0.1.Final", home);
    }

    /** WildFly 37's own layout: no version.txt, the product manifest inside the product module's jar. */
    @Test
    void wildFlyFromTheJarOfItsProductModule() throws IOException {
        Path home = install("wildfly-37.0.1.Final", "modules/system/layers/base/org/jboss/as/product/main/module.xml",
                "<module name=\"org.jboss.as.product\" xmlns=\"urn:jboss:module:1.9\"/>\n");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("JBoss-Product-Release-Name", "WildFly");
        manifest.getMainAttributes().putValue("JBoss-Product-Release-Version", "37.0.1.Final");
        Path jar = home.resolve("modules/system/layers/base/org/jboss/as/product/main/"
                + "wildfly-feature-pack-product-conf-37.0.1.Final.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
            out.putNextEntry(new JarEntry("META-INF/INDEX.LIST"));
            out.closeEntry();
        }
        assertServer("WildFly", "37.0.1.Final", home);
    }

    @Test
    void openLibertyAndWebSphereLibertyFromLibVersions() throws IOException {
        String openLiberty = "com.ibm.websphere.productId=io.openliberty\ncom.ibm.websphere.productOwner=IBM\n"
                + "com.ibm.websphere.productVersion=24.0.0.1\ncom.ibm.websphere.productName=Open Liberty\n"
                + "com.ibm.websphere.productInstallType=Archive\n";
        Path open = install("wlp-open", "lib/versions/openliberty.properties", openLiberty);
        assertServer("Open Liberty", "24.0.0.1", open);

        Path webSphere = install("wlp-ibm", "lib/versions/openliberty.properties", openLiberty);
        Files.writeString(webSphere.resolve("lib/versions/WebSphereApplicationServer.properties"),
                "com.ibm.websphere.productId=com.ibm.websphere.appserver\ncom.ibm.websphere.productOwner=IBM\n"
                        + "com.ibm.websphere.productVersion=24.0.0.1\n"
                        + "com.ibm.websphere.productName=WebSphere Application Server\n"
                        + "com.ibm.websphere.productEdition=BASE\n");
        assertServer("WebSphere Liberty", "24.0.0.1", webSphere);
    }

    @Test
    void tomcatFromCatalinaJarElseItsReleaseNotes() throws IOException {
        Path home = temp.resolve("apache-tomcat-10.1.16");
        Files.createDirectories(home.resolve("lib"));
        try (OutputStream out = Files.newOutputStream(home.resolve("lib/catalina.jar"));
                ZipOutputStream jar = new ZipOutputStream(out)) {
            jar.putNextEntry(new ZipEntry("org/apache/catalina/util/ServerInfo.properties"));
            jar.write(("server.info=Apache Tomcat/10.1.16\nserver.number=10.1.16.0\n"
                    + "server.built=Nov 7 2023 21:14:09 UTC\n").getBytes(StandardCharsets.ISO_8859_1));
            jar.closeEntry();
        }
        assertServer("Tomcat", "10.1.16", home);

        Path notesOnly = install("tomcat-9", "RELEASE-NOTES", "================\n\n"
                + "                     Apache Tomcat Version 9.0.83\n                            Release Notes\n");
        assertServer("Tomcat", "9.0.83", notesOnly);
    }

    @Test
    void glassFishAndPayaraFromTheirBranding() throws IOException {
        Path glassFish = install("glassfish7", "glassfish/config/branding/glassfish-version.properties",
                "product_name=Eclipse GlassFish\nabbrev_product_name=GlassFish\nmajor_version=7\nminor_version=0\n"
                        + "update_version=11\nbuild_id=\n");
        assertServer("GlassFish", "7.0.11", glassFish);
        assertServer("GlassFish", "7.0.11", glassFish.resolve("glassfish"));

        Path payara = install("payara6", "glassfish/config/branding/glassfish-version.properties",
                "product_name=Payara Server\nabbrev_product_name=Payara\nmajor_version=6\nminor_version=2024\n"
                        + "update_version=1\n");
        assertServer("Payara", "6.2024.1", payara);
    }

    @Test
    void webSphereTraditionalFromWasProductWithoutFetchingItsDtd() throws IOException {
        Path home = install("AppServer", "properties/version/WAS.product", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<!DOCTYPE product PUBLIC \"productId\" \"product.dtd\">\n"
                + "<product name=\"IBM WebSphere Application Server - ND\">\n   <id>ND</id>\n"
                + "   <version>9.0.5.14</version>\n   <build-info date=\"12/15/22\" level=\"cf142250.02\"/>\n</product>\n");
        Map<String, Finding> facts = facts(new ServerInstallationProbe(home));
        assertEquals("WebSphere", facts.get(FactNames.SERVER_VENDOR).value());
        assertEquals("9.0.5.14", facts.get(FactNames.SERVER_VERSION).value());
        assertTrue(facts.get(FactNames.SERVER_VENDOR).detail().endsWith("(IBM WebSphere Application Server - ND)"));
    }

    @Test
    void aFolderOfNoKnownServerIsUnknownAndSaysWhereItLooked() throws IOException {
        Path home = install("something", "bin/start.sh", "#!/bin/sh\n");
        Finding vendor = facts(new ServerInstallationProbe(home)).get(FactNames.SERVER_VENDOR);
        assertEquals(FactNames.UNKNOWN, vendor.value());
        assertTrue(vendor.detail().startsWith("no known application server layout in " + home), vendor.detail());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
            "WebSphere Application Server/9.0                                   | WebSphere | 9.0",
            "WildFly/10                                                          | WildFly   | 10",
            "Servlet/4.0 JSP/2.3 (GlassFish Server Open Source Edition 5.1.0 Java/Oracle) | GlassFish | 5.1.0",
            "Payara Server 5.2022.5 #badassfish                                  | Payara    | 5.2022.5",
            "Apache-Coyote/1.1                                                   | Tomcat    | -",
            "Jetty(9.4.53.v20231009)                                             | Jetty     | 9.4.53.v20231009",
            "Simple-Server/1.1                                                   | Simple-Server | 1.1",
            "nginx                                                               | nginx     | -" })
    void bannersNameTheirProduct(String banner, String vendor, String version) {
        ServerProduct product = ServerBanner.product(banner, "test").orElseThrow();
        assertEquals(vendor, product.vendor());
        assertEquals(version, product.version());
    }

    @Test
    void theServiceSecurityDomainFromWildFlyOrGlassFishConfiguration() throws IOException {
        Path wildFly = install("wildfly", "standalone/configuration/standalone.xml", "<?xml version='1.0' encoding='UTF-8'?>\n"
                + "<server xmlns=\"urn:jboss:domain:20.0\"><profile>\n"
                + "<subsystem xmlns=\"urn:jboss:domain:ejb3:10.0\"><application-security-domains>"
                + "<application-security-domain name=\"other\" security-domain=\"ApplicationDomain\"/>"
                + "</application-security-domains></subsystem>\n"
                + "<subsystem xmlns=\"urn:jboss:domain:undertow:14.0\" default-server=\"default-server\""
                + " default-security-domain=\"corp\"/>\n</profile></server>\n");
        Finding domain = facts(new ServerSecurityDomainProbe(wildFly)).get(FactNames.SECURITY_DOMAIN_SERVICE);
        assertEquals("corp", domain.value());
        assertTrue(domain.detail().endsWith("(undertow default-security-domain)"), domain.detail());

        Path glassFish = install("glassfish7", "glassfish/domains/domain1/config/domain.xml",
                "<domain log-root=\"${com.sun.aas.instanceRoot}/logs\"><configs><config name=\"server-config\">"
                        + "<security-service default-realm=\"file\" activate-default-principal-to-role-mapping=\"true\"/>"
                        + "</config></configs></domain>");
        assertEquals("file", facts(new ServerSecurityDomainProbe(glassFish)).get(FactNames.SECURITY_DOMAIN_SERVICE).value());

        Path tomcat = install("tomcat", "conf/server.xml", "<Server port=\"8005\"/>");
        assertEquals(FactNames.UNKNOWN,
                facts(new ServerSecurityDomainProbe(tomcat)).get(FactNames.SECURITY_DOMAIN_SERVICE).value());
    }

    private void assertServer(String vendor, String version, Path home) throws IOException {
        Map<String, Finding> facts = facts(new ServerInstallationProbe(home));
        assertEquals(vendor, facts.get(FactNames.SERVER_VENDOR).value(), facts.get(FactNames.SERVER_VENDOR).detail());
        assertEquals(version, facts.get(FactNames.SERVER_VERSION).value());
        assertTrue(facts.get(FactNames.SERVER_VENDOR).detail().startsWith(home.toString()));
        assertNull(facts.get(FactNames.SERVER_BANNER));
    }

    private static Map<String, Finding> facts(Probe probe) throws IOException {
        try {
            Map<String, Finding> byName = new LinkedHashMap<>();
            probe.run(Deadline.after(Duration.ofSeconds(2))).facts().forEach(fact -> byName.put(fact.name(), fact));
            return byName;
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private Path install(String name, String file, String content) throws IOException {
        Path home = temp.resolve(name);
        Path path = home.resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, content, StandardCharsets.UTF_8);
        return home;
    }
}
