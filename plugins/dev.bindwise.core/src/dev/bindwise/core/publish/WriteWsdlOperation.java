package dev.bindwise.core.publish;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.operation.BindwiseOperation;
import dev.bindwise.core.operation.OutputFile;

/**
 * Writes the WSDL that {@link AddBindingsOperation} made to a file, in the charset its text declares,
 * replacing a file there only when the caller says so (which may be the WSDL itself). Written as every
 * {@link OutputFile} is, so that a failed write leaves the target as it was. (The IDE writes through the
 * workspace instead, for the local history.)
 */
public final class WriteWsdlOperation implements BindwiseOperation<Path> {

    private final AddBindingsResult result;
    private final Path target;
    private final boolean replaceExisting;

    public WriteWsdlOperation(AddBindingsResult result, Path target, boolean replaceExisting) {
        this.result = result;
        this.target = target;
        this.replaceExisting = replaceExisting;
    }

    /** @return the file written */
    @Override
    public Path execute(IProgressMonitor monitor) throws AddBindingsException {
        SubMonitor.convert(monitor, "Writing " + target.getFileName(), 1).split(1);
        if (Files.exists(target) && !replaceExisting) {
            throw new AddBindingsException(target + " exists: choose another file, or say that it may be replaced.");
        }
        try {
            new OutputFile(target, "the WSDL", "Service.wsdl").write(result.newText(),
                    WsdlText.charsetOf(result.originalText()), replaceExisting);
        } catch (BadInputException e) {
            throw new AddBindingsException(e.getMessage(), e);
        }
        return target;
    }
}
