package dev.bindwise.install.check;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.service.datalocation.Location;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What "Bindwise installed and works" means here: the installed feature's plug-ins are all present and
 * resolved, no bundle of the installation is left unresolved, no Bindwise bundle logged an error, the
 * Bindwise view opens in the workbench as the class its plugin.xml declares (not as the error part the
 * workbench shows when a view fails), and a new user's way from a fresh Java project to a running proxy
 * goes through ({@link ProxyFlowCheck}).
 */
final class InstallCheck implements ILogListener {

    static final String FEATURE_ID = "dev.bindwise.feature";
    /** The view of plugins/dev.bindwise.ui/plugin.xml. */
    static final String VIEW_ID = "dev.bindwise.ui.inspectView";
    private static final String BINDWISE_PREFIX = "dev.bindwise.";

    private final BundleContext context;
    /** Written by the UI thread and by the thread that installs through the UI. */
    private final List<String> findings = Collections.synchronizedList(new ArrayList<>());
    private final List<String> failures = Collections.synchronizedList(new ArrayList<>());

    InstallCheck(BundleContext context) {
        this.context = context;
    }

    boolean passed() {
        return failures.isEmpty() && !findings.isEmpty();
    }

    /** A line of the report: what was found working. */
    void found(String line) {
        findings.add(line);
    }

    /** A line of the report: what does not work. */
    void failed(String line) {
        failures.add(line);
    }

    /** Runs every check in the open workbench; each problem found becomes one line of the report. */
    void run(IWorkbench workbench) {
        try {
            checkFeaturePluginsResolved();
            checkNoBundleUnresolved();
            checkJavaDevelopersEclipse();
            checkViewOpens(workbench);
        } catch (RuntimeException e) {
            failures.add("the check itself failed: " + e);
        }
    }

    @Override
    public void logging(IStatus status, String plugin) {
        if (status.matches(IStatus.ERROR) && plugin != null && plugin.startsWith(BINDWISE_PREFIX)) {
            failures.add(plugin + " logged an error: " + status.getMessage()
                    + (status.getException() == null ? "" : " (" + status.getException() + ")"));
        }
    }

    /** @param passedLine what the report says when nothing failed */
    void printReport(PrintStream out, String passedLine) {
        out.println("Bindwise install check in " + installDirectory() + ":");
        findings.forEach(line -> out.println("  " + line));
        if (passed()) {
            out.println("PASSED: " + passedLine);
        } else {
            out.println("FAILED:");
            if (findings.isEmpty() && failures.isEmpty()) {
                out.println("  the check never ran (the workbench closed before its window opened?)");
            }
            failures.forEach(line -> out.println("  " + line));
        }
    }

    private void checkFeaturePluginsResolved() {
        for (String id : installedFeaturePlugins()) {
            List<Bundle> bundles = Arrays.stream(context.getBundles())
                    .filter(bundle -> id.equals(bundle.getSymbolicName()))
                    .toList();
            if (bundles.isEmpty()) {
                failures.add(id + ": listed by " + FEATURE_ID + " but not installed");
            }
            for (Bundle bundle : bundles) {
                findings.add(id + " " + bundle.getVersion() + " " + stateName(bundle.getState()));
            }
        }
    }

    private void checkNoBundleUnresolved() {
        Bundle[] all = context.getBundles();
        int unresolved = 0;
        for (Bundle bundle : all) {
            if (bundle.getState() == Bundle.INSTALLED) {
                unresolved++;
                failures.add(bundle.getSymbolicName() + " " + bundle.getVersion() + " is not resolved: "
                        + unresolvedReason(bundle));
            }
        }
        findings.add((all.length - unresolved) + " of " + all.length + " bundles of the installation resolved");
    }

    /**
     * What the Eclipse IDE for Java Developers offers and README's steps use: Help > Install New Software... (the p2
     * UI), Run As > Java Application and its Run Configurations tab group (JDT debug UI), the Error Log view. Each is
     * looked up as its bundle contributes it, so an unresolved bundle shows here as a missing entry.
     */
    private void checkJavaDevelopersEclipse() {
        contributed("org.eclipse.ui.commands", "command", "id", "org.eclipse.equinox.p2.ui.sdk.install",
                "Help > Install New Software...");
        contributed("org.eclipse.debug.ui.launchShortcuts", "shortcut", "id", "org.eclipse.jdt.debug.ui.localJavaShortcut",
                "Run As > Java Application");
        contributed("org.eclipse.debug.ui.launchConfigurationTabGroups", "launchConfigurationTabGroup", "type",
                "org.eclipse.jdt.launching.localJavaApplication", "Run Configurations > Java Application");
        contributed("org.eclipse.ui.views", "view", "id", "org.eclipse.pde.runtime.LogView", "Window > Show View > Error Log");
    }

    private void contributed(String point, String element, String attribute, String value, String what) {
        boolean there = Arrays.stream(Platform.getExtensionRegistry().getConfigurationElementsFor(point))
                .anyMatch(contribution -> element.equals(contribution.getName())
                        && value.equals(contribution.getAttribute(attribute)));
        if (there) {
            findings.add(what + ": contributed (" + value + ")");
        } else {
            failures.add(what + " is missing: no " + element + " " + value + " at " + point);
        }
    }

    private void checkViewOpens(IWorkbench workbench) {
        String declaredClass = declaredViewClass();
        if (declaredClass == null) {
            failures.add("no view " + VIEW_ID + " is contributed (org.eclipse.ui.views): dev.bindwise.ui is"
                    + " missing or unresolved");
            return;
        }
        IWorkbenchWindow[] windows = workbench.getWorkbenchWindows();
        if (windows.length == 0 || windows[0].getActivePage() == null) {
            failures.add("the workbench has no window with a page to open the view in");
            return;
        }
        IWorkbenchPage page = windows[0].getActivePage();
        try {
            IViewPart part = page.showView(VIEW_ID);
            String openedClass = part.getClass().getName();
            if (!openedClass.equals(declaredClass)) {
                failures.add("view " + VIEW_ID + " opened as " + openedClass + " instead of " + declaredClass
                        + ": the workbench could not create it (the log above says why)");
            } else if (page.findView(VIEW_ID) != part) {
                failures.add("view " + VIEW_ID + " was created but is not on the page");
            } else {
                findings.add("view " + VIEW_ID + " open: " + openedClass + ", titled '" + part.getTitle() + "'");
            }
        } catch (PartInitException e) {
            Throwable cause = e.getStatus().getException();
            failures.add("view " + VIEW_ID + " did not open: " + e.getMessage() + (cause == null ? "" : " (" + cause + ")"));
        }
        Bundle ui = Platform.getBundle("dev.bindwise.ui");
        if (ui != null) {
            findings.add("dev.bindwise.ui after opening the view: " + stateName(ui.getState()));
        }
    }

    private static String declaredViewClass() {
        return Arrays.stream(Platform.getExtensionRegistry().getConfigurationElementsFor("org.eclipse.ui.views"))
                .filter(element -> "view".equals(element.getName()) && VIEW_ID.equals(element.getAttribute("id")))
                .map(element -> element.getAttribute("class"))
                .findFirst().orElse(null);
    }

    /** The plug-in ids of the installed feature's feature.xml, or a failure when it is not installed. */
    private List<String> installedFeaturePlugins() {
        Path featuresDirectory = installDirectory().resolve("features");
        Path featureXml;
        try (Stream<Path> features = Files.list(featuresDirectory)) {
            featureXml = features
                    .filter(path -> path.getFileName().toString().startsWith(FEATURE_ID + "_"))
                    .max(Comparator.naturalOrder())
                    .map(path -> path.resolve("feature.xml"))
                    .orElse(null);
        } catch (IOException e) {
            failures.add("cannot list " + featuresDirectory + ": " + e);
            return List.of();
        }
        if (featureXml == null) {
            failures.add(FEATURE_ID + " is not installed: nothing named " + FEATURE_ID + "_* in " + featuresDirectory);
            return List.of();
        }
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            NodeList plugins = factory.newDocumentBuilder().parse(featureXml.toFile()).getElementsByTagName("plugin");
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < plugins.getLength(); i++) {
                ids.add(((Element) plugins.item(i)).getAttribute("id"));
            }
            findings.add(featureXml.getParent().getFileName() + " installed, " + ids.size() + " plug-ins:");
            return ids;
        } catch (Exception e) {
            failures.add("cannot read " + featureXml + ": " + e);
            return List.of();
        }
    }

    private static Path installDirectory() {
        Location install = Platform.getInstallLocation();
        try {
            return Path.of(install.getURL().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the install location is not a file: " + install.getURL(), e);
        }
    }

    /** OSGi says why a bundle does not resolve when asked to start it. */
    private static String unresolvedReason(Bundle bundle) {
        if (bundle.getHeaders().get("Fragment-Host") != null) {
            return "a fragment whose host or requirements are missing";
        }
        try {
            bundle.start(Bundle.START_TRANSIENT);
            return "it resolved only when started by the check";
        } catch (BundleException e) {
            return e.getMessage().strip().replace("\n", "\n    ");
        }
    }

    private static String stateName(int state) {
        return switch (state) {
            case Bundle.UNINSTALLED -> "UNINSTALLED";
            case Bundle.INSTALLED -> "INSTALLED (unresolved)";
            case Bundle.RESOLVED -> "RESOLVED";
            case Bundle.STARTING -> "STARTING (lazy, resolved)";
            case Bundle.STOPPING -> "STOPPING";
            case Bundle.ACTIVE -> "ACTIVE";
            default -> "state " + state;
        };
    }
}
