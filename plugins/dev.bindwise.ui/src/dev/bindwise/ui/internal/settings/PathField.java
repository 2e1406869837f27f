package dev.bindwise.ui.internal.settings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.dialogs.ContainerSelectionDialog;
import org.eclipse.ui.dialogs.FilteredResourcesSelectionDialog;

/**
 * A file or folder a selection uses (target profile, rules folder, calibration): typed, or chosen with
 * Workspace... (stored as a workspace path, see {@link WorkspacePaths}) or File System... (an absolute path).
 */
public final class PathField {

    /** What the field names. */
    public enum Kind {
        FILE, FOLDER
    }

    private final Kind kind;
    private final String pattern;
    private final Text text;
    private final Button workspace;

    /**
     * @param pattern the names the workspace chooser offers first ("*.json"), for a file
     */
    public PathField(Composite parent, Kind kind, String pattern, String tooltip) {
        this.kind = kind;
        this.pattern = pattern;
        Composite row = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(3, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        row.setLayout(layout);
        row.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        text = new Text(row, SWT.BORDER);
        GridData textData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        // the field widens with its window; without a hint it asks for the width of its hint text (1500 px and more)
        textData.widthHint = TextWidths.FIELD;
        text.setLayoutData(textData);
        text.setToolTipText(tooltip + "\nA workspace resource is written ${workspace_loc:/project/path}.");
        text.setMessage(tooltip);
        workspace = button(row, "&Workspace...", this::chooseInWorkspace);
        button(row, "File S&ystem...", this::chooseInFileSystem);
    }

    public Text text() {
        return text;
    }

    /** The Workspace... button, for the tests. */
    public Button workspaceButton() {
        return workspace;
    }

    /** The value as stored. */
    public String value() {
        return text.getText().trim();
    }

    public void setValue(String stored) {
        text.setText(stored == null ? "" : stored);
    }

    /** The file or folder it names; empty when the field is empty. */
    public Optional<Path> path() {
        return WorkspacePaths.resolve(value());
    }

    /** What is wrong with the value, for a page's error line; empty when it names what it should, or nothing. */
    public Optional<String> problem(String what, String whenEmpty) {
        Optional<Path> path = path();
        if (path.isEmpty()) {
            return Optional.empty();
        }
        boolean exists = kind == Kind.FILE ? Files.isRegularFile(path.get()) : Files.isDirectory(path.get());
        if (exists) {
            return Optional.empty();
        }
        String named = WorkspacePaths.workspacePath(value()).map(p -> p + " (in the workspace)")
                .orElse(path.get().toString());
        return Optional.of(what + " " + named + ": no such " + (kind == Kind.FILE ? "file" : "folder") + ". Choose one"
                + " with Workspace... or File System..., or leave it empty " + whenEmpty + ".");
    }

    public void addModifyListener(Runnable listener) {
        text.addModifyListener(event -> listener.run());
    }

    private void chooseInWorkspace() {
        if (kind == Kind.FOLDER) {
            ContainerSelectionDialog dialog = new ContainerSelectionDialog(text.getShell(),
                    currentContainer(), false, "Choose a folder of the workspace:");
            if (dialog.open() == Window.OK && dialog.getResult().length == 1
                    && dialog.getResult()[0] instanceof IPath chosen) {
                IResource folder = ResourcesPlugin.getWorkspace().getRoot().findMember(chosen);
                if (folder != null) {
                    text.setText(WorkspacePaths.stored(folder));
                }
            }
            return;
        }
        FilteredResourcesSelectionDialog dialog = new FilteredResourcesSelectionDialog(text.getShell(), false,
                ResourcesPlugin.getWorkspace().getRoot(), IResource.FILE);
        dialog.setInitialPattern(pattern);
        if (dialog.open() == Window.OK && dialog.getFirstResult() instanceof IResource file) {
            text.setText(WorkspacePaths.stored(file));
        }
    }

    private IContainer currentContainer() {
        return WorkspacePaths.workspacePath(value()).map(p -> ResourcesPlugin.getWorkspace().getRoot().findMember(p))
                .filter(IContainer.class::isInstance).map(IContainer.class::cast).orElse(null);
    }

    /** Opens where the current value is (or the user's home), never on the chooser's "Recent" list. */
    private void chooseInFileSystem() {
        String start = path().map(p -> Files.isDirectory(p) ? p : p.getParent())
                .map(Path::toString).orElse(System.getProperty("user.home"));
        String chosen;
        if (kind == Kind.FOLDER) {
            DirectoryDialog dialog = new DirectoryDialog(text.getShell());
            dialog.setFilterPath(start);
            chosen = dialog.open();
        } else {
            FileDialog dialog = new FileDialog(text.getShell(), SWT.OPEN);
            dialog.setFilterPath(start);
            dialog.setFilterExtensions(new String[] { pattern, "*" });
            chosen = dialog.open();
        }
        if (chosen != null) {
            text.setText(chosen);
        }
    }

    private static Button button(Composite parent, String label, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(label);
        button.addListener(SWT.Selection, event -> action.run());
        return button;
    }
}
