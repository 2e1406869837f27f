package dev.bindwise.core.discovery;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;

import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.FactSource;
import dev.bindwise.model.Facts;
import dev.bindwise.model.Port;
import dev.bindwise.model.Service;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * Writes target profiles ({@value TargetProfile#FORMAT}), the format {@link TargetProfile} reads: what a
 * discovery established on a target, so that a selection elsewhere declares the same facts; or only where
 * a target's endpoints are, for a discovery to probe there.
 */
public final class TargetProfileWriter {

    /** Facts the reader derives itself, or that name the profile: never declared. */
    private static final Set<String> DERIVED = Set.of(FactNames.SECURITY_SAME_DOMAIN, FactNames.TARGET_PROFILE);
    /** The typed sections of the format: their key, and per fact name its key inside. */
    private static final Map<String, Map<String, String>> SECTIONS = Map.of(
            "server", Map.of(FactNames.SERVER_VENDOR, "vendor", FactNames.SERVER_VERSION, "version"),
            "client", Map.of(FactNames.CLIENT_SAME_JVM, "sameJvm", FactNames.CLIENT_SAME_ORB, "sameOrb",
                    FactNames.CLIENT_SAME_HOST, "sameHost", FactNames.CLIENT_SAME_SUBNET, "sameSubnet"),
            "securityDomains", Map.of(FactNames.SECURITY_DOMAIN_CLIENT, "client",
                    FactNames.SECURITY_DOMAIN_SERVICE, "service"));
    private static final List<String> BOOLEAN_SECTIONS = List.of("client");

    private TargetProfileWriter() {
    }

    /**
     * The profile of a discovery's result: its target's name, every fact it established (probed or
     * declared; those nothing established are left out, to be probed where the profile is used), and per
     * port whether it is accessible and why, with the address probed where it is not the WSDL's.
     *
     * @param description the service the facts are about (its ports' addresses)
     * @param comment the lines written before the JSON as {@code //} comments (where and when it was found)
     */
    public static String of(Facts facts, ServiceDescription description, List<String> comment) {
        JsonObject root = header(facts.getTarget());
        Map<String, JsonObject> sections = new LinkedHashMap<>();
        JsonObject others = new JsonObject();
        JsonObject firewall = new JsonObject();
        for (Fact fact : facts.getFacts()) {
            if (fact.getSource() == FactSource.DEFAULT || DERIVED.contains(fact.getName()) || probedLocalJava(fact)) {
                continue;
            }
            String name = fact.getName();
            String value = fact.getValue();
            String section = section(name);
            if (name.equals(FactNames.PACKAGE_TYPE)) {
                root.addProperty("packageType", value);
            } else if (name.equals(FactNames.NETWORK_FIREWALL) && isBoolean(value)) {
                firewall.addProperty("present", Boolean.parseBoolean(value));
            } else if (section != null && (!BOOLEAN_SECTIONS.contains(section) || isBoolean(value))) {
                JsonObject members = sections.computeIfAbsent(section, key -> new JsonObject());
                if (BOOLEAN_SECTIONS.contains(section)) {
                    members.addProperty(SECTIONS.get(section).get(name), Boolean.parseBoolean(value));
                } else {
                    members.addProperty(SECTIONS.get(section).get(name), value);
                }
            } else if (isBoolean(value)) {
                others.addProperty(name, Boolean.parseBoolean(value));
            } else {
                others.addProperty(name, value);
            }
        }
        sections.forEach(root::add);
        if (!firewall.isEmpty()) {
            root.add("firewall", firewall);
        }
        if (!others.isEmpty()) {
            root.add("facts", others);
        }
        Map<String, String> wsdlAddresses = wsdlAddresses(description);
        JsonObject endpoints = new JsonObject();
        for (EndpointFact endpoint : facts.getEndpoints()) {
            if (endpoint.getSource() == FactSource.DEFAULT
                    || endpoint.getSource() == FactSource.PROBED && endpoint.getKind() == BindingKind.LOCAL_JAVA) {
                continue;
            }
            JsonObject declared = new JsonObject();
            declared.addProperty("accessible", endpoint.isAccessible());
            declared.addProperty("reason", endpoint.getReason());
            String address = endpoint.getAddress();
            if (address != null && !address.equals(wsdlAddresses.get(endpoint.getPort()))) {
                declared.addProperty("address", address);
            }
            endpoints.add(endpoint.getPort(), declared);
        }
        if (!endpoints.isEmpty()) {
            root.add("endpoints", endpoints);
        }
        return text(root, comment);
    }

    /**
     * A local Java fact a probe found (whether the class loads): never declared, since a probe cannot establish that
     * the service is co-located; declared as false, it would take local Java out of the proxy's ranking elsewhere,
     * where the application may give the proxy an instance.
     */
    private static boolean probedLocalJava(Fact fact) {
        return fact.getSource() == FactSource.PROBED && fact.getName().equals(FactNames.CLIENT_SAME_JVM);
    }

    /**
     * A profile that only says where a target's endpoints are: a discovery that reads it probes each port
     * there instead of at the WSDL's address, and establishes everything else itself.
     *
     * @param name the target's name
     * @param addresses per port name, its address in the form of its binding (URL, corbaloc, tcp://host:port)
     * @param comment the lines written before the JSON as {@code //} comments
     */
    public static String addresses(String name, Map<String, String> addresses, List<String> comment) {
        JsonObject root = header(name);
        JsonObject endpoints = new JsonObject();
        addresses.forEach((port, address) -> {
            JsonObject endpoint = new JsonObject();
            endpoint.addProperty("address", address);
            endpoints.add(port, endpoint);
        });
        root.add("endpoints", endpoints);
        return text(root, comment);
    }

    private static JsonObject header(String name) {
        JsonObject root = new JsonObject();
        root.addProperty("format", TargetProfile.FORMAT);
        if (name != null) {
            root.addProperty("name", name);
        }
        return root;
    }

    private static String section(String factName) {
        return SECTIONS.entrySet().stream().filter(section -> section.getValue().containsKey(factName))
                .map(Map.Entry::getKey).findFirst().orElse(null);
    }

    private static boolean isBoolean(String value) {
        return value.equals("true") || value.equals("false");
    }

    /** Per port, the address discovery probes when no profile moves it. */
    private static Map<String, String> wsdlAddresses(ServiceDescription description) {
        Map<String, String> addresses = new LinkedHashMap<>();
        for (Service service : description.getServices()) {
            for (Port port : service.getPorts()) {
                addresses.put(port.getName(), EndpointAddress.of(port, null));
            }
        }
        return addresses;
    }

    private static String text(JsonObject root, List<String> comment) {
        StringBuilder text = new StringBuilder();
        for (String line : comment) {
            // a line break inside a line would end the comment and leave the rest as (invalid) JSON
            text.append("// ").append(line.replaceAll("[\\r\\n\\u2028\\u2029]+", " ")).append('\n');
        }
        text.append(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root)).append('\n');
        return text.toString();
    }
}
