package dev.bindwise.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import dev.bindwise.core.inspect.InspectReport;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.ServiceDescription;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "inspect",
        mixinStandardHelpOptions = true,
        description = {
                "Reads an extended WSDL and prints, per service and port type, each operation with the bindings",
                "that offer it (kind, port, address) and its message shapes." },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = { "0:read and printed", "2:bad input (the message says what and where)", "1:internal error" })
final class InspectCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE.wsdl", description = "The WSDL 1.1 file to read.")
    private Path wsdl;

    @Option(names = "--json", description = "Print a JSON document (its fields are described in README.md).")
    private boolean json;

    @Option(names = "--import-root", paramLabel = "DIR",
            description = "A folder to resolve class-path style imports (/com/acme/Types.xsd) against; repeatable.")
    private List<Path> importRoots = new ArrayList<>();

    @Override
    public Integer call() throws BadInputException {
        if (!Files.isRegularFile(wsdl)) {
            throw new BadInputException(wsdl + ": no such file. Give the path of a .wsdl file.");
        }
        for (Path root : importRoots) {
            if (!Files.isDirectory(root)) {
                throw new BadInputException(root + ": --import-root is not a folder.");
            }
        }
        ServiceDescription description;
        try {
            description = new WsdlReader(new WsdlReaderOptions(importRoots)).read(wsdl);
        } catch (WsdlReadException e) {
            throw new BadInputException(e.getMessage());
        }
        spec.commandLine().getOut().print(json ? InspectReport.json(description) + "\n" : InspectReport.text(description));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
