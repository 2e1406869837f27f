package dev.bindwise.core.inspect;

import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.core.operation.BindwiseOperation;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.ServiceDescription;

/**
 * Reads an extended WSDL for {@code ./bindwise inspect} and the IDE's Bindings view: what the reader found,
 * which {@link InspectReport} shows as text or JSON. Every command that starts from a WSDL file reads it so.
 */
public final class InspectOperation implements BindwiseOperation<ServiceDescription> {

    private final Path wsdl;
    private final WsdlReaderOptions options;

    public InspectOperation(Path wsdl, WsdlReaderOptions options) {
        this.wsdl = wsdl;
        this.options = options;
    }

    /**
     * @throws WsdlReadException when the WSDL, or a file it imports, cannot be read; the message says where and what to do
     * @throws OperationCanceledException when the monitor was cancelled before the reading started or while it ran
     */
    @Override
    public ServiceDescription execute(IProgressMonitor monitor) throws WsdlReadException {
        SubMonitor progress = SubMonitor.convert(monitor, "Reading " + wsdl.getFileName(), 1);
        progress.checkCanceled();
        ServiceDescription description = new WsdlReader(options).read(wsdl);
        // the reader cannot stop half-way; a cancel while it ran still ends the operation without a result
        progress.split(1);
        return description;
    }
}
