package dev.bindwise.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.navigator.CommonNavigator;
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

    private static final long TIMEOUT_MILLIS = 30_000;

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

        clickContextMenu(wsdl, "Bindwise", "Inspect Bindings");

        InspectBindingsView view = (InspectBindingsView) page.findView(InspectBindingsView.ID);
        assertNotNull(view, "Inspect Bindings should open the Bindings view");
        waitUntil(() -> view.reportText().contains("TraderService"), "the report of Trader.wsdl");
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

        clickContextMenu(wsdl, "Bindwise", "Inspect Bindings");

        InspectBindingsView view = (InspectBindingsView) page.findView(InspectBindingsView.ID);
        assertNotNull(view);
        waitUntil(() -> view.reportText().contains("Broken.wsdl"), "the error about Broken.wsdl");
        String report = view.reportText();
        assertTrue(report.contains("Broken.wsdl:4"), () -> "the message should name the file and line:\n" + report);
        assertTrue(!report.contains("\tat "), () -> "no stack trace as the message:\n" + report);
    }

    /** Selects the file in the Project Explorer, opens its real context menu and clicks the item. */
    private void clickContextMenu(IFile file, String menuLabel, String itemLabel) throws PartInitException {
        CommonNavigator explorer = (CommonNavigator) page.showView(IPageLayout.ID_PROJECT_EXPLORER);
        explorer.getCommonViewer().refresh();
        explorer.selectReveal(new StructuredSelection(file));
        page.activate(explorer);
        processEvents();

        Menu contextMenu = explorer.getCommonViewer().getTree().getMenu();
        contextMenu.notifyListeners(SWT.Show, new Event());
        try {
            MenuItem bindwise = item(contextMenu, menuLabel);
            Menu submenu = bindwise.getMenu();
            submenu.notifyListeners(SWT.Show, new Event());
            MenuItem inspect = item(submenu, itemLabel);
            assertTrue(inspect.isEnabled(), itemLabel + " should be enabled on a .wsdl file");
            inspect.notifyListeners(SWT.Selection, new Event());
            submenu.notifyListeners(SWT.Hide, new Event());
        } finally {
            contextMenu.notifyListeners(SWT.Hide, new Event());
        }
        processEvents();
    }

    private static MenuItem item(Menu menu, String label) {
        StringBuilder seen = new StringBuilder();
        for (MenuItem item : menu.getItems()) {
            String text = item.getText().replace("&", "");
            if (text.equals(label)) {
                return item;
            }
            seen.append(" [").append(text).append(']');
        }
        return fail("no menu item '" + label + "' among" + seen);
    }

    private static void waitUntil(BooleanSupplier condition, String what) {
        long deadline = System.currentTimeMillis() + TIMEOUT_MILLIS;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                fail("timed out after " + TIMEOUT_MILLIS + " ms waiting for " + what);
            }
            if (!Display.getCurrent().readAndDispatch()) {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    fail("interrupted");
                }
            }
        }
    }

    private static void processEvents() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // drain the event queue
        }
    }
}
