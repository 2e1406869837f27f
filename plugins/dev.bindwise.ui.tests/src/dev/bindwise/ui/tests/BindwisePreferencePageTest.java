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

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.widgets.Button;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.ui.internal.preferences.BindwisePreferencePage;
import dev.bindwise.ui.internal.preferences.BindwisePreferences;
import dev.bindwise.ui.internal.preview.SelectSettings;

/**
 * Window > Preferences > Bindwise in a real workbench: what the user types is stored (on disk, in the
 * workspace's settings) and read back by the view's settings; hints that --hints refuses are refused.
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
        Path profile = example("trader/production-target.json");
        Path rulesFolder = project.getFolder("rules").getLocation().toFile().toPath();
        BindwisePreferencePage page = openPage();
        page.textOf(BindwisePreferences.TARGET_PROFILE).setText(profile.toString());
        page.textOf(BindwisePreferences.HINTS).setText("A=100KB,B=20,C=0.3");
        page.textOf(BindwisePreferences.RULES_FOLDER).setText(rulesFolder.toString());
        page.textOf(BindwisePreferences.PROBE_TIMEOUT_MILLIS).setText("1500");
        Workbench.processEvents();
        assertTrue(page.isValid(), page.getErrorMessage());

        Workbench.screenshot(dialog.getShell(), "preferences.png");
        Workbench.click(okButton());
        assertNull(dialog.getShell(), "Apply and Close closed the dialog");

        SelectSettings settings = SelectSettings.fromPreferences();
        assertEquals(Optional.of(profile), settings.targetProfile());
        assertEquals("A=100KB,B=20,C=0.3", settings.hints());
        assertEquals(java.util.List.of(rulesFolder), settings.rules());
        assertEquals(Duration.ofMillis(1500), settings.probeTimeout());
        assertEquals(SpaceHints.parse("A=100KB,B=20,C=0.3"), BindwisePreferences.hints());

        Path stored = ResourcesPlugin.getWorkspace().getRoot().getLocation().toFile().toPath()
                .resolve(".metadata/.plugins/org.eclipse.core.runtime/.settings/dev.bindwise.ui.prefs");
        String onDisk = Files.readString(stored);
        assertTrue(onDisk.contains("hints=A\\=100KB,B\\=20,C\\=0.3"), onDisk);
        assertTrue(onDisk.contains("probeTimeoutMillis=1500"), onDisk);

        BindwisePreferencePage again = openPage();
        assertEquals("A=100KB,B=20,C=0.3", again.textOf(BindwisePreferences.HINTS).getText(), "shown when reopened");
        assertEquals(profile.toString(), again.textOf(BindwisePreferences.TARGET_PROFILE).getText());
    }

    @Test
    void hintsThatTheCommandLineRefusesAreRefused() throws Exception {
        BindwisePreferences.instanceNode().put(BindwisePreferences.HINTS, "B=20");
        BindwisePreferencePage page = openPage();

        page.textOf(BindwisePreferences.HINTS).setText("A=100KB,D=3");
        Workbench.processEvents();
        assertFalse(page.isValid(), "D is no hint");
        String expected = assertThrowsMessage("A=100KB,D=3");
        assertEquals("Hints: " + expected, page.getErrorMessage(), "the message of --hints");
        Button ok = okButton();
        assertFalse(ok.isEnabled(), "Apply and Close is disabled while the hints are wrong");

        Workbench.click(ok); // even when pressed anyway
        assertNotNull(dialog.getShell(), "the dialog stays open");
        assertEquals("B=20", BindwisePreferences.hintsText(), "nothing stored");

        page.textOf(BindwisePreferences.HINTS).setText("C=120%");
        Workbench.processEvents();
        assertFalse(page.isValid(), "a share above 100 %");

        page.textOf(BindwisePreferences.HINTS).setText("A=1MB");
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

    private static String assertThrowsMessage(String hints) {
        try {
            SpaceHints.parse(hints);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        throw new AssertionError(hints + " should not parse");
    }
}
