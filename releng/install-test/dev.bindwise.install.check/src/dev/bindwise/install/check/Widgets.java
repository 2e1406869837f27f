package dev.bindwise.install.check;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

/**
 * Driving dialogs as a user does, through their widgets only (the check knows Bindwise by name, not by its
 * classes): fields found by the label before them, buttons clicked with SWT events, waiting with the UI running.
 */
final class Widgets {

    private Widgets() {
    }

    /** Every control below the composite, in the order of the widget tree (the order a user reads them). */
    static List<Control> all(Composite parent) {
        List<Control> controls = new ArrayList<>();
        for (Control child : parent.getChildren()) {
            controls.add(child);
            if (child instanceof Composite composite) {
                controls.addAll(all(composite));
            }
        }
        return controls;
    }

    /** The first visible text field after the label or button whose text (without '&') starts with the given text. */
    static Text fieldAfter(Composite parent, String label) {
        boolean seen = false;
        for (Control control : all(parent)) {
            if (seen && control instanceof Text text && text.isVisible()) {
                return text;
            }
            seen |= text(control).startsWith(label);
        }
        throw new IllegalStateException("no field after '" + label + "' in " + parent.getShell().getText());
    }

    /** The button whose text (without '&') starts with the given text. */
    static Button button(Composite parent, String label) {
        for (Control control : all(parent)) {
            if (control instanceof Button button && text(button).startsWith(label)) {
                return button;
            }
        }
        throw new IllegalStateException("no button '" + label + "' in " + parent.getShell().getText());
    }

    /**
     * Clicks the visible link whose text (without its markup) starts with the given text, as a user does.
     *
     * @return the link's whole text, without its markup
     */
    static String clickLink(Composite parent, String text) {
        for (Control control : all(parent)) {
            if (control instanceof Link link && link.isVisible() && link.getText().replaceAll("</?a>", "").startsWith(text)) {
                String whole = link.getText().replaceAll("</?a>", "");
                link.notifyListeners(SWT.Selection, new Event());
                processEvents();
                return whole;
            }
        }
        throw new IllegalStateException("no link '" + text + "' in " + parent.getShell().getText());
    }

    /**
     * Opens the control's context menu as a right click does (its Show event fills it), opens the submenu of that
     * label the same way and clicks its item whose label ends with the given text (launch shortcuts are numbered:
     * "1 Java Application").
     */
    static void contextMenu(Control control, String submenuLabel, String itemEnd) {
        Menu menu = control.getMenu();
        if (menu == null) {
            throw new IllegalStateException("no context menu on " + control);
        }
        menu.notifyListeners(SWT.Show, new Event());
        try {
            Menu submenu = menuItem(menu, text -> text.equals(submenuLabel), submenuLabel).getMenu();
            submenu.notifyListeners(SWT.Show, new Event());
            try {
                MenuItem item = menuItem(submenu, text -> text.endsWith(itemEnd), submenuLabel + " > ... " + itemEnd);
                if (!item.isEnabled()) {
                    throw new IllegalStateException(submenuLabel + " > " + item.getText() + " is not enabled");
                }
                item.notifyListeners(SWT.Selection, new Event());
            } finally {
                submenu.notifyListeners(SWT.Hide, new Event());
            }
        } finally {
            menu.notifyListeners(SWT.Hide, new Event());
        }
        processEvents();
    }

    private static MenuItem menuItem(Menu menu, Predicate<String> label, String what) {
        List<String> seen = new ArrayList<>();
        for (MenuItem item : menu.getItems()) {
            // the label without its mnemonic and without the key binding after the tab
            String text = item.getText().replace("&", "").split("\t")[0];
            if (label.test(text)) {
                return item;
            }
            seen.add(text);
        }
        throw new IllegalStateException("no menu item '" + what + "' (there are: " + String.join(", ", seen) + ")");
    }

    /** The push button of a dialog with this id (JFace puts the id into the button's data). */
    static Button button(Composite parent, int id) {
        for (Control control : all(parent)) {
            if (control instanceof Button button && Integer.valueOf(id).equals(button.getData())) {
                return button;
            }
        }
        throw new IllegalStateException("no button " + id + " in " + parent.getShell().getText());
    }

    static List<Table> tables(Composite parent) {
        return all(parent).stream().filter(Table.class::isInstance).map(Table.class::cast).toList();
    }

    /** The rows of a table, each its cells joined by " | ". */
    static List<String> rows(Table table) {
        List<String> rows = new ArrayList<>();
        for (TableItem item : table.getItems()) {
            List<String> cells = new ArrayList<>();
            for (int i = 0; i < table.getColumnCount(); i++) {
                cells.add(item.getText(i));
            }
            rows.add(String.join(" | ", cells));
        }
        return rows;
    }

    static void click(Button button) {
        if (!button.isEnabled()) {
            throw new IllegalStateException("'" + text(button) + "' is not enabled in " + button.getShell().getText());
        }
        if ((button.getStyle() & (SWT.RADIO | SWT.CHECK)) != 0) {
            button.setSelection((button.getStyle() & SWT.CHECK) == 0 || !button.getSelection());
        }
        button.notifyListeners(SWT.Selection, new Event());
        processEvents();
    }

    /**
     * Until stopped, answers every other dialog that opens (a question a wizard asks on Finish, such as whether
     * to open the Java perspective) with its default button, as a user who accepts the proposal does.
     *
     * @param answered hears the title of each dialog answered
     * @return stops answering
     */
    static Runnable acceptDialogs(Shell except, Consumer<String> answered) {
        Display display = except.getDisplay();
        boolean[] stopped = new boolean[1];
        Runnable[] poll = new Runnable[1];
        poll[0] = () -> {
            if (stopped[0]) {
                return;
            }
            for (Shell shell : display.getShells()) {
                if (shell != except && !shell.isDisposed() && shell.isVisible() && shell.getData() instanceof Dialog
                        && shell.getDefaultButton() != null) {
                    answered.accept(shell.getText() + " (answered " + text(shell.getDefaultButton()) + ")");
                    shell.getDefaultButton().notifyListeners(SWT.Selection, new Event());
                }
            }
            display.timerExec(200, poll[0]);
        };
        display.timerExec(200, poll[0]);
        return () -> stopped[0] = true;
    }

    static void waitUntil(BooleanSupplier condition, long timeoutMillis, String what) {
        if (!waitFor(condition, timeoutMillis)) {
            throw new IllegalStateException("timed out after " + timeoutMillis / 1000 + " s waiting for " + what);
        }
    }

    /** Runs the event loop until the condition holds (true) or the time is up (false). */
    static boolean waitFor(BooleanSupplier condition, long timeoutMillis) {
        Display display = Display.getCurrent();
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                return false;
            }
            if (!display.readAndDispatch()) {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted waiting for the workbench");
                }
            }
        }
        return true;
    }

    static void processEvents() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // drain the event queue
        }
    }

    private static String text(Control control) {
        String text = control instanceof Label label ? label.getText() : control instanceof Button button ? button.getText() : "";
        return text.replace("&", "");
    }
}
