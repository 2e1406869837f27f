package dev.bindwise.core.discovery;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import dev.bindwise.model.persistence.InputLimit;

import dev.bindwise.runtime.internal.Deadline;

/**
 * The application server's vendor and version from its installation folder, read from the files each
 * product keeps its identity in (never by running its scripts):
 * <ul>
 * <li>WebSphere traditional: {@code properties/version/WAS.product};</li>
 * <li>Open Liberty and WebSphere Liberty: {@code lib/versions/*.properties} ({@code com.ibm.websphere.productId});</li>
 * <li>WildFly and JBoss EAP: {@code version.txt}, else the product module's manifest under
 * {@code modules/system/layers/base/org/jboss/as/product}: in {@code <slot>/dir/META-INF} or in a jar of the
 * slot (WildFly 37 has no version.txt and keeps it in {@code main/wildfly-feature-pack-product-conf-*.jar});</li>
 * <li>GlassFish and Payara: {@code glassfish/config/branding/glassfish-version.properties} (the home or its
 * inner {@code glassfish} folder);</li>
 * <li>Tomcat (and TomEE): {@code org/apache/catalina/util/ServerInfo.properties} in {@code lib/catalina.jar},
 * else {@code RELEASE-NOTES}.</li>
 * </ul>
 */
final class ServerInstallationProbe implements Probe {

    private static final Pattern WAS_PRODUCT_NAME = Pattern.compile("<product\\s+name\\s*=\\s*\"([^\"]*)\"");
    private static final Pattern WAS_VERSION = Pattern.compile("<version>\\s*([^<\\s]+)\\s*</version>");
    private static final Pattern WILDFLY = Pattern.compile("WildFly(?: Full| Preview)?\\s+(\\S+)");
    private static final Pattern EAP = Pattern.compile("Enterprise Application Platform\\s*-?\\s*Version\\s+(\\S+)");
    private static final Pattern JBOSS_AS = Pattern.compile("JBoss(?: Application Server| AS)?[^\\d]*(\\d\\S*)");
    private static final Pattern TOMCAT_RELEASE_NOTES = Pattern.compile("Apache Tomcat Version\\s+(\\S+)");

    private final Path home;

    ServerInstallationProbe(Path home) {
        this.home = home;
    }

    @Override
    public String name() {
        return "server installation";
    }

    @Override
    public Findings run(Deadline deadline) throws IOException {
        for (Detector detector : List.<Detector>of(this::webSphere, this::liberty, this::wildFly, this::glassFish,
                this::tomcat)) {
            Optional<ServerProduct> product = detector.detect();
            if (product.isPresent()) {
                return product.get().findings();
            }
        }
        return unfinished("no known application server layout in " + home + " (looked for"
                + " properties/version/WAS.product, lib/versions/*.properties, version.txt,"
                + " modules/system/layers/base/org/jboss/as/product,"
                + " glassfish/config/branding/glassfish-version.properties, lib/catalina.jar)");
    }

    @Override
    public Findings unfinished(String why) {
        return Findings.fact(FactNames.SERVER_VENDOR, FactNames.UNKNOWN, why)
                .plusFact(FactNames.SERVER_VERSION, FactNames.UNKNOWN, why);
    }

    private interface Detector {
        Optional<ServerProduct> detect() throws IOException;
    }

    private Optional<ServerProduct> webSphere() throws IOException {
        Path product = home.resolve("properties/version/WAS.product");
        if (!Files.isRegularFile(product)) {
            return Optional.empty();
        }
        // The file names a DTD; a pattern reads its two values without a parser that would fetch it.
        String text = InputLimit.PROBED_FILE.readString(product);
        Matcher name = WAS_PRODUCT_NAME.matcher(text);
        Matcher version = WAS_VERSION.matcher(text);
        String productName = name.find() ? name.group(1) : "WebSphere Application Server";
        return Optional.of(new ServerProduct("WebSphere", version.find() ? version.group(1) : null,
                product + " (" + productName + ")"));
    }

    private Optional<ServerProduct> liberty() throws IOException {
        Path versions = home.resolve("lib/versions");
        if (!Files.isDirectory(versions)) {
            return Optional.empty();
        }
        ServerProduct open = null;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(versions, "*.properties")) {
            for (Path file : files) {
                Properties properties = properties(file);
                String id = properties.getProperty("com.ibm.websphere.productId", "");
                String version = properties.getProperty("com.ibm.websphere.productVersion");
                // WebSphere Liberty ships Open Liberty's file too: its own one wins.
                if (id.equals("com.ibm.websphere.appserver")) {
                    return Optional.of(new ServerProduct("WebSphere Liberty", version, file.toString()));
                }
                if (id.equals("io.openliberty")) {
                    open = new ServerProduct("Open Liberty", version, file.toString());
                }
            }
        }
        return Optional.ofNullable(open);
    }

    private Optional<ServerProduct> wildFly() throws IOException {
        Path versionFile = home.resolve("version.txt");
        if (Files.isRegularFile(versionFile)) {
            String text = InputLimit.PROBED_FILE.readString(versionFile).strip();
            Matcher eap = EAP.matcher(text);
            if (eap.find()) {
                return Optional.of(new ServerProduct("JBoss EAP", eap.group(1), versionFile + " (" + text + ")"));
            }
            Matcher wildFly = WILDFLY.matcher(text);
            if (wildFly.find()) {
                return Optional.of(new ServerProduct("WildFly", wildFly.group(1), versionFile + " (" + text + ")"));
            }
            Matcher jboss = JBOSS_AS.matcher(text);
            if (jboss.find()) {
                return Optional.of(new ServerProduct("JBoss AS", jboss.group(1), versionFile + " (" + text + ")"));
            }
        }
        Path products = home.resolve("modules/system/layers/base/org/jboss/as/product");
        if (!Files.isDirectory(products)) {
            return Optional.empty();
        }
        try (DirectoryStream<Path> slots = Files.newDirectoryStream(products)) {
            for (Path slot : slots) {
                for (ManifestFile manifest : productManifests(slot)) {
                    String name = manifest.attributes().getValue("JBoss-Product-Release-Name");
                    String version = manifest.attributes().getValue("JBoss-Product-Release-Version");
                    if (name != null) {
                        String vendor = name.contains("EAP") || name.contains("Enterprise Application Platform")
                                ? "JBoss EAP" : name.startsWith("WildFly") ? "WildFly" : name;
                        return Optional.of(new ServerProduct(vendor, version, manifest.where() + " (" + name + ")"));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** A manifest's main attributes, and where they were read. */
    private record ManifestFile(java.util.jar.Attributes attributes, String where) {
    }

    /**
     * The manifests of a product module's slot: {@code dir/META-INF/MANIFEST.MF} (older layouts), and that of
     * each jar in the slot (WildFly 37 keeps it in {@code wildfly-feature-pack-product-conf-*.jar}).
     */
    private static List<ManifestFile> productManifests(Path slot) throws IOException {
        List<ManifestFile> manifests = new ArrayList<>();
        Path manifestFile = slot.resolve("dir/META-INF/MANIFEST.MF");
        if (Files.isRegularFile(manifestFile)) {
            manifests.add(new ManifestFile(new Manifest(new ByteArrayInputStream(
                    InputLimit.PROBED_FILE.read(manifestFile))).getMainAttributes(), manifestFile.toString()));
        }
        if (Files.isDirectory(slot)) {
            try (DirectoryStream<Path> jars = Files.newDirectoryStream(slot, "*.jar")) {
                for (Path jarFile : jars) {
                    try (ZipFile jar = new ZipFile(jarFile.toFile())) {
                        ZipEntry entry = jar.getEntry("META-INF/MANIFEST.MF");
                        if (entry != null) {
                            String where = jarFile + "!/" + entry.getName();
                            try (InputStream in = jar.getInputStream(entry)) {
                                manifests.add(new ManifestFile(new Manifest(new ByteArrayInputStream(
                                        InputLimit.PROBED_FILE.read(in, where))).getMainAttributes(), where));
                            }
                        }
                    }
                }
            }
        }
        return manifests;
    }

    private Optional<ServerProduct> glassFish() throws IOException {
        for (String candidate : List.of("glassfish/config/branding/glassfish-version.properties",
                "config/branding/glassfish-version.properties")) {
            Path branding = home.resolve(candidate);
            if (Files.isRegularFile(branding)) {
                Properties properties = properties(branding);
                String name = properties.getProperty("product_name", "") + " "
                        + properties.getProperty("abbrev_product_name", "");
                List<String> parts = new ArrayList<>();
                for (String key : List.of("major_version", "minor_version", "update_version")) {
                    String part = properties.getProperty(key, "").strip();
                    if (!part.isEmpty()) {
                        parts.add(part);
                    }
                }
                String version = parts.isEmpty() ? null : String.join(".", parts);
                String vendor = name.toLowerCase(Locale.ROOT).contains("payara") ? "Payara" : "GlassFish";
                return Optional.of(new ServerProduct(vendor, version, branding + " (" + name.strip() + ")"));
            }
        }
        return Optional.empty();
    }

    private Optional<ServerProduct> tomcat() throws IOException {
        Path catalina = home.resolve("lib/catalina.jar");
        if (Files.isRegularFile(catalina)) {
            try (ZipFile jar = new ZipFile(catalina.toFile())) {
                ZipEntry entry = jar.getEntry("org/apache/catalina/util/ServerInfo.properties");
                if (entry != null) {
                    Properties properties = new Properties();
                    try (InputStream in = jar.getInputStream(entry)) {
                        properties.load(new ByteArrayInputStream(
                                InputLimit.PROBED_FILE.read(in, catalina + "!/" + entry.getName())));
                    }
                    String info = properties.getProperty("server.info", "");
                    String version = info.contains("/") ? info.substring(info.indexOf('/') + 1).strip() : null;
                    String vendor = info.contains("TomEE") ? "TomEE" : "Tomcat";
                    return Optional.of(new ServerProduct(vendor, version,
                            catalina + "!/" + entry.getName() + " (" + info + ")"));
                }
            }
        }
        Path releaseNotes = home.resolve("RELEASE-NOTES");
        if (Files.isRegularFile(releaseNotes)) {
            Matcher version = TOMCAT_RELEASE_NOTES.matcher(
                    new String(InputLimit.PROBED_FILE.read(releaseNotes), StandardCharsets.ISO_8859_1));
            if (version.find()) {
                return Optional.of(new ServerProduct("Tomcat", version.group(1), releaseNotes.toString()));
            }
        }
        return Optional.empty();
    }

    private static Properties properties(Path file) throws IOException {
        Properties properties = new Properties();
        properties.load(new ByteArrayInputStream(InputLimit.PROBED_FILE.read(file)));
        return properties;
    }
}
