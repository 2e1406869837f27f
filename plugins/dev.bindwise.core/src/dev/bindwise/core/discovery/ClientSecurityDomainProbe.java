package dev.bindwise.core.discovery;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import dev.bindwise.runtime.internal.Deadline;

/**
 * The client's security domain from its JBoss/WildFly deployment descriptors: the first
 * {@code <security-domain>} of jboss-web.xml, jboss-app.xml or jboss-ejb3.xml (an old
 * {@code java:/jaas/} prefix dropped). Other servers keep it out of the application.
 */
final class ClientSecurityDomainProbe implements Probe {

    private static final List<String> DESCRIPTORS = List.of("WEB-INF/jboss-web.xml", "META-INF/jboss-app.xml",
            "META-INF/jboss-ejb3.xml");
    private static final String JAAS_PREFIX = "java:/jaas/";

    private final Path project;

    ClientSecurityDomainProbe(Path project) {
        this.project = project;
    }

    @Override
    public String name() {
        return "client security domain";
    }

    @Override
    public Findings run(Deadline deadline) {
        try (ClientFiles files = ClientFiles.open(project)) {
            for (String descriptor : DESCRIPTORS) {
                Optional<ClientFiles.Found> found = files.find(descriptor);
                if (found.isEmpty()) {
                    continue;
                }
                for (XmlElements.Element element : XmlElements.read(new ByteArrayInputStream(found.get().content()))) {
                    if (element.name().equals("security-domain") && !element.text().isEmpty()) {
                        String domain = element.text().startsWith(JAAS_PREFIX)
                                ? element.text().substring(JAAS_PREFIX.length()) : element.text();
                        return Findings.fact(FactNames.SECURITY_DOMAIN_CLIENT, domain, found.get().where());
                    }
                }
            }
            return unfinished("no <security-domain> in " + String.join(", ", DESCRIPTORS) + " of " + project);
        } catch (IOException e) {
            return unfinished(e.getMessage());
        }
    }

    @Override
    public Findings unfinished(String why) {
        return Findings.fact(FactNames.SECURITY_DOMAIN_CLIENT, FactNames.UNKNOWN, why);
    }
}
