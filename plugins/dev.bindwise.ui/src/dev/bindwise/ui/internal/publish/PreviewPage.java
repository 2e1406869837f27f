package dev.bindwise.ui.internal.publish;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import dev.bindwise.core.publish.AddBindingsException;
import dev.bindwise.core.publish.AddBindingsOperation;
import dev.bindwise.core.publish.AddBindingsResult;
import dev.bindwise.ui.internal.UnexpectedFailure;

/**
 * Page 2: the WSDL as Finish will write it, the added lines highlighted, with what was added and any
 * notes (a COMMAREA length left out and why). Nothing is written until Finish.
 */
final class PreviewPage extends WizardPage {

    private final AddBindingsWizard wizard;
    private Label summary;
    private StyledText wsdlText;
    private Color addedLine;
    private AddBindingsResult result;

    PreviewPage(AddBindingsWizard wizard) {
        super("preview", "Preview", null);
        this.wizard = wizard;
        setDescription("The WSDL as Finish will write it; added lines are highlighted. Cancel leaves the file as it is.");
        setPageComplete(false);
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().applyTo(page);
        summary = new Label(page, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).hint(600, SWT.DEFAULT).applyTo(summary);
        wsdlText = new StyledText(page, SWT.BORDER | SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL);
        wsdlText.setFont(JFaceResources.getTextFont());
        GridDataFactory.fillDefaults().grab(true, true).hint(600, 320).applyTo(wsdlText);
        addedLine = new Color(wsdlText.getDisplay(), 214, 245, 214);
        page.addDisposeListener(event -> addedLine.dispose());
        setControl(page);
    }

    /** Makes the new text each time the page is shown, from the details as they are now. */
    @Override
    public void setVisible(boolean visible) {
        super.setVisible(visible);
        if (visible) {
            show();
        }
    }

    private void show() {
        try {
            AddBindingsOperation operation = wizard.operation();
            AddBindingsResult[] made = new AddBindingsResult[1];
            // the operation reads the WSDL: in another thread, while the dialog goes on
            getContainer().run(true, false, monitor -> {
                try {
                    made[0] = operation.execute(monitor);
                } catch (AddBindingsException e) {
                    throw new InvocationTargetException(e);
                }
            });
            result = made[0];
            setErrorMessage(null);
            List<String> lines = new ArrayList<>();
            lines.add("Adds to " + wizard.file().getName() + ": " + String.join("; ", result.added()) + ".");
            lines.addAll(result.notes());
            summary.setText(String.join("\n", lines));
            wsdlText.setText(result.newText());
            int first = -1;
            for (int line : addedLines(result.originalText(), result.newText())) {
                wsdlText.setLineBackground(line, 1, addedLine);
                first = first < 0 ? line : first;
            }
            wsdlText.setTopIndex(Math.max(0, first - 3));
        } catch (AddBindingsException e) {
            showProblem(e.getMessage());
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            showProblem(cause instanceof AddBindingsException ? cause.getMessage()
                    : UnexpectedFailure.logged("Making the new WSDL", cause));
        } catch (InterruptedException e) {
            showProblem("Cancelled: go Back and Next to preview again.");
        }
        summary.getParent().layout(true, true);
        setPageComplete(result != null);
    }

    private void showProblem(String message) {
        result = null;
        setErrorMessage(message);
        summary.setText("");
        wsdlText.setText("");
    }

    /** The result, or null while the page shows a problem instead. */
    AddBindingsResult result() {
        return result;
    }

    /**
     * The 0-based lines of the new text that are not in the original: the original's lines are found
     * in order, the rest are added (a line the edit extended, the root's last, counts as added).
     */
    static List<Integer> addedLines(String original, String now) {
        String[] before = original.split("\r?\n", -1);
        String[] after = now.split("\r?\n", -1);
        List<Integer> added = new ArrayList<>();
        int next = 0;
        for (String line : before) {
            int found = -1;
            for (int i = next; i < after.length; i++) {
                if (after[i].equals(line)) {
                    found = i;
                    break;
                }
            }
            if (found >= 0) {
                for (int i = next; i < found; i++) {
                    added.add(i);
                }
                next = found + 1;
            }
        }
        for (int i = next; i < after.length; i++) {
            added.add(i);
        }
        return added;
    }
}
