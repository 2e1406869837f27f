package dev.bindwise.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.wizard.IWizardPage;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.ui.internal.publish.AddBindingsWizard;

/**
 * Add Bindings to WSDL in a real workbench: a SOAP-only GoogleSearch.wsdl (the example with its other
 * bindings taken out) in a project, the wizard filled in through its widgets, the preview, and Finish
 * or Cancel.
 */
class AddBindingsWizardTest {

    /** The widget data key under which the details page names its inputs. */
    private static final String FIELD = "dev.bindwise.field";

    private IProject project;
    private IFile wsdl;
    private byte[] soapOnly;
    private WizardDialog dialog;

    @BeforeEach
    void soapOnlyWsdlInAProject() throws Exception {
        project = Workbench.project("publish-demo");
        soapOnly = soapOnlyGoogleSearch().getBytes(StandardCharsets.UTF_8);
        wsdl = project.getFile("GoogleSearch.wsdl");
        wsdl.create(new ByteArrayInputStream(soapOnly), true, null);
    }

    @AfterEach
    void closeAndDelete() throws Exception {
        if (dialog != null && dialog.getShell() != null && !dialog.getShell().isDisposed()) {
            dialog.close();
        }
        Workbench.delete(project);
    }

    @Test
    void finishWritesTheRmiIiopBindingThatTheReaderReadsBack() throws Exception {
        assertTrue(Workbench.contextSubmenuItems(wsdl, "Bindwise").contains("Add Bindings..."),
                "the Bindwise menu of a WSDL offers Add Bindings...");
        open();
        Button next = Workbench.button(dialog.getShell(), IDialogConstants.NEXT_ID);
        check("ejb");
        type("ejb.remoteInterface", "dev.bindwise.examples.iiop.GoogleSearchRemote");
        type("ejb.jndiProviderURL", "http://127.0.0.1:1050");
        assertTrue(!next.isEnabled(), "a bad provider URL keeps Next disabled");
        assertTrue(dialog.getCurrentPage().getErrorMessage().contains("is not a CORBA object URL"),
                dialog.getCurrentPage().getErrorMessage());
        type("ejb.jndiProviderURL", "corbaloc:iiop:127.0.0.1:1050");
        type("java.type.GoogleSearchResult", "dev.bindwise.examples.google.GoogleSearchResult");
        assertTrue(next.isEnabled(), () -> "Next: " + dialog.getCurrentPage().getErrorMessage());

        Workbench.click(next);
        StyledText preview = Workbench.find(dialog.getShell(), StyledText.class);
        assertNotNull(preview, "the preview page shows the WSDL");
        assertTrue(preview.getText().contains("<binding name=\"GoogleSearchIiopBinding\" type=\"tns:GoogleSearch\">"),
                preview.getText());
        assertArrayEquals(soapOnly, wsdl.readAllBytes(), "the preview writes nothing");
        Button finish = Workbench.button(dialog.getShell(), IDialogConstants.FINISH_ID);
        assertTrue(finish.isEnabled(), "Finish is enabled on the preview");
        assertTrue(Workbench.button(dialog.getShell(), IDialogConstants.BACK_ID).isEnabled(), "Back is enabled on the preview");
        Path screenshot = Workbench.screenshot(dialog.getShell(), "add-bindings-preview.png");
        assertTrue(Files.size(screenshot) > 10_000, "a screenshot of the preview page");

        Workbench.click(finish);
        Workbench.waitForJobs(AddBindingsWizard.JOB_FAMILY, "the WSDL written");

        String written = new String(wsdl.readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(written.startsWith(new String(soapOnly, StandardCharsets.UTF_8).substring(0, 600)), "the header comment kept");
        ServiceDescription read = new WsdlReader().read(wsdl.getLocation().toFile().toPath());
        List<BindingKind> kinds = read.getServices().get(0).getPorts().stream().map(Port::getKind).toList();
        assertEquals(List.of(BindingKind.SOAP, BindingKind.RMI_IIOP), kinds);
        Port iiop = read.getServices().get(0).getPorts().get(1);
        assertEquals("GoogleSearch", iiop.getAddress());
        assertEquals("doGoogleSearch", iiop.getBinding().getOperations().get(0).getName());
        assertEquals(1, wsdl.getHistory(null).length, "the old content is in the local history");
    }

    @Test
    void cancelOnThePreviewLeavesTheFileByteForByte() throws Exception {
        open();
        check("java");
        type("java.className", "dev.bindwise.examples.google.GoogleSearchImpl");
        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.NEXT_ID));
        assertTrue(Workbench.find(dialog.getShell(), StyledText.class).getText().contains("GoogleSearchJavaBinding"));

        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.CANCEL_ID));
        Workbench.waitForJobs(AddBindingsWizard.JOB_FAMILY, "no write");

        assertTrue(dialog.getShell() == null || dialog.getShell().isDisposed(), "Cancel closes the wizard");
        assertArrayEquals(soapOnly, wsdl.readAllBytes());
        assertEquals(0, wsdl.getHistory(null).length, "nothing was written");
    }

    @Test
    void aWsdlWithEveryBindingOpensSayingThereIsNothingToAddWithoutAnError() throws Exception {
        IFile trader = Workbench.copy(Workbench.example("trader/Trader.wsdl"), project.getFile("Trader.wsdl"));
        dialog = AddBindingsWizard.dialog(Workbench.page().getWorkbenchWindow().getShell(), trader);
        dialog.setBlockOnOpen(false);
        dialog.open();
        Workbench.processEvents();

        IWizardPage page = dialog.getCurrentPage();
        assertNull(page.getErrorMessage(), "no error: nothing is wrong");
        assertEquals("Trader already has every binding Bindwise adds (RMI-IIOP, JCA and local Java): there is nothing"
                + " to add. Cancel closes the wizard.", page.getMessage());
        assertEquals(IMessageProvider.INFORMATION, ((IMessageProvider) page).getMessageType());
        assertTrue(!Workbench.button(dialog.getShell(), IDialogConstants.FINISH_ID).isEnabled(), "Finish is disabled");
        assertTrue(!Workbench.button(dialog.getShell(), IDialogConstants.NEXT_ID).isEnabled(), "Next is disabled");
        for (String kind : List.of("ejb", "cics", "java")) {
            assertTrue(!field(kind).isEnabled(), kind + " cannot be chosen");
        }
        Workbench.screenshot(dialog.getShell(), "add-bindings-nothing-to-add.png");
    }

    @Test
    void beforeABindingIsChosenThePageSaysWhatToDoWithoutAnError() throws Exception {
        open();
        IWizardPage page = dialog.getCurrentPage();
        assertNull(page.getErrorMessage(), "nothing typed is nothing wrong");
        assertEquals("Choose a binding to add: RMI-IIOP, JCA and local Java.", page.getMessage());
        assertTrue(!Workbench.button(dialog.getShell(), IDialogConstants.NEXT_ID).isEnabled(), "Next is disabled");
    }

    private void open() throws Exception {
        dialog = AddBindingsWizard.dialog(Workbench.page().getWorkbenchWindow().getShell(), wsdl);
        dialog.setBlockOnOpen(false);
        dialog.open();
        Workbench.processEvents();
    }

    private void check(String name) {
        Button box = (Button) field(name);
        box.setSelection(true);
        box.notifyListeners(SWT.Selection, new Event());
        Workbench.processEvents();
    }

    private void type(String name, String value) {
        ((Text) field(name)).setText(value);
        Workbench.processEvents();
    }

    private Control field(String name) {
        Control found = field(dialog.getShell(), name);
        assertNotNull(found, "no input " + name + " on the page");
        return found;
    }

    /** The input of the wizard's details page that its widget data names so, or null. */
    static Control field(Composite parent, String name) {
        for (Control child : parent.getChildren()) {
            if (name.equals(child.getData(FIELD)) && child.isVisible()) {
                return child;
            }
            if (child instanceof Composite composite) {
                Control found = field(composite, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** examples/google/GoogleSearch.wsdl with its RMI-IIOP and local Java bindings and ports taken out. */
    static String soapOnlyGoogleSearch() throws java.io.IOException {
        String text = Files.readString(Workbench.example("google/GoogleSearch.wsdl"));
        text = cut(text, "\n  <binding name=\"GoogleSearchIiopBinding\"", "</binding>\n");
        text = cut(text, "\n  <binding name=\"GoogleSearchJavaBinding\"", "</binding>\n");
        text = cut(text, "\n    <port name=\"GoogleSearchIiopPort\"", "</port>");
        return cut(text, "\n    <port name=\"GoogleSearchLocalPort\"", "</port>");
    }

    private static String cut(String text, String from, String to) {
        int start = text.indexOf(from);
        assertTrue(start >= 0, () -> "no " + from);
        return text.substring(0, start) + text.substring(text.indexOf(to, start) + to.length());
    }
}
