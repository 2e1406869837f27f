package dev.bindwise.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.ElementTreeSelectionDialog;
import org.eclipse.ui.wizards.IWizardCategory;
import org.eclipse.ui.wizards.IWizardDescriptor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.bindwise.core.generate.RuntimeArtifacts;
import dev.bindwise.ui.internal.Tables;
import dev.bindwise.ui.internal.generate.GeneratePreviewPage;
import dev.bindwise.ui.internal.generate.GenerateProxyWizard;

/**
 * The Generate Binding Proxy wizard in a real workbench, on real Java projects, with the Trader WSDL: opened
 * from the Bindwise menu of the WSDL (and from File > New > Other), previewed, then written; the project's own
 * Java build then compiles the proxy. Trader's type mapping names the service's own classes
 * (dev.bindwise.examples.trader.Quote, Holding): the project has them as sources, gets them from a class folder
 * or jar the user chooses, or, where the plan calls SOAP only, has them generated. What the proxy needs besides
 * (the runtime, each routed binding's library) is copied into a plain project, or added to a Maven project's POM.
 */
@Timeout(300)
class GenerateProxyWizardTest {

    private static final String PACKAGE_FOLDER = "src/dev/bindwise/examples/trader";
    private static final String RUNTIME_JAR = "lib/dev.bindwise.runtime.jar";

    private final List<IProject> projects = new ArrayList<>();
    private IJavaProject javaProject;
    private IProject project;
    private IFile wsdl;
    private Path target;
    private WizardDialog dialog;

    @BeforeEach
    void javaProjectWithTheTraderWsdl() throws Exception {
        Workbench.workbenchShell();
        javaProject = JavaProjects.create("TraderClient", "src");
        project = javaProject.getProject();
        projects.add(project);
        wsdl = Workbench.copy(Workbench.example("trader/Trader.wsdl"), project.getFile("Trader.wsdl"));
        target = Workbench.example("trader/production-target.json");
    }

    @AfterEach
    void closeAndDelete() throws CoreException {
        if (dialog != null && dialog.getShell() != null && !dialog.getShell().isDisposed()) {
            dialog.close();
        }
        for (IProject made : projects) {
            Workbench.delete(made);
        }
    }

    @Test
    void fromTheWsdlsMenuThePreviewedProxyIsWrittenWithWhatItNeedsAndCompiles() throws Exception {
        copyServiceSources(javaProject.getProject(), "src");
        assertEquals(List.of(), JavaProjects.buildErrors(project), "the project compiles before the wizard comes");
        assertTrue(Workbench.contextSubmenuItems(wsdl, "Bindwise").contains("Generate Binding Proxy..."),
                () -> "the Bindwise menu of a WSDL offers the wizard");
        Workbench.clickContextMenu(wsdl, "Bindwise", "Generate Binding Proxy...");
        dialog = openWizardDialog();
        GenerateProxyWizard wizard = (GenerateProxyWizard) dialog.getCurrentPage().getWizard();
        assertEquals("dev.bindwise.examples.trader", wizard.targetPage().packageField().getText(),
                "the package comes from the WSDL's namespace, as on the command line");
        wizard.targetPage().targetField().setText(target.toString());
        assertTrue(wizard.targetPage().isPageComplete(), () -> "page 1 complete: " + wizard.targetPage().getErrorMessage());
        next();

        GeneratePreviewPage preview = wizard.previewPage();
        assertNull(preview.getErrorMessage());
        List<String[]> plan = rows(preview.planTable());
        assertFalse(plan.isEmpty());
        for (String[] row : plan) {
            assertEquals("JCA", row[1], () -> "production target: the CICS adapter is beside the client, so JCA for "
                    + row[0] + " " + Arrays.toString(row));
            assertEquals("rule", row[3], "decided by a rule, as the Binding Preview says: no vote share against it");
            assertEquals("decided by rule P3 JCA beats RMI-IIOP", row[4]);
            assertTrue(row[6].contains("P2 the endpoint did not answer (TraderLocalPort)"),
                    () -> "the rules that fired, each with its port, for " + row[0] + ": " + row[6]);
        }
        for (Table table : List.of(preview.planTable(), preview.filesTable(), preview.needsTable())) {
            assertColumnsShowTheirTextOrATooltip(table);
        }
        assertEquals(Map.of("/TraderClient/" + PACKAGE_FOLDER + "/Trader.java", "create",
                "/TraderClient/" + PACKAGE_FOLDER + "/TraderProxy.java", "create"), files(wizard));
        Map<String, String> needs = needs(preview);
        assertEquals("on the build path already", needs.get("Quote, Holding (dev.bindwise.examples.trader)"), needs::toString);
        assertEquals("copied to " + RUNTIME_JAR + ", on the build path", needs.get("dev.bindwise.runtime " + RuntimeArtifacts.version()));
        int soapJars = bundledJars("soap").size();
        assertEquals("copied to lib/soap/, on the build path", needs.get("Apache Axis2 (" + soapJars + " jars)"), needs::toString);
        assertEquals("copied to lib/iiop/, on the build path",
                needs.get("the GlassFish ORB (" + bundledJars("iiop").size() + " jars)"), needs::toString);
        assertEquals("copied to lib/jca/, on the build path",
                needs.get("the Jakarta Connectors API (" + bundledJars("jca").size() + " jars)"), needs::toString);
        assertTrue(needs.get("TraderRemote (dev.bindwise.examples.iiop)").startsWith("missing: the proxy leaves TraderIiopPort out"),
                needs::toString);
        assertEquals(IMessageProvider.WARNING, preview.getMessageType(), "the page warns of the port left out");
        assertTrue(preview.getMessage().contains("TraderIiopPort"), preview.getMessage());
        assertFalse(preview.generateServiceClassesButton().isEnabled(), "RMI-IIOP passes the service's own classes: no look-alikes");
        assertFalse(project.getFolder(PACKAGE_FOLDER).getFile("TraderProxy.java").exists(), "nothing written yet");
        Path screenshot = Workbench.screenshot(dialog.getShell(), "generate-proxy-preview.png");
        assertTrue(Files.size(screenshot) > 0);

        finish(wizard);
        IFile proxy = project.getFolder(PACKAGE_FOLDER).getFile("TraderProxy.java");
        assertTrue(proxy.exists() && project.getFolder(PACKAGE_FOLDER).getFile("Trader.java").exists(),
                "the sources are in the project, and the workspace knows them");
        assertLibrariesCopiedOnce("soap", "iiop", "jca");
        assertEquals(List.of(), JavaProjects.buildErrors(project), "the generated proxy compiles against the runtime");
        assertTrue(project.getFolder("bin/dev/bindwise/examples/trader").getFile("TraderProxy.class").exists(),
                "the Java build compiled the proxy");

        // again, after the user edited the proxy: the wizard remembers the target, shows the edit kept, keeps it
        proxy.setContents(new ByteArrayInputStream((read(proxy) + "// mine\n").getBytes(StandardCharsets.UTF_8)),
                IResource.FORCE, null);
        dialog = openFromNewWizards();
        GenerateProxyWizard again = (GenerateProxyWizard) dialog.getCurrentPage().getWizard();
        assertEquals(target.toString(), again.targetPage().targetField().getText(), "the last target is remembered");
        next();
        // the interface is as generated, so it is replaced (its header names the new plan's time)
        assertEquals(Map.of("/TraderClient/" + PACKAGE_FOLDER + "/Trader.java", "change (as generated before)",
                "/TraderClient/" + PACKAGE_FOLDER + "/TraderProxy.java",
                "keep (you edited it; new generation beside it as .generated)"), files(again));
        List<String> told = new ArrayList<>();
        Workbench.acknowledgeNextMessage(told::add);
        finish(again);
        assertTrue(read(proxy).endsWith("// mine\n"), "Finish kept the user's edit");
        assertTrue(told.size() == 1 && told.get(0).startsWith("1 file(s) you edited were kept"), told::toString);
        assertTrue(project.getFolder(PACKAGE_FOLDER).getFile("TraderProxy.java.generated").exists(), "the new generation beside it");
        assertLibrariesCopiedOnce("soap", "iiop", "jca");
    }

    @Test
    void theServiceClassesComeFromTheClassFolderOrJarTheUserChoosesCheckedForTheNamedClasses() throws Exception {
        Path serviceClasses = serviceClassFolder();
        dialog = openFromNewWizards();
        GenerateProxyWizard wizard = (GenerateProxyWizard) dialog.getCurrentPage().getWizard();
        wizard.targetPage().targetField().setText(target.toString());
        next();
        GeneratePreviewPage preview = wizard.previewPage();
        assertEquals("Choose the service's client jar or class folder: it must hold Quote, Holding (dev.bindwise.examples.trader).",
                preview.getErrorMessage());
        assertFalse(Workbench.button(dialog.getShell(), IDialogConstants.FINISH_ID).isEnabled(), "no Finish while the proxy would not compile");
        assertFalse(preview.generateServiceClassesButton().isEnabled());

        preview.serviceClassLocationField().setText(project.getLocation().toOSString());
        Workbench.waitForJobs(GeneratePreviewPage.JOB_FAMILY, "the typed location checked");
        assertEquals("TraderClient lacks dev.bindwise.examples.trader.Quote, dev.bindwise.examples.trader.Holding: choose the"
                + " jar or class folder with the service's classes.", preview.getErrorMessage());

        Path jar = JavaProjects.jar(serviceClasses, Files.createTempDirectory("bindwise-client").resolve("trader-service.jar"), null);
        preview.serviceClassLocationField().setText(jar.toString());
        Workbench.waitForJobs(GeneratePreviewPage.JOB_FAMILY, "the typed location checked");
        assertNull(preview.getErrorMessage());
        assertEquals("from " + jar + ", on the build path", needs(preview).get("Quote, Holding (dev.bindwise.examples.trader)"));

        preview.serviceClassLocationField().setText(serviceClasses.toString());
        Workbench.waitForJobs(GeneratePreviewPage.JOB_FAMILY, "the typed location checked");
        assertNull(preview.getErrorMessage(), "the class folder has them");
        IPath folderEntry = IPath.fromPortableString("/TraderService/bin");
        assertEquals("from " + folderEntry + ", on the build path", needs(preview).get("Quote, Holding (dev.bindwise.examples.trader)"),
                "a folder of the workspace is named by its workspace path");
        assertTrue(Workbench.button(dialog.getShell(), IDialogConstants.FINISH_ID).isEnabled());

        // a client jar the user put into the project, chosen with Workspace...
        IFile workspaceJar = project.getFolder("client").getFile("trader-service.jar");
        project.getFolder("client").create(true, true, null);
        Workbench.copy(jar, workspaceJar);
        Workbench.answerNextDialog(ElementTreeSelectionDialog.class, shell -> {
            Tree tree = Workbench.find(shell, Tree.class);
            TreeItem folder = expand(tree, item(tree.getItems(), "TraderClient"), "client");
            TreeItem chosen = expand(tree, folder, "trader-service.jar");
            tree.setSelection(chosen);
            Event selected = new Event();
            selected.item = chosen;
            tree.notifyListeners(SWT.Selection, selected);
            Workbench.click(Workbench.button(shell, IDialogConstants.OK_ID));
        });
        Workbench.click(visibleButton(dialog.getShell(), "Workspace..."));
        assertEquals("${workspace_loc:/TraderClient/client/trader-service.jar}", preview.serviceClassLocationField().getText());
        assertNull(preview.getErrorMessage(), "the jar of the workspace has them");
        assertEquals("from /TraderClient/client/trader-service.jar, on the build path",
                needs(preview).get("Quote, Holding (dev.bindwise.examples.trader)"), "named by its workspace path");

        preview.serviceClassLocationField().setText(serviceClasses.toString());
        Workbench.waitForJobs(GeneratePreviewPage.JOB_FAMILY, "the typed location checked");
        finish(wizard);

        assertEquals(1, JavaProjects.libraryEntries(javaProject, folderEntry), "the class folder is on the build path");
        assertEquals(List.of(), JavaProjects.buildErrors(project), "the proxy compiles against the service's classes");
    }

    @Test
    void inAModuleAClientJarWithTheProxysPackageIsRefusedAndAPackageOfItsOwnOfferedInOneClick() throws Exception {
        Path jar = JavaProjects.jar(serviceClassFolder(),
                Files.createTempDirectory("bindwise-client").resolve("trader-service.jar"), null);
        project.getFile("src/module-info.java").create(
                new ByteArrayInputStream("module traderclient {\n}\n".getBytes(StandardCharsets.UTF_8)), true, null);
        dialog = openFromNewWizards();
        GenerateProxyWizard wizard = (GenerateProxyWizard) dialog.getCurrentPage().getWizard();
        wizard.targetPage().targetField().setText(target.toString());
        next();
        GeneratePreviewPage preview = wizard.previewPage();
        assertFalse(preview.packageOfItsOwnLink().isVisible(), "no offer before a jar clashes");
        preview.serviceClassLocationField().setText(jar.toString());
        Workbench.waitForJobs(GeneratePreviewPage.JOB_FAMILY, "the typed location checked");
        assertEquals("Module traderclient cannot read package dev.bindwise.examples.trader from both its sources and"
                + " trader-service.jar: give the proxy a package of its own (the link below, or on the first page).",
                preview.getErrorMessage());
        assertTrue(preview.packageOfItsOwnLink().isVisible());
        Workbench.screenshot(dialog.getShell(), "generate-proxy-module-clash.png");

        preview.packageOfItsOwnLink().notifyListeners(SWT.Selection, new Event());
        Workbench.processEvents();
        assertEquals("dev.bindwise.examples.trader.client", wizard.targetPage().packageField().getText());
        assertNull(preview.getErrorMessage(), "the proxy's package is its own now");
        assertFalse(preview.packageOfItsOwnLink().isVisible());
        assertEquals(jar.toString(), preview.serviceClassLocationField().getText(), "the jar stays chosen");
        assertTrue(files(wizard).containsKey("/TraderClient/src/dev/bindwise/examples/trader/client/TraderProxy.java"),
                () -> files(wizard).toString());
        assertTrue(Workbench.button(dialog.getShell(), IDialogConstants.FINISH_ID).isEnabled());
    }

    /**
     * Issue 30 item 2: generating again starts from every choice of the last generation of the WSDL (the package of
     * its own above all), and the split-package check runs again although the service's jar is on the module path
     * now; twice regenerated, the module still compiles.
     */
    @Test
    void regeneratingKeepsTheLastChoicesAndChecksTheModulePathAgain() throws Exception {
        Path jar = JavaProjects.jar(serviceClassFolder(),
                Files.createTempDirectory("bindwise-client").resolve("trader-service.jar"), null);
        project.getFile("src/module-info.java").create(
                new ByteArrayInputStream("module traderclient {\n}\n".getBytes(StandardCharsets.UTF_8)), true, null);
        dialog = openFromNewWizards();
        GenerateProxyWizard first = (GenerateProxyWizard) dialog.getCurrentPage().getWizard();
        first.targetPage().targetField().setText(target.toString());
        next();
        first.previewPage().serviceClassLocationField().setText(jar.toString());
        Workbench.waitForJobs(GeneratePreviewPage.JOB_FAMILY, "the typed location checked");
        first.previewPage().packageOfItsOwnLink().notifyListeners(SWT.Selection, new Event());
        Workbench.processEvents();
        assertNull(first.previewPage().getErrorMessage());
        finish(first);
        assertEquals(List.of(), JavaProjects.buildErrors(project), "the first generation compiles in the module");

        for (int again = 1; again <= 2; again++) {
            dialog = openFromNewWizards();
            GenerateProxyWizard wizard = (GenerateProxyWizard) dialog.getCurrentPage().getWizard();
            assertEquals("dev.bindwise.examples.trader.client", wizard.targetPage().packageField().getText(),
                    "the package of the last generation, not the service's");
            assertEquals(target.toString(), wizard.targetPage().targetField().getText(), "the target of the last generation");
            if (again == 2) {
                // the user types the service's package: the jar on the module path holds it, so the check refuses it
                wizard.targetPage().packageField().setText("dev.bindwise.examples.trader");
                next();
                assertEquals("Module traderclient cannot read package dev.bindwise.examples.trader from both its sources"
                        + " and trader-service.jar: give the proxy a package of its own (the link below, or on the first page).",
                        wizard.previewPage().getErrorMessage());
                assertFalse(Workbench.button(dialog.getShell(), IDialogConstants.FINISH_ID).isEnabled(),
                        "no Finish into the split package");
                wizard.previewPage().packageOfItsOwnLink().notifyListeners(SWT.Selection, new Event());
                Workbench.processEvents();
            } else {
                next();
            }
            assertNull(wizard.previewPage().getErrorMessage());
            assertEquals("change (as generated before)", files(wizard)
                    .get("/TraderClient/src/dev/bindwise/examples/trader/client/TraderProxy.java"), () -> files(wizard).toString());
            finish(wizard);
            assertEquals(List.of(), JavaProjects.buildErrors(project), "generation " + (again + 1) + " compiles in the module");
        }
        assertFalse(project.getFolder(PACKAGE_FOLDER).getFile("TraderProxy.java").exists(), "nothing went into the split package");
    }

    @Test
    void whereThePlanCallsSoapOnlyBindwiseGeneratesTheServiceClassesAndTheProxyRuns() throws Exception {
        Path soapOnly = Files.createTempDirectory("bindwise-target").resolve("soap-only-target.json");
        Files.writeString(soapOnly, """
                { "format": "bindwise.target/1", "name": "soap only",
                  "endpoints": {
                    "TraderSoapPort": { "accessible": true, "reason": "the only way through the firewall" },
                    "TraderIiopPort": { "accessible": false, "reason": "blocked" },
                    "TraderCicsPort": { "accessible": false, "reason": "no gateway here" },
                    "TraderLocalPort": { "accessible": false, "reason": "another JVM" } } }
                """);
        dialog = openFromNewWizards();
        GenerateProxyWizard wizard = (GenerateProxyWizard) dialog.getCurrentPage().getWizard();
        wizard.targetPage().targetField().setText(soapOnly.toString());
        next();
        GeneratePreviewPage preview = wizard.previewPage();
        assertNull(preview.getErrorMessage());
        assertTrue(preview.generateServiceClassesButton().getSelection(), "generated by default where nothing else has them");
        assertEquals(Map.of("/TraderClient/" + PACKAGE_FOLDER + "/Trader.java", "create",
                "/TraderClient/" + PACKAGE_FOLDER + "/TraderProxy.java", "create",
                "/TraderClient/" + PACKAGE_FOLDER + "/Quote.java", "create",
                "/TraderClient/" + PACKAGE_FOLDER + "/Holding.java", "create"), files(wizard));
        Map<String, String> needs = needs(preview);
        assertTrue(needs.get("Quote, Holding (dev.bindwise.examples.trader)").startsWith("generated with the proxy"), needs::toString);
        assertEquals(List.of("Quote, Holding (dev.bindwise.examples.trader)", "dev.bindwise.runtime " + RuntimeArtifacts.version(),
                "Apache Axis2 (" + bundledJars("soap").size() + " jars)"), new ArrayList<>(needs.keySet()),
                "SOAP's library only: the plan routes nothing else");

        choose(preview.serviceClassLocationButton(), preview.generateServiceClassesButton());
        assertNotNull(preview.getErrorMessage(), "without generation, the classes must come from somewhere");
        assertEquals(2, rows(preview.filesTable()).size(), "and none are generated");
        choose(preview.generateServiceClassesButton(), preview.serviceClassLocationButton());
        assertNull(preview.getErrorMessage());
        finish(wizard);

        assertLibrariesCopiedOnce("soap");
        assertFalse(project.getFolder("lib/iiop").exists() || project.getFolder("lib/jca").exists(),
                "no library of a binding the plan does not call");
        assertEquals(List.of(), JavaProjects.buildErrors(project), "the proxy compiles with the generated classes");

        // the compiled proxy runs on what the project holds: it starts, probes its one port, and says where calls go
        List<URL> classPath = new ArrayList<>(List.of(project.getFolder("bin").getLocation().toFile().toURI().toURL()));
        for (IResource jar : members(project.getFolder("lib"))) {
            classPath.add(jar.getLocation().toFile().toURI().toURL());
        }
        ClassLoader workbenchLoader = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(classPath.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
            Thread.currentThread().setContextClassLoader(loader);
            Class<?> proxyClass = loader.loadClass("dev.bindwise.examples.trader.TraderProxy");
            try (AutoCloseable proxy = (AutoCloseable) proxyClass.getConstructor().newInstance()) {
                Method runtime = proxyClass.getMethod("runtime");
                Object runtimeObject = runtime.invoke(proxy);
                String status = String.valueOf(runtimeObject.getClass().getMethod("status").invoke(runtimeObject));
                assertTrue(status.contains("TraderSoapPort"), status);
            }
        } finally {
            Thread.currentThread().setContextClassLoader(workbenchLoader);
        }
    }

    @Test
    void cancelOnThePreviewChangesNothing() throws Exception {
        copyServiceSources(project, "src");
        assertEquals(List.of(), JavaProjects.buildErrors(project));
        Map<String, Long> before = members(project);
        IClasspathEntry[] classPathBefore = javaProject.getRawClasspath();
        dialog = openFromNewWizards();
        GenerateProxyWizard wizard = (GenerateProxyWizard) dialog.getCurrentPage().getWizard();
        wizard.targetPage().targetField().setText(target.toString());
        next();
        assertEquals(wizard.previewPage(), dialog.getCurrentPage());
        assertFalse(rows(wizard.previewPage().planTable()).isEmpty(), "the preview was worked out");
        assertFalse(rows(wizard.previewPage().needsTable()).isEmpty(), "and what the proxy needs");

        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.CANCEL_ID));
        assertTrue(dialog.getShell() == null || dialog.getShell().isDisposed(), "Cancel closes the wizard");
        dialog = null;
        assertEquals(before, members(project), "the project's members and their contents are as before");
        assertEquals(Arrays.asList(classPathBefore), Arrays.asList(javaProject.getRawClasspath()), "the build path as before");
    }

    /** Selects a radio button as a click does: the other one of its group loses the selection. */
    private static void choose(org.eclipse.swt.widgets.Button chosen, org.eclipse.swt.widgets.Button other) {
        other.setSelection(false);
        chosen.setSelection(true);
        Workbench.click(chosen);
    }

    @Test
    void inAMavenProjectTheDependenciesGoToThePomAndNothingElseChanges() throws Exception {
        Path serviceClasses = serviceClassFolder();
        Path jar = JavaProjects.jar(serviceClasses, Files.createTempDirectory("bindwise-client").resolve("trader-service-2.1.jar"),
                "com.example:trader-service:2.1");
        IJavaProject maven = JavaProjects.create("TraderMavenClient", "src/main/java");
        projects.add(maven.getProject());
        String pom = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- The client of the Trader service. -->
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                    <modelVersion>4.0.0</modelVersion>
                    <groupId>com.example</groupId>
                    <artifactId>trader-client</artifactId>
                    <version>1.0</version>

                    <dependencies>
                        <!-- tests -->
                        <dependency>
                            <groupId>org.junit.jupiter</groupId>
                            <artifactId>junit-jupiter</artifactId>
                            <version>5.13.4</version>
                            <scope>test</scope>
                        </dependency>
                    </dependencies>
                </project>
                """;
        IFile pomFile = maven.getProject().getFile("pom.xml");
        pomFile.create(new ByteArrayInputStream(pom.getBytes(StandardCharsets.UTF_8)), true, null);
        wsdl = Workbench.copy(Workbench.example("trader/Trader.wsdl"), maven.getProject().getFile("Trader.wsdl"));
        Map<String, Long> before = members(maven.getProject(), "/TraderMavenClient/src/main/java/dev", "/TraderMavenClient/bin",
                "/TraderMavenClient/pom.xml");
        IClasspathEntry[] classPathBefore = maven.getRawClasspath();

        dialog = openFromNewWizards();
        GenerateProxyWizard wizard = (GenerateProxyWizard) dialog.getCurrentPage().getWizard();
        wizard.targetPage().targetField().setText(target.toString());
        next();
        GeneratePreviewPage preview = wizard.previewPage();
        preview.serviceClassLocationField().setText(jar.toString());
        Workbench.waitForJobs(GeneratePreviewPage.JOB_FAMILY, "the typed location checked");
        assertNull(preview.getErrorMessage());
        String version = RuntimeArtifacts.version();
        Map<String, String> needs = needs(preview);
        assertEquals("dependency com.example:trader-service:2.1 (the jar's own coordinates)",
                needs.get("Quote, Holding (dev.bindwise.examples.trader)"), needs::toString);
        assertEquals("dependency dev.bindwise:bindwise-runtime:" + version + " added to pom.xml",
                needs.get("dev.bindwise.runtime " + version), needs::toString);
        assertEquals("dependency dev.bindwise:bindwise-runtime-soap:pom:" + version + " added to pom.xml", needs.get("Apache Axis2"));
        String expected = pom.replace("""
                            <scope>test</scope>
                        </dependency>
                """, """
                            <scope>test</scope>
                        </dependency>
                        <dependency>
                            <groupId>com.example</groupId>
                            <artifactId>trader-service</artifactId>
                            <version>2.1</version>
                        </dependency>
                        <dependency>
                            <groupId>dev.bindwise</groupId>
                            <artifactId>bindwise-runtime</artifactId>
                            <version>%1$s</version>
                        </dependency>
                        <dependency>
                            <groupId>dev.bindwise</groupId>
                            <artifactId>bindwise-runtime-jca</artifactId>
                            <version>%1$s</version>
                            <type>pom</type>
                        </dependency>
                        <dependency>
                            <groupId>dev.bindwise</groupId>
                            <artifactId>bindwise-runtime-iiop</artifactId>
                            <version>%1$s</version>
                            <type>pom</type>
                        </dependency>
                        <dependency>
                            <groupId>dev.bindwise</groupId>
                            <artifactId>bindwise-runtime-soap</artifactId>
                            <version>%1$s</version>
                            <type>pom</type>
                        </dependency>
                """.formatted(version));
        assertEquals(expected, preview.pomPreview().getText(), "the preview shows the POM as Finish leaves it");
        assertTrue(preview.pomPreview().isVisible());
        Workbench.screenshot(dialog.getShell(), "generate-proxy-pom.png");
        finish(wizard);

        assertEquals(expected, read(pomFile), "the dependencies added in the POM's own layout, and nothing else changed");
        assertEquals(before, members(maven.getProject(), "/TraderMavenClient/src/main/java/dev", "/TraderMavenClient/bin",
                "/TraderMavenClient/pom.xml", "/TraderMavenClient/.settings/dev.bindwise.ui.prefs"),
                "no other file of the project changed (no lib/, no build path entry)");
        assertTrue(maven.getProject().getFile(".settings/dev.bindwise.ui.prefs").exists(),
                "but for the choices kept for the next generation of the WSDL");
        assertEquals(Arrays.asList(classPathBefore), Arrays.asList(maven.getRawClasspath()), "the build path is the POM's business");
        assertTrue(maven.getProject().getFile("src/main/java/dev/bindwise/examples/trader/TraderProxy.java").exists());
    }

    /** Every jar the bundle carries for the binding is in the project's lib/ and on the build path once. */
    private void assertLibrariesCopiedOnce(String... sets) throws CoreException {
        assertEquals(1, JavaProjects.libraryEntries(javaProject, project.getFile(RUNTIME_JAR).getFullPath()),
                "the runtime jar is on the build path once");
        for (String set : sets) {
            List<String> bundled = bundledJars(set);
            assertFalse(bundled.isEmpty());
            IFolder folder = project.getFolder("lib/" + set);
            for (String name : bundled) {
                IFile jar = folder.getFile(name);
                assertTrue(jar.exists(), () -> jar + " copied");
                assertEquals(1, JavaProjects.libraryEntries(javaProject, jar.getFullPath()), () -> jar + " on the build path once");
            }
            assertEquals(bundled.size(), members(folder).size(), "nothing else in " + folder);
        }
    }

    private static List<String> bundledJars(String set) {
        List<URL> entries = Collections.list(Platform.getBundle("dev.bindwise.ui").findEntries("lib/" + set, "*.jar", false));
        return entries.stream().map(url -> url.getPath().substring(url.getPath().lastIndexOf('/') + 1)).sorted().toList();
    }

    /** A Java project of the service's own classes (Trader's Quote and Holding), built: its class folder. */
    private Path serviceClassFolder() throws Exception {
        IJavaProject service = JavaProjects.create("TraderService", "src");
        projects.add(service.getProject());
        copyServiceSources(service.getProject(), "src");
        assertEquals(List.of(), JavaProjects.buildErrors(service.getProject()));
        return service.getProject().getFolder("bin").getLocation().toFile().toPath();
    }

    private static void copyServiceSources(IProject into, String sourceFolder) throws Exception {
        IFolder data = JavaProjects.folders(into, sourceFolder + "/dev/bindwise/examples/trader");
        Path services = Workbench.example("services-api/pom.xml").resolveSibling("src/main/java/dev/bindwise/examples/trader");
        for (String name : List.of("Quote.java", "Holding.java")) {
            Workbench.copy(services.resolve(name), data.getFile(name));
        }
    }

    private void next() {
        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.NEXT_ID));
    }

    private void finish(GenerateProxyWizard wizard) {
        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.FINISH_ID));
        assertTrue(dialog.getShell() == null || dialog.getShell().isDisposed(),
                () -> "Finish closes the wizard: " + wizard.previewPage().getErrorMessage());
        dialog = null;
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

    /** Expands the tree item as a click on its arrow does, and returns its child of this name. */
    private static TreeItem expand(Tree tree, TreeItem parent, String child) {
        Event expand = new Event();
        expand.item = parent;
        tree.notifyListeners(SWT.Expand, expand);
        parent.setExpanded(true);
        Workbench.processEvents();
        return item(parent.getItems(), child);
    }

    private static TreeItem item(TreeItem[] items, String text) {
        return Arrays.stream(items).filter(item -> item.getText().equals(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + text + " among "
                        + Arrays.stream(items).map(TreeItem::getText).toList()));
    }

    private static Button visibleButton(Composite parent, String label) {
        for (Control child : parent.getChildren()) {
            if (child instanceof Button button && button.isVisible() && button.getText().replace("&", "").equals(label)) {
                return button;
            }
            if (child instanceof Composite composite && composite.isVisible()) {
                Button found = visibleButton(composite, label);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /**
     * Every column as wide as its widest text, or at the bound with the cell's full text as its tooltip (the rules'
     * cell of the plan keeps a longer one: every rule with its reason; the page's tables are the Binding Preview's).
     */
    private static void assertColumnsShowTheirTextOrATooltip(Table table) {
        GC gc = new GC(table);
        try {
            for (int column = 0; column < table.getColumnCount(); column++) {
                for (int row = 0; row < table.getItemCount(); row++) {
                    TableItem item = table.getItem(row);
                    int width = table.getColumn(column).getWidth();
                    if (width < gc.textExtent(item.getText(column)).x) {
                        Rectangle cell = item.getBounds(column);
                        String tip = Tables.tipAt(table, new Point(cell.x + 2, cell.y + 2));
                        boolean rules = table.getColumn(column).getText().equals("Rules fired");
                        assertTrue(width >= 400 && tip != null && (rules ? tip.contains("P3 JCA beats SOAP: ")
                                : tip.equals(item.getText(column))),
                                table.getColumn(column).getText() + " cuts '" + item.getText(column) + "' at " + width
                                        + " px, tooltip " + tip);
                    }
                }
            }
        } finally {
            gc.dispose();
        }
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

    /** What the proxy needs, in the page's order: how Finish provides it. */
    private static Map<String, String> needs(GeneratePreviewPage preview) {
        Map<String, String> needs = new java.util.LinkedHashMap<>();
        for (String[] row : rows(preview.needsTable())) {
            needs.put(row[0], row[2]);
        }
        return needs;
    }

    private static List<IResource> members(IFolder folder) throws CoreException {
        return folder.exists() ? Arrays.asList(folder.members()) : List.of();
    }

    /** Every member of the project with its content's hash (folders as -1), but for those under the paths left out. */
    private static Map<String, Long> members(IProject project, String... leftOut) throws CoreException {
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
        Map<String, Long> members = new TreeMap<>();
        project.accept(resource -> {
            String path = resource.getFullPath().toString();
            if (Arrays.stream(leftOut).anyMatch(path::startsWith)) {
                return false;
            }
            long hash = -1;
            if (resource instanceof IFile file) {
                try {
                    hash = Arrays.hashCode(Files.readAllBytes(file.getLocation().toFile().toPath()));
                } catch (java.io.IOException e) {
                    throw new CoreException(org.eclipse.core.runtime.Status.error("cannot read " + file, e));
                }
            }
            members.put(path, hash);
            return true;
        });
        return members;
    }

    private static String read(IFile file) throws Exception {
        return Files.readString(file.getLocation().toFile().toPath());
    }
}
