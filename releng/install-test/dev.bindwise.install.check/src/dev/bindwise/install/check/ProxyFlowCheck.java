package dev.bindwise.install.check;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IPackageFragmentRoot;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.ui.IPackagesViewPart;
import org.eclipse.jdt.ui.JavaUI;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.IWizardPage;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.console.ConsolePlugin;
import org.eclipse.ui.console.IConsole;
import org.eclipse.ui.console.IConsoleConstants;
import org.eclipse.ui.console.IConsoleListener;
import org.eclipse.ui.console.IConsoleManager;
import org.eclipse.ui.console.IConsoleView;
import org.eclipse.ui.console.TextConsole;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.ISetSelectionTarget;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.wizards.IWizardDescriptor;

/**
 * A new user's way from a fresh workspace to a proxy's answer in the Console, in the Eclipse that Bindwise was
 * installed into through Help > Install New Software, through the workbench's own widgets, on a service other than
 * the README's Trader: the example SOAP server serves Financial on loopback, File > New > Java Project (JDT UI)
 * with its defaults, the example Financial.wsdl copied in (its SOAP address the server's, as a deployed service's
 * WSDL names where it runs), File > New > Other > Bindwise > Generate Binding Proxy with the service's client jar
 * chosen on the preview, the user's class calling the proxy, a full build that must leave no error marker, and
 * Run As > Java Application from the Package Explorer's context menu, whose answer is read from the Console view.
 * Each step's time goes into the report, and a screenshot of each into {@link Screenshots}.
 */
final class ProxyFlowCheck {

    static final String PROJECT = "FinancialClient";
    private static final String SERVICE = "Financial";
    /** The address the example WSDL names: the example SOAP server's default port. */
    private static final String WSDL_ADDRESS = "http://127.0.0.1:8081/axis2/services/Financial";
    private static final String JAVA_PROJECT_WIZARD = "org.eclipse.jdt.ui.wizards.JavaProjectWizard";
    private static final String PROXY_WIZARD = "dev.bindwise.ui.generateProxyWizard";
    private static final String SOAP_SERVER = "dev.bindwise.examples.soap.SoapServer";
    private static final String GIVE_PACKAGE = "Give the proxy the package ";
    private static final String MAIN_CLASS = "FinancialClientMain";
    /** The user's class; %s is the package the proxy was generated into. */
    private static final String MAIN = """
            package com.example.client;

            import dev.bindwise.examples.financial.AddShortRequest;
            import dev.bindwise.examples.financial.AddShortResponse;
            import dev.bindwise.examples.financial.Position;
            import %s.FinancialProxy;

            /** The user's own code: sells IBM short through the generated proxy of the Financial service. */
            public class FinancialClientMain {

                public static void main(String[] args) throws Exception {
                    Position position = new Position();
                    position.setSymbol("IBM");
                    position.setQuantity(100);
                    position.setPrice(131.5);
                    AddShortRequest request = new AddShortRequest();
                    request.setRequestId("order-1");
                    request.setPositions(new Position[] { position });
                    try (FinancialProxy financial = new FinancialProxy()) {
                        AddShortResponse response = financial.handleAddShort(request);
                        financial.runtime().status().forEach(status -> System.out.println("status: " + status));
                        Position confirmed = response.getPositions()[0];
                        System.out.println("answer: " + response.getRequestId() + " accepted " + response.getAccepted()
                                + ": " + confirmed.getSymbol() + " " + confirmed.getQuantity() + " " + confirmed.getStatus());
                    }
                }
            }
            """;
    private static final String ANSWER = "answer: order-1 accepted 1: IBM -100.0 SHORT-ACCEPTED";

    /** One step of the way; its failure ends the way there. */
    private interface Step {
        void run() throws Exception;
    }

    private final InstallCheck report;
    private final IWorkbench workbench;
    private final Path examples;
    private final Path servers;
    private final Path work;
    private IProject project;
    private ExampleServer soap;
    private String proxyPackage;
    private IFile mainFile;

    /**
     * @param examples the repository's examples folder (the Financial WSDL)
     * @param servers  a folder of the example SOAP server's jars, the service's client jar among them
     * @param work     where the servers' logs go
     */
    ProxyFlowCheck(InstallCheck report, IWorkbench workbench, Path examples, Path servers, Path work) {
        this.report = report;
        this.workbench = workbench;
        this.examples = examples;
        this.servers = servers;
        this.work = work;
    }

    void run() {
        Shell shell = workbench.getActiveWorkbenchWindow().getShell();
        try {
            boolean done = step("the example SOAP server serving " + SERVICE + " on loopback", this::startServer)
                    && step("File > New > Java Project " + PROJECT + ", the wizard's defaults", () -> newJavaProject(shell))
                    && step("the example " + SERVICE + ".wsdl copied in, at the server's address", this::copyWsdl)
                    && step("Generate Binding Proxy, Next, the client jar chosen, Finish", () -> generateProxy(shell))
                    && step("the user's class written in the Java editor, a full build", this::buildWithoutErrors)
                    && step("Run As > Java Application, the answer read from the Console view", this::runAs);
            if (done) {
                report.found("a new Java project reached the proxy's answer in the Console");
            }
        } finally {
            if (soap != null) {
                soap.close();
            }
        }
    }

    private boolean step(String name, Step step) {
        long started = System.nanoTime();
        try {
            step.run();
            report.found(String.format(Locale.ROOT, "%5.1f s  %s", (System.nanoTime() - started) / 1e9, name));
            return true;
        } catch (Exception e) {
            report.failed(name + ": " + e.getMessage());
            return false;
        }
    }

    private void newJavaProject(Shell shell) throws CoreException, InterruptedException {
        WizardDialog dialog = open(shell, JAVA_PROJECT_WIZARD, StructuredSelection.EMPTY,
                "no New Java Project wizard: the Eclipse lacks JDT UI");
        Shell wizard = dialog.getShell();
        Widgets.fieldAfter(wizard, "Project name:").setText(PROJECT);
        Widgets.processEvents();
        for (Button button : Widgets.all(wizard).stream().filter(Button.class::isInstance).map(Button.class::cast).toList()) {
            if (button.getText().replace("&", "").startsWith("Create module-info.java")) {
                report.found("        Create module-info.java file: " + (button.getSelection() ? "checked" : "not checked")
                        + " (the default)");
            }
        }
        Button finish = Widgets.button(wizard, IDialogConstants.FINISH_ID);
        Widgets.waitUntil(finish::isEnabled, 30_000, "Finish of the New Java Project wizard (its message: "
                + dialog.getCurrentPage().getErrorMessage() + ")");
        Screenshots.take(wizard, "walk-1-new-java-project");
        Runnable stop = Widgets.acceptDialogs(wizard, title -> report.found("        answered: " + title));
        try {
            Widgets.click(finish);
            Widgets.waitUntil(wizard::isDisposed, 60_000, "the New Java Project wizard to close");
        } finally {
            stop.run();
        }
        project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        if (!project.exists() || !project.hasNature(JavaCore.NATURE_ID)) {
            throw new IllegalStateException("no Java project " + PROJECT + " after Finish");
        }
        Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, null);
    }

    private void startServer() throws IOException {
        soap = ExampleServer.start(SOAP_SERVER, servers, work.resolve("soap-server.log"), 60);
        report.found("        at http://127.0.0.1:" + soap.port() + "/axis2/services/" + SERVICE);
    }

    private void copyWsdl() throws CoreException, IOException {
        String wsdl = Files.readString(examples.resolve("financial").resolve(SERVICE + ".wsdl"));
        if (!wsdl.contains(WSDL_ADDRESS)) {
            throw new IllegalStateException("the example " + SERVICE + ".wsdl no longer names " + WSDL_ADDRESS);
        }
        String here = wsdl.replace(WSDL_ADDRESS, "http://127.0.0.1:" + soap.port() + "/axis2/services/" + SERVICE);
        project.getFile(SERVICE + ".wsdl").create(new ByteArrayInputStream(here.getBytes(StandardCharsets.UTF_8)), true, null);
    }

    private void generateProxy(Shell shell) throws CoreException, IOException {
        IFile wsdl = project.getFile(SERVICE + ".wsdl");
        WizardDialog dialog = open(shell, PROXY_WIZARD, new StructuredSelection(wsdl),
                "no Generate Binding Proxy wizard under File > New > Other > Bindwise");
        Shell wizard = dialog.getShell();
        proxyPackage = Widgets.fieldAfter(wizard, "Package:").getText();
        report.found("        the package proposed: " + proxyPackage + "; no target profile: the wizard probes this host");
        long nextPressed = System.nanoTime();
        IWizardPage preview = next(dialog);
        report.found(String.format(Locale.ROOT, "        Next: the plan and what the proxy needs shown after %.1f s",
                (System.nanoTime() - nextPressed) / 1e9));
        report.found("        the preview asks: " + preview.getErrorMessage());
        Path clientJar = servicesJar();
        Text location = Widgets.fieldAfter(wizard, "From the service's client jar or class folder:");
        String asked = preview.getErrorMessage();
        location.setText(clientJar.toString());
        // the page checks a typed location in the background once the typing pauses, then shows its verdict
        Widgets.waitFor(() -> preview.isPageComplete() || !Objects.equals(asked, preview.getErrorMessage()), 120_000);
        if (preview.getErrorMessage() != null) {
            // the WSDL's namespace gives the service's own package: in a module, the proxy needs one of its own,
            // which the page offers in one click
            report.found("        with the jar, the preview says: " + preview.getErrorMessage());
            long clicked = System.nanoTime();
            String link = Widgets.clickLink(wizard, GIVE_PACKAGE);
            proxyPackage = link.substring(GIVE_PACKAGE.length()).split(" ")[0];
            Widgets.waitFor(() -> preview.isPageComplete(), 120_000);
            report.found(String.format(Locale.ROOT, "        clicked '%s': previewed again in %.1f s", GIVE_PACKAGE + proxyPackage,
                    (System.nanoTime() - clicked) / 1e9));
        }
        if (preview.getErrorMessage() != null) {
            throw new IllegalStateException("with " + clientJar.getFileName() + " chosen, the preview says: " + preview.getErrorMessage());
        }
        List<Table> tables = Widgets.tables(wizard);
        for (String row : Widgets.rows(tables.get(tables.size() - 1))) {
            report.found("        needs: " + row);
        }
        if (preview.getMessage() != null) {
            report.found("        the preview warns: " + preview.getMessage());
        }
        Screenshots.take(wizard, "walk-2-generate-proxy-preview");
        Widgets.click(Widgets.button(wizard, IDialogConstants.FINISH_ID));
        Widgets.waitUntil(wizard::isDisposed, 60_000, "the wizard to close after Finish");
    }

    private void buildWithoutErrors() throws CoreException, InterruptedException {
        IJavaProject javaProject = JavaCore.create(project);
        IPackageFragmentRoot source = null;
        for (IPackageFragmentRoot root : javaProject.getPackageFragmentRoots()) {
            if (root.getKind() == IPackageFragmentRoot.K_SOURCE && source == null) {
                source = root;
            }
        }
        if (source == null) {
            throw new IllegalStateException(PROJECT + " has no source folder");
        }
        IFolder folder = ((IFolder) source.getResource()).getFolder(IPath.fromPortableString("com/example/client"));
        create(folder);
        // The user types the class into a new editor: an empty file opened in the Java editor, its text set, saved.
        mainFile = folder.getFile(MAIN_CLASS + ".java");
        mainFile.create(new ByteArrayInputStream(new byte[0]), true, null);
        ITextEditor editor = (ITextEditor) IDE.openEditor(workbench.getActiveWorkbenchWindow().getActivePage(), mainFile);
        editor.getDocumentProvider().getDocument(editor.getEditorInput()).set(MAIN.formatted(proxyPackage));
        editor.doSave(null);
        ResourcesPlugin.getWorkspace().build(IncrementalProjectBuilder.FULL_BUILD, null);
        Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, null);
        List<String> errors = new ArrayList<>();
        int warnings = 0;
        for (IMarker marker : project.findMarkers(IMarker.PROBLEM, true, IResource.DEPTH_INFINITE)) {
            int severity = marker.getAttribute(IMarker.SEVERITY, -1);
            if (severity == IMarker.SEVERITY_ERROR) {
                errors.add(marker.getResource().getProjectRelativePath() + ":" + marker.getAttribute(IMarker.LINE_NUMBER, -1)
                        + " " + marker.getAttribute(IMarker.MESSAGE, ""));
            } else if (severity == IMarker.SEVERITY_WARNING) {
                warnings++;
            }
        }
        Widgets.processEvents();
        Screenshots.take(workbench.getActiveWorkbenchWindow().getShell(), "walk-3-user-class");
        if (!errors.isEmpty()) {
            throw new IllegalStateException(errors.size() + " error marker(s): " + String.join("; ", errors));
        }
        report.found("        0 error markers, " + warnings + " warning(s); module-info.java: "
                + (project.getFile(source.getResource().getProjectRelativePath().append("module-info.java")).exists()
                        ? "yes" : "no"));
    }

    /**
     * The user's class selected in the Package Explorer, its context menu's Run As > Java Application clicked (JDT's
     * launch shortcut makes the run configuration and launches it), and the Console view's text read once the process
     * has ended and the console has all its output.
     */
    private void runAs() throws PartInitException {
        IWorkbenchPage page = workbench.getActiveWorkbenchWindow().getActivePage();
        IViewPart explorer = page.showView(JavaUI.ID_PACKAGES);
        page.activate(explorer);
        ICompilationUnit unit = JavaCore.createCompilationUnitFrom(mainFile);
        ((ISetSelectionTarget) explorer).selectReveal(new StructuredSelection(unit));
        Widgets.processEvents();
        Tree tree = ((IPackagesViewPart) explorer).getTreeViewer().getTree();

        CompletableFuture<TextConsole> output = new CompletableFuture<>();
        IConsoleManager consoles = ConsolePlugin.getDefault().getConsoleManager();
        IConsoleListener listener = new IConsoleListener() {
            @Override
            public void consolesAdded(IConsole[] added) {
                for (IConsole console : added) {
                    if (console instanceof TextConsole text && console instanceof org.eclipse.debug.ui.console.IConsole) {
                        text.addPropertyChangeListener(event -> {
                            if (IConsoleConstants.P_CONSOLE_OUTPUT_COMPLETE.equals(event.getProperty())) {
                                output.complete(text);
                            }
                        });
                    }
                }
            }

            @Override
            public void consolesRemoved(IConsole[] removed) {
                // nothing to forget
            }
        };
        consoles.addConsoleListener(listener);
        try {
            Widgets.contextMenu(tree, "Run As", "Java Application");
            Widgets.waitUntil(output::isDone, 120_000, "the launched " + MAIN_CLASS + " to end and its console to be complete");
        } finally {
            consoles.removeConsoleListener(listener);
        }
        TextConsole console = output.join();
        IConsoleView view = (IConsoleView) page.showView(IConsoleConstants.ID_CONSOLE_VIEW);
        view.display(console);
        Widgets.processEvents();
        String shown = view.getConsole() == console ? console.getDocument().get().strip() : "(the Console view shows another console)";
        Screenshots.take(workbench.getActiveWorkbenchWindow().getShell(), "walk-4-console");
        if (!shown.contains(ANSWER)) {
            throw new IllegalStateException("the Console view does not show '" + ANSWER + "'; it shows:\n" + shown);
        }
        for (String line : shown.split("\n")) {
            report.found("        console: " + line);
        }
    }

    private static IWizardPage next(WizardDialog dialog) {
        Widgets.click(Widgets.button(dialog.getShell(), IDialogConstants.NEXT_ID));
        IWizardPage preview = dialog.getCurrentPage();
        if (!"preview".equals(preview.getName())) {
            throw new IllegalStateException("Next did not lead to the preview: " + preview.getErrorMessage());
        }
        return preview;
    }

    /** The examples' client jar, as a provider publishes one: the service interfaces and data classes, no implementation. */
    private Path servicesJar() throws IOException {
        try (DirectoryStream<Path> jars = Files.newDirectoryStream(servers, "dev.bindwise.examples.services-api-*.jar")) {
            for (Path jar : jars) {
                return jar;
            }
        }
        throw new IOException("no dev.bindwise.examples.services-api jar in " + servers);
    }

    private WizardDialog open(Shell shell, String id, StructuredSelection selection, String missing) throws CoreException {
        IWizardDescriptor descriptor = workbench.getNewWizardRegistry().findWizard(id);
        if (descriptor == null) {
            throw new IllegalStateException(missing);
        }
        INewWizard wizard = (INewWizard) descriptor.createWizard();
        wizard.init(workbench, selection);
        WizardDialog dialog = new WizardDialog(shell, wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        Widgets.processEvents();
        return dialog;
    }

    private static void create(IFolder folder) throws CoreException {
        if (!folder.exists()) {
            if (folder.getParent() instanceof IFolder parent) {
                create(parent);
            }
            folder.create(true, true, null);
        }
    }
}
