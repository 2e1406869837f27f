package dev.bindwise.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.wizards.IWizardCategory;
import org.eclipse.ui.wizards.IWizardDescriptor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.bindwise.ui.internal.generate.GenerateProxyWizard;
import dev.bindwise.ui.internal.generate.RuntimeLibrary;

/**
 * The Generate Binding Proxy wizard in a real workbench, on a real Java project: the Trader WSDL and its
 * production target, opened from the Bindwise menu of the WSDL (and from File > New > Other), previewed, then
 * written; the project's own Java build then compiles the proxy against the runtime jar the wizard put on its
 * build path. Trader's type mapping names its data classes (dev.bindwise.examples.trader.Quote, Holding), so
 * the project holds them as the client's own sources, copied from examples/services.
 */
@Timeout(300)
class GenerateProxyWizardTest {

    private static final String PACKAGE_FOLDER = "src/dev/bindwise/examples/trader";

    private IProject project;
    private IJavaProject javaProject;
    private IFile wsdl;
    private Path target;
    private WizardDialog dialog;

    @BeforeEach
    void javaProjectWithTheTraderWsdl() throws Exception {
        Workbench.workbenchShell();
        project = Workbench.project("TraderClient");
        IProjectDescription description = project.getDescription();
        description.setNatureIds(new String[] { JavaCore.NATURE_ID });
        project.setDescription(description, null);
        javaProject = JavaCore.create(project);
        IFolder src = project.getFolder("src");
        src.create(true, true, null);
        javaProject.setOutputLocation(project.getFolder("bin").getFullPath(), null);
        // the running JDK as the project's system library (JDT reads a modular JDK through its jrt-fs.jar)
        Path jrt = Path.of(System.getProperty("java.home"), "lib", "jrt-fs.jar");
        javaProject.setRawClasspath(new IClasspathEntry[] { JavaCore.newSourceEntry(src.getFullPath()),
                JavaCore.newLibraryEntry(IPath.fromOSString(jrt.toString()), null, null) }, null);
        Map<String, String> options = javaProject.getOptions(false);
        JavaCore.setComplianceOptions("17", options);
        javaProject.setOptions(options);

        wsdl = Workbench.copy(Workbench.example("trader/Trader.wsdl"), project.getFile("Trader.wsdl"));
        IFolder data = folders(project, PACKAGE_FOLDER);
        Path services = Workbench.example("services/pom.xml").resolveSibling("src/main/java/dev/bindwise/examples/trader");
        for (String name : List.of("Quote.java", "Holding.java")) {
            Workbench.copy(services.resolve(name), data.getFile(name));
        }
        target = Workbench.example("trader/production-target.json");
        // the project as its own build leaves it, before the wizard comes
        project.build(IncrementalProjectBuilder.FULL_BUILD, null);
        Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, null);
    }

    @AfterEach
    void closeAndDelete() throws CoreException {
        if (dialog != null && dialog.getShell() != null && !dialog.getShell().isDisposed()) {
            dialog.close();
        }
        Workbench.delete(project);
    }

    @Test
    void fromTheWsdlsMenuThePreviewedProxyIsWrittenAndCompilesAgainstTheRuntime() throws Exception {
        assertTrue(Workbench.contextSubmenuItems(wsdl, "Bindwise").contains("Generate Binding Proxy..."),
                () -> "the Bindwise menu of a WSDL offers the wizard");
        Workbench.clickContextMenu(wsdl, "Bindwise", "Generate Binding Proxy...");
        dialog = openWizardDialog();
        GenerateProxyWizard wizard = (GenerateProxyWizard) dialog.getCurrentPage().getWizard();
        assertEquals("dev.bindwise.examples.trader", wizard.targetPage().packageField().getText(),
                "the package comes from the WSDL's namespace, as on the command line");
        wizard.targetPage().targetField().setText(target.toString());
        assertTrue(wizard.targetPage().isPageComplete(), () -> "page 1 complete: " + wizard.targetPage().getErrorMessage());
        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.NEXT_ID));

        assertNull(wizard.previewPage().getErrorMessage());
        List<String[]> plan = rows(wizard.previewPage().planTable());
        assertFalse(plan.isEmpty());
        for (String[] row : plan) {
            assertEquals("JCA", row[1], () -> "production target: the CICS adapter is beside the client, so JCA for "
                    + row[0] + " " + Arrays.toString(row));
            assertFalse(row[5].isBlank(), () -> "the rules that fired are shown for " + row[0]);
        }
        assertEquals(Map.of("/TraderClient/" + PACKAGE_FOLDER + "/Trader.java", "create",
                "/TraderClient/" + PACKAGE_FOLDER + "/TraderProxy.java", "create"), files(wizard));
        assertFalse(project.getFolder(PACKAGE_FOLDER).getFile("TraderProxy.java").exists(), "nothing written yet");
        Path screenshot = Workbench.screenshot(dialog.getShell(), "generate-proxy-preview.png");
        assertTrue(Files.size(screenshot) > 0);

        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.FINISH_ID));
        assertTrue(dialog.getShell() == null || dialog.getShell().isDisposed(),
                () -> "Finish closes the wizard: " + wizard.previewPage().getErrorMessage());
        dialog = null;

        IFile proxy = project.getFolder(PACKAGE_FOLDER).getFile("TraderProxy.java");
        assertTrue(proxy.exists() && project.getFolder(PACKAGE_FOLDER).getFile("Trader.java").exists(),
                "the sources are in the project, and the workspace knows them");
        IFile runtime = project.getFile(RuntimeLibrary.PROJECT_PATH);
        assertTrue(runtime.exists(), "the runtime jar is in the project");
        assertEquals(1, runtimeEntries(runtime), "the runtime jar is on the build path");

        project.build(IncrementalProjectBuilder.FULL_BUILD, null);
        Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, null);
        List<String> errors = new ArrayList<>();
        for (IMarker marker : project.findMarkers(IMarker.PROBLEM, true, IResource.DEPTH_INFINITE)) {
            if (marker.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR) {
                errors.add(marker.getResource().getName() + ":" + marker.getAttribute(IMarker.LINE_NUMBER, -1) + " "
                        + marker.getAttribute(IMarker.MESSAGE, ""));
            }
        }
        assertEquals(List.of(), errors, "the generated proxy compiles against the runtime jar");
        assertTrue(project.getFolder("bin/dev/bindwise/examples/trader").getFile("TraderProxy.class").exists(),
                "the Java build compiled the proxy");

        // once only: a second generation leaves one library entry
        RuntimeLibrary.putOnBuildPath(javaProject, null);
        assertEquals(1, runtimeEntries(runtime));

        // again, after the user edited the proxy: the wizard remembers the target, and shows the edit kept
        proxy.setContents(new ByteArrayInputStream((read(proxy) + "// mine\n").getBytes(StandardCharsets.UTF_8)),
                IResource.FORCE, null);
        dialog = openFromNewWizards();
        GenerateProxyWizard again = (GenerateProxyWizard) dialog.getCurrentPage().getWizard();
        assertEquals(target.toString(), again.targetPage().targetField().getText(), "the last target is remembered");
        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.NEXT_ID));
        // the interface is as generated, so it is replaced (its header names the new plan's time)
        assertEquals(Map.of("/TraderClient/" + PACKAGE_FOLDER + "/Trader.java", "change (as generated before)",
                "/TraderClient/" + PACKAGE_FOLDER + "/TraderProxy.java",
                "keep (you edited it; new generation beside it as .generated)"), files(again));
        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.CANCEL_ID));
        assertTrue(read(proxy).endsWith("// mine\n"), "Cancel kept the user's edit");
    }

    @Test
    void cancelOnThePreviewChangesNothing() throws Exception {
        Map<String, Long> before = members(project);
        dialog = openFromNewWizards();
        GenerateProxyWizard wizard = (GenerateProxyWizard) dialog.getCurrentPage().getWizard();
        wizard.targetPage().targetField().setText(target.toString());
        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.NEXT_ID));
        assertEquals(wizard.previewPage(), dialog.getCurrentPage());
        assertFalse(rows(wizard.previewPage().planTable()).isEmpty(), "the preview was worked out");

        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.CANCEL_ID));
        assertTrue(dialog.getShell() == null || dialog.getShell().isDisposed(), "Cancel closes the wizard");
        dialog = null;
        assertEquals(before, members(project), "the project's members and their contents are as before");
        assertEquals(0, runtimeEntries(project.getFile(RuntimeLibrary.PROJECT_PATH)), "no runtime on the build path");
    }

    /** File > New > Other > Bindwise > Generate Binding Proxy, on the selected WSDL. */
    private WizardDialog openFromNewWizards() throws CoreException {
        IWizardCategory category = PlatformUI.getWorkbench().getNewWizardRegistry().findCategory("dev.bindwise.ui.newWizards");
        assertNotNull(category, "a Bindwise category under File > New > Other");
        assertEquals("Bindwise", category.getLabel());
        IWizardDescriptor descriptor = category.findWizard(GenerateProxyWizard.ID);
        assertNotNull(descriptor, "Generate Binding Proxy in the Bindwise category");
        INewWizard wizard = (INewWizard) descriptor.createWizard();
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(wsdl));
        WizardDialog opened = new WizardDialog(Workbench.page().getWorkbenchWindow().getShell(), wizard);
        opened.setBlockOnOpen(false);
        opened.open();
        Workbench.processEvents();
        return opened;
    }

    /** The wizard dialog the menu item opened. */
    private static WizardDialog openWizardDialog() {
        WizardDialog[] found = new WizardDialog[1];
        Workbench.waitUntil(() -> {
            for (Shell shell : Display.getCurrent().getShells()) {
                if (!shell.isDisposed() && shell.getData() instanceof WizardDialog wizardDialog
                        && wizardDialog.getCurrentPage() != null
                        && wizardDialog.getCurrentPage().getWizard() instanceof GenerateProxyWizard) {
                    found[0] = wizardDialog;
                    return true;
                }
            }
            return false;
        }, "the Generate Binding Proxy wizard");
        return found[0];
    }

    private static List<String[]> rows(Table table) {
        List<String[]> rows = new ArrayList<>();
        for (TableItem item : table.getItems()) {
            String[] row = new String[table.getColumnCount()];
            for (int i = 0; i < row.length; i++) {
                row[i] = item.getText(i);
            }
            rows.add(row);
        }
        return rows;
    }

    private static Map<String, String> files(GenerateProxyWizard wizard) {
        Map<String, String> files = new TreeMap<>();
        for (String[] row : rows(wizard.previewPage().filesTable())) {
            files.put(row[0], row[1]);
        }
        return files;
    }

    private int runtimeEntries(IFile jar) throws CoreException {
        return (int) Arrays.stream(javaProject.getRawClasspath())
                .filter(entry -> entry.getEntryKind() == IClasspathEntry.CPE_LIBRARY && entry.getPath().equals(jar.getFullPath()))
                .count();
    }

    /** Every member of the project with its content's hash (folders as -1). */
    private static Map<String, Long> members(IProject project) throws CoreException {
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
        Map<String, Long> members = new TreeMap<>();
        project.accept(resource -> {
            long hash = -1;
            if (resource instanceof IFile file) {
                try {
                    hash = Arrays.hashCode(Files.readAllBytes(file.getLocation().toFile().toPath()));
                } catch (java.io.IOException e) {
                    throw new CoreException(org.eclipse.core.runtime.Status.error("cannot read " + file, e));
                }
            }
            members.put(resource.getFullPath().toString(), hash);
            return true;
        });
        return members;
    }

    private static String read(IFile file) throws Exception {
        return Files.readString(file.getLocation().toFile().toPath());
    }

    private static IFolder folders(IContainer parent, String relative) throws CoreException {
        IContainer current = parent;
        for (String segment : relative.split("/")) {
            IFolder folder = current.getFolder(IPath.fromPortableString(segment));
            if (!folder.exists()) {
                folder.create(true, true, null);
            }
            current = folder;
        }
        return (IFolder) current;
    }
}
