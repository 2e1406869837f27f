package dev.bindwise.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.select.SelectionRequest;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.ServiceDescription;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The WSDL a command reads, with its import roots: the same argument and option in every command (a picocli mixin). */
final class WsdlInput {

    @Parameters(paramLabel = "FILE.wsdl", description = "The (extended) WSDL 1.1 file to read.")
    private Path wsdl;

    @Option(names = "--import-root", paramLabel = "DIR",
            description = "A folder to resolve class-path style imports (/com/acme/Types.xsd) against; repeatable.")
    private List<Path> importRoots = new ArrayList<>();

    /** Reads the WSDL; a missing file, a bad import root or an unreadable WSDL is bad input with the reader's message. */
    ServiceDescription read() throws BadInputException {
        check();
        return new WsdlReader(new WsdlReaderOptions(importRoots)).read(wsdl);
    }

    /** A selection of this WSDL, read when the selection runs; a missing file or a bad import root is bad input. */
    SelectionRequest selection() throws BadInputException {
        check();
        return SelectionRequest.ofWsdl(wsdl, new WsdlReaderOptions(importRoots));
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
