package dev.bindwise.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jface.dialogs.DialogSettings;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.window.Window;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.swt.SWT;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.FilteredTree;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.internal.dialogs.NewWizard;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.bindwise.ui.internal.generate.GenerateProxyWizard;
import dev.bindwise.ui.internal.preferences.BindwisePreferencePage;
import dev.bindwise.ui.internal.publish.AddBindingsWizard;
import dev.bindwise.ui.internal.rules.NewRuleFileWizard;

/**
 * Issue 30 item 7: every page and dialog of Bindwise on a 1024x768 screen. Each opens as the user opens it, at the
 * size it asks for but no larger than the screen (as a window manager places it), and every button, field, label and
 * table is then within the window, whole, or inside a part that scrolls. And Ctrl+N filtered on "Java Project" does
 * not offer Generate Binding Proxy.
 */
class FitsTheScreenTest {

    private static final Point SCREEN = new Point(1024, 768);

    private IProject project;
    private Window window;

    @BeforeEach
    void traderInAJavaProject() throws Exception {
        IJavaProject javaProject = JavaProjects.create("FitsClient", "src");
        project = javaProject.getProject();
        Workbench.copy(Workbench.example("trader/Trader.wsdl"), project.getFile("Trader.wsdl"));
    }

    @AfterEach
    void closeAndDelete() throws Exception {
        if (window != null && window.getShell() != null && !window.getShell().isDisposed()) {
            window.close();
        }
        Workbench.delete(project);
    }

    @Test
    void thePreferencePage() throws Exception {
        PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(Workbench.page().getWorkbenchWindow().getShell(),
                BindwisePreferencePage.ID, new String[] { BindwisePreferencePage.ID }, null);
        open(dialog);
        assertFits(dialog.getShell(), "preferences-1024x768.png");
        assertTrue(Workbench.button(dialog.getShell(), IDialogConstants.OK_ID).isVisible(), "Apply and Close");
    }

    @Test
    void bothPagesOfGenerateBindingProxy() throws Exception {
        GenerateProxyWizard wizard = new GenerateProxyWizard();
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(project.getFile("Trader.wsdl")));
        WizardDialog dialog = new WizardDialog(Workbench.page().getWorkbenchWindow().getShell(), wizard);
        open(dialog);
        assertFits(dialog.getShell(), "generate-proxy-target-1024x768.png");
        wizard.targetPage().targetField().setText(Workbench.example("trader/production-target.json").toString());
        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.NEXT_ID));
        assertEquals(wizard.previewPage(), dialog.getCurrentPage());
        assertFits(dialog.getShell(), "generate-proxy-preview-1024x768.png");
    }

    @Test
    void bothPagesOfAddBindings() throws Exception {
        IFile wsdl = project.getFile("GoogleSearch.wsdl");
        wsdl.create(new ByteArrayInputStream(AddBindingsWizardTest.soapOnlyGoogleSearch().getBytes(StandardCharsets.UTF_8)),
                true, null);
        WizardDialog dialog = AddBindingsWizard.dialog(Workbench.page().getWorkbenchWindow().getShell(), wsdl);
        open(dialog);
        assertFits(dialog.getShell(), "add-bindings-details-1024x768.png");
        Button java = (Button) field(dialog.getShell(), "java");
        java.setSelection(true);
        java.notifyListeners(SWT.Selection, new Event());
        ((Text) field(dialog.getShell(), "java.className")).setText("dev.bindwise.examples.google.GoogleSearchImpl");
        Workbench.processEvents();
        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.NEXT_ID));
        assertEquals("preview", dialog.getCurrentPage().getName(), dialog.getCurrentPage().getErrorMessage());
        assertFits(dialog.getShell(), "add-bindings-preview-1024x768.png");
    }

    /** The input the details page names so (it keeps the name in the widget's data). */
    private static Control field(Composite parent, String name) {
        for (Control child : parent.getChildren()) {
            if (name.equals(child.getData("dev.bindwise.field"))) {
                return child;
            }
            if (child instanceof Composite composite) {
                Control found = field(composite, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    @Test
    void theNewRuleFileWizardsDescriptionIsWhole() throws Exception {
        NewRuleFileWizard wizard = new NewRuleFileWizard();
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(project));
        WizardDialog dialog = new WizardDialog(Workbench.page().getWorkbenchWindow().getShell(), wizard);
        open(dialog);
        assertFits(dialog.getShell(), "new-rule-file-1024x768.png");
    }

    /** Ctrl+N, "Java Project" typed into the filter: Generate Binding Proxy is not among what it offers. */
    @Test
    void newFilteredOnJavaProjectDoesNotOfferGenerateBindingProxy() throws Exception {
        NewWizard wizard = new NewWizard();
        // as File > New > Other... (Ctrl+N) makes it, with the settings where it keeps the last wizard chosen
        wizard.setDialogSettings(new DialogSettings("NewWizardAction"));
        wizard.init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
        WizardDialog dialog = new WizardDialog(Workbench.page().getWorkbenchWindow().getShell(), wizard);
        open(dialog);
        FilteredTree filtered = find(dialog.getShell(), FilteredTree.class);
        // first a filter that shows it, so that the test knows the filter runs and what its result looks like
        filtered.getFilterControl().setText("Binding Proxy");
        Workbench.waitUntil(() -> leaves(filtered.getViewer().getTree()).contains("Generate Binding Proxy"),
                "the filter to show Generate Binding Proxy for \"Binding Proxy\"");
        filtered.getFilterControl().setText("Java Project");
        Workbench.waitUntil(() -> !leaves(filtered.getViewer().getTree()).contains("Generate Binding Proxy"),
                "the filter to leave Generate Binding Proxy out for \"Java Project\"");
        TreeItem[] selected = filtered.getViewer().getTree().getSelection();
        assertFalse(selected.length == 1 && selected[0].getText().equals("Generate Binding Proxy"), "not preselected");
    }

    private void open(Window opened) {
        window = opened;
        opened.setBlockOnOpen(false);
        opened.open();
        Workbench.processEvents();
    }

    /**
     * The window at the size it asks for, within the screen, at its corner; then every control shown is whole within
     * the window, or inside a part that scrolls, and no text is cut off.
     */
    private static void assertFits(Shell shell, String screenshot) throws Exception {
        Point wanted = shell.getSize();
        shell.setBounds(0, 0, Math.min(wanted.x, SCREEN.x), Math.min(wanted.y, SCREEN.y));
        shell.layout(true, true);
        Workbench.processEvents();
        Workbench.screenshot(shell, screenshot);
        List<String> problems = new ArrayList<>();
        check(shell, problems);
        assertEquals(List.of(), problems, "at 1024x768 (the window asked for " + wanted.x + "x" + wanted.y + ")");
    }

    private static void check(Composite parent, List<String> problems) {
        for (Control child : parent.getChildren()) {
            if (!child.isVisible()) {
                continue;
            }
            if (child instanceof Button || child instanceof Text || child instanceof Combo || child instanceof Label
                    || child instanceof Link || child instanceof org.eclipse.swt.widgets.Table || child instanceof Tree) {
                problem(child).ifPresent(problems::add);
            }
            if (child instanceof ScrolledComposite scrolled && scrolled.getContent() instanceof Composite content) {
                scrolls(scrolled, content).ifPresent(problems::add);
                check(content, problems);
            } else if (child instanceof Composite composite) {
                check(composite, problems);
            }
        }
    }

    /**
     * A part that scrolls shows all of its content by scrolling: it is no wider than the part unless the part scrolls
     * sideways, and no shorter than its content needs at that width.
     */
    private static java.util.Optional<String> scrolls(ScrolledComposite scrolled, Composite content) {
        Point size = content.getSize();
        Rectangle area = scrolled.getClientArea();
        if ((scrolled.getStyle() & SWT.H_SCROLL) == 0 && size.x > area.width + 1) {
            return java.util.Optional.of("the content of a part that scrolls only up and down is " + size.x
                    + " px wide in " + area.width + " px: its right side is cut off");
        }
        int needed = content.computeSize(size.x, SWT.DEFAULT).y;
        if ((scrolled.getStyle() & SWT.V_SCROLL) == 0 && size.y > area.height + 1 || size.y < needed - 2) {
            return java.util.Optional.of("the content of a part that scrolls is " + size.y + " px high, it needs " + needed
                    + " px in " + area.height + " px: its bottom is cut off");
        }
        return java.util.Optional.empty();
    }

    /** What is wrong with where the control is: outside one of its parents' areas, squeezed, or its text cut off. */
    private static java.util.Optional<String> problem(Control control) {
        Display display = control.getDisplay();
        Rectangle bounds = display.map(control.getParent(), null, control.getBounds());
        String name = describe(control);
        boolean filler = control instanceof Label label && label.getText().isEmpty() && label.getImage() == null;
        if (!filler && (bounds.width <= 0 || bounds.height <= 0)) {
            return java.util.Optional.of(name + " is squeezed to " + bounds.width + "x" + bounds.height);
        }
        // up to the window, or to the part that scrolls it into view
        for (Composite parent = control.getParent(); parent != null && !(parent instanceof ScrolledComposite);
                parent = parent.getParent()) {
            Rectangle area = display.map(parent, null, parent.getClientArea());
            if (bounds.x < area.x - 1 || bounds.y < area.y - 1 || bounds.x + bounds.width > area.x + area.width + 1
                    || bounds.y + bounds.height > area.y + area.height + 1) {
                return java.util.Optional.of(name + " at " + bounds + " is outside " + describe(parent) + " " + area);
            }
            if (parent instanceof Shell) {
                break;
            }
        }
        if (control instanceof Label label) {
            return cutOff(label, label.getText());
        }
        if (control instanceof Text text && (text.getStyle() & SWT.WRAP) != 0 && (text.getStyle() & SWT.READ_ONLY) != 0) {
            return cutOff(text, text.getText());
        }
        return java.util.Optional.empty();
    }

    /** A wrapped text that needs more lines than it has, or a one-line text wider than its label. */
    private static java.util.Optional<String> cutOff(Control control, String text) {
        if (text == null || text.isBlank() || control.getSize().x <= 0) {
            return java.util.Optional.empty();
        }
        Point size = control.getSize();
        boolean wraps = (control.getStyle() & SWT.WRAP) != 0;
        Point needed = control.computeSize(wraps ? size.x : SWT.DEFAULT, SWT.DEFAULT, true);
        if (needed.y > size.y + 2 || !wraps && needed.x > size.x + 2) {
            return java.util.Optional.of(describe(control) + " is cut off: it needs " + needed.x + "x" + needed.y
                    + ", it has " + size.x + "x" + size.y);
        }
        return java.util.Optional.empty();
    }

    private static String describe(Control control) {
        String text = control instanceof Button button ? button.getText()
                : control instanceof Label label ? label.getText()
                : control instanceof Link link ? link.getText()
                : control instanceof Text field ? field.getText() : "";
        String shown = text == null ? "" : text.length() > 50 ? text.substring(0, 50) + "..." : text;
        return control.getClass().getSimpleName() + (shown.isEmpty() ? "" : " '" + shown + "'");
    }

    private static <T extends Control> T find(Composite parent, Class<T> type) {
        for (Control child : parent.getChildren()) {
            if (type.isInstance(child)) {
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

    /** The texts of every item of the tree that has no children shown. */
    private static List<String> leaves(Tree tree) {
        List<String> leaves = new ArrayList<>();
        for (TreeItem item : tree.getItems()) {
            leaves(item, leaves);
        }
        return leaves;
    }

    private static void leaves(TreeItem item, List<String> leaves) {
        if (item.getItemCount() == 0) {
            leaves.add(item.getText());
        }
        for (TreeItem child : item.getItems()) {
            leaves(child, leaves);
        }
    }
}
