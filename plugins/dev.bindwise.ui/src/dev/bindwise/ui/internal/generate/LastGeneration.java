package dev.bindwise.ui.internal.generate;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ProjectScope;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.osgi.service.prefs.BackingStoreException;
import org.osgi.service.prefs.Preferences;

import dev.bindwise.ui.internal.preferences.BindwisePreferences;

/**
 * What the last Finish of Generate Binding Proxy chose for one WSDL, so that generating again starts from the
 * same choices (the package above all: a proxy moved to a package of its own must not go back into the
 * service's package). Kept in the project preferences of the WSDL's project
 * (.settings/dev.bindwise.ui.prefs), one node per WSDL, shared with the project like its other settings.
 *
 * @param target         the target profile as written in the field ("" for none)
 * @param hints          the hints as --hints takes them
 * @param operatingPoint the point of the data as --at takes it
 * @param samples        the folder of sample messages as written in the field
 * @param rules          the rules folder as written in the field
 * @param calibration    the calibration file as written in the field
 * @param project        the Java project the proxy went into
 * @param sourceFolder   its source folder, by workspace path
 * @param packageName    the proxy's package
 * @param serviceClasses where the service's classes came from: {@link #GENERATED}, the client jar or class folder as
 *                       written in the field, or "" for the build path
 */
public record LastGeneration(String target, String hints, String operatingPoint, String samples, String rules,
        String calibration, String project, String sourceFolder, String packageName, String serviceClasses) {

    /** The service's classes were generated with the proxy. */
    public static final String GENERATED = "(generated)";

    private static final String NODE = "lastGeneration";
    private static final String[] KEYS = { "target", "hints", "operatingPoint", "samples", "rules", "calibration",
            "project", "sourceFolder", "package", "serviceClasses" };

    /** The choices of the last generation for this WSDL, if it was generated from before. */
    public static Optional<LastGeneration> of(IFile wsdl) {
        try {
            Preferences parent = parent(wsdl);
            String name = nodeName(wsdl);
            if (!parent.nodeExists(name)) {
                return Optional.empty();
            }
            Preferences node = parent.node(name);
            String[] values = new String[KEYS.length];
            for (int i = 0; i < KEYS.length; i++) {
                values[i] = node.get(KEYS[i], "");
            }
            return Optional.of(new LastGeneration(values[0], values[1], values[2], values[3], values[4], values[5],
                    values[6], values[7], values[8], values[9]));
        } catch (BackingStoreException e) {
            return Optional.empty();
        }
    }

    /** Stores the choices for this WSDL and writes the project's preference file (not on the UI thread: a file write). */
    void store(IFile wsdl) throws CoreException {
        Preferences node = parent(wsdl).node(nodeName(wsdl));
        String[] values = { target, hints, operatingPoint, samples, rules, calibration, project, sourceFolder,
                packageName, serviceClasses };
        for (int i = 0; i < KEYS.length; i++) {
            node.put(KEYS[i], values[i]);
        }
        try {
            node.flush();
        } catch (BackingStoreException e) {
            throw new CoreException(Status.error("Cannot store the choices of this generation in the settings of "
                    + wsdl.getProject().getName() + ": " + e.getMessage(), e));
        }
    }

    private static Preferences parent(IFile wsdl) {
        IEclipsePreferences project = new ProjectScope(wsdl.getProject()).getNode(BindwisePreferences.NODE);
        return project.node(NODE);
    }

    /** A node's name cannot hold a slash: the WSDL's path in its project, URL-encoded. */
    private static String nodeName(IFile wsdl) {
        return URLEncoder.encode(wsdl.getProjectRelativePath().toPortableString(), StandardCharsets.UTF_8);
    }
}
