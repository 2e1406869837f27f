package dev.bindwise.ui.internal.preview;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;

import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.select.PlanReport;
import dev.bindwise.core.select.PredictedAndMeasured;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.RuleFiring;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.ui.internal.Tables;

/**
 * The plan as a table, the same in the Binding Preview view and on the wizard's preview page: per operation the
 * chosen binding, its port, the confidence and why (in the words of {@code select}), the fallbacks and the rules
 * that fired, each with the port it is about (the rules' cell keeps every rule with its reason as its tooltip), and
 * where the sizes were voted (the operating point given, or the samples' point, or over the space of the hints), and per
 * binding the predicted time of a call beside the median a proxy measured where it runs ({@link PredictedAndMeasured}).
 */
public final class PlanTable {

    /** The column of the rules fired, whose tooltip lists every rule with its reason. */
    public static final int RULES_COLUMN = 6;

    /** How the default rules' reasons name the port they are about ("port TraderSoapPort at ..."). */
    private static final Pattern PORT = Pattern.compile("\\bport (\\w+)");

    /** Marks a rule whose conclusion a stronger one set aside (the selection writes it into the reason). */
    private static final String SET_ASIDE = "(set aside:";

    private PlanTable() {
    }

    /** The column of where the sizes were voted. */
    public static final int VOTED_AT_COLUMN = 7;

    /** The column of the predicted and measured times per binding ("JCA 0.150 / 0.210 ms; SOAP 0.400 / - ms"). */
    public static final int TIMES_COLUMN = 8;

    /**
     * An empty plan table: Operation, Chosen, Port, Confidence, Why, Fallbacks, Rules fired, Sizes voted at,
     * Predicted / measured. Its rows are made as they come into sight: a service may have a thousand operations.
     */
    public static Table create(Composite parent) {
        return Tables.createVirtual(parent, "Operation", "Chosen", "Port", "Confidence", "Why", "Fallbacks",
                "Rules fired", "Sizes voted at", "Predicted / measured");
    }

    /** Fills the table with the plan's rows, the times predicted with the default costs, and sizes its columns to them. */
    public static void show(Table table, SelectionPlan plan) {
        show(table, rows(plan, new PredictedAndMeasured(CostTable.defaults(), null)));
    }

    /** Fills the table with rows made by {@link #rows} (where a large plan's rows are made off the UI thread). */
    public static void show(Table table, List<Tables.Row> rows) {
        Tables.showRows(table, rows);
    }

    /** The texts of the plan's rows, and the rules' tips; needs no UI thread. */
    public static List<Tables.Row> rows(SelectionPlan plan, PredictedAndMeasured times) {
        List<Tables.Row> rows = new ArrayList<>();
        for (OperationSelection selection : plan.getSelections()) {
            RankedBinding chosen = selection.getChosen();
            rows.add(new Tables.Row(new String[] {
                    operation(selection),
                    chosen == null ? "none" : chosen.getKind().name(),
                    chosen == null ? "" : chosen.getPort(),
                    PlanReport.confidence(selection),
                    PlanReport.why(selection),
                    fallbacks(selection),
                    rulesFired(selection.getFiredRules()),
                    PlanReport.votedAt(selection),
                    times.text(selection) },
                    Map.of(RULES_COLUMN, selection.getFiredRules().stream()
                            .map(firing -> firing.getRule() + ": " + firing.getReason()).collect(Collectors.joining("\n")))));
        }
        return rows;
    }

    /** "Trader.getQuote": how every table names an operation. */
    public static String operation(OperationSelection selection) {
        return selection.getPortType() + "." + selection.getOperation();
    }

    /** "RMI_IIOP, SOAP": the fallbacks in their order. */
    public static String fallbacks(OperationSelection selection) {
        return selection.getFallbacks().stream().map(f -> f.getKind().name()).collect(Collectors.joining(", "));
    }

    /** Each rule's name, and the port it is about where the reason names one ("P2 the endpoint did not answer (TraderSoapPort)"). */
    private static String rulesFired(List<RuleFiring> firings) {
        return firings.stream().map(firing -> firing.getRule() + portOf(firing.getReason())
                + (firing.getReason().contains(SET_ASIDE) ? " (set aside)" : "")).collect(Collectors.joining("; "));
    }

    private static String portOf(String reason) {
        Matcher port = PORT.matcher(reason);
        return port.find() ? " (" + port.group(1) + ")" : "";
    }
}
