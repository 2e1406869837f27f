package dev.bindwise.core.discovery;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.core.discovery.Findings.EndpointFinding;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.operation.BindwiseOperation;
import dev.bindwise.model.Facts;
import dev.bindwise.model.Port;
import dev.bindwise.model.Service;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.internal.Deadline;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.probe.ProbeOutcome;

/**
 * Environment discovery (the paper's section 3.2): facts about where a client is deployed, each from a
 * real probe within a time bound, merged with the facts a target profile declares. Run on the caller's
 * thread; the probes themselves run in parallel within the request's timeout, and the monitor hears of
 * each probe that ends.
 */
public final class DiscoverOperation implements BindwiseOperation<Facts> {

    private final ServiceDescription description;
    private final DiscoveryRequest request;

    public DiscoverOperation(ServiceDescription description, DiscoveryRequest request) {
        this.description = description;
        this.request = request;
    }

    /**
     * Probes, waits at most the request's timeout, and merges probed, declared and default facts: every name
     * of {@link FactNames#ALL}, and one endpoint per port of the description, each with its source.
     *
     * @throws BadInputException when the request names a project or server folder that does not exist, a
     *             project that is neither a folder nor an archive, or a
     *             target profile that cannot be read
     * @throws OperationCanceledException when the monitor is cancelled
     */
    @Override
    public Facts execute(IProgressMonitor monitor) throws BadInputException {
        if (request.project() != null && !Files.exists(request.project())) {
            throw new BadInputException(request.project() + ": no such project folder or archive");
        }
        if (request.project() != null && !ClientFiles.isFolderOrArchive(request.project())) {
            throw new BadInputException(request.project() + ": the client project is neither a folder nor a zip"
                    + " archive (EAR, WAR, JAR). Give the client's project folder or its built archive.");
        }
        if (request.serverHome() != null && !Files.isDirectory(request.serverHome())) {
            throw new BadInputException(request.serverHome() + ": no such server installation folder");
        }
        TargetProfile profile = request.profile() != null ? request.profile()
                : request.profileFile() != null ? TargetProfile.load(request.profileFile()) : null;
        if (!request.probe()) {
            return declaredOnly(profile);
        }
        ClassLoader clientClasses = ClientClassPath.of(request.project());
        Deadline deadline = Deadline.after(request.timeout());
        List<Probe> probes = new ArrayList<>();
        List<EndpointFinding> notProbed = new ArrayList<>();
        List<FactsAssembly.PortRef> ports = new ArrayList<>();
        Map<String, List<String>> portsByHost = new LinkedHashMap<>();
        Map<String, HostPort> iiopEndpoints = new LinkedHashMap<>();
        for (Service service : description.getServices()) {
            for (Port port : service.getPorts()) {
                String override = profile == null ? null : profile.addressOverride(port.getName());
                String address = EndpointAddress.of(port, override);
                ports.add(new FactsAssembly.PortRef(port.getName(), port.getKind()));
                switch (port.getKind()) {
                    case SOAP, HTTP -> probes.add(new HttpEndpointProbe(port.getName(), port.getKind(), address));
                    case RMI_IIOP -> probes.add(new IiopEndpointProbe(port.getName(), address));
                    case JCA -> probes.add(new JcaEndpointProbe(port.getName(), address));
                    case LOCAL_JAVA -> probes.add(new LocalJavaProbe(port.getName(), address, clientClasses));
                    default -> notProbed.add(new EndpointFinding(port.getName(), port.getKind(), address,
                            ProbeOutcome.NOT_PROBED, "discovery has no probe for " + port.getKind()
                                    + " endpoints; declare it in a target profile"));
                }
                Optional<HostPort> remote = EndpointAddress.remote(port.getKind(), address);
                remote.ifPresent(hostPort -> portsByHost.computeIfAbsent(hostPort.host(), host -> new ArrayList<>())
                        .add(port.getName()));
                if (port.getKind() == BindingKind.RMI_IIOP) {
                    remote.ifPresent(hostPort -> iiopEndpoints.put(port.getName(), hostPort));
                }
            }
        }
        probes.add(new HostLocationProbe(portsByHost));
        Map<String, String> defaultReasons = new LinkedHashMap<>();
        if (iiopEndpoints.isEmpty()) {
            defaultReasons.put(FactNames.CLIENT_SAME_ORB, "the service has no RMI-IIOP endpoint with an address");
        } else {
            probes.add(new SameOrbProbe(iiopEndpoints));
        }
        if (request.project() != null) {
            probes.add(new PackageTypeProbe(request.project()));
            probes.add(new ClientSecurityDomainProbe(request.project()));
        } else {
            defaultReasons.put(FactNames.PACKAGE_TYPE, "no client project or archive was given");
            defaultReasons.put(FactNames.SECURITY_DOMAIN_CLIENT, "no client project or archive was given");
        }
        if (request.serverHome() != null) {
            probes.add(new ServerInstallationProbe(request.serverHome()));
            probes.add(new ServerSecurityDomainProbe(request.serverHome()));
        } else {
            String why = "no server installation was given, and no SOAP endpoint answered with a Server banner";
            defaultReasons.put(FactNames.SERVER_VENDOR, why);
            defaultReasons.put(FactNames.SERVER_VERSION, why);
            defaultReasons.put(FactNames.SECURITY_DOMAIN_SERVICE, "no server installation was given");
        }
        defaultReasons.put(FactNames.JCA_CONNECTION_FACTORY, "only a target profile declares it (options, jndi or none):"
                + " a plain Java SE client has none unless the application gives one in RuntimeOptions, an EAR's container"
                + " may bind one in JNDI");
        defaultReasons.put(FactNames.SERVER_BANNER, "no SOAP endpoint answered with a Server or X-Powered-By header");
        List<Findings> results = new ArrayList<>(ProbeRunner.run(probes, deadline,
                SubMonitor.convert(monitor, "Discovering the target", probes.size())));
        results.add(new Findings(List.of(), notProbed));
        return new FactsAssembly(profile, ports, defaultReasons, "this host").assemble(results);
    }

    /**
     * The facts without a probe: what the profile declares, the rest unknown, every endpoint not probed and so left
     * for the proxy to check where it runs.
     */
    private Facts declaredOnly(TargetProfile profile) {
        List<FactsAssembly.PortRef> ports = new ArrayList<>();
        List<EndpointFinding> notProbed = new ArrayList<>();
        for (Service service : description.getServices()) {
            for (Port port : service.getPorts()) {
                String override = profile == null ? null : profile.addressOverride(port.getName());
                ports.add(new FactsAssembly.PortRef(port.getName(), port.getKind()));
                notProbed.add(new EndpointFinding(port.getName(), port.getKind(), EndpointAddress.of(port, override),
                        ProbeOutcome.NOT_PROBED, "nothing is probed where the plan is made; the proxy checks it where it runs"));
            }
        }
        Map<String, String> defaultReasons = new LinkedHashMap<>();
        for (String name : FactNames.ALL) {
            defaultReasons.put(name, "not probed where the plan was made");
        }
        return new FactsAssembly(profile, ports, defaultReasons, "where the proxy is deployed")
                .assemble(List.of(new Findings(List.of(), notProbed)));
    }
}
