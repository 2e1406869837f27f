package dev.bindwise.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;

import dev.bindwise.ui.internal.InspectBindingsView;

/**
 * Drives the real workbench the way a user does: a WSDL file in the Project Explorer, its context
 * menu, Bindwise > Inspect Bindings, and the Bindings view that shows what the reader found.
 */
class InspectBindingsUiTest {

    private IProject project;
    private IWorkbenchPage page;

    @BeforeEach
    void createProject() throws CoreException {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("inspect-demo");
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    @AfterEach
    void deleteProject() throws CoreException {
        page.closeAllEditors(false);
        project.delete(IResource.FORCE | IResource.ALWAYS_DELETE_PROJECT_CONTENT, null);
    }

    @Test
    void contextMenuOfAWsdlFileShowsItsBindingsInTheBindingsView() throws Exception {
        IFile wsdl = project.getFile("Trader.wsdl");
        try (InputStream in = FileLocator.openStream(FrameworkUtil.getBundle(getClass()),
                new org.eclipse.core.runtime.Path("resources/Trader.wsdl"), false)) {
            wsdl.create(in, true, null);
        }

        Workbench.clickContextMenu(wsdl, "Bindwise", "Inspect Bindings");

        InspectBindingsView view = (InspectBindingsView) page.findView(InspectBindingsView.ID);
        assertNotNull(view, "Inspect Bindings should open the Bindings view");
        Workbench.waitUntil(() -> view.reportText().contains("TraderService"), "the report of Trader.wsdl");
        String report = view.reportText();
        for (String expected : new String[] { "SOAP", "RMI_IIOP", "JCA", "LOCAL_JAVA", "getQuote", "buy", "sell" }) {
            assertTrue(report.contains(expected), () -> "report lacks " + expected + ":\n" + report);
        }
    }

    @Test
    void aBrokenWsdlGivesAClearMessageInTheView() throws Exception {
        IFile wsdl = project.getFile("Broken.wsdl");
        String broken = "<?xml version=\"1.0\"?>\n<definitions xmlns=\"http://schemas.xmlsoap.org/wsdl/\">\n  <message name=\"m\">\n</definitions>\n";
        wsdl.create(new ByteArrayInputStream(broken.getBytes(StandardCharsets.UTF_8)), true, null);

        Workbench.clickContextMenu(wsdl, "Bindwise", "Inspect Bindings");

        InspectBindingsView view = (InspectBindingsView) page.findView(InspectBindingsView.ID);
        assertNotNull(view);
        Workbench.waitUntil(() -> view.reportText().contains("Broken.wsdl"), "the error about Broken.wsdl");
        String report = view.reportText();
        assertTrue(report.contains("Broken.wsdl:4"), () -> "the message should name the file and line:\n" + report);
        assertTrue(!report.contains("\tat "), () -> "no stack trace as the message:\n" + report);
    }
}
