package dev.bindwise.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.Callable;

import dev.bindwise.core.discovery.DiscoverOperation;
import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.discovery.FactsReport;
import dev.bindwise.core.discovery.SaveTargetOperation;
import dev.bindwise.core.discovery.TargetProfileWriter;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.model.Facts;
import dev.bindwise.model.ServiceDescription;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "discover",
        header = "Finds the facts of the target: endpoints, host, ORB, package, server, security.",
        mixinStandardHelpOptions = true,
        description = "Probes where a client of the service would run (this host): each port's endpoint (an HTTP "
                + "request, a GIOP LocateRequest, a TCP connection, a class lookup), same host and subnet, same ORB, "
                + "and, when given, the client's package and the server's installation; then merges the facts a "
                + "target profile declares. Prints every fact with its source (probed, declared, default). "
                + "--save-target writes what it found as a target profile, for select --target on another machine.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = { "0:discovered and printed", "2:bad input (the message says what and where)", "1:internal error" })
final class DiscoverCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private WsdlInput wsdl;

    @Mixin
    private DiscoveryOptions discovery;

    @Option(names = "--json", description = "Print a JSON document (its fields are described in docs/cli.md).")
    private boolean json;

    @Option(names = "--save-target", paramLabel = "FILE",
            description = "Also write what was found as a target profile (bindwise.target/1): every fact established and "
                    + "each port's accessibility, declared, for select --target FILE where this target cannot be probed.")
    private Path saveTarget;

    @Option(names = "--force", description = "Replace the --save-target file if it exists (without it, an existing file is never touched).")
    private boolean force;

    @Override
    public Integer call() throws BadInputException {
        DiscoveryRequest request = discovery.request();
        if (saveTarget != null && !force && Files.exists(saveTarget)) {
            throw new BadInputException(saveTarget + " exists already: choose another --save-target, or add --force to replace it.");
        }
        ServiceDescription description = wsdl.read();
        Facts facts = new DiscoverOperation(description, request).execute(null);
        spec.commandLine().getOut().print(json ? FactsReport.json(facts, description.getLocation()) + "\n"
                : FactsReport.text(facts));
        if (saveTarget != null) {
            String profile = TargetProfileWriter.of(facts, description, List.of(
                    "What ./bindwise discover found on " + facts.getTarget() + " at "
                            + Instant.now().truncatedTo(ChronoUnit.SECONDS) + " for " + description.getLocation() + ".",
                    "Give it to select --target (or generate --target) where this target cannot be probed:",
                    "the facts below are declared there and win over what is probed."));
            new SaveTargetOperation(profile, saveTarget, force).execute(null);
            if (!json) {
                spec.commandLine().getOut().println("\nTarget profile written to " + saveTarget);
            }
        }
        spec.commandLine().getOut().flush();
        return 0;
    }
}
