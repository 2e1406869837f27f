package dev.bindwise.ui.internal.generate;

import java.util.Optional;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerFilter;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.dialogs.ElementTreeSelectionDialog;
import org.eclipse.ui.model.WorkbenchContentProvider;
import org.eclipse.ui.model.WorkbenchLabelProvider;

/**
 * The preview page's Workspace... for the service's classes: a jar or a class folder of the workspace (a client jar
 * the user put into a project, or another project's output folder), chosen in a tree of the open projects.
 */
final class ServiceClassesInWorkspace {

    private static final String PLUGIN_ID = "dev.bindwise.ui";

    private ServiceClassesInWorkspace() {
    }

    /** The jar or folder chosen, or empty when the user cancelled. */
    static Optional<IResource> choose(Shell shell) {
        ElementTreeSelectionDialog dialog = new ElementTreeSelectionDialog(shell, new WorkbenchLabelProvider(),
                new WorkbenchContentProvider());
        dialog.setTitle("The service's client jar or class folder");
        dialog.setMessage("Choose a jar, or a folder with the service's classes in package folders below it:");
        dialog.setInput(ResourcesPlugin.getWorkspace().getRoot());
        dialog.addFilter(new ViewerFilter() {
            @Override
            public boolean select(Viewer viewer, Object parent, Object element) {
                return shown(element);
            }
        });
        dialog.setAllowMultiple(false);
        dialog.setValidator(selection -> selection.length == 1 && choosable(selection[0])
                ? Status.OK_STATUS
                : new Status(IStatus.ERROR, PLUGIN_ID, "Choose a .jar file or a folder."));
        if (dialog.open() != Window.OK || !(dialog.getFirstResult() instanceof IResource chosen)) {
            return Optional.empty();
        }
        return Optional.of(chosen);
    }

    /** Open projects, folders and jars; the rest would only be in the way. */
    private static boolean shown(Object element) {
        return element instanceof IProject project ? project.isOpen()
                : element instanceof IContainer || isJar(element);
    }

    private static boolean choosable(Object element) {
        return element instanceof IContainer && !(element instanceof IWorkspaceRoot) || isJar(element);
    }

    private static boolean isJar(Object element) {
        return element instanceof IFile file && "jar".equalsIgnoreCase(file.getFileExtension());
    }
}
