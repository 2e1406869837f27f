package dev.bindwise.ui.internal.preview;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import dev.bindwise.core.select.PlanReport;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.ui.internal.Tables;

/**
 * The plan on several targets side by side: a row per operation, a column per target with the binding chosen there
 * and its fallbacks (the tooltip says why, in the words of {@code select}), and whether every target chooses the
 * same.
 */
public final class ComparisonTable {

    /** The last column's title. */
    public static final String SAME_COLUMN = "Same on every target";

    private ComparisonTable() {
    }

    public static Table create(Composite parent) {
        return Tables.create(parent, "Operation");
    }

    /** Puts a column per target of the comparison into the table, and a row per operation. */
    public static void show(Table table, TargetComparison comparison) {
        table.removeAll();
        TableColumn[] old = table.getColumns();
        for (int i = 1; i < old.length; i++) {
            old[i].dispose();
        }
        for (TargetComparison.Column column : comparison.columns()) {
            TableColumn title = new TableColumn(table, SWT.LEFT);
            title.setText(column.target().label());
            title.setToolTipText(column.target().description()
                    + (column.plan().isEmpty() ? "\nCannot select there: " + column.failure() : ""));
        }
        new TableColumn(table, SWT.LEFT).setText(SAME_COLUMN);
        List<TargetComparison.Column> columns = comparison.columns();
        for (String operation : comparison.operations()) {
            TableItem row = new TableItem(table, SWT.NONE);
            row.setText(0, operation);
            List<String> chosen = new ArrayList<>();
            for (int i = 0; i < columns.size(); i++) {
                TargetComparison.Column column = columns.get(i);
                Optional<OperationSelection> selection = column.selection(operation);
                String cell = selection.map(ComparisonTable::cell)
                        .orElse(column.plan().isEmpty() ? "cannot select" : "not in this plan");
                row.setText(i + 1, cell);
                Tables.setTip(row, i + 1, selection.map(PlanReport::why).orElse(column.failure()));
                chosen.add(selection.map(s -> s.getChosen() == null ? "none" : s.getChosen().getKind().name()).orElse("?"));
            }
            row.setText(columns.size() + 1, chosen.stream().distinct().count() == 1 ? "yes"
                    : "no: " + String.join(" / ", chosen));
        }
        Tables.fitColumns(table);
    }

    /** "JCA (TraderCicsPort), then RMI_IIOP, SOAP", or "none". */
    private static String cell(OperationSelection selection) {
        if (selection.getChosen() == null) {
            return "none";
        }
        String fallbacks = PlanTable.fallbacks(selection);
        return selection.getChosen().getKind().name() + " (" + selection.getChosen().getPort() + ")"
                + (fallbacks.isEmpty() ? "" : ", then " + fallbacks);
    }
}
