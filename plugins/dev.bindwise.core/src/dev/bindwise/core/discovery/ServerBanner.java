package dev.bindwise.core.discovery;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server product an HTTP banner (Server, X-Powered-By) names. Known products get their canonical
 * vendor name; any other banner gives its first product token ("Simple-Server/1.1" is vendor
 * Simple-Server, version 1.1): the banner is what the server says, not a guess.
 */
final class ServerBanner {

    /** A pattern for a product, its vendor name, and the group that holds the version (0: none). */
    private record Known(Pattern pattern, String vendor, int versionGroup) {
    }

    private static final List<Known> KNOWN = List.of(
            known("WebSphere Application Server/(\\S+)", "WebSphere", 1),
            known("Open ?Liberty(?:/(\\S+))?", "Open Liberty", 1),
            known("JBoss[- ]EAP(?:/(\\S+))?", "JBoss EAP", 1),
            known("WildFly(?: Full)?[ /]?(\\d\\S*)?", "WildFly", 1),
            known("Payara Server(?: [A-Za-z]+)*\\s*(\\d[\\d.]*)?", "Payara", 1),
            known("Payara(?:/(\\S+))?", "Payara", 1),
            known("GlassFish[^\\d)]*(\\d[\\d.]*)?", "GlassFish", 1),
            known("Apache Tomcat/(\\S+)", "Tomcat", 1),
            // Coyote's own version (1.1) says nothing of Tomcat's.
            known("Apache-Coyote/\\S+", "Tomcat", 0),
            known("Jetty\\(([^)]+)\\)", "Jetty", 1));
    private static final Pattern PRODUCT_TOKEN = Pattern.compile("([^\\s/()]+)(?:/([^\\s()]+))?");

    private ServerBanner() {
    }

    private static Known known(String regex, String vendor, int versionGroup) {
        return new Known(Pattern.compile(regex, Pattern.CASE_INSENSITIVE), vendor, versionGroup);
    }

    static Optional<ServerProduct> product(String banner, String evidence) {
        if (banner == null || banner.isBlank()) {
            return Optional.empty();
        }
        for (Known known : KNOWN) {
            Matcher matcher = known.pattern().matcher(banner);
            if (matcher.find()) {
                String version = known.versionGroup() == 0 ? null : matcher.group(known.versionGroup());
                return Optional.of(new ServerProduct(known.vendor(), version, evidence));
            }
        }
        Matcher token = PRODUCT_TOKEN.matcher(banner.strip());
        if (token.lookingAt()) {
            return Optional.of(new ServerProduct(token.group(1), token.group(2), evidence));
        }
        return Optional.empty();
    }
}
