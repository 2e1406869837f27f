package dev.bindwise.ui.internal.preview;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.core.discovery.DiscoverOperation;
import dev.bindwise.core.discovery.DiscoveryMonitor;
import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.discovery.TargetProfile;
import dev.bindwise.core.discovery.TargetProfileException;
import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.policy.RuleCompileException;
import dev.bindwise.core.policy.RuleRunException;
import dev.bindwise.core.select.SelectOperation;
import dev.bindwise.core.select.SelectRequest;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.Facts;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.persistence.ModelResources;

/**
 * The steps of {@code ./bindwise select} for a WSDL in the workspace, with an Eclipse progress monitor:
 * load the rules, read the WSDL, discover the target, select. Runs on the caller's thread (a Job's);
 * every bad input ends in a {@link SelectionFailure} with the core's message.
 */
public final class WorkspaceSelection {

    private WorkspaceSelection() {
    }

    public static SelectionPlan select(IFile wsdl, SelectSettings settings, IProgressMonitor monitor)
            throws SelectionFailure {
        SubMonitor progress = SubMonitor.convert(monitor, "Selecting the bindings of " + wsdl.getName(), 4);
        SpaceHints hints;
        try {
            hints = SpaceHints.parse(settings.hints());
        } catch (IllegalArgumentException e) {
            throw new SelectionFailure("Hints '" + settings.hints() + "': " + e.getMessage()
                    + "\nCorrect them in Window > Preferences > Bindwise.");
        }
        TargetProfile profile = null;
        if (settings.targetProfile().isPresent()) {
            try {
                profile = TargetProfile.load(settings.targetProfile().get());
            } catch (TargetProfileException e) {
                throw new SelectionFailure(e.getMessage());
            }
        }
        progress.subTask("loading the policy rules");
        RuleBase rules;
        try {
            rules = RuleBase.load(settings.rules());
        } catch (RuleCompileException e) {
            throw new SelectionFailure(e.getMessage());
        }
        progress.worked(1);
        checkCanceled(progress);

        progress.subTask("reading " + wsdl.getName());
        ServiceDescription description;
        try {
            description = readWsdl(wsdl);
        } catch (WsdlReadException e) {
            throw new SelectionFailure(e.getMessage());
        }
        progress.worked(1);

        progress.subTask("discovering the target");
        SubMonitor probes = progress.split(1);
        Facts facts;
        try {
            facts = new DiscoverOperation(description, new DiscoveryRequest(null, null, settings.probeTimeout(),
                    profile, noClientClasses())).execute(new DiscoveryMonitor() {
                        @Override
                        public void probed(String probe, int finished, int total) {
                            probes.setWorkRemaining(total - finished + 1);
                            probes.subTask("probed " + probe + " (" + finished + " of " + total + ")");
                            probes.worked(1);
                        }

                        @Override
                        public boolean isCanceled() {
                            return probes.isCanceled();
                        }
                    });
        } catch (CancellationException e) {
            throw new OperationCanceledException();
        }

        progress.subTask("estimating, voting and applying the rules");
        SelectionPlan plan;
        try {
            plan = new SelectOperation(description, new SelectRequest(facts, hints, Estimator.withDefaults(), rules))
                    .execute();
        } catch (RuleRunException e) {
            throw new SelectionFailure(e.getMessage());
        }
        progress.worked(1);
        return plan;
    }

    /** Reads a WSDL of the workspace as select does. */
    public static ServiceDescription readWsdl(IFile wsdl) throws WsdlReadException {
        // WSIF WSDLs name imports from a source root; the project folder is the natural one
        return new WsdlReader(new WsdlReaderOptions(List.of(wsdl.getProject().getLocation().toFile().toPath())))
                .read(wsdl.getLocation().toFile().toPath());
    }

    /** A plan written by {@code ./bindwise select --plan}. */
    public static SelectionPlan loadPlan(IFile xmi) throws SelectionFailure {
        Path location = xmi.getLocation().toFile().toPath();
        if (!Files.isRegularFile(location)) {
            throw new SelectionFailure(location + ": no such file.");
        }
        try {
            return ModelResources.load(location, SelectionPlan.class);
        } catch (IOException e) {
            throw new SelectionFailure(e.getMessage() + "\nA plan is what ./bindwise select --plan FILE.xmi writes.");
        }
    }

    /**
     * The client's class path, where the local Java probe looks for the service's class: none here. The
     * IDE is not the client, and its own class path must not make the service look local.
     */
    private static ClassLoader noClientClasses() {
        return new URLClassLoader(new URL[0], ClassLoader.getPlatformClassLoader());
    }

    private static void checkCanceled(IProgressMonitor monitor) {
        if (monitor.isCanceled()) {
            throw new OperationCanceledException();
        }
    }
}
