package dev.bindwise.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.navigator.CommonNavigator;

/** What the UI tests share: the example files, a project, waiting on the UI thread, screenshots. */
final class Workbench {

    static final long TIMEOUT_MILLIS = 60_000;

    private Workbench() {
    }

    static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    /** A file of the repository's examples/ folder (the build passes its location). */
    static Path example(String relative) {
        String examples = System.getProperty("bindwise.examples");
        assertTrue(examples != null, "the build passes -Dbindwise.examples");
        Path file = Path.of(examples, relative).toAbsolutePath().normalize();
        assertTrue(Files.isRegularFile(file), () -> "no example " + file);
        return file;
    }

    static IProject project(String name) throws CoreException {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        return project;
    }

    static void delete(IProject project) throws CoreException {
        project.delete(IResource.FORCE | IResource.ALWAYS_DELETE_PROJECT_CONTENT, null);
    }

    static IFile copy(Path from, IFile to) throws CoreException, IOException {
        try (InputStream in = Files.newInputStream(from)) {
            to.create(in, true, null);
        }
        return to;
    }

    /** Selects the file or folder in the Project Explorer, as a click does. */
    static void selectInExplorer(IResource file) throws PartInitException {
        CommonNavigator explorer = (CommonNavigator) page().showView(IPageLayout.ID_PROJECT_EXPLORER);
        explorer.getCommonViewer().refresh();
        page().activate(explorer);
        explorer.selectReveal(new StructuredSelection(file));
        processEvents();
    }

    /** Selects the file in the Project Explorer, opens its real context menu and clicks the item of the submenu. */
    static void clickContextMenu(IResource file, String menuLabel, String itemLabel) throws PartInitException {
        withContextSubmenu(file, menuLabel, submenu -> {
            MenuItem item = item(submenu, itemLabel);
            assertTrue(item.isEnabled(), itemLabel + " should be enabled on " + file.getName());
            item.notifyListeners(SWT.Selection, new Event());
        });
    }

    /** The labels of the items of a context submenu of the file, as the user sees them (the disabled ones too). */
    static List<String> contextSubmenuItems(IResource file, String menuLabel) throws PartInitException {
        List<String> labels = new ArrayList<>();
        withContextSubmenu(file, menuLabel, submenu -> {
            for (MenuItem item : submenu.getItems()) {
                if ((item.getStyle() & SWT.SEPARATOR) == 0) {
                    labels.add(item.getText().replace("&", "") + (item.isEnabled() ? "" : " (disabled)"));
                }
            }
        });
        return labels;
    }

    private static void withContextSubmenu(IResource file, String menuLabel, Consumer<Menu> action)
            throws PartInitException {
        selectInExplorer(file);
        CommonNavigator explorer = (CommonNavigator) page().findView(IPageLayout.ID_PROJECT_EXPLORER);
        Menu contextMenu = explorer.getCommonViewer().getTree().getMenu();
        contextMenu.notifyListeners(SWT.Show, new Event());
        try {
            Menu submenu = item(contextMenu, menuLabel).getMenu();
            submenu.notifyListeners(SWT.Show, new Event());
            try {
                action.accept(submenu);
            } finally {
                submenu.notifyListeners(SWT.Hide, new Event());
            }
        } finally {
            contextMenu.notifyListeners(SWT.Hide, new Event());
        }
        processEvents();
    }

    private static MenuItem item(Menu menu, String label) {
        StringBuilder seen = new StringBuilder();
        for (MenuItem item : menu.getItems()) {
            String text = item.getText().replace("&", "");
            if (text.equals(label)) {
                return item;
            }
            seen.append(" [").append(text).append(']');
        }
        return fail("no menu item '" + label + "' among" + seen);
    }

    static void waitUntil(BooleanSupplier condition, String what) {
        waitUntil(condition, what, TIMEOUT_MILLIS);
    }

    static void waitUntil(BooleanSupplier condition, String what, long timeoutMillis) {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                fail("timed out after " + timeoutMillis + " ms waiting for " + what);
            }
            if (!Display.getCurrent().readAndDispatch()) {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    fail("interrupted");
                }
            }
        }
    }

    /** Waits until the supplier gives something (not null), and returns it. */
    static <T> T waitFor(Supplier<T> supplier, String what) {
        List<T> found = new ArrayList<>(1);
        waitUntil(() -> {
            T value = supplier.get();
            if (value != null) {
                found.add(value);
            }
            return value != null;
        }, what);
        return found.get(0);
    }

    /** Waits for the jobs of a family to end, and for what they post to the UI thread to be shown. */
    static void waitForJobs(Object family, String what) {
        waitUntil(() -> Job.getJobManager().find(family).length == 0, what);
        processEvents();
    }

    static void processEvents() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // drain the event queue
        }
    }

    /** The push button of a dialog with this id (JFace puts the id into the button's data). */
    static Button button(Composite parent, int id) {
        for (Control child : parent.getChildren()) {
            if (child instanceof Button button && Integer.valueOf(id).equals(button.getData())) {
                return button;
            }
            if (child instanceof Composite composite) {
                Button found = button(composite, id);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** The first visible control of this type in the parent's tree of children, or null. */
    static <T extends Control> T find(Composite parent, Class<T> type) {
        for (Control child : parent.getChildren()) {
            if (type.isInstance(child) && child.isVisible()) {
                return type.cast(child);
            }
            if (child instanceof Composite composite) {
                T found = find(composite, type);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    static void click(Button button) {
        button.notifyListeners(SWT.Selection, new Event());
        processEvents();
    }

    /**
     * Presses OK in the next message dialog that opens (a modal one blocks the test's thread), as a user who
     * read it does; its message goes to the consumer.
     */
    static void acknowledgeNextMessage(Consumer<String> message) {
        Display display = Display.getCurrent();
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            for (Shell shell : display.getShells()) {
                if (!shell.isDisposed() && shell.getData() instanceof org.eclipse.jface.dialogs.MessageDialog dialog) {
                    message.accept(String.join(" ", labels(shell, new ArrayList<>())));
                    dialog.close();
                    return;
                }
            }
            display.timerExec(100, poll[0]);
        };
        display.timerExec(100, poll[0]);
    }

    /**
     * Answers the next dialog of this type that opens (a modal one blocks the test's thread, so the answer runs from
     * the dialog's own event loop), as a user would: the answer gets the dialog's shell.
     */
    static void answerNextDialog(Class<?> dialogType, Consumer<Shell> answer) {
        Display display = Display.getCurrent();
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            for (Shell shell : display.getShells()) {
                if (!shell.isDisposed() && dialogType.isInstance(shell.getData()) && shell.isVisible()) {
                    answer.accept(shell);
                    return;
                }
            }
            display.timerExec(100, poll[0]);
        };
        display.timerExec(100, poll[0]);
    }

    private static List<String> labels(Composite parent, List<String> texts) {
        for (Control child : parent.getChildren()) {
            if (child instanceof org.eclipse.swt.widgets.Label label && !label.getText().isBlank()) {
                texts.add(label.getText());
            } else if (child instanceof Composite composite) {
                labels(composite, texts);
            }
        }
        return texts;
    }

    /** The workbench window at a size that shows the views, for screenshots. */
    static Shell workbenchShell() {
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        Rectangle screen = shell.getDisplay().getPrimaryMonitor().getBounds();
        shell.setBounds(screen.x, screen.y, Math.min(1280, screen.width), Math.min(960, screen.height));
        processEvents();
        return shell;
    }

    /**
     * Takes a PNG of a shell as it is on the screen (SWT only: the display's pixels under the shell),
     * into the test module's target/screenshots/, and checks that it shows something.
     */
    static Path screenshot(Shell shell, String name) throws IOException {
        bringToFront(shell);
        return capture(shell, name);
    }

    static void bringToFront(Shell shell) {
        shell.moveAbove(null);
        shell.forceActive();
        for (int i = 0; i < 10; i++) {
            processEvents();
            shell.update();
        }
    }

    /**
     * A PNG of the display's pixels under the shell as they are, without bringing it to the front first (that
     * would close a popup that is open over it, such as content assist's).
     */
    static Path capture(Shell shell, String name) throws IOException {
        processEvents();
        Display display = shell.getDisplay();
        Rectangle bounds = shell.getBounds();
        Image image = new Image(display, bounds.width, bounds.height);
        try {
            GC gc = new GC(display);
            try {
                gc.copyArea(image, bounds.x, bounds.y);
            } finally {
                gc.dispose();
            }
            ImageData data = image.getImageData();
            assertTrue(colours(data) > 16, () -> "the screenshot " + name + " is blank (" + colours(data) + " colours)");
            Path folder = Path.of(System.getProperty("bindwise.screenshots", "target/screenshots"));
            Files.createDirectories(folder);
            Path file = folder.resolve(name);
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { data };
            loader.save(file.toString(), SWT.IMAGE_PNG);
            return file;
        } finally {
            image.dispose();
        }
    }

    private static int colours(ImageData data) {
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < data.height; y += 3) {
            for (int x = 0; x < data.width; x += 3) {
                seen.add(data.getPixel(x, y));
                if (seen.size() > 1000) {
                    return seen.size();
                }
            }
        }
        return seen.size();
    }
}
