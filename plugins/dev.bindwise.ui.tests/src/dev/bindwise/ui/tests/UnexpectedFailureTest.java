package dev.bindwise.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.bindwise.ui.internal.preview.BindingPreviewView;

/**
 * An exception nobody expected in the Binding Preview's job (here: a WSDL linked from a file system that is not
 * local, so that it has no location, which the selection does not foresee) ends the "Selecting for ..." with a
 * message that says what failed, and is written to the Eclipse log with its stack trace.
 */
class UnexpectedFailureTest {

    private IProject project;
    private BindingPreviewView view;
    private final List<IStatus> logged = new CopyOnWriteArrayList<>();
    private final ILogListener listener = (status, plugin) -> {
        if ("dev.bindwise.ui".equals(status.getPlugin())) {
            logged.add(status);
        }
    };

    @BeforeEach
    void listenToTheLog() {
        Platform.addLogListener(listener);
    }

    @AfterEach
    void cleanUp() throws Exception {
        Platform.removeLogListener(listener);
        Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the preview jobs");
        if (view != null) {
            Workbench.page().hideView(view);
        }
        if (project != null) {
            Workbench.delete(project);
        }
    }

    @Test
    void theBindingPreviewShowsAnUnexpectedFailureAndLogsIt() throws Exception {
        project = Workbench.project("unexpected-failure");
        IFile remote = project.getFile("Remote.wsdl");
        // the platform's "null" file system: a file that is in the workspace, but not on the local disk
        remote.createLink(URI.create("null:/Remote.wsdl"), IResource.ALLOW_MISSING_LOCAL, null);
        assertNull(remote.getLocation(), "the linked file has no local location");

        view = (BindingPreviewView) Workbench.page().showView(BindingPreviewView.ID);
        view.show(remote);
        Workbench.waitUntil(() -> view.getContentDescription().startsWith("Cannot preview"),
                "the view to say the preview failed (it said: " + view.getContentDescription() + ")");

        assertEquals("Cannot preview /unexpected-failure/Remote.wsdl", view.getContentDescription());
        assertTrue(view.message().startsWith("Selecting the bindings of Remote.wsdl failed: an internal error"
                + " (NullPointerException"), view.message());
        assertTrue(view.message().contains("Error Log"), view.message());
        Workbench.waitUntil(() -> !logged.isEmpty(), "the failure in the Eclipse log");
        IStatus status = logged.get(0);
        assertEquals(IStatus.ERROR, status.getSeverity());
        assertEquals("Selecting the bindings of Remote.wsdl failed unexpectedly", status.getMessage());
        assertInstanceOf(NullPointerException.class, status.getException());
    }
}
