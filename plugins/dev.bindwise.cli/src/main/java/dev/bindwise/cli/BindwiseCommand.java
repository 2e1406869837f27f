package dev.bindwise.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "bindwise",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        // one paragraph, which picocli wraps at the help's width
        description = "Picks, at deployment time, the fastest binding a client can use to call a web service that "
                + "publishes several (SOAP/HTTP, RMI-IIOP, JCA, local Java), from its extended (WSIF-style) WSDL.",
        subcommands = { InspectCommand.class, EstimateCommand.class, DiscoverCommand.class, SelectCommand.class,
                GenerateCommand.class })
final class BindwiseCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
