package dev.bindwise.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;

import dev.bindwise.core.discovery.Discovery;
import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.discovery.FactsReport;
import dev.bindwise.core.discovery.TargetProfile;
import dev.bindwise.core.discovery.TargetProfileException;
import dev.bindwise.model.Facts;
import dev.bindwise.model.ServiceDescription;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "discover",
        mixinStandardHelpOptions = true,
        description = {
                "Probes where a client of the service would run (this host): each port's endpoint (an HTTP",
                "request, a GIOP LocateRequest, a TCP connection, a class lookup), same host and subnet, same ORB,",
                "and, when given, the client's package and the server's installation; then merges the facts a",
                "target profile declares. Prints every fact with its source (probed, declared, default)." },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = { "0:discovered and printed", "2:bad input (the message says what and where)", "1:internal error" })
final class DiscoverCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private WsdlInput wsdl;

    @Option(names = "--target", paramLabel = "PROFILE",
            description = "A target profile (bindwise.target/1, JSON): facts declared for a target that cannot be probed from here.")
    private Path profile;

    @Option(names = "--project", paramLabel = "DIR|ARCHIVE",
            description = "The client: a project folder or an EAR, WAR or JAR (package type, security domain).")
    private Path project;

    @Option(names = "--server-home", paramLabel = "DIR",
            description = "The service's application server installation (vendor, version, security domain).")
    private Path serverHome;

    @Option(names = "--timeout", paramLabel = "MS", defaultValue = "2000",
            description = "The bound of the whole discovery in milliseconds (probes run in parallel); default ${DEFAULT-VALUE}.")
    private long timeoutMillis;

    @Option(names = "--json", description = "Print a JSON document (its fields are described in README.md).")
    private boolean json;

    @Override
    public Integer call() throws BadInputException {
        if (project != null && !Files.exists(project)) {
            throw new BadInputException(project + ": --project is neither a folder nor an archive.");
        }
        if (serverHome != null && !Files.isDirectory(serverHome)) {
            throw new BadInputException(serverHome + ": --server-home is not a folder.");
        }
        if (timeoutMillis <= 0) {
            throw new BadInputException("--timeout " + timeoutMillis + ": give a positive number of milliseconds.");
        }
        ServiceDescription description = wsdl.read();
        TargetProfile targetProfile = null;
        if (profile != null) {
            try {
                targetProfile = TargetProfile.load(profile);
            } catch (TargetProfileException e) {
                throw new BadInputException(e.getMessage());
            }
        }
        Facts facts = Discovery.discover(description, new DiscoveryRequest(project, serverHome,
                Duration.ofMillis(timeoutMillis), targetProfile, null));
        spec.commandLine().getOut().print(json ? FactsReport.json(facts, description.getLocation()) + "\n"
                : FactsReport.text(facts));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
