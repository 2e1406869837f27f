package dev.bindwise.ui.tests;

import static dev.bindwise.ui.tests.Workbench.example;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.dialogs.ListSelectionDialog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.osgi.service.prefs.BackingStoreException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.estimate.Measurements;
import dev.bindwise.core.select.Idempotency;
import dev.bindwise.core.select.PlanReport;
import dev.bindwise.core.select.PredictedAndMeasured;
import dev.bindwise.core.select.SelectionOperation;
import dev.bindwise.core.select.SelectionRequest;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.persistence.ModelResources;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServicePlan;
import dev.bindwise.runtime.ServiceRuntime;
import dev.bindwise.ui.internal.Tables;
import dev.bindwise.ui.internal.preferences.BindwisePreferences;
import dev.bindwise.ui.internal.preview.BindingPreviewView;
import dev.bindwise.ui.internal.preview.ComparedTarget;
import dev.bindwise.ui.internal.preview.PlanTable;
import dev.bindwise.ui.internal.preview.SelectSettings;
import dev.bindwise.ui.internal.preview.WorkspaceSelection;
import dev.bindwise.ui.internal.preview.VotesChart;
import dev.bindwise.ui.internal.settings.WorkspacePaths;

/**
 * The Binding Preview view in a real workbench: the Trader example selected in the Project Explorer is
 * previewed with the target profile of the preferences (JCA chosen, as {@code ./bindwise select --target}
 * chooses, decided by a rule, not by the vote); it opens on the selected WSDL and selects again when the
 * preferences change; a binding nothing could reach is the last resort; a plan file shows as it was written; the
 * plan on several targets side by side (this machine and a profile of the workspace), chosen in the view and
 * remembered.
 */
class BindingPreviewViewTest {

    private static final List<String> TRADER_OPERATIONS = List.of("Trader.getQuote", "Trader.buy", "Trader.sell");

    private IProject project;
    private IFile wsdl;
    private BindingPreviewView view;

    @BeforeEach
    void traderInAProjectAndTheProductionProfileInThePreferences() throws Exception {
        project = Workbench.project("preview-demo");
        wsdl = Workbench.copy(example("trader/Trader.wsdl"), project.getFile("Trader.wsdl"));
        BindwisePreferences.instanceNode().put(BindwisePreferences.TARGET_PROFILE,
                example("trader/production-target.json").toString());
        view = (BindingPreviewView) Workbench.page().showView(BindingPreviewView.ID);
    }

    @AfterEach
    void cleanUp() throws CoreException, BackingStoreException {
        Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the preview jobs");
        if (view != null) {
            Workbench.page().hideView(view);
        }
        BindwisePreferences.instanceNode().clear();
        Workbench.delete(project);
    }

    @Test
    void selectingTraderShowsItsPlanVotesAndFacts() throws Exception {
        Workbench.selectInExplorer(wsdl);
        waitForPlanOf(wsdl);

        Map<String, String[]> rows = rows(view.planTable());
        assertEquals(TRADER_OPERATIONS, new ArrayList<>(rows.keySet()));
        for (String operation : TRADER_OPERATIONS) {
            String[] row = rows.get(operation);
            assertEquals("JCA", row[1], () -> operation + " is JCA with the production profile: " + String.join(" | ", row));
            assertEquals("TraderCicsPort", row[2]);
            assertEquals("rule", row[3], "a rule's decision shows no vote share against it");
            assertEquals("decided by rule P3 JCA beats RMI-IIOP", row[4]);
            assertEquals("RMI_IIOP, SOAP", row[5]);
            assertTrue(row[6].contains("P3 JCA beats SOAP"), row[6]);
            assertTrue(row[6].contains("P2 the endpoint did not answer (TraderLocalPort)"), row[6]);
            assertEquals("decided by rule P3 JCA beats RMI-IIOP", view.votesChart().notVotedNote(operation));
        }
        String rulesTip = cellTip(view.planTable(), 0, 6);
        assertTrue(rulesTip.contains("P2 the endpoint did not answer: port TraderLocalPort at"
                + " dev.bindwise.examples.trader.TraderImpl: "), rulesTip);
        assertEquals(rows.get("Trader.getQuote")[4], cellTip(view.planTable(), 0, 4), "a cell's full text as its tooltip");
        assertColumnsFitTheirText(view.planTable());
        assertColumnsFitTheirText(view.factsTable());

        Map<String, String[]> facts = rows(view.factsTable());
        assertEquals("true", facts.get("jca.adapterReachable")[1]);
        assertEquals("DECLARED", facts.get("jca.adapterReachable")[2]);
        assertTrue(facts.get("jca.adapterReachable")[3].contains("production-target.json"));
        assertEquals("PROBED", facts.get("client.host")[2]);
        assertEquals("not accessible", facts.get("port TraderLocalPort")[1]);
        assertTrue(facts.get("port TraderSoapPort")[3].startsWith("at http://127.0.0.1:8081/axis2/services/Trader: "),
                facts.get("port TraderSoapPort")[3]);

        List<VotesChart.Bar> bars = view.votesChart().bars();
        assertEquals(TRADER_OPERATIONS, bars.stream().map(VotesChart.Bar::operation).distinct().toList());
        for (String operation : TRADER_OPERATIONS) {
            List<VotesChart.Bar> ofOperation = bars.stream().filter(bar -> bar.operation().equals(operation)).toList();
            int total = ofOperation.get(0).total();
            assertTrue(total > 0, operation + " was voted on");
            assertEquals(total, ofOperation.stream().mapToInt(VotesChart.Bar::votes).sum(), "the bars add up");
        }
        assertTrue(view.getContentDescription().contains("target production-target.json; hints: none; rules default;"
                + " calibration none"), view.getContentDescription());

        Shell shell = Workbench.workbenchShell();
        IWorkbenchPartReference part = Workbench.page().getReference(view);
        Workbench.page().setPartState(part, IWorkbenchPage.STATE_MAXIMIZED);
        try {
            Path screenshot = Workbench.screenshot(shell, "binding-preview.png");
            assertTrue(screenshot.toFile().length() > 10_000, screenshot + " holds a picture");
        } finally {
            Workbench.page().setPartState(part, IWorkbenchPage.STATE_RESTORED);
        }
    }

    /**
     * A service of 1,000 operations (MapPoint's three repeated under new names, as examples/benchmarks/scale has it)
     * shows every row, and the UI thread stays free meanwhile: the selection runs in a job and the table makes its
     * rows as they come into sight. The longest the UI thread ran nothing else (issue 29: at most 200 ms) is printed,
     * not asserted: it depends on the machine's load. Run it by itself: {@code ./mvnw -B -o verify -pl
     * plugins/dev.bindwise.ui.tests -am -Dtest=BindingPreviewViewTest#aThousandOperations*
     * -Dsurefire.failIfNoSpecifiedTests=false}, and read the line "Binding Preview of 1,000 operations".
     */
    @Test
    void aThousandOperationsShowWhileTheUiThreadStaysFree() throws Exception {
        BindwisePreferences.instanceNode().remove(BindwisePreferences.TARGET_PROFILE);
        Path generated = Files.createTempFile("bindwise-many", ".wsdl");
        IFile many;
        try {
            many = Workbench.copy(repeatedOperations(example("mappoint/MapPoint.wsdl"), 1000, generated),
                    project.getFile("Many.wsdl"));
        } finally {
            Files.delete(generated);
        }
        int shownBefore = view.shownCount();
        long started = System.nanoTime();
        // measured from the selection on: the Project Explorer's own work on a selection (its first showing, its
        // Paste action asking Xvfb's clipboard, up to a second) is the workbench's, not the view's
        Workbench.selectInExplorer(many);
        try (LongestBlock block = new LongestBlock(Display.getCurrent())) {
            // a selection of 1,000 operations takes tens of seconds on a loaded machine: a wide bound
            Workbench.waitUntil(() -> many.equals(view.input()) && Job.getJobManager().find(BindingPreviewView.JOB_FAMILY)
                    .length == 0 && view.shownCount() > shownBefore, "the preview of " + many.getName(), 600_000);
            Workbench.processEvents();
            view.planTable().getParent().update(); // painted with its rows
            Workbench.processEvents();
            System.out.printf(Locale.ROOT, "Binding Preview of 1,000 operations: selected and shown in %.1f s; the UI"
                    + " thread ran nothing else for %d ms at most (goal: at most 200 ms); load average %s%n",
                    (System.nanoTime() - started) / 1e9, block.longestMillis(), Files.readString(Path.of("/proc/loadavg")).trim());
            System.out.println("where the UI thread was meanwhile:\n" + block.whereLongest());
        }
        assertEquals("", view.message(), "the view shows a plan, not a message");
        Table table = view.planTable();
        assertEquals(1000, table.getItemCount());
        assertEquals("MapPoint.findAddress", table.getItem(0).getText(0));
        assertEquals("MapPoint.findAddress_999", table.getItem(999).getText(0));
        assertFalse(table.getItem(999).getText(1).isEmpty(), "a row far down has its chosen binding");
        assertEquals(1000, view.votesChart().bars().stream().map(VotesChart.Bar::operation).distinct().count());
    }

    /**
     * How long the UI thread keeps a posted no-op waiting, at most: a watcher posts one, waits for it to run, and
     * posts the next a few milliseconds later; while one waits, the UI thread's stack every 100 ms says where it was.
     * (The test's own waits sleep 20 ms between looks at the event queue: about 20 ms is the floor.)
     */
    private static final class LongestBlock implements AutoCloseable {

        private final Thread watcher;
        private volatile boolean watching = true;
        private volatile long longestNanos;
        private volatile List<String> longestStacks = List.of();

        LongestBlock(Display display) {
            watcher = new Thread(() -> {
                while (watching && !display.isDisposed()) {
                    CountDownLatch ran = new CountDownLatch(1);
                    long[] ranAt = new long[1];
                    long posted = System.nanoTime();
                    // the time it ran, taken on the UI thread: on a loaded machine the watcher itself wakes up late
                    display.asyncExec(() -> {
                        ranAt[0] = System.nanoTime();
                        ran.countDown();
                    });
                    List<String> stacks = new ArrayList<>();
                    try {
                        while (!ran.await(100, TimeUnit.MILLISECONDS)) {
                            stacks.add(Arrays.stream(display.getThread().getStackTrace()).limit(12)
                                    .map(frame -> "\tat " + frame).collect(Collectors.joining("\n")));
                        }
                        long waited = ranAt[0] - posted;
                        if (waited > longestNanos) {
                            longestNanos = waited;
                            longestStacks = stacks;
                        }
                        Thread.sleep(5);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "UI thread block meter");
            watcher.setDaemon(true);
            watcher.start();
        }

        long longestMillis() {
            return longestNanos / 1_000_000;
        }

        /** Where the UI thread was during the longest wait, every 100 ms of it. */
        String whereLongest() {
            return String.join("\n--\n", longestStacks);
        }

        @Override
        public void close() throws InterruptedException {
            watching = false;
            watcher.interrupt();
            watcher.join();
        }
    }

    /** The WSDL with its port types' and bindings' operations repeated under new names up to {@code count}. */
    private static Path repeatedOperations(Path wsdl, int count, Path target) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document document = factory.newDocumentBuilder().parse(wsdl.toFile());
        for (String owner : List.of("portType", "binding")) {
            NodeList owners = document.getElementsByTagNameNS("http://schemas.xmlsoap.org/wsdl/", owner);
            for (int o = 0; o < owners.getLength(); o++) {
                Element element = (Element) owners.item(o);
                List<Element> operations = new ArrayList<>();
                for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
                    if (child instanceof Element operation && "operation".equals(operation.getLocalName())) {
                        operations.add(operation);
                    }
                }
                for (int i = operations.size(); i < count; i++) {
                    Element copy = (Element) operations.get(i % operations.size()).cloneNode(true);
                    String name = copy.getAttribute("name") + "_" + i;
                    copy.setAttribute("name", name);
                    for (Node child = copy.getFirstChild(); child != null; child = child.getNextSibling()) {
                        if (child instanceof Element extension && extension.hasAttribute("methodName")) {
                            extension.setAttribute("methodName", name);
                        }
                    }
                    element.appendChild(copy);
                }
            }
        }
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(document), new StreamResult(target.toFile()));
        return target;
    }

    @Test
    void theContextMenuOfAWsdlPreviewsItsBindingChoice() throws Exception {
        Workbench.page().hideView(view);
        assertEquals(Set.of("Inspect Bindings", "Preview Binding Choice", "Evaluate against Target...", "Add Bindings...",
                "Generate Binding Proxy..."),
                Set.copyOf(Workbench.contextSubmenuItems(wsdl, "Bindwise")));

        Workbench.clickContextMenu(wsdl, "Bindwise", "Preview Binding Choice");

        view = (BindingPreviewView) Workbench.page().findView(BindingPreviewView.ID);
        assertNotNull(view, "the command opens the view");
        waitForPlanOf(wsdl);
        assertEquals("JCA", rows(view.planTable()).get("Trader.sell")[1]);
    }

    @Test
    void theViewOpensOnTheWsdlSelectedInTheExplorer() throws Exception {
        Workbench.page().hideView(view);
        Workbench.selectInExplorer(wsdl);
        view = (BindingPreviewView) Workbench.page().showView(BindingPreviewView.ID);
        waitForPlanOf(wsdl);
        assertEquals("JCA", rows(view.planTable()).get("Trader.getQuote")[1]);
    }

    @Test
    void changedPreferencesSelectAgainAndNothingAccessibleIsTheLastResortNotAHundredPercent() throws Exception {
        view.show(wsdl);
        waitForPlanOf(wsdl);
        assertEquals("JCA", rows(view.planTable()).get("Trader.buy")[1]);

        // without the profile the CICS gateway is not known to be reachable and nothing listens here: SOAP, kept
        // as the last resort; the view selects again by itself
        BindwisePreferences.instanceNode().remove(BindwisePreferences.TARGET_PROFILE);
        Workbench.waitUntil(() -> rows(view.planTable()).containsKey("Trader.buy")
                && "SOAP".equals(rows(view.planTable()).get("Trader.buy")[1]) && view.message().isEmpty(),
                "SOAP once the preferences changed");
        Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the preview jobs");
        String[] buy = rows(view.planTable()).get("Trader.buy");
        assertEquals("-", buy[3], "no 100 % for a binding nothing could reach");
        assertTrue(buy[4].startsWith("nothing is accessible where it was probed: SOAP is kept as the last resort"),
                buy[4]);
        assertTrue(view.votesChart().notVotedNote("Trader.buy").contains("last resort"));
        assertTrue(view.getContentDescription().contains("target probed here"), view.getContentDescription());
        Map<String, String[]> facts = rows(view.factsTable());
        assertNotEquals("DECLARED", facts.get("jca.adapterReachable")[2], "no longer declared by the profile");

        assertTrue(toolBarAction("Refresh").isEnabled());
        BindwisePreferences.instanceNode().put(BindwisePreferences.HINTS, "A=1e30");
        Workbench.waitUntil(() -> view.message().startsWith("Hints: Largest message: write a size"),
                "the hints' error in words");
        assertFalse(view.message().contains("E18") || view.message().contains("A="), view.message());
    }

    /**
     * Issue 30 item 4: the view follows its inputs without Refresh. A broken rule of the rules in use shows its error;
     * the rule fixed and saved, the view selects again with it; the target profile saved, again; the WSDL rewritten
     * (as Add Bindings rewrites it), again. Each time the test waits for the view's next outcome, not for a time.
     */
    @Test
    void savingARuleTheProfileOrTheWsdlSelectsAgainByItself() throws Exception {
        IFolder rules = project.getFolder("rules");
        rules.create(true, true, null);
        IFile rule = rules.getFile("mine.drl");
        rule.create(new ByteArrayInputStream(noJcaRule("Candidate( kind == BindingKind.JCA ").getBytes(StandardCharsets.UTF_8)),
                true, null);
        IFile profile = Workbench.copy(example("trader/production-target.json"), project.getFile("production.json"));
        BindwisePreferences.instanceNode().put(BindwisePreferences.TARGET_PROFILE, WorkspacePaths.stored(profile));
        BindwisePreferences.instanceNode().put(BindwisePreferences.RULES_FOLDER, WorkspacePaths.stored(rules));
        view.show(wsdl);
        Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the first preview");
        assertTrue(view.message().contains("mine.drl"), () -> "the broken rule's error: " + view.message());

        afterSaving(() -> rule.setContents(new ByteArrayInputStream(noJcaRule("Candidate( kind == BindingKind.JCA )")
                .getBytes(StandardCharsets.UTF_8)), IResource.FORCE, null));
        assertEquals("", view.message(), "the fixed rule compiles");
        for (String[] row : rows(view.planTable()).values()) {
            assertNotEquals("JCA", row[1], () -> "the saved rule excludes JCA: " + String.join(" | ", row));
            assertTrue(row[6].contains("no JCA here"), () -> "the rule fired: " + row[6]);
        }

        afterSaving(() -> profile.setContents(new ByteArrayInputStream(Files.readString(example("trader/production-target.json"))
                .replace("\"TraderIiopPort\": { \"accessible\": true", "\"TraderIiopPort\": { \"accessible\": false")
                .getBytes(StandardCharsets.UTF_8)), IResource.FORCE, null));
        assertEquals("not accessible", rows(view.factsTable()).get("port TraderIiopPort")[1], "the saved profile's fact");

        afterSaving(() -> wsdl.setContents(Files.newInputStream(example("financial/Financial.wsdl")), IResource.FORCE, null));
        assertTrue(rows(view.planTable()).keySet().stream().allMatch(operation -> operation.startsWith("Financial.")),
                () -> "the rewritten WSDL's operations: " + rows(view.planTable()).keySet());
    }

    private interface Save {
        void run() throws Exception;
    }

    /** Saves, then waits for the view to show its next outcome and for its jobs to end. */
    private void afterSaving(Save save) throws Exception {
        int before = view.shownCount();
        save.run();
        Workbench.waitUntil(() -> view.shownCount() > before, "the view to select again by itself");
        Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the preview jobs");
    }

    private static String noJcaRule(String condition) {
        return """
                package mine;

                import dev.bindwise.core.policy.Candidate;
                import dev.bindwise.core.policy.Excluded;
                import dev.bindwise.runtime.BindingKind;

                rule "no JCA here"
                    salience 95
                when
                    $candidate : %s
                then
                    insert( Excluded.notAccessible( $candidate, "no JCA for this client" ) );
                end
                """.formatted(condition);
    }

    @Test
    void aPlanFileShowsAsItWasWrittenNotSelectedAgain() throws Exception {
        // the plan of a host where nothing was declared (SOAP), while the preferences' profile would give JCA
        ServiceDescription description = new WsdlReader().read(wsdl.getLocation().toFile().toPath());
        SelectionPlan written = new SelectionOperation(SelectionRequest.of(description)).execute(null).plan();
        IFile plan = project.getFile("plan.xmi");
        ModelResources.save(written, plan.getLocation().toFile().toPath());
        plan.refreshLocal(0, null);

        Workbench.selectInExplorer(plan);
        waitForPlanOf(plan);

        Map<String, String[]> rows = rows(view.planTable());
        assertEquals(TRADER_OPERATIONS, new ArrayList<>(rows.keySet()));
        for (String operation : TRADER_OPERATIONS) {
            assertEquals(written.getSelections().get(TRADER_OPERATIONS.indexOf(operation)).getChosen().getKind().name(),
                    rows.get(operation)[1]);
            assertEquals("SOAP", rows.get(operation)[1]);
        }
        assertTrue(view.getContentDescription().startsWith("Plan /preview-demo/plan.xmi"), view.getContentDescription());
    }

    /** A Trader whose every call answers at once, on the two local Java ports of the runtime that measures it. */
    public static final class MeasuredTrader {

        public double getQuote(String symbol) {
            return symbol.length();
        }
    }

    @Test
    void theMeasurementsAProxyWroteBesideThePlanShowBesideThePredictedTimes() throws Exception {
        ServiceDescription description = new WsdlReader().read(wsdl.getLocation().toFile().toPath());
        SelectionPlan written = new SelectionOperation(SelectionRequest.of(description)).execute(null).plan();
        IFile plan = project.getFile("plan.xmi");
        ModelResources.save(written, plan.getLocation().toFile().toPath());
        // a real proxy's runtime, learning over two local Java ports, writes what it measured beside the plan
        ServicePlan measuredPlan = ServicePlan.service("Trader", "preview test")
                .endpoint(new Endpoint.LocalJava("FirstPort", MeasuredTrader.class.getName()))
                .endpoint(new Endpoint.LocalJava("SecondPort", MeasuredTrader.class.getName()))
                .operation(OperationPlan.operation("getQuote", double.class, true).parameter("symbol", String.class)
                        .routes(new Route.LocalJava("FirstPort", "getQuote"), new Route.LocalJava("SecondPort", "getQuote")))
                .build();
        Duration median;
        try (ServiceRuntime runtime = ServiceRuntime.start(measuredPlan, getClass().getClassLoader(),
                RuntimeOptions.defaults().localInstance(MeasuredTrader.class, new MeasuredTrader()).learningShare(0.5)
                        .learningSeed(33))) {
            for (int call = 0; runtime.status().get(0).measured().stream().anyMatch(binding -> binding.window() < 4); call++) {
                assertTrue(call < 10_000, "both ports were timed: " + runtime.status());
                runtime.call(0, "IBM");
            }
            runtime.writeMeasurements(plan.getLocation().toFile().toPath().resolveSibling(Measurements.FILE_NAME));
            median = runtime.status().get(0).measured().get(0).median();
        }
        project.refreshLocal(IResource.DEPTH_INFINITE, null);

        Workbench.selectInExplorer(plan);
        waitForPlanOf(plan);

        Map<String, String[]> rows = rows(view.planTable());
        String times = rows.get("Trader.getQuote")[PlanTable.TIMES_COLUMN];
        PredictedAndMeasured predicted = new PredictedAndMeasured(CostTable.defaults(), null);
        String soap = predicted.text(written.getSelections().get(0)).split("; ")[0];
        assertTrue(soap.matches("SOAP \\d+\\.\\d{3} ms"), soap);
        assertTrue(times.startsWith(soap.replace(" ms", " / - ms; ")), "SOAP predicted, not measured: " + times);
        assertTrue(times.contains("; LOCAL_JAVA - / " + String.format(Locale.ROOT, "%.3f", median.toNanos() / 1e6) + " ms"),
                "local Java measured, with no default cost to predict it: " + times);
        assertEquals(predicted.text(written.getSelections().get(1)).split("; ")[0].replace(" ms", " / - ms"),
                rows.get("Trader.buy")[PlanTable.TIMES_COLUMN].split("; ")[0],
                "an operation the proxy did not measure shows its predictions only");
        assertTrue(view.getContentDescription().contains("; measured: measurements.json ("), view.getContentDescription());
        assertColumnsFitTheirText(view.planTable());
    }

    @Test
    void aWsdlThatDoesNotReadShowsTheReadersMessage() throws Exception {
        IFile broken = project.getFile("Broken.wsdl");
        broken.create(new java.io.ByteArrayInputStream(("<?xml version=\"1.0\"?>\n<definitions xmlns="
                + "\"http://schemas.xmlsoap.org/wsdl/\">\n  <message name=\"m\">\n</definitions>\n").getBytes()), true,
                null);
        view.show(broken);
        Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the preview of Broken.wsdl");
        String message = view.message();
        assertTrue(message.contains("Broken.wsdl:4"), message);
        assertFalse(message.contains("\tat "), message);
        assertTrue(view.getContentDescription().startsWith("Cannot preview"), view.getContentDescription());
    }

    /**
     * Trader's getQuote without its declaration: the view suggests declaring it, in the line select prints (the same
     * core code), and buy and sell (which change things) not; the WSDL saved with the declaration, the line goes.
     */
    @Test
    void anOperationThatLooksReadOnlyIsSuggestedForDeclaringIdempotentAsSelectSuggestsIt() throws Exception {
        String declared = Files.readString(example("trader/Trader.wsdl"));
        String undeclared = declared.replace(" bindwise:idempotent=\"true\"", "");
        assertNotEquals(declared, undeclared, "the example declares getQuote idempotent");
        wsdl.setContents(new ByteArrayInputStream(undeclared.getBytes(StandardCharsets.UTF_8)), IResource.FORCE, null);
        view.show(wsdl);
        waitForPlanOf(wsdl);

        String shown = view.suggestions();
        assertTrue(shown.startsWith("Trader.getQuote: getQuote looks read-only: if calling it twice does no more than"
                + " calling it once, declare it so (bindwise:idempotent=\"true\" on its wsdl:operation"), shown);
        assertEquals(1, shown.lines().count(), () -> "buy and sell change things: " + shown);
        String report = PlanReport.text(WorkspaceSelection.select(wsdl, SelectSettings.fromPreferences(), null).plan());
        assertTrue(report.contains(Idempotency.SUGGESTIONS_HEADING + "\n  " + shown + "\n"),
                () -> "select prints the same line:\n" + report);

        afterSaving(() -> wsdl.setContents(new ByteArrayInputStream(declared.getBytes(StandardCharsets.UTF_8)),
                IResource.FORCE, null));
        assertEquals("", view.suggestions(), "getQuote declared idempotent: nothing to suggest");
    }

    /**
     * A compared target's profile saved (a workspace file the preferences' target is not): the view selects again on
     * its own, and the comparison shows the saved profile's plan.
     */
    @Test
    void savingACompareTargetsProfileSelectsAgainByItself() throws Exception {
        IFile compared = Workbench.copy(example("trader/production-target.json"), project.getFile("compared-target.json"));
        ComparedTarget.remember(List.of(ComparedTarget.profile(WorkspacePaths.stored(compared))));
        view.show(wsdl);
        List<String> titles = List.of("Operation", "compared-target.json", "Same on every target");
        waitForComparison(titles);
        assertEquals("JCA (TraderCicsPort), then RMI_IIOP, SOAP", rows(view.comparisonTable()).get("Trader.getQuote")[1]);

        afterSaving(() -> compared.setContents(new ByteArrayInputStream(Files.readString(example("trader/production-target.json"))
                .replace("\"TraderCicsPort\": { \"accessible\": true", "\"TraderCicsPort\": { \"accessible\": false")
                .replace("\"TraderIiopPort\": { \"accessible\": true", "\"TraderIiopPort\": { \"accessible\": false")
                .getBytes(StandardCharsets.UTF_8)), IResource.FORCE, null));
        waitForComparison(titles);
        String[] getQuote = rows(view.comparisonTable()).get("Trader.getQuote");
        assertTrue(getQuote[1].startsWith("SOAP (TraderSoapPort)"), () -> "only SOAP is open on the saved profile: "
                + String.join(" | ", getQuote));
        assertEquals("JCA", rows(view.planTable()).get("Trader.getQuote")[1], "the preferences' target is unchanged");
    }

    @Test
    void thePlanOnSeveralTargetsSideBySideTheTargetsChosenInTheViewAndRemembered() throws Exception {
        IFile production = Workbench.copy(example("trader/production-target.json"),
                project.getFile("production-target.json"));
        view.show(wsdl);
        waitForPlanOf(wsdl);
        assertFalse(view.comparisonTable().getParent().isVisible(), "no comparison before targets are chosen");

        List<String> offered = new ArrayList<>();
        Workbench.answerNextDialog(ListSelectionDialog.class, shell -> {
            for (TableItem item : Workbench.find(shell, Table.class).getItems()) {
                offered.add(item.getText());
                item.setChecked(item.getText().startsWith("This machine")
                        || item.getText().equals("/preview-demo/production-target.json"));
            }
            Workbench.click(Workbench.button(shell, IDialogConstants.OK_ID));
        });
        toolBarAction("Compare Targets...").run();
        assertTrue(offered.contains("/preview-demo/production-target.json"), offered::toString);
        assertTrue(offered.stream().noneMatch(choice -> choice.endsWith(".wsdl")), "target profiles only: " + offered);

        List<String> titles = List.of("Operation", "this machine (probed)", "production-target.json", "Same on every target");
        waitForComparison(titles);
        Map<String, String[]> rows = rows(view.comparisonTable());
        assertEquals(TRADER_OPERATIONS, new ArrayList<>(rows.keySet()));
        for (String operation : TRADER_OPERATIONS) {
            String[] row = rows.get(operation);
            assertEquals("SOAP (TraderSoapPort)", row[1], "nothing of Trader's answers here: " + String.join(" | ", row));
            assertEquals("JCA (TraderCicsPort), then RMI_IIOP, SOAP", row[2]);
            assertEquals("no: SOAP / JCA", row[3]);
        }
        assertTrue(cellTip(view.comparisonTable(), 0, 1).startsWith("nothing is accessible where it was probed"),
                cellTip(view.comparisonTable(), 0, 1));
        assertEquals("decided by rule P3 JCA beats RMI-IIOP", cellTip(view.comparisonTable(), 0, 2));
        assertColumnsFitTheirText(view.comparisonTable());
        assertEquals("(this machine)\n${workspace_loc:/preview-demo/production-target.json}",
                BindwisePreferences.string(BindwisePreferences.COMPARED_TARGETS), "the choice is remembered");

        Shell shell = Workbench.workbenchShell();
        IWorkbenchPartReference part = Workbench.page().getReference(view);
        Workbench.page().setPartState(part, IWorkbenchPage.STATE_MAXIMIZED);
        try {
            Workbench.screenshot(shell, "binding-preview-targets.png");
        } finally {
            Workbench.page().setPartState(part, IWorkbenchPage.STATE_RESTORED);
        }

        // the view opened again compares the same targets; a profile that went away says so in its column
        Workbench.page().hideView(view);
        production.delete(true, null);
        view = (BindingPreviewView) Workbench.page().showView(BindingPreviewView.ID);
        view.show(wsdl);
        waitForComparison(titles);
        String[] getQuote = rows(view.comparisonTable()).get("Trader.getQuote");
        assertEquals("SOAP (TraderSoapPort)", getQuote[1]);
        assertEquals("cannot select", getQuote[2]);
        String tip = view.comparisonTable().getColumn(2).getToolTipText();
        assertTrue(tip.contains("Cannot select there: ") && tip.contains("production-target.json"), tip);
        assertEquals("JCA", rows(view.planTable()).get("Trader.getQuote")[1], "the preferences' plan stands");
    }

    private void waitForComparison(List<String> titles) {
        Workbench.waitUntil(() -> titles.equals(columnTitles(view.comparisonTable()))
                && view.comparisonTable().getItemCount() > 0 && view.comparisonTable().getParent().isVisible(),
                "the comparison of " + titles);
        Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the preview jobs");
    }

    private static List<String> columnTitles(Table table) {
        return java.util.Arrays.stream(table.getColumns()).map(column -> column.getText()).toList();
    }

    /** The tooltip the table shows over a cell. */
    private static String cellTip(Table table, int row, int column) {
        Rectangle cell = table.getItem(row).getBounds(column);
        return Tables.tipAt(table, new Point(cell.x + 2, cell.y + 2));
    }

    /** Every column as wide as its widest text, or as wide as the bound when the text is wider. */
    private static void assertColumnsFitTheirText(Table table) {
        GC gc = new GC(table);
        try {
            for (int column = 0; column < table.getColumnCount(); column++) {
                int widest = 0;
                for (TableItem item : table.getItems()) {
                    widest = Math.max(widest, gc.textExtent(item.getText(column)).x);
                }
                int width = table.getColumn(column).getWidth();
                assertTrue(width >= Math.min(widest, 400), table.getColumn(column).getText() + ": " + width + " < "
                        + widest);
            }
        } finally {
            gc.dispose();
        }
    }

    private void waitForPlanOf(IFile file) {
        Workbench.waitUntil(() -> file.equals(view.input()), "the view to take " + file.getName());
        Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the preview of " + file.getName());
        assertEquals("", view.message(), "the view shows a plan, not a message");
        assertNotNull(view.planTable().getItem(0));
    }

    private IAction toolBarAction(String text) {
        for (IContributionItem item : view.getViewSite().getActionBars().getToolBarManager().getItems()) {
            if (item instanceof ActionContributionItem action && text.equals(action.getAction().getText())) {
                return action.getAction();
            }
        }
        throw new AssertionError("the view's tool bar has no " + text);
    }

    /** The rows of a table by their first column, each as the texts of its columns. */
    private static Map<String, String[]> rows(Table table) {
        Map<String, String[]> rows = new java.util.LinkedHashMap<>();
        for (TableItem item : table.getItems()) {
            String[] texts = new String[table.getColumnCount()];
            for (int i = 0; i < texts.length; i++) {
                texts[i] = item.getText(i);
            }
            rows.put(texts[0], texts);
        }
        return rows;
    }
}
