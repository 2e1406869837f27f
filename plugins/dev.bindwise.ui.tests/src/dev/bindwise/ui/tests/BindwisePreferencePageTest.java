package dev.bindwise.ui.tests;

import static dev.bindwise.ui.tests.Workbench.example;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.ui.internal.preferences.BindwisePreferencePage;
import dev.bindwise.ui.internal.preferences.BindwisePreferences;
import dev.bindwise.ui.internal.preview.SelectSettings;
import dev.bindwise.ui.internal.settings.WorkspacePaths;

/**
 * Window > Preferences > Bindwise in a real workbench: what the user types or chooses is stored (on disk, in the
 * workspace's settings; workspace resources as workspace paths) and read back by the view's settings; wrong
 * hints and paths are refused in words a form user reads.
 */
class BindwisePreferencePageTest {

    private IProject project;
    private PreferenceDialog dialog;

    @BeforeEach
    void aRulesFolder() throws Exception {
        project = Workbench.project("preferences-demo");
        project.getFolder("rules").create(true, true, null);
    }

    @AfterEach
    void cleanUp() throws Exception {
        if (dialog != null && dialog.getShell() != null) {
            dialog.close();
        }
        BindwisePreferences.instanceNode().clear();
        BindwisePreferences.instanceNode().flush();
        Workbench.delete(project);
    }

    @Test
    void whatIsTypedIsStoredOnDiskAndUsedBySelections() throws Exception {
        IFile profile = Workbench.copy(example("trader/production-target.json"), project.getFile("target.json"));
        Path calibration = example("trader/production-target.json").resolveSibling("Trader.wsdl");
        Path rulesFolder = project.getFolder("rules").getLocation().toFile().toPath();
        BindwisePreferencePage page = openPage();
        page.targetProfileField().setValue(WorkspacePaths.stored(profile));
        page.hintsControl().largestMessageField().setText("100 KB");
        page.hintsControl().stringLengthField().setText("20");
        page.hintsControl().nullShareField().setText("30 %");
        page.rulesFolderField().setValue(rulesFolder.toString());
        page.probeTimeoutField().setText("1500");
        Workbench.processEvents();
        assertTrue(page.isValid(), page.getErrorMessage());

        page.calibrationField().setValue(calibration.toString() + ".missing");
        Workbench.processEvents();
        assertFalse(page.isValid());
        assertTrue(page.getErrorMessage().startsWith("Calibration " + calibration + ".missing: no such file."),
                page.getErrorMessage());
        page.calibrationField().setValue("");
        Workbench.processEvents();

        Workbench.screenshot(dialog.getShell(), "preferences.png");
        Workbench.click(okButton());
        assertNull(dialog.getShell(), "Apply and Close closed the dialog");

        SelectSettings settings = SelectSettings.fromPreferences();
        assertEquals(Optional.of(profile.getLocation().toFile().toPath()), settings.targetProfile(),
                "a workspace path resolves to the resource's file");
        assertEquals("A=100 KB,B=20,C=30 %", settings.hints());
        assertEquals(java.util.List.of(rulesFolder), settings.rules(), "a file-system path is still taken");
        assertEquals(Duration.ofMillis(1500), settings.probeTimeout());
        assertEquals(SpaceHints.parse("A=100KB,B=20,C=0.3"), BindwisePreferences.hints());
        assertTrue(settings.describe().contains("hints: largest message 100 KB, strings of 20 characters, 30 % nulls"),
                settings.describe());

        Path stored = ResourcesPlugin.getWorkspace().getRoot().getLocation().toFile().toPath()
                .resolve(".metadata/.plugins/org.eclipse.core.runtime/.settings/dev.bindwise.ui.prefs");
        String onDisk = Files.readString(stored);
        assertTrue(onDisk.contains("targetProfile=${workspace_loc\\:/preferences-demo/target.json}"), onDisk);
        assertTrue(onDisk.contains("probeTimeoutMillis=1500"), onDisk);

        BindwisePreferencePage again = openPage();
        assertEquals("20", again.hintsControl().stringLengthField().getText(), "shown when reopened");
        assertEquals(WorkspacePaths.stored(profile), again.targetProfileField().value());
    }

    @Test
    void aFolderOfTheWorkspaceIsChosenWithWorkspace() throws Exception {
        BindwisePreferencePage page = openPage();
        // the chooser is modal: answer it from the event loop it runs
        Display.getCurrent().asyncExec(() -> {
            Shell chooser = Display.getCurrent().getActiveShell();
            Tree tree = Workbench.find(chooser, Tree.class);
            TreeItem item = java.util.Arrays.stream(tree.getItems()).filter(i -> i.getText().equals(project.getName()))
                    .findFirst().orElseThrow();
            tree.setSelection(item);
            tree.notifyListeners(SWT.Selection, selectionOf(item));
            Workbench.click(Workbench.button(chooser, IDialogConstants.OK_ID));
        });
        Workbench.click(page.rulesFolderField().workspaceButton());

        assertEquals("${workspace_loc:/preferences-demo}", page.rulesFolderField().value());
        assertTrue(page.isValid(), page.getErrorMessage());
        Workbench.click(okButton());
        assertEquals(java.util.List.of(project.getLocation().toFile().toPath()), SelectSettings.fromPreferences().rules());
    }

    @Test
    void wrongHintsAreRefusedInWordsAFormUserReads() throws Exception {
        BindwisePreferences.instanceNode().put(BindwisePreferences.HINTS, "B=20");
        BindwisePreferencePage page = openPage();
        assertEquals("20", page.hintsControl().stringLengthField().getText());

        page.hintsControl().largestMessageField().setText("99999999999999999999 MB");
        Workbench.processEvents();
        assertFalse(page.isValid(), "no such size");
        String message = page.getErrorMessage();
        assertTrue(message.startsWith("Largest message: write a size such as 100 KB"), message);
        for (String commandLine : new String[] {"A=", "E18", "--hints", "hint A"}) {
            assertFalse(message.contains(commandLine), message);
        }
        Button ok = okButton();
        assertFalse(ok.isEnabled(), "Apply and Close is disabled while the hints are wrong");
        Workbench.click(ok); // even when pressed anyway
        assertNotNull(dialog.getShell(), "the dialog stays open");
        assertEquals("B=20", BindwisePreferences.hintsText(), "nothing stored");

        page.hintsControl().largestMessageField().setText("1 MB");
        page.hintsControl().nullShareField().setText("120 %");
        Workbench.processEvents();
        assertTrue(page.getErrorMessage().startsWith("Share of nulls: write a percentage from 0 to 100"),
                page.getErrorMessage());

        page.hintsControl().nullShareField().setText("");
        Workbench.processEvents();
        assertTrue(page.isValid(), page.getErrorMessage());
        assertTrue(okButton().isEnabled());
    }

    private BindwisePreferencePage openPage() {
        dialog = PreferencesUtil.createPreferenceDialogOn(
                PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), BindwisePreferencePage.ID,
                new String[] { BindwisePreferencePage.ID }, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        Workbench.processEvents();
        return (BindwisePreferencePage) dialog.getSelectedPage();
    }

    private Button okButton() {
        Button ok = Workbench.button(dialog.getShell(), IDialogConstants.OK_ID);
        assertNotNull(ok, "the dialog's Apply and Close");
        return ok;
    }

    private static Event selectionOf(TreeItem item) {
        Event event = new Event();
        event.item = item;
        return event;
    }
}
