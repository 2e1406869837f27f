package dev.bindwise.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.bindwise.core.inspect.InspectOperation;
import dev.bindwise.core.inspect.InspectReport;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.select.SelectionRequest;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.core.wsdl.schema.RemoteSchemas;
import dev.bindwise.model.ServiceDescription;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The WSDL a command reads, with its import roots and whether schemas it imports from URLs are fetched: the same
 * argument and options in every command (a picocli mixin), and the reader's warnings printed the same way.
 */
final class WsdlInput {

    @Parameters(paramLabel = "FILE.wsdl", description = "The (extended) WSDL 1.1 file to read.")
    private Path wsdl;

    @Option(names = "--import-root", paramLabel = "DIR",
            description = "A folder to resolve class-path style imports (/com/acme/Types.xsd) against; repeatable.")
    private List<Path> importRoots = new ArrayList<>();

    @Option(names = RemoteSchemas.OPTION,
            description = "Fetch the schemas the WSDL imports from http or https URLs (as application servers publish"
                    + " WSDLs: schemaLocation=\"http://host/svc?xsd=1\"), up to the size of a local file, within 30 s"
                    + " each, redirected only on the same host. Without it such an import is refused.")
    private boolean fetchRemoteSchemas;

    /** Reads the WSDL; a missing file, a bad import root or an unreadable WSDL is bad input with the reader's message. */
    ServiceDescription read() throws BadInputException {
        check();
        return new InspectOperation(wsdl, options()).execute(null);
    }

    /** A selection of this WSDL, read when the selection runs; a missing file or a bad import root is bad input. */
    SelectionRequest selection() throws BadInputException {
        check();
        return SelectionRequest.ofWsdl(wsdl, options());
    }

    /** The warnings the reader had on the WSDL, as inspect prints them (nothing when there are none). */
    static void printWarnings(ServiceDescription description, PrintWriter err) {
        err.print(InspectReport.warnings(description));
        err.flush();
    }

    private WsdlReaderOptions options() {
        return new WsdlReaderOptions(importRoots).withRemoteSchemas(fetchRemoteSchemas, WsdlReaderOptions.FETCH_TIME_LIMIT);
    }

    private void check() throws BadInputException {
        if (!Files.isRegularFile(wsdl)) {
            throw new BadInputException(wsdl + ": no such file. Give the path of a .wsdl file.");
        }
        for (Path root : importRoots) {
            if (!Files.isDirectory(root)) {
                throw new BadInputException(root + ": --import-root is not a folder.");
            }
        }
    }
}
