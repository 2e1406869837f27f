package dev.bindwise.ui.tests;

import static dev.bindwise.ui.tests.Workbench.example;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.MarkerAnnotation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.bindwise.ui.internal.rules.DrlColors;
import dev.bindwise.ui.internal.rules.DrlEditor;
import dev.bindwise.ui.internal.rules.EvaluateRulesDialog;
import dev.bindwise.ui.internal.rules.RuleProblemMarkers;

/**
 * The rule editor in a real workbench: DRL colouring, a broken rule that becomes a Problems marker in words at
 * its line and column when saved and goes when fixed, content assist, and Evaluate against Target listing the
 * rules that fire.
 */
class RuleEditorTest {

    /** The README's example of a user's rule (rules/README.md). */
    private static final String SLOWER_GATEWAY = """
            package com.example.policy;

            import dev.bindwise.core.policy.Candidate;
            import dev.bindwise.core.policy.Preferred;
            import dev.bindwise.core.policy.Veto;
            import dev.bindwise.runtime.BindingKind;

            // Our CICS gateway adds 50 ms a call: SOAP before JCA.
            rule "Our JCA gateway is slower than SOAP"
                salience 60
            when
                $jca  : Candidate( kind == BindingKind.JCA )
                $soap : Candidate( operation == $jca.operation, kind == BindingKind.SOAP )
            then
                insert( new Veto( "P3 JCA beats SOAP", $jca.operation(), "our gateway adds 50 ms a call" ) );
                insert( Preferred.faster( $soap, $jca, "our gateway adds 50 ms a call" ) );
            end
            """;

    /** Line 13 names a field that Candidate does not have. */
    private static final int BROKEN_LINE = 13;
    private static final String BROKEN = SLOWER_GATEWAY.replace("operation == $jca.operation, kind",
            "operation == $jca.operation, colour == \"blue\", kind");

    private IProject project;
    private IFile rules;

    @BeforeEach
    void aRuleFileInAProject() throws CoreException {
        project = Workbench.project("rules-demo");
        rules = project.getFile("slower-gateway.drl");
        rules.create(new ByteArrayInputStream(SLOWER_GATEWAY.getBytes(StandardCharsets.UTF_8)), true, null);
    }

    @AfterEach
    void cleanUp() throws CoreException {
        Workbench.waitForJobs(RuleProblemMarkers.JOB_FAMILY, "the rule compilations");
        Workbench.waitForJobs(EvaluateRulesDialog.JOB_FAMILY, "the evaluations");
        Workbench.page().closeAllEditors(false);
        Workbench.delete(project);
    }

    @Test
    void theEditorColoursKeywordsStringsAndComments() throws Exception {
        DrlEditor editor = assertInstanceOf(DrlEditor.class, IDE.openEditor(Workbench.page(), rules),
                "a .drl file opens in the rule editor");
        StyledText text = (StyledText) editor.getAdapter(Control.class);
        Workbench.processEvents();

        assertEquals(DrlColors.KEYWORD, colourAt(text, "rule \"Our"), "the keyword rule");
        assertEquals(DrlColors.KEYWORD, colourAt(text, "salience 60"), "the attribute salience");
        assertEquals(DrlColors.KEYWORD, colourAt(text, "then\n"), "the keyword then");
        assertEquals(DrlColors.COMMENT, colourAt(text, "// Our CICS"), "a line comment");
        assertEquals(DrlColors.COMMENT, colourAt(text, "SOAP before JCA"), "inside a line comment");
        assertEquals(DrlColors.STRING, colourAt(text, "\"Our JCA gateway"), "the rule's name");
        assertEquals(DrlColors.STRING, colourAt(text, "adds 50 ms a call\" ) );"), "inside a string");
        assertEquals(DrlColors.VARIABLE, colourAt(text, "$jca  :"), "a binding variable");
        assertNotEquals(DrlColors.KEYWORD, colourAt(text, "Candidate( kind"), "a fact type is no keyword");

        // the colouring follows edits: a block comment typed around the rule's head
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        document.replace(text.getText().indexOf("rule \"Our"), 0, "/* ");
        document.replace(text.getText().indexOf("    salience"), 0, "*/\n");
        Workbench.processEvents();
        assertEquals(DrlColors.COMMENT, colourAt(text, "rule \"Our"), "the keyword inside a block comment");
        assertEquals(DrlColors.KEYWORD, colourAt(text, "salience 60"), "after the block comment");
    }

    @Test
    void aBrokenRuleIsAProblemMarkerOnItsLineAfterSaveAndGoesWhenFixed() throws Exception {
        DrlEditor editor = (DrlEditor) IDE.openEditor(Workbench.page(), rules);
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        assertTrue(BROKEN.lines().toList().get(BROKEN_LINE - 1).contains("colour"), "the test's broken line");

        document.set(BROKEN);
        editor.doSave(null);
        Workbench.waitForJobs(RuleProblemMarkers.JOB_FAMILY, "the compilation after the save");

        IMarker[] markers = rules.findMarkers(RuleProblemMarkers.TYPE, false, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length, () -> "one error: " + messages(markers));
        IMarker marker = markers[0];
        assertEquals(BROKEN_LINE, marker.getAttribute(IMarker.LINE_NUMBER, -1), () -> messages(markers));
        assertEquals(IMarker.SEVERITY_ERROR, marker.getAttribute(IMarker.SEVERITY, -1));
        assertEquals("`Candidate` has no property `colour`: a constraint on Candidate can read operation, kind, port,"
                + " offered", marker.getAttribute(IMarker.MESSAGE, ""));
        int colour = BROKEN.indexOf("colour ==");
        assertEquals(colour, marker.getAttribute(IMarker.CHAR_START, -1), "the marker starts at the mistake's column");
        assertEquals(colour + "colour".length(), marker.getAttribute(IMarker.CHAR_END, -1), "and underlines its word");
        assertEquals("line 13, column 53", marker.getAttribute(IMarker.LOCATION, ""));
        assertTrue(marker.isSubtypeOf(IMarker.PROBLEM), "shown in the Problems view");
        Workbench.waitUntil(() -> ruleProblemAnnotations(editor) == 1, "the marker's annotation in the editor");

        Workbench.page().showView(IPageLayout.ID_PROBLEM_VIEW);
        Workbench.waitUntil(() -> findTree(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell()) != null,
                "the marker in the Problems view");
        expandProblems();
        Workbench.page().activate(editor);
        editor.selectAndReveal(document.getLineOffset(BROKEN_LINE - 1), 0);
        Path screenshot = Workbench.screenshot(Workbench.workbenchShell(), "rule-editor-with-marker.png");
        assertTrue(screenshot.toFile().length() > 10_000, screenshot + " holds a picture");

        document.set(SLOWER_GATEWAY);
        editor.doSave(null);
        Workbench.waitForJobs(RuleProblemMarkers.JOB_FAMILY, "the compilation after the fix");
        assertEquals(0, rules.findMarkers(RuleProblemMarkers.TYPE, false, IResource.DEPTH_ZERO).length,
                "no marker once the rule compiles");
    }

    /** Issue 30 item 6: a rule that compiles but names an operation Financial.wsdl does not have is warned of. */
    @Test
    void aRuleThatNamesAnOperationTheWsdlDoesNotHaveGetsAWarningWithTheRealNames() throws Exception {
        Workbench.copy(Workbench.example("financial/Financial.wsdl"), project.getFile("Financial.wsdl"));
        String shortPositions = """
                package mine;

                import dev.bindwise.core.policy.Candidate;
                import dev.bindwise.core.policy.Excluded;
                import dev.bindwise.runtime.BindingKind;

                rule "short positions not over JCA"
                when
                    $candidate : Candidate( operation == "handleAddShort", kind == BindingKind.JCA )
                then
                    insert( Excluded.notAccessible( $candidate, "not for short positions" ) );
                end
                """;
        DrlEditor editor = (DrlEditor) IDE.openEditor(Workbench.page(), rules);
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        document.set(shortPositions);
        editor.doSave(null);
        Workbench.waitForJobs(RuleProblemMarkers.JOB_FAMILY, "the check after the save");

        IMarker[] markers = rules.findMarkers(RuleProblemMarkers.TYPE, false, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length, () -> messages(markers));
        assertEquals(IMarker.SEVERITY_WARNING, markers[0].getAttribute(IMarker.SEVERITY, -1), "it compiles: a warning");
        assertEquals("operation == \"handleAddShort\" matches no operation of Financial.wsdl; operations are named"
                + " Financial.handleAddShort", markers[0].getAttribute(IMarker.MESSAGE, ""));
        assertEquals(9, markers[0].getAttribute(IMarker.LINE_NUMBER, -1));
        assertEquals(shortPositions.indexOf("\"handleAddShort\""), markers[0].getAttribute(IMarker.CHAR_START, -1));
        Workbench.waitUntil(() -> ruleProblemAnnotations(editor) == 1, "the warning's annotation in the editor");
        Workbench.page().showView(IPageLayout.ID_PROBLEM_VIEW);
        Workbench.waitUntil(() -> findTree(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell()) != null,
                "the warning in the Problems view");
        expandProblems();
        Workbench.page().activate(editor);
        editor.selectAndReveal(shortPositions.indexOf("\"handleAddShort\""), 0);
        Workbench.screenshot(Workbench.workbenchShell(), "rule-editor-operation-warning.png");

        document.set(shortPositions.replace("\"handleAddShort\"", "\"Financial.handleAddShort\""));
        editor.doSave(null);
        Workbench.waitForJobs(RuleProblemMarkers.JOB_FAMILY, "the check after the fix");
        assertEquals(0, rules.findMarkers(RuleProblemMarkers.TYPE, false, IResource.DEPTH_ZERO).length,
                "the facts' form matches: no warning");
    }

    @Test
    void aSyntaxErrorIsMarkedOnTheLineOfTheMistakeInWords() throws Exception {
        // A ) left out on line 5: Drools stops at `then` on line 7 and says "[ERR 102] ... mismatched input".
        String open = """
                import dev.bindwise.core.policy.Candidate;
                import dev.bindwise.runtime.BindingKind;
                rule "x"
                when
                    $candidate : Candidate( kind == BindingKind.SOAP

                then
                end
                """;
        DrlEditor editor = (DrlEditor) IDE.openEditor(Workbench.page(), rules);
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        document.set(open);
        editor.doSave(null);
        Workbench.waitForJobs(RuleProblemMarkers.JOB_FAMILY, "the compilation after the save");

        IMarker[] markers = rules.findMarkers(RuleProblemMarkers.TYPE, false, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length, () -> messages(markers));
        assertEquals(5, markers[0].getAttribute(IMarker.LINE_NUMBER, -1), () -> messages(markers));
        assertEquals("`Candidate(` (line 5, column 27) is not closed: expected `)` before `then`",
                markers[0].getAttribute(IMarker.MESSAGE, ""));
        assertEquals(open.indexOf("SOAP\n") + 4, markers[0].getAttribute(IMarker.CHAR_START, -1),
                "where the ) goes, after BindingKind.SOAP");
    }

    @Test
    void contentAssistProposesTheFactTypesPropertiesAfterItsParenthesisAndInsertsTheChosenOne() throws Exception {
        DrlEditor editor = (DrlEditor) IDE.openEditor(Workbench.page(), rules);
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        String before = "$soap : Candidate( operation == $jca.operation, ";
        int caret = document.get().indexOf(before) + before.length();
        // the window at its screenshot size and in front before the popup opens: either closes the popup
        Workbench.bringToFront(Workbench.workbenchShell());
        Table proposals = openProposals(editor, caret);
        List<String> shown = new ArrayList<>();
        for (TableItem item : proposals.getItems()) {
            shown.add(item.getText());
        }
        assertEquals(List.of("operation - Candidate", "kind - Candidate", "port - Candidate", "offered - Candidate"),
                shown);
        Workbench.capture(Workbench.page().getWorkbenchWindow().getShell(), "rule-editor-content-assist.png");
        assertTrue(!proposals.isDisposed(), "the popup was open for the screenshot");

        proposals.setSelection(shown.indexOf("offered - Candidate"));
        proposals.notifyListeners(SWT.DefaultSelection, new Event());
        Workbench.processEvents();
        assertTrue(document.get().contains(before + "offered" + "kind == BindingKind.SOAP )"), document.get());
    }

    @Test
    void evaluateAgainstTargetListsTheRulesThatFireForTraderAndItsProfileOfTheWorkspace() throws Exception {
        IFile wsdl = Workbench.copy(example("trader/Trader.wsdl"), project.getFile("Trader.wsdl"));
        EvaluateRulesDialog dialog = new EvaluateRulesDialog(
                PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), rules, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            dialog.choose(wsdl, "${workspace_loc:/" + project.getName() + "/production-target.json}");
            Workbench.click(dialog.evaluateButton());
            assertEquals("Target profile /" + project.getName() + "/production-target.json (in the workspace): no such"
                    + " file. Choose one with Workspace... or File System..., or leave it empty to probe this host.",
                    dialog.getErrorMessage());

            IFile profile = Workbench.copy(example("trader/production-target.json"),
                    project.getFile("production-target.json"));
            dialog.choose(wsdl, "${workspace_loc:" + profile.getFullPath() + "}");
            Workbench.click(dialog.evaluateButton());
            Workbench.waitForJobs(EvaluateRulesDialog.JOB_FAMILY, "the evaluation");
            assertTrue(dialog.evaluateButton().isEnabled(), "Evaluate can run again");

            List<String[]> rows = new ArrayList<>();
            for (TableItem item : dialog.firingsTable().getItems()) {
                rows.add(new String[] { item.getText(0), item.getText(1), item.getText(2), item.getText(3),
                        item.getText(4) });
            }
            for (String operation : List.of("Trader.getQuote", "Trader.buy", "Trader.sell")) {
                List<String> fired = rows.stream().filter(row -> row[0].equals(operation)).map(row -> row[2]).toList();
                assertTrue(fired.contains("Our JCA gateway is slower than SOAP"), () -> operation + ": " + fired);
                assertTrue(fired.contains("P2 local Java needs the service's JVM"), () -> operation + ": " + fired);
                assertTrue(!fired.contains("P3 JCA beats SOAP"), () -> operation + ": vetoed by the user's rule: " + fired);
            }
            Workbench.screenshot(dialog.getShell(), "evaluate-against-target.png");
        } finally {
            dialog.close();
        }
    }

    @Test
    void theContextMenuOfARuleFileOffersEvaluateOnly() throws Exception {
        assertEquals(List.of("Evaluate against Target..."), Workbench.contextSubmenuItems(rules, "Bindwise"));
    }

    /** Runs the editor's content assist (what Ctrl+Space runs) at the offset, and returns its popup's table. */
    private static Table openProposals(DrlEditor editor, int offset) {
        Workbench.page().activate(editor);
        editor.selectAndReveal(offset, 0);
        ((StyledText) editor.getAdapter(Control.class)).setFocus();
        editor.getAction(DrlEditor.CONTENT_ASSIST).run();
        return Workbench.waitFor(RuleEditorTest::proposalTable, "the content assist popup");
    }

    /** The table of the content assist's popup, once it shows proposals. */
    private static Table proposalTable() {
        for (Shell shell : Display.getCurrent().getShells()) {
            if (shell.isVisible() && findTable(shell) instanceof Table table && table.getItemCount() > 0) {
                return table;
            }
        }
        return null;
    }

    private static Table findTable(Composite parent) {
        for (Control child : parent.getChildren()) {
            if (child instanceof Table table) {
                return table;
            }
            if (child instanceof Composite composite && findTable(composite) instanceof Table table) {
                return table;
            }
        }
        return null;
    }

    /** Opens the groups of the Problems view (a tree with an "Errors" node), to show the markers. */
    private static void expandProblems() {
        Workbench.processEvents();
        Tree tree = findTree(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
        assertNotNull(tree, "the Problems view's tree");
        for (TreeItem item : tree.getItems()) {
            Event expand = new Event();
            expand.item = item;
            tree.notifyListeners(SWT.Expand, expand);
            item.setExpanded(true);
        }
        Workbench.processEvents();
    }

    private static Tree findTree(Composite parent) {
        for (Control child : parent.getChildren()) {
            if (child instanceof Tree tree && tree.isVisible() && tree.getItemCount() > 0
                    && (tree.getItem(0).getText().startsWith("Errors") || tree.getItem(0).getText().startsWith("Warnings"))) {
                return tree;
            }
            if (child instanceof Composite composite && findTree(composite) instanceof Tree tree) {
                return tree;
            }
        }
        return null;
    }

    private static RGB colourAt(StyledText text, String snippet) {
        int offset = text.getText().indexOf(snippet);
        assertTrue(offset >= 0, () -> "the editor shows " + snippet);
        StyleRange style = text.getStyleRangeAtOffset(offset + 1);
        return style == null || style.foreground == null ? null : style.foreground.getRGB();
    }

    private static int ruleProblemAnnotations(DrlEditor editor) {
        IAnnotationModel model = editor.getDocumentProvider().getAnnotationModel(editor.getEditorInput());
        int count = 0;
        for (Iterator<Annotation> annotations = model.getAnnotationIterator(); annotations.hasNext();) {
            if (annotations.next() instanceof MarkerAnnotation annotation) {
                try {
                    if (RuleProblemMarkers.TYPE.equals(annotation.getMarker().getType())) {
                        count++;
                    }
                } catch (CoreException e) {
                    // a marker deleted meanwhile
                }
            }
        }
        return count;
    }

    private static String messages(IMarker[] markers) {
        StringBuilder text = new StringBuilder();
        for (IMarker marker : markers) {
            text.append('\n').append(marker.getAttribute(IMarker.LINE_NUMBER, -1)).append(": ")
                    .append(marker.getAttribute(IMarker.MESSAGE, ""));
        }
        return text.toString();
    }
}
