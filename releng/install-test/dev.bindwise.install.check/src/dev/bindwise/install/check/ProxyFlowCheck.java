package dev.bindwise.install.check;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

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
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IPackageFragmentRoot;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.launching.JavaRuntime;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.IWizardPage;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.wizards.IWizardDescriptor;

/**
 * A new user's way from a fresh workspace to a running proxy, in the installed Eclipse, through the wizards'
 * own widgets: File > New > Java Project (JDT UI) with its defaults, the example Trader WSDL and its production
 * profile imported, File > New > Other > Bindwise > Generate Binding Proxy with the service's client jar chosen
 * on the preview, a full build that must leave no error marker, and the user's main class run with the
 * project's class path against the example SOAP server. Each step's time goes into the report.
 */
final class ProxyFlowCheck {

    static final String PROJECT = "TraderClient";
    /** The package the preview offers the proxy: the service's own classes are in dev.bindwise.examples.trader. */
    static final String PACKAGE = "dev.bindwise.examples.trader.client";
    private static final String JAVA_PROJECT_WIZARD = "org.eclipse.jdt.ui.wizards.JavaProjectWizard";
    private static final String PROXY_WIZARD = "dev.bindwise.ui.generateProxyWizard";
    private static final String SOAP_SERVER = "dev.bindwise.examples.soap.SoapServer";
    private static final String MAIN = """
            package com.example.client;

            import dev.bindwise.examples.trader.client.TraderProxy;
            import dev.bindwise.examples.trader.Quote;

            /** The user's own code: calls the Trader service through the generated proxy. */
            public class TraderClientMain {

                public static void main(String[] args) throws Exception {
                    try (TraderProxy trader = new TraderProxy()) {
                        trader.runtime().status().forEach(status -> System.out.println("status: " + status));
                        Quote quote = trader.getQuote("alice", "IBM");
                        System.out.println("quote: " + quote.getCompany().trim() + " at " + quote.getSharePrice());
                    }
                }
            }
            """;

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

    /**
     * @param examples the repository's examples folder (the Trader WSDL and profile)
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
        boolean done = step("File > New > Java Project " + PROJECT + ", the wizard's defaults", () -> newJavaProject(shell))
                && step("the example Trader.wsdl and production-target.json imported", this::importExample)
                && step("Generate Binding Proxy, Next, the client jar chosen, Finish", () -> generateProxy(shell))
                && step("the user's main class added, a full build", this::buildWithoutErrors)
                && step("the main class run with the project's class path against the example SOAP server", this::runProxy);
        if (done) {
            report.found("a new Java project reached a running proxy");
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

    private void importExample() throws CoreException, IOException {
        for (String name : List.of("Trader.wsdl", "production-target.json")) {
            try (InputStream in = Files.newInputStream(examples.resolve("trader").resolve(name))) {
                project.getFile(name).create(in, true, null);
            }
        }
    }

    private void generateProxy(Shell shell) throws CoreException, IOException {
        IFile wsdl = project.getFile("Trader.wsdl");
        WizardDialog dialog = open(shell, PROXY_WIZARD, new StructuredSelection(wsdl),
                "no Generate Binding Proxy wizard under File > New > Other > Bindwise");
        Shell wizard = dialog.getShell();
        Widgets.fieldAfter(wizard, "Target profile:").setText(project.getFile("production-target.json").getLocation().toOSString());
        report.found("        the package proposed: " + Widgets.fieldAfter(wizard, "Package:").getText());
        long nextPressed = System.nanoTime();
        IWizardPage preview = next(dialog);
        report.found(String.format(Locale.ROOT, "        Next: the plan and what the proxy needs shown after %.1f s",
                (System.nanoTime() - nextPressed) / 1e9));
        report.found("        the preview asks: " + preview.getErrorMessage());
        Path clientJar = servicesJar();
        Text location = Widgets.fieldAfter(wizard, "From the service's client jar or class folder:");
        location.setText(clientJar.toString());
        Widgets.processEvents();
        if (preview.getErrorMessage() != null) {
            // the WSDL's namespace gives the service's own package: in a module, the proxy needs one of its own,
            // which the page offers in one click
            report.found("        with the jar, the preview says: " + preview.getErrorMessage());
            long clicked = System.nanoTime();
            Widgets.clickLink(wizard, "Give the proxy the package " + PACKAGE);
            report.found(String.format(Locale.ROOT, "        clicked 'Give the proxy the package %s': previewed again in %.1f s",
                    PACKAGE, (System.nanoTime() - clicked) / 1e9));
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
        folder.getFile("TraderClientMain.java").create(new ByteArrayInputStream(MAIN.getBytes(StandardCharsets.UTF_8)), true, null);
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
        if (!errors.isEmpty()) {
            throw new IllegalStateException(errors.size() + " error marker(s): " + String.join("; ", errors));
        }
        report.found("        0 error markers, " + warnings + " warning(s); module-info.java: "
                + (project.getFile(source.getResource().getProjectRelativePath().append("module-info.java")).exists()
                        ? "yes" : "no"));
    }

    private void runProxy() throws Exception {
        String classPath = String.join(File.pathSeparator, JavaRuntime.computeDefaultRuntimeClassPath(JavaCore.create(project)));
        try (ExampleServer soap = ExampleServer.start(SOAP_SERVER, servers, work.resolve("soap-server.log"), 60)) {
            Path java = Path.of(System.getProperty("java.home"), "bin", "java");
            Process client = new ProcessBuilder(java.toString(), "-cp", classPath,
                    "-Dbindwise.address.TraderSoapPort=http://127.0.0.1:" + soap.port() + "/axis2/services/Trader",
                    "com.example.client.TraderClientMain").redirectErrorStream(true).start();
            CompletableFuture<String> output = CompletableFuture.supplyAsync(() -> {
                try {
                    return new String(client.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                } catch (IOException e) {
                    return "(output unreadable: " + e + ")";
                }
            });
            if (!client.waitFor(60, TimeUnit.SECONDS)) {
                client.destroyForcibly();
                throw new IllegalStateException("the proxy's client did not end within 60 s");
            }
            String printed = output.get(10, TimeUnit.SECONDS).strip();
            if (client.exitValue() != 0 || !printed.contains("quote: IBM")) {
                throw new IllegalStateException("the client ended with " + client.exitValue() + ":\n" + printed);
            }
            for (String line : printed.split("\n")) {
                if (line.startsWith("status: ") || line.startsWith("quote: ")) {
                    report.found("        " + line);
                }
            }
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
