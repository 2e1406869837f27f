package dev.bindwise.cli;

import java.util.concurrent.Callable;

import dev.bindwise.core.discovery.DiscoverOperation;
import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.discovery.FactsReport;
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
                + "target profile declares. Prints every fact with its source (probed, declared, default).",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = { "0:discovered and printed", "2:bad input (the message says what and where)", "1:internal error" })
final class DiscoverCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private WsdlInput wsdl;

    @Mixin
    private DiscoveryOptions discovery;

    @Option(names = "--json", description = "Print a JSON document (its fields are described in README.md).")
    private boolean json;

    @Override
    public Integer call() throws BadInputException {
        DiscoveryRequest request = discovery.request();
        ServiceDescription description = wsdl.read();
        Facts facts = new DiscoverOperation(description, request).execute(null);
        spec.commandLine().getOut().print(json ? FactsReport.json(facts, description.getLocation()) + "\n"
                : FactsReport.text(facts));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
