package dev.bindwise.core.discovery;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import dev.bindwise.core.discovery.Findings.EndpointFinding;
import dev.bindwise.core.discovery.Findings.Finding;
import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.FactSource;
import dev.bindwise.model.Facts;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.probe.ProbeOutcome;

/**
 * Turns the probes' findings and a profile's declarations into the model's Facts: declared wins over
 * probed, probed over default, and each fact and endpoint keeps its source and where it came from. A
 * declared value that contradicts the probe keeps the probe's word in its detail.
 */
final class FactsAssembly {

    private static final ModelFactory MODEL = ModelFactory.eINSTANCE;
    private static final Set<BindingKind> REMOTE = Set.of(BindingKind.SOAP, BindingKind.HTTP, BindingKind.RMI_IIOP,
            BindingKind.JCA);
    /** Outcomes in which the endpoint's host answered the TCP connection attempt itself (accepted or refused). */
    private static final Set<ProbeOutcome> CONNECTION_ANSWERED = Set.of(ProbeOutcome.ANSWERED, ProbeOutcome.REFUSED, ProbeOutcome.SILENT);

    /** A port of the description, in file order. */
    record PortRef(String name, BindingKind kind) {
    }

    private final TargetProfile profile;
    private final List<PortRef> ports;
    private final Map<String, String> defaultReasons;
    private final String unnamedTarget;
    private final Map<String, Fact> facts = new LinkedHashMap<>();

    /** @param unnamedTarget the target's name when neither a profile nor the probed host name gives one */
    FactsAssembly(TargetProfile profile, List<PortRef> ports, Map<String, String> defaultReasons, String unnamedTarget) {
        this.profile = profile;
        this.ports = ports;
        this.defaultReasons = defaultReasons;
        this.unnamedTarget = unnamedTarget;
    }

    Facts assemble(List<Findings> results) {
        Map<String, EndpointFinding> probedEndpoints = new LinkedHashMap<>();
        for (Findings findings : results) {
            findings.endpoints().forEach(endpoint -> probedEndpoints.putIfAbsent(endpoint.port(), endpoint));
            for (Finding finding : findings.facts()) {
                if (!facts.containsKey(finding.name())) {
                    put(finding.name(), finding.value(), probedSource(finding.value()), finding.detail());
                }
            }
        }
        List<EndpointFact> endpoints = new ArrayList<>();
        for (PortRef port : ports) {
            endpoints.add(endpoint(port, probedEndpoints.get(port.name())));
        }
        serverFromBanner();
        fromEndpoints(FactNames.CLIENT_SAME_JVM, endpoints, BindingKind.LOCAL_JAVA,
                "the service has no local Java port");
        fromEndpoints(FactNames.JCA_ADAPTER_REACHABLE, endpoints, BindingKind.JCA, "the service has no JCA port");
        firewall(probedEndpoints);
        if (profile != null) {
            profile.facts().forEach((name, declared) -> declare(name, declared));
        }
        sameSecurityDomain();
        for (String name : FactNames.ALL) {
            if (!facts.containsKey(name)) {
                put(name, FactNames.UNKNOWN, FactSource.DEFAULT,
                        defaultReasons.getOrDefault(name, "nothing established it"));
            }
        }
        if (profile != null) {
            List<String> portNames = ports.stream().map(PortRef::name).toList();
            List<String> foreign = profile.endpoints().keySet().stream().filter(port -> !portNames.contains(port))
                    .toList();
            put(FactNames.TARGET_PROFILE, profile.fileName(), FactSource.DECLARED, foreign.isEmpty() ? null
                    : "declares endpoints this service does not have: " + String.join(", ", foreign));
        }
        Facts result = MODEL.createFacts();
        result.setTarget(target());
        for (String name : FactNames.ALL) {
            result.getFacts().add(facts.remove(name));
        }
        Optional.ofNullable(facts.remove(FactNames.TARGET_PROFILE)).ifPresent(result.getFacts()::add);
        result.getFacts().addAll(facts.values());
        result.getEndpoints().addAll(endpoints);
        return result;
    }

    private EndpointFact endpoint(PortRef port, EndpointFinding probed) {
        EndpointFact endpoint = MODEL.createEndpointFact();
        endpoint.setPort(port.name());
        endpoint.setKind(port.kind());
        endpoint.setAddress(probed.address());
        endpoint.setAccessible(probed.outcome().accessible());
        endpoint.setReason(probed.reason());
        endpoint.setSource(probed.outcome() == ProbeOutcome.NOT_PROBED ? FactSource.DEFAULT : FactSource.PROBED);
        Optional<TargetProfile.DeclaredAccess> declared = profile == null ? Optional.empty()
                : profile.access(port.name(), port.kind());
        if (declared.isPresent()) {
            endpoint.setAccessible(declared.get().accessible());
            endpoint.setReason("declared: " + declared.get().reason()
                    + (probed.outcome() == ProbeOutcome.NOT_PROBED ? "" : "; probed: " + probed.reason()));
            endpoint.setSource(FactSource.DECLARED);
        }
        return endpoint;
    }

    /** Vendor and version from a SOAP endpoint's banner, when no installation folder said them. */
    private void serverFromBanner() {
        Fact banner = facts.get(FactNames.SERVER_BANNER);
        Fact vendor = facts.get(FactNames.SERVER_VENDOR);
        if (banner == null || vendor != null && !vendor.getValue().equals(FactNames.UNKNOWN)) {
            return;
        }
        ServerBanner.product(banner.getValue(), "the banner in " + banner.getDetail()).ifPresent(product -> {
                    put(FactNames.SERVER_VENDOR, product.vendor(), FactSource.PROBED, product.evidence());
                    put(FactNames.SERVER_VERSION, product.version() == null ? FactNames.UNKNOWN : product.version(),
                            product.version() == null ? FactSource.DEFAULT : FactSource.PROBED, product.evidence());
                });
    }

    /** true when an endpoint of the kind is accessible, false when there are some and none is. */
    private void fromEndpoints(String name, List<EndpointFact> endpoints, BindingKind kind, String noneReason) {
        List<EndpointFact> ofKind = endpoints.stream().filter(endpoint -> endpoint.getKind() == kind
                && endpoint.getSource() != FactSource.DEFAULT).toList();
        if (ofKind.isEmpty()) {
            defaultReasons.putIfAbsent(name, noneReason);
            return;
        }
        boolean accessible = ofKind.stream().anyMatch(EndpointFact::isAccessible);
        boolean declared = ofKind.stream().anyMatch(endpoint -> endpoint.getSource() == FactSource.DECLARED);
        String detail = ofKind.stream().map(endpoint -> endpoint.getPort() + ": " + endpoint.getReason())
                .collect(Collectors.joining("; "));
        put(name, Boolean.toString(accessible), declared ? FactSource.DECLARED : FactSource.PROBED, detail);
    }

    /** The paper's firewall probe: a connection attempt that got no answer at all means something drops it. */
    private void firewall(Map<String, EndpointFinding> probedEndpoints) {
        List<EndpointFinding> remote = probedEndpoints.values().stream()
                .filter(endpoint -> REMOTE.contains(endpoint.kind())).toList();
        List<String> filtered = names(remote, endpoint -> endpoint.outcome() == ProbeOutcome.FILTERED);
        List<String> answered = names(remote, endpoint -> CONNECTION_ANSWERED.contains(endpoint.outcome()));
        if (!filtered.isEmpty()) {
            put(FactNames.NETWORK_FIREWALL, "true", FactSource.PROBED,
                    "no answer to a connection attempt to " + String.join(", ", filtered));
        } else if (!answered.isEmpty()) {
            put(FactNames.NETWORK_FIREWALL, "false", FactSource.PROBED,
                    "the hosts of " + String.join(", ", answered) + " answered the connection attempts");
        } else {
            defaultReasons.putIfAbsent(FactNames.NETWORK_FIREWALL, "no remote endpoint could be probed");
        }
    }

    private static List<String> names(List<EndpointFinding> endpoints, Predicate<EndpointFinding> which) {
        return endpoints.stream().filter(which).map(EndpointFinding::port).toList();
    }

    private void declare(String name, TargetProfile.Declared declared) {
        Fact probed = facts.get(name);
        String detail = "declared in " + profile.where(declared.line());
        if (probed != null && probed.getSource() == FactSource.PROBED && !probed.getValue().equals(declared.value())) {
            detail += "; probed: " + probed.getValue() + (probed.getDetail() == null ? "" : " (" + probed.getDetail() + ")");
        }
        put(name, declared.value(), FactSource.DECLARED, detail);
    }

    private void sameSecurityDomain() {
        Fact client = facts.get(FactNames.SECURITY_DOMAIN_CLIENT);
        Fact service = facts.get(FactNames.SECURITY_DOMAIN_SERVICE);
        if (client == null || service == null || client.getValue().equals(FactNames.UNKNOWN)
                || service.getValue().equals(FactNames.UNKNOWN)) {
            defaultReasons.putIfAbsent(FactNames.SECURITY_SAME_DOMAIN, "a security domain is unknown");
            return;
        }
        boolean declared = client.getSource() == FactSource.DECLARED || service.getSource() == FactSource.DECLARED;
        put(FactNames.SECURITY_SAME_DOMAIN, Boolean.toString(client.getValue().equals(service.getValue())),
                declared ? FactSource.DECLARED : FactSource.PROBED,
                "client " + client.getValue() + ", service " + service.getValue());
    }

    private String target() {
        if (profile != null && profile.name() != null) {
            return profile.name();
        }
        Fact host = facts.get(FactNames.CLIENT_HOST);
        return host != null && !host.getValue().equals(FactNames.UNKNOWN) ? host.getValue() : unnamedTarget;
    }

    /** A probe's word is PROBED, unless it is that nothing could be established. */
    private static FactSource probedSource(String value) {
        return value.equals(FactNames.UNKNOWN) ? FactSource.DEFAULT : FactSource.PROBED;
    }

    private void put(String name, String value, FactSource source, String detail) {
        Fact fact = MODEL.createFact();
        fact.setName(name);
        fact.setValue(value);
        fact.setSource(source);
        fact.setDetail(detail);
        facts.put(name, fact);
    }
}
