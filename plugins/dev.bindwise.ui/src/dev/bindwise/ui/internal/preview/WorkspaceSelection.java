package dev.bindwise.ui.internal.preview;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;

import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.estimate.HintFields;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.select.Selection;
import dev.bindwise.core.select.SelectionOperation;
import dev.bindwise.core.select.SelectionRequest;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.persistence.ModelResources;
import dev.bindwise.ui.internal.settings.OperatingPointField;

/**
 * {@code ./bindwise select} for a WSDL in the workspace: the settings fill the core's selection request,
 * and the core's selection runs on the caller's thread (a Job's) with its progress monitor. Every bad input
 * ends in a {@link SelectionFailure} with the core's message.
 */
public final class WorkspaceSelection {

    private WorkspaceSelection() {
    }

    public static Selection select(IFile wsdl, SelectSettings settings, IProgressMonitor monitor) throws SelectionFailure {
        SpaceHints hints;
        ValueSetting point;
        try {
            hints = HintFields.of(settings.hints()).hints();
        } catch (IllegalArgumentException e) {
            throw new SelectionFailure("Hints: " + e.getMessage() + "\nCorrect them in Window > Preferences > Bindwise.");
        }
        try {
            point = OperatingPointField.parse(settings.operatingPoint()).orElse(null);
        } catch (IllegalArgumentException e) {
            throw new SelectionFailure(e.getMessage() + "\nCorrect it in Window > Preferences > Bindwise.");
        }
        SelectionRequest request = SelectionRequest.ofWsdl(location(wsdl), readerOptions(wsdl))
                .withDiscovery(DiscoveryRequest.defaults().withTimeout(settings.probeTimeout())
                        .withProfileFile(settings.targetProfile().orElse(null)))
                .withHints(hints).withOperatingPoint(point).withSamplesFolder(settings.samples().orElse(null))
                .withRuleFiles(settings.rules()).withCalibrationFile(settings.calibration().orElse(null));
        try {
            return new SelectionOperation(request).execute(monitor);
        } catch (BadInputException e) {
            throw new SelectionFailure(e.getMessage());
        }
    }

    /** Reads a WSDL of the workspace as select does. */
    public static ServiceDescription readWsdl(IFile wsdl) throws WsdlReadException {
        return new WsdlReader(readerOptions(wsdl)).read(location(wsdl));
    }

    /** A plan written by {@code ./bindwise select --plan}. */
    public static SelectionPlan loadPlan(IFile xmi) throws SelectionFailure {
        Path location = xmi.getLocation().toFile().toPath();
        if (!Files.isRegularFile(location)) {
            throw new SelectionFailure(location + ": no such file.");
        }
        try {
            return ModelResources.load(location, SelectionPlan.class);
        } catch (IOException e) {
            throw new SelectionFailure(e.getMessage() + "\nA plan is what ./bindwise select --plan FILE.xmi writes.");
        }
    }

    private static Path location(IFile wsdl) {
        return wsdl.getLocation().toFile().toPath();
    }

    /** WSIF WSDLs name imports from a source root; the project folder is the natural one. */
    private static WsdlReaderOptions readerOptions(IFile wsdl) {
        return new WsdlReaderOptions(List.of(wsdl.getProject().getLocation().toFile().toPath()));
    }
}
