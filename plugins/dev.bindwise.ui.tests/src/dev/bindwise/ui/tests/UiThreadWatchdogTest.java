package dev.bindwise.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.wizards.IWizardDescriptor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.bindwise.ui.internal.InspectBindingsView;
import dev.bindwise.ui.internal.generate.GeneratePreviewPage;
import dev.bindwise.ui.internal.generate.GenerateProxyWizard;
import dev.bindwise.ui.internal.preview.BindingPreviewView;
import dev.bindwise.ui.internal.publish.AddBindingsWizard;

/**
 * The wizards and views that read WSDLs, select and generate do that work off the UI thread: each is driven as a user
 * does under a {@link UiThreadWatchdog}, which finds any file or network I/O of Bindwise's on the UI thread and any
 * stretch of more than {@link UiThreadWatchdog#BLOCKED_MARGIN} in which the UI thread ran nothing.
 */
@Timeout(300)
class UiThreadWatchdogTest {

    private final List<IProject> projects = new ArrayList<>();
    private WizardDialog dialog;

    @AfterEach
    void closeAndDelete() throws Exception {
        if (dialog != null && dialog.getShell() != null && !dialog.getShell().isDisposed()) {
            dialog.close();
        }
        Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the preview jobs");
        for (IProject project : projects) {
            Workbench.delete(project);
        }
    }

    @Test
    void inspectingAndPreviewingReadAndSelectInTheBackground() throws Exception {
        IProject project = project("watchdog-views");
        IFile wsdl = Workbench.copy(Workbench.example("trader/Trader.wsdl"), project.getFile("Trader.wsdl"));
        BindingPreviewView preview;
        try (UiThreadWatchdog watchdog = new UiThreadWatchdog()) {
            Workbench.clickContextMenu(wsdl, "Bindwise", "Inspect Bindings");
            InspectBindingsView inspect = (InspectBindingsView) Workbench.page().findView(InspectBindingsView.ID);
            Workbench.waitUntil(() -> inspect.reportText().contains("TraderService"), "the report of Trader.wsdl");

            preview = (BindingPreviewView) Workbench.page().showView(BindingPreviewView.ID);
            Workbench.selectInExplorer(wsdl);
            Workbench.waitUntil(() -> wsdl.equals(preview.input()), "the preview to take Trader.wsdl");
            Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the preview of Trader.wsdl");
            assertEquals("", preview.message(), "the preview shows a plan");
            preview.refresh();
            Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the preview again");
            watchdog.close();
            assertEquals(List.of(), watchdog.findings());
        }
        Workbench.page().hideView(preview);
    }

    @Test
    void addBindingsReadsTheWsdlAndMakesItsPreviewInTheBackground() throws Exception {
        IProject project = project("watchdog-publish");
        IFile wsdl = project.getFile("GoogleSearch.wsdl");
        wsdl.create(new ByteArrayInputStream(AddBindingsWizardTest.soapOnlyGoogleSearch().getBytes(StandardCharsets.UTF_8)),
                true, null);
        try (UiThreadWatchdog watchdog = new UiThreadWatchdog()) {
            dialog = AddBindingsWizard.dialog(Workbench.page().getWorkbenchWindow().getShell(), wsdl);
            dialog.setBlockOnOpen(false);
            dialog.open();
            Workbench.processEvents();
            Button java = (Button) AddBindingsWizardTest.field(dialog.getShell(), "java");
            java.setSelection(true);
            java.notifyListeners(SWT.Selection, new Event());
            ((Text) AddBindingsWizardTest.field(dialog.getShell(), "java.className")).setText("dev.bindwise.examples.google.GoogleSearchImpl");
            Workbench.processEvents();
            Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.NEXT_ID));
            assertTrue(Workbench.find(dialog.getShell(), StyledText.class).getText().contains("GoogleSearchJavaBinding"));
            Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.CANCEL_ID));
            watchdog.close();
            assertEquals(List.of(), watchdog.findings());
        }
    }

    @Test
    void generateBindingProxySelectsGeneratesAndChecksTheLocationInTheBackground() throws Exception {
        IProject project = JavaProjects.create("WatchdogClient", "src").getProject();
        projects.add(project);
        IFile wsdl = Workbench.copy(Workbench.example("trader/Trader.wsdl"), project.getFile("Trader.wsdl"));
        try (UiThreadWatchdog watchdog = new UiThreadWatchdog()) {
            IWizardDescriptor descriptor = PlatformUI.getWorkbench().getNewWizardRegistry().findWizard(GenerateProxyWizard.ID);
            INewWizard wizard = (INewWizard) descriptor.createWizard();
            wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(wsdl));
            dialog = new WizardDialog(Workbench.page().getWorkbenchWindow().getShell(), wizard);
            dialog.setBlockOnOpen(false);
            dialog.open();
            Workbench.processEvents();
            GenerateProxyWizard generate = (GenerateProxyWizard) wizard;
            generate.targetPage().targetField().setText(Workbench.example("trader/production-target.json").toString());
            Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.NEXT_ID));
            GeneratePreviewPage preview = generate.previewPage();
            assertTrue(preview.planTable().getItemCount() > 0, () -> "a plan: " + preview.getErrorMessage());
            preview.serviceClassLocationField().setText(project.getLocation().toOSString());
            Workbench.waitForJobs(GeneratePreviewPage.JOB_FAMILY, "the typed location checked");
            assertTrue(preview.getErrorMessage().startsWith("WatchdogClient lacks"), preview.getErrorMessage());
            Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.CANCEL_ID));
            watchdog.close();
            assertEquals(List.of(), watchdog.findings());
        }
    }

    private IProject project(String name) throws Exception {
        IProject project = Workbench.project(name);
        projects.add(project);
        return project;
    }
}
