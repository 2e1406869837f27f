package dev.bindwise.ui.internal;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

import dev.bindwise.core.inspect.InspectOperation;
import dev.bindwise.core.inspect.InspectReport;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.ServiceDescription;

/**
 * Shows what the reader found in one extended WSDL: the same report as {@code ./bindwise inspect}.
 * Reading happens in a background job; the view only shows the outcome.
 */
public final class InspectBindingsView extends ViewPart {

    public static final String ID = "dev.bindwise.ui.inspectView";

    /** The family of the jobs this view schedules, so that callers (and tests) can wait for them. */
    public static final Object JOB_FAMILY = InspectBindingsView.class;

    private Text report;
    private final LatestJob inspection = new LatestJob(() -> report);

    @Override
    public void createPartControl(Composite parent) {
        report = new Text(parent, SWT.MULTI | SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL);
        report.setFont(JFaceResources.getTextFont());
        report.setText("Select a .wsdl file and choose Bindwise > Inspect Bindings.");
    }

    @Override
    public void setFocus() {
        report.setFocus();
    }

    /** The text the view shows now. */
    public String reportText() {
        return report.getText();
    }

    public void inspect(IFile file) {
        setContentDescription("Reading " + file.getFullPath() + " ...");
        Path wsdl = file.getLocation().toFile().toPath();
        // WSIF WSDLs name imports from a source root; the project folder is the natural one.
        List<Path> importRoots = List.of(file.getProject().getLocation().toFile().toPath());
        Job job = new Job("Inspecting bindings of " + file.getName()) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                try {
                    ServiceDescription description = new InspectOperation(wsdl, new WsdlReaderOptions(importRoots))
                            .execute(monitor);
                    show(this, file.getFullPath().toString(), InspectReport.text(description));
                } catch (WsdlReadException e) {
                    show(this, "Cannot read " + file.getFullPath(), e.getMessage());
                } catch (OperationCanceledException e) {
                    return Status.CANCEL_STATUS;
                } catch (RuntimeException | LinkageError e) {
                    show(this, "Cannot read " + file.getFullPath(), UnexpectedFailure.logged(getName(), e));
                }
                // an unexpected failure was logged above: an error status would log it a second time
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == JOB_FAMILY;
            }
        };
        job.setUser(true);
        inspection.schedule(job);
    }

    private void show(Job job, String heading, String body) {
        inspection.inUi(job, () -> {
            setContentDescription(heading);
            report.setText(body);
        });
    }
}
