package dev.bindwise.ui.internal.preview;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceVisitor;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.dialogs.ListSelectionDialog;

import dev.bindwise.ui.internal.settings.WorkspacePaths;

/**
 * Compare Targets... of the Binding Preview: this machine and every target profile of the workspace, the ones
 * compared now ticked. The choice is remembered in the preferences.
 */
public final class CompareTargetsDialog {

    /** How much of a .json file is read to tell a target profile (its "format" comes first). */
    private static final int HEAD_BYTES = 4096;
    private static final String PROFILE_FORMAT = "\"bindwise.target/";

    private CompareTargetsDialog() {
    }

    /** Asks which targets to compare, and remembers them; empty when the user cancelled. */
    public static Optional<List<ComparedTarget>> open(Shell shell) {
        List<ComparedTarget> now = ComparedTarget.remembered();
        Set<ComparedTarget> choices = new LinkedHashSet<>();
        choices.add(ComparedTarget.HERE);
        choices.addAll(workspaceProfiles());
        choices.addAll(now);
        ListSelectionDialog dialog = ListSelectionDialog.of(List.copyOf(choices))
                .contentProvider(ArrayContentProvider.getInstance())
                .labelProvider(LabelProvider.createTextProvider(c -> ((ComparedTarget) c).choiceLabel()))
                .title("Compare Targets")
                .message("The targets whose plans the Binding Preview shows side by side (target profiles are the"
                        + " bindwise.target/1 files of the workspace):")
                .preselect(now.toArray())
                .create(shell);
        if (dialog.open() != Window.OK) {
            return Optional.empty();
        }
        List<ComparedTarget> chosen = new ArrayList<>();
        for (Object result : dialog.getResult()) {
            chosen.add((ComparedTarget) result);
        }
        ComparedTarget.remember(chosen);
        return Optional.of(chosen);
    }

    /** The target profiles of the workspace: .json files that declare the bindwise.target format. */
    static List<ComparedTarget> workspaceProfiles() {
        List<ComparedTarget> profiles = new ArrayList<>();
        try {
            ResourcesPlugin.getWorkspace().getRoot().accept((IResourceVisitor) resource -> {
                if (resource instanceof IFile file && "json".equalsIgnoreCase(file.getFileExtension())
                        && isProfile(file)) {
                    profiles.add(ComparedTarget.profile(WorkspacePaths.stored(file)));
                }
                return !resource.isDerived() && !resource.isTeamPrivateMember();
            }, IResource.DEPTH_INFINITE, IResource.NONE);
        } catch (CoreException e) {
            // a workspace that cannot be walked offers this machine and the targets chosen before
        }
        return profiles;
    }

    private static boolean isProfile(IFile file) {
        try (InputStream in = file.getContents(true)) {
            return new String(in.readNBytes(HEAD_BYTES), StandardCharsets.UTF_8).contains(PROFILE_FORMAT);
        } catch (CoreException | IOException e) {
            return false;
        }
    }
}
