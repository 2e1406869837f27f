package dev.bindwise.ui.internal.generate;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.Status;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

import dev.bindwise.core.generate.RuntimeArtifacts.ClientLibrary;

/**
 * The jars this bundle carries for the user's projects (copied in by the build, see pom.xml): the runtime,
 * {@value #RUNTIME}, and each binding's client library with what it needs, in {@code lib/<set>/} ({@code soap},
 * {@code iiop}, {@code jca}). A plain Java project gets them at the same paths.
 */
final class BundledJars {

    static final String RUNTIME = "lib/dev.bindwise.runtime.jar";

    /** One jar: where it is in this bundle, which is also where it goes in a project. */
    record BundledJar(String path) {

        String name() {
            return path.substring(path.lastIndexOf('/') + 1);
        }

        byte[] read() throws CoreException {
            Bundle bundle = bundle();
            URL url = FileLocator.find(bundle, IPath.fromPortableString(path));
            if (url == null) {
                throw missing(path);
            }
            try (InputStream in = url.openStream()) {
                return in.readAllBytes();
            } catch (IOException e) {
                throw new CoreException(Status.error("Cannot read " + path + " of " + bundle.getSymbolicName(), e));
            }
        }
    }

    private BundledJars() {
    }

    static BundledJar runtime() {
        return new BundledJar(RUNTIME);
    }

    /** The jars of a binding's client library, by name. */
    static List<BundledJar> of(ClientLibrary library) throws CoreException {
        String folder = "lib/" + library.shortName();
        Enumeration<URL> entries = bundle().findEntries(folder, "*.jar", false);
        if (entries == null) {
            throw missing(folder + "/");
        }
        List<BundledJar> jars = new ArrayList<>();
        for (URL entry : Collections.list(entries)) {
            String path = entry.getPath();
            jars.add(new BundledJar(folder + path.substring(path.lastIndexOf('/'))));
        }
        jars.sort((a, b) -> a.path().compareTo(b.path()));
        return jars;
    }

    private static Bundle bundle() {
        return FrameworkUtil.getBundle(BundledJars.class);
    }

    private static CoreException missing(String path) {
        return new CoreException(Status.error("This Bindwise installation lacks " + path + " in bundle "
                + bundle().getSymbolicName() + ": reinstall Bindwise."));
    }
}
