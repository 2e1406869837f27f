package dev.bindwise.core.discovery;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import dev.bindwise.model.persistence.InputLimit;

import dev.bindwise.runtime.internal.Deadline;

/**
 * The service's security domain from its server's configuration: WildFly's
 * {@code standalone/configuration/standalone.xml} (the web subsystem's default-security-domain, else
 * the first application-security-domain), or GlassFish's and Payara's
 * {@code glassfish/domains/*}{@code /config/domain.xml} (the security service's default realm).
 */
final class ServerSecurityDomainProbe implements Probe {

    private final Path home;

    ServerSecurityDomainProbe(Path home) {
        this.home = home;
    }

    @Override
    public String name() {
        return "server security domain";
    }

    @Override
    public Findings run(Deadline deadline) throws IOException {
        Path standalone = home.resolve("standalone/configuration/standalone.xml");
        if (Files.isRegularFile(standalone)) {
            List<XmlElements.Element> elements = elements(standalone);
            for (XmlElements.Element element : elements) {
                String namespace = element.namespace() == null ? "" : element.namespace();
                if (element.name().equals("subsystem") && namespace.startsWith("urn:jboss:domain:undertow")
                        && element.attribute("default-security-domain") != null) {
                    return found(element.attribute("default-security-domain"),
                            standalone + " (undertow default-security-domain)");
                }
            }
            for (XmlElements.Element element : elements) {
                if (element.name().equals("application-security-domain") && element.attribute("name") != null) {
                    return found(element.attribute("name"), standalone + " (first application-security-domain)");
                }
            }
            return unfinished("no security domain in " + standalone);
        }
        for (Path domains : List.of(home.resolve("glassfish/domains"), home.resolve("domains"))) {
            if (!Files.isDirectory(domains)) {
                continue;
            }
            try (DirectoryStream<Path> each = Files.newDirectoryStream(domains)) {
                for (Path domain : each) {
                    Path config = domain.resolve("config/domain.xml");
                    if (!Files.isRegularFile(config)) {
                        continue;
                    }
                    for (XmlElements.Element element : elements(config)) {
                        if (element.name().equals("security-service") && element.attribute("default-realm") != null) {
                            return found(element.attribute("default-realm"), config + " (security-service default-realm)");
                        }
                    }
                }
            }
        }
        return unfinished("no server configuration with a security domain under " + home
                + " (looked for standalone/configuration/standalone.xml and glassfish/domains/*/config/domain.xml)");
    }

    @Override
    public Findings unfinished(String why) {
        return Findings.fact(FactNames.SECURITY_DOMAIN_SERVICE, FactNames.UNKNOWN, why);
    }

    private static Findings found(String domain, String evidence) {
        return Findings.fact(FactNames.SECURITY_DOMAIN_SERVICE, domain, evidence);
    }

    private static List<XmlElements.Element> elements(Path file) throws IOException {
        try (InputStream in = new ByteArrayInputStream(InputLimit.PROBED_FILE.read(file))) {
            return XmlElements.read(in);
        } catch (IOException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }
}
