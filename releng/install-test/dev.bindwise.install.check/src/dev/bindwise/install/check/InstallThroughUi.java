package dev.bindwise.install.check;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;

/**
 * Installs Bindwise the way README tells a user to, through the p2 UI of the running Eclipse: Help > Install New
 * Software..., Add..., the update site's zip as the location (what Archive... fills in: its file dialog is the
 * desktop's own, out of SWT's reach), Bindwise ticked, Next, Next, the licence accepted, Finish, the trust dialogs
 * answered by trusting the content listed, and Restart Now when asked. The wizard and the dialogs are modal, so this
 * runs on a thread of its own and works the widgets on the UI thread; each step is bounded and a step that fails
 * says which and why (with the text of any error dialog that opened instead).
 */
final class InstallThroughUi {

    private static final long STEP_SECONDS = 120;
    private static final String INSTALL = "Install";
    private static final String RESTART_NOW = "Restart Now";

    /** One step of the way; its failure ends the way there. */
    private interface Step {
        void run() throws Exception;
    }

    private final InstallCheck report;
    private final Display display;
    private final Shell window;
    private final Path zip;
    private Shell install;
    private Shell restart;

    InstallThroughUi(InstallCheck report, Shell window, Path zip) {
        this.report = report;
        this.display = window.getDisplay();
        this.window = window;
        this.zip = zip;
    }

    /** @return whether Restart Now was pressed after the install (the workbench then closes to restart) */
    boolean run() {
        return step("Help > Install New Software...", this::openInstallWizard)
                && step("Add..., the update site's zip as an archive (" + archiveLocation() + "), Add", this::addArchive)
                && step("Bindwise ticked in the software the zip offers", this::tickBindwise)
                && step("Next: the install details", () -> next("Install Details"))
                && step("Next: the licence, accepted; Finish", this::acceptLicenceAndFinish)
                && step("the install, the trust dialogs answered, until the question to restart", this::trustUntilRestart)
                && restartNow();
    }

    private boolean restartNow() {
        later(() -> Widgets.click(Widgets.button(restart, RESTART_NOW)));
        return true;
    }

    /** What Archive... writes into the Location field for a zip: a jar: URL of the zip's root. */
    private String archiveLocation() {
        return "jar:" + zip.toUri() + "!/";
    }

    private boolean step(String name, Step step) {
        long started = System.nanoTime();
        try {
            step.run();
            report.found(String.format(Locale.ROOT, "%5.1f s  %s", (System.nanoTime() - started) / 1e9, name));
            return true;
        } catch (Exception e) {
            report.failed("installing through the UI, at '" + name + "': " + e.getMessage());
            return false;
        }
    }

    private void openInstallWizard() {
        MenuItem item = ui(() -> {
            Menu help = item(window.getMenuBar(), "Help").getMenu();
            help.notifyListeners(SWT.Show, new Event());
            MenuItem found = item(help, "Install New Software...");
            help.notifyListeners(SWT.Hide, new Event());
            return found;
        });
        later(() -> item.notifyListeners(SWT.Selection, new Event()));
        install = awaitShell(INSTALL);
    }

    private void addArchive() {
        later(() -> Widgets.click(Widgets.button(install, "Add...")));
        Shell add = awaitShell("Add Repository");
        ui(() -> {
            Widgets.fieldAfter(add, "Name:").setText("Bindwise");
            Widgets.fieldAfter(add, "Location:").setText(archiveLocation());
            Screenshots.take(add, "install-1-add-archive");
            return null;
        });
        later(() -> Widgets.click(Widgets.button(add, IDialogConstants.OK_ID)));
        await(add::isDisposed, "the Add Repository dialog to close");
    }

    private void tickBindwise() {
        TreeItem bindwise = await(() -> {
            for (Control control : Widgets.all(install)) {
                if (control instanceof Tree tree && (tree.getStyle() & SWT.CHECK) != 0) {
                    for (TreeItem item : tree.getItems()) {
                        if (item.getText().startsWith("Bindwise")) {
                            return item;
                        }
                    }
                }
            }
            return null;
        }, "Bindwise among the software of " + archiveLocation());
        ui(() -> {
            bindwise.setChecked(true);
            Event check = new Event();
            check.detail = SWT.CHECK;
            check.item = bindwise;
            bindwise.getParent().notifyListeners(SWT.Selection, check);
            return null;
        });
        await(() -> ui(() -> Widgets.button(install, IDialogConstants.NEXT_ID).isEnabled()) ? true : null,
                "Next to be enabled once Bindwise is ticked");
        ui(() -> {
            Screenshots.take(install, "install-2-available-software");
            return null;
        });
    }

    private void next(String pageTitle) {
        later(() -> Widgets.click(Widgets.button(install, IDialogConstants.NEXT_ID)));
        await(() -> pageTitle.equals(currentPageTitle()) ? true : null,
                "the page '" + pageTitle + "' (the wizard says: " + ui(this::wizardMessage) + ")");
    }

    private void acceptLicenceAndFinish() {
        next("Review Licenses");
        ui(() -> {
            Widgets.click(Widgets.button(install, "I accept the terms of the license agreement"));
            Screenshots.take(install, "install-3-licence");
            return null;
        });
        await(() -> ui(() -> Widgets.button(install, IDialogConstants.FINISH_ID).isEnabled()) ? true : null,
                "Finish to be enabled once the licence is accepted (the wizard says: " + ui(this::wizardMessage) + ")");
        later(() -> Widgets.click(Widgets.button(install, IDialogConstants.FINISH_ID)));
    }

    /** Answers the trust dialogs the install opens, trusting what they list, until the restart question comes. */
    private void trustUntilRestart() {
        List<String> answered = new ArrayList<>();
        restart = await(() -> {
            for (Shell shell : display.getShells()) {
                if (shell == window || shell.isDisposed() || !shell.isVisible() || shell == install) {
                    continue;
                }
                String title = shell.getText();
                if (hasButton(shell, RESTART_NOW)) {
                    return shell;
                }
                if (title.startsWith("Trust") && !answered.contains(title + shell.hashCode())) {
                    answered.add(title + shell.hashCode());
                    Screenshots.take(shell, "install-4-" + title.toLowerCase(Locale.ROOT).replace(' ', '-'));
                    report.found("        " + title + ": " + String.join(" ", labels(shell)));
                    Widgets.click(Widgets.button(shell, "Select All"));
                    Button trust = Widgets.button(shell, "Trust Selected");
                    if ((trust.getStyle() & SWT.CHECK) != 0) {
                        Widgets.click(trust);
                        trust = Widgets.button(shell, IDialogConstants.OK_ID);
                    }
                    Button accept = trust;
                    display.asyncExec(() -> Widgets.click(accept));
                } else if (title.contains("Problem") || title.contains("Error")) {
                    throw new IllegalStateException("'" + title + "' opened: " + String.join(" ", labels(shell)));
                }
            }
            return null;
        }, "the install to end with the question to restart");
        ui(() -> {
            report.found("        " + restart.getText() + ": " + String.join(" ", labels(restart)));
            Screenshots.take(restart, "install-5-restart");
            return null;
        });
    }

    private String currentPageTitle() {
        return ui(() -> install.isDisposed() || !(install.getData() instanceof WizardDialog dialog) ? null
                : dialog.getCurrentPage().getTitle());
    }

    private String wizardMessage() {
        if (install.isDisposed() || !(install.getData() instanceof WizardDialog dialog)) {
            return "(closed)";
        }
        String error = dialog.getCurrentPage().getErrorMessage();
        return error != null ? error : String.valueOf(dialog.getCurrentPage().getDescription());
    }

    private static boolean hasButton(Shell shell, String label) {
        return Widgets.all(shell).stream()
                .anyMatch(control -> control instanceof Button button && button.getText().replace("&", "").equals(label));
    }

    private static List<String> labels(Shell shell) {
        return Widgets.all(shell).stream().filter(Label.class::isInstance).map(control -> ((Label) control).getText())
                .filter(text -> !text.isBlank()).toList();
    }

    private static MenuItem item(Menu menu, String label) {
        List<String> seen = new ArrayList<>();
        for (MenuItem item : menu.getItems()) {
            String text = item.getText().replace("&", "");
            if (text.equals(label) || text.startsWith(label + "\t")) {
                return item;
            }
            seen.add(text);
        }
        throw new IllegalStateException("no menu item '" + label + "' (there are: " + String.join(", ", seen) + ")");
    }

    private Shell awaitShell(String title) {
        return await(() -> {
            for (Shell shell : display.getShells()) {
                if (!shell.isDisposed() && shell.isVisible() && title.equals(shell.getText())) {
                    return shell;
                }
            }
            return null;
        }, "the dialog '" + title + "' to open");
    }

    /** Polls on the UI thread until the supplier gives something, at most {@link #STEP_SECONDS}. */
    private <T> T await(Supplier<T> onUi, String what) {
        long deadline = System.nanoTime() + STEP_SECONDS * 1_000_000_000L;
        while (true) {
            T found = ui(onUi);
            if (found != null) {
                return found;
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("waited " + STEP_SECONDS + " s for " + what + "; open: " + ui(this::openShells));
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted waiting for " + what);
            }
        }
    }

    private String openShells() {
        List<String> open = new ArrayList<>();
        for (Shell shell : display.getShells()) {
            if (!shell.isDisposed() && shell.isVisible()) {
                open.add("'" + shell.getText() + "' " + labels(shell));
            }
        }
        return String.join("; ", open);
    }

    /** Runs on the UI thread and returns its result; what it throws is thrown here. */
    private <T> T ui(Supplier<T> action) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        display.syncExec(() -> {
            try {
                result.set(action.get());
            } catch (RuntimeException e) {
                failure.set(e);
            }
        });
        if (failure.get() != null) {
            throw failure.get();
        }
        return result.get();
    }

    /** A click that may open a modal dialog: posted, so that this thread goes on while the dialog runs. */
    private void later(Runnable action) {
        display.asyncExec(action);
    }
}
