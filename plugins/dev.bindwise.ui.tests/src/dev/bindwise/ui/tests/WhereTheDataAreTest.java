package dev.bindwise.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.osgi.service.prefs.BackingStoreException;

import dev.bindwise.ui.internal.generate.GenerateProxyWizard;
import dev.bindwise.ui.internal.generate.GenerateTargetPage;
import dev.bindwise.ui.internal.preferences.BindwisePreferencePage;
import dev.bindwise.ui.internal.preferences.BindwisePreferences;
import dev.bindwise.ui.internal.preview.BindingPreviewView;
import dev.bindwise.ui.internal.preview.PlanTable;

/**
 * What the user knows of the data, in the IDE as on the command line (--at, --samples): Financial on a target
 * without JCA (SOAP and RMI-IIOP open, the CICS gateway absent) is given RMI-IIOP over the space of the hints, and
 * SOAP where its messages carry 200 positions of 12-character strings (about 100 KB), whether the user says so as
 * an operating point (preferences, wizard) or shows it with a sample message; the plan table says where the sizes
 * were voted, and a bad point is refused in the command line's words.
 */
@Timeout(180)
class WhereTheDataAreTest {

    private static final String HANDLE_ADD_SHORT = "Financial.handleAddShort";
    private static final String AT_100_KB = "strlen=12,array=200";
    private static final String OUT_OF_RANGE = "Operating point: 'array=-1' is out of range: give 0 to 1000000; a point is"
            + " strlen=CHARACTERS,nulls=SHARE,array=ITEMS,binary=SIZE, for example strlen=20,nulls=0.5,array=5,binary=10KB";

    private IProject project;
    private IFile wsdl;
    private String noJca;
    private BindingPreviewView view;
    private WizardDialog wizardDialog;
    private PreferenceDialog preferenceDialog;

    @BeforeEach
    void financialAndATargetWithoutJca() throws Exception {
        project = JavaProjects.create("FinancialClient", "src").getProject();
        wsdl = Workbench.copy(Workbench.example("financial/Financial.wsdl"), project.getFile("Financial.wsdl"));
        write(project.getFile("no-jca.json"), """
                {
                  "format": "bindwise.target/1",
                  "name": "no JCA",
                  "endpoints": {
                    "FinancialSoapPort": { "accessible": true, "reason": "open between the zones" },
                    "FinancialIiopPort": { "accessible": true, "reason": "open between the zones" },
                    "FinancialCicsPort": { "accessible": false, "reason": "no CICS gateway on this host" }
                  }
                }
                """);
        noJca = "${workspace_loc:/FinancialClient/no-jca.json}";
        BindwisePreferences.instanceNode().put(BindwisePreferences.TARGET_PROFILE, noJca);
    }

    @AfterEach
    void closeAndDelete() throws CoreException, BackingStoreException {
        if (wizardDialog != null && wizardDialog.getShell() != null && !wizardDialog.getShell().isDisposed()) {
            wizardDialog.close();
        }
        if (preferenceDialog != null && preferenceDialog.getShell() != null && !preferenceDialog.getShell().isDisposed()) {
            preferenceDialog.close();
        }
        if (view != null) {
            Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the preview jobs");
            Workbench.page().hideView(view);
        }
        BindwisePreferences.instanceNode().clear();
        Workbench.delete(project);
    }

    @Test
    void thePreviewVotesAtThePreferencesPointAndSaysWhereTheSizesWereVoted() throws Exception {
        view = (BindingPreviewView) Workbench.page().showView(BindingPreviewView.ID);
        view.show(wsdl);
        String[] overTheSpace = waitForChoice("RMI_IIOP");
        assertEquals("over the parameter space (the hints)", overTheSpace[PlanTable.VOTED_AT_COLUMN]);

        BindwisePreferences.instanceNode().put(BindwisePreferences.OPERATING_POINT, AT_100_KB);
        String[] atThePoint = waitForChoice("SOAP");
        assertEquals("strlen=12,nulls=0,array=200,binary=10KB from the operating point given",
                atThePoint[PlanTable.VOTED_AT_COLUMN]);
        assertTrue(view.getContentDescription().contains("data at " + AT_100_KB), view.getContentDescription());

        BindwisePreferences.instanceNode().put(BindwisePreferences.OPERATING_POINT, "array=-1");
        Workbench.waitUntil(() -> view.message().startsWith(OUT_OF_RANGE), "the point's error in words");
        assertFalse(view.message().contains("Exception") || view.message().contains("--at"), view.message());
    }

    @Test
    void theWizardTakesAPointOrSampleMessagesAndRefusesABadPointInWords() throws Exception {
        openWizard();
        GenerateTargetPage page = wizard().targetPage();
        page.targetField().setText(noJca);
        page.operatingPointField().text().setText("array=-1");
        Workbench.processEvents();
        assertEquals(OUT_OF_RANGE, page.getErrorMessage());
        assertFalse(page.isPageComplete());
        page.operatingPointField().text().setText("strlen=many");
        Workbench.processEvents();
        assertTrue(page.getErrorMessage().startsWith("Operating point: 'strlen=many' is not a number: a point is"),
                page.getErrorMessage());

        page.operatingPointField().text().setText(AT_100_KB);
        Workbench.processEvents();
        assertTrue(page.isPageComplete(), page::getErrorMessage);
        next();
        String[] row = row(wizard().previewPage().planTable());
        assertEquals("SOAP", row[1], () -> String.join(" | ", row));
        assertEquals("strlen=12,nulls=0,array=200,binary=10KB from the operating point given", row[PlanTable.VOTED_AT_COLUMN]);
        Workbench.click(Workbench.button(wizardDialog.getShell(), IDialogConstants.BACK_ID));

        // no point, but a request a client captured: 200 positions of 12-character strings
        page.operatingPointField().text().setText("");
        page.samplesField().text().setText("${workspace_loc:/FinancialClient/missing}");
        Workbench.processEvents();
        assertEquals("Sample messages /FinancialClient/missing (in the workspace): no such folder. Choose one with"
                + " Workspace... or File System..., or leave it empty to vote without samples.", page.getErrorMessage());
        IFolder samples = project.getFolder("samples");
        samples.create(true, true, null);
        write(samples.getFile("add-short.xml"), addShortRequest(200));
        page.samplesField().text().setText("${workspace_loc:/FinancialClient/samples}");
        Workbench.processEvents();
        assertTrue(page.isPageComplete(), page::getErrorMessage);
        next();
        String[] sampled = row(wizard().previewPage().planTable());
        assertTrue(sampled[PlanTable.VOTED_AT_COLUMN].contains("from 1 sample message in "), sampled[PlanTable.VOTED_AT_COLUMN]);
        assertTrue(sampled[PlanTable.VOTED_AT_COLUMN].contains("array=200"), sampled[PlanTable.VOTED_AT_COLUMN]);
        assertEquals("SOAP", sampled[1], () -> String.join(" | ", sampled));
    }

    @Test
    void thePreferencePageRefusesABadPointAndStoresAGoodOne() {
        preferenceDialog = PreferencesUtil.createPreferenceDialogOn(
                PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), BindwisePreferencePage.ID,
                new String[] { BindwisePreferencePage.ID }, null);
        preferenceDialog.setBlockOnOpen(false);
        preferenceDialog.open();
        Workbench.processEvents();
        BindwisePreferencePage page = (BindwisePreferencePage) preferenceDialog.getSelectedPage();
        assertTrue(page.getDescription().contains("operating point, sample messages"), page.getDescription());
        assertTrue(page.calibrationField().text().getToolTipText().contains("the default cost table"));

        page.operatingPointField().text().setText("array=-1");
        Workbench.processEvents();
        assertEquals(OUT_OF_RANGE, page.getErrorMessage());
        assertFalse(Workbench.button(preferenceDialog.getShell(), IDialogConstants.OK_ID).isEnabled());

        page.operatingPointField().text().setText(AT_100_KB);
        Workbench.processEvents();
        Workbench.click(Workbench.button(preferenceDialog.getShell(), IDialogConstants.OK_ID));
        assertEquals(AT_100_KB, BindwisePreferences.string(BindwisePreferences.OPERATING_POINT));
    }

    /** A handleAddShort request as a client sends it: every field of every position set, strings of 12 characters. */
    private static String addShortRequest(int positions) {
        StringBuilder xml = new StringBuilder("<handleAddShort xmlns=\"http://bindwise.dev/examples/financial\">"
                + "<request xmlns=\"\">");
        String text = "ABCDEFGHIJKL";
        for (int i = 0; i < positions; i++) {
            xml.append("<positions><account>").append(text).append("</account><counterparty>").append(text)
                    .append("</counterparty><cusip>").append(text).append("</cusip><notional>1000.5</notional>")
                    .append("<positionId>").append(text).append("</positionId><price>99.25</price><quantity>10</quantity>")
                    .append("<settlementDate>2026-11-26T08:00:00Z</settlementDate><status>").append(text)
                    .append("</status><symbol>").append(text).append("</symbol>")
                    .append("<tradeDate>2026-11-24T08:00:00Z</tradeDate><trader>").append(text).append("</trader></positions>");
        }
        return xml.append("<requestId>").append(text).append("</requestId>")
                .append("<submittedAt>2026-11-26T08:00:00Z</submittedAt></request></handleAddShort>").toString();
    }

    private String[] waitForChoice(String kind) {
        Workbench.waitUntil(() -> wsdl.equals(view.input()) && view.message().isEmpty()
                && rows(view.planTable()).containsKey(HANDLE_ADD_SHORT)
                && kind.equals(rows(view.planTable()).get(HANDLE_ADD_SHORT)[1]), "the view's choice to be " + kind);
        Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the preview jobs");
        return rows(view.planTable()).get(HANDLE_ADD_SHORT);
    }

    private void openWizard() {
        GenerateProxyWizard wizard = new GenerateProxyWizard();
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(wsdl));
        wizardDialog = new WizardDialog(Workbench.page().getWorkbenchWindow().getShell(), wizard);
        wizardDialog.setBlockOnOpen(false);
        wizardDialog.open();
        Workbench.processEvents();
    }

    private GenerateProxyWizard wizard() {
        return (GenerateProxyWizard) wizardDialog.getCurrentPage().getWizard();
    }

    private void next() {
        Workbench.click(Workbench.button(wizardDialog.getShell(), IDialogConstants.NEXT_ID));
    }

    private static String[] row(Table table) {
        String[] row = rows(table).get(HANDLE_ADD_SHORT);
        assertTrue(row != null, "a row for " + HANDLE_ADD_SHORT);
        return row;
    }

    private static Map<String, String[]> rows(Table table) {
        Map<String, String[]> rows = new LinkedHashMap<>();
        for (TableItem item : table.getItems()) {
            String[] texts = new String[table.getColumnCount()];
            for (int i = 0; i < texts.length; i++) {
                texts[i] = item.getText(i);
            }
            rows.put(texts[0], texts);
        }
        return rows;
    }

    private static void write(IFile file, String text) throws CoreException {
        file.create(new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
    }
}
