package dev.bindwise.ui.internal.generate;

import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IPackageFragmentRoot;

import dev.bindwise.ui.internal.preview.SelectSettings;

/**
 * What the user chose on the wizard's first page: the WSDL, what select runs with (target, hints, rules),
 * and where the sources go.
 *
 * @param wsdl         the extended WSDL in the workspace
 * @param select       the options of {@code ./bindwise select}
 * @param project      the Java project the proxy goes into
 * @param sourceFolder a source folder of that project
 * @param packageName  the Java package of the generated sources
 */
public record GenerateChoices(IFile wsdl, SelectSettings select, IJavaProject project, IPackageFragmentRoot sourceFolder,
        String packageName) {

    /** The file system folder of the source folder: where the core writes. */
    public Path sourceFolderLocation() {
        return sourceFolder.getResource().getLocation().toFile().toPath();
    }
}
