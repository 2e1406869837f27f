package dev.bindwise.core.discovery;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

import dev.bindwise.runtime.internal.Deadline;

/**
 * The client's package type (EAR, WAR, JAR or PLAIN), the paper's first kind of discovery: from an
 * archive's entries (META-INF/application.xml, WEB-INF/) and name, or from a project folder's
 * descriptors, its Maven packaging, its Eclipse WTP facets, and its manifest.
 */
final class PackageTypeProbe implements Probe {

    static final String EAR = "EAR";
    static final String WAR = "WAR";
    static final String JAR = "JAR";
    static final String PLAIN = "PLAIN";

    private final Path project;

    PackageTypeProbe(Path project) {
        this.project = project;
    }

    @Override
    public String name() {
        return "package type";
    }

    @Override
    public Findings run(Deadline deadline) {
        try (ClientFiles files = ClientFiles.open(project)) {
            return files.isArchive() ? archive(files) : folder(files);
        } catch (IOException e) {
            return unfinished(e.getMessage());
        }
    }

    @Override
    public Findings unfinished(String why) {
        return Findings.fact(FactNames.PACKAGE_TYPE, FactNames.UNKNOWN, why);
    }

    private Findings archive(ClientFiles files) throws IOException {
        String fileName = files.name().toLowerCase(Locale.ROOT);
        Optional<ClientFiles.Found> application = files.find("META-INF/application.xml");
        if (application.isPresent()) {
            return found(EAR, application.get().where());
        }
        if (fileName.endsWith(".ear")) {
            return found(EAR, project + " is an .ear archive");
        }
        if (files.archiveHas("WEB-INF/")) {
            return found(WAR, project + " has WEB-INF/");
        }
        if (fileName.endsWith(".war")) {
            return found(WAR, project + " is a .war archive");
        }
        return found(JAR, project + " is a zip archive with neither META-INF/application.xml nor WEB-INF/");
    }

    private Findings folder(ClientFiles files) throws IOException {
        Optional<ClientFiles.Found> application = files.find("META-INF/application.xml");
        if (application.isPresent()) {
            return found(EAR, application.get().where());
        }
        Optional<ClientFiles.Found> web = files.find("WEB-INF/web.xml");
        if (web.isPresent()) {
            return found(WAR, web.get().where());
        }
        Optional<ClientFiles.Found> pom = files.atProjectRoot("pom.xml");
        if (pom.isPresent()) {
            String packaging = "jar";
            for (XmlElements.Element element : XmlElements.read(new ByteArrayInputStream(pom.get().content()))) {
                if (element.depth() == 2 && element.name().equals("packaging")) {
                    packaging = element.text();
                }
            }
            String type = switch (packaging) {
                case "ear" -> EAR;
                case "war" -> WAR;
                case "jar", "ejb", "bundle", "eclipse-plugin", "maven-plugin", "app-client", "rar" -> JAR;
                default -> null;
            };
            if (type != null) {
                return found(type, pom.get().where() + " (packaging " + packaging + ")");
            }
        }
        Optional<ClientFiles.Found> facets = files.atProjectRoot(".settings/org.eclipse.wst.common.project.facet.core.xml");
        if (facets.isPresent()) {
            for (XmlElements.Element element : XmlElements.read(new ByteArrayInputStream(facets.get().content()))) {
                String facet = element.name().equals("installed") ? element.attribute("facet") : null;
                String type = facet == null ? null : switch (facet) {
                    case "jst.ear" -> EAR;
                    case "jst.web" -> WAR;
                    case "jst.ejb", "jst.utility", "jst.appclient", "jst.connector" -> JAR;
                    default -> null;
                };
                if (type != null) {
                    return found(type, facets.get().where() + " (facet " + facet + ")");
                }
            }
        }
        Optional<ClientFiles.Found> manifest = files.find("META-INF/MANIFEST.MF");
        if (manifest.isPresent()) {
            return found(JAR, manifest.get().where());
        }
        return found(PLAIN, project + " has no application.xml, web.xml, Maven packaging, WTP facet or manifest");
    }

    private static Findings found(String type, String evidence) {
        return Findings.fact(FactNames.PACKAGE_TYPE, type, evidence);
    }
}
