package dev.bindwise.cli;

import java.util.concurrent.Callable;

import dev.bindwise.core.inspect.InspectReport;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.model.ServiceDescription;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "inspect",
        header = "Shows what an extended WSDL offers: each operation and the bindings that offer it.",
        mixinStandardHelpOptions = true,
        description = "Reads an extended WSDL and prints, per service and port type, each operation with the bindings "
                + "that offer it (kind, port, address) and its message shapes.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = { "0:read and printed", "2:bad input (the message says what and where)", "1:internal error" })
final class InspectCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private WsdlInput wsdl;

    @Option(names = "--json", description = "Print a JSON document (its fields are described in docs/cli.md).")
    private boolean json;

    @Override
    public Integer call() throws BadInputException {
        ServiceDescription description = wsdl.read();
        spec.commandLine().getOut().print(json ? InspectReport.json(description) + "\n" : InspectReport.text(description));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
