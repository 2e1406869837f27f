package dev.bindwise.ui.internal;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * Tables that read: columns sized to what they hold (within a bound, so that one long reason does not push the
 * others out of sight), and the full text of the cell under the pointer as its tooltip, or a longer text a row
 * keeps for a column ({@link #setTip}).
 */
public final class Tables {

    private static final int MAX_COLUMN_WIDTH = 420;
    private static final String TIP = "dev.bindwise.tip.";
    private static final String ROWS = "dev.bindwise.rows";
    /** The space a cell keeps around its text. */
    private static final int CELL_PADDING = 16;

    private Tables() {
    }

    /** A table with these column titles, whose cells show their full text as tooltips. */
    public static Table create(Composite parent, String... titles) {
        return create(parent, SWT.NONE, titles);
    }

    /**
     * A table whose rows are made as they come into sight (SWT.VIRTUAL), from the texts {@link #showRows} gives it:
     * a plan of a thousand operations fills it at once, where a thousand rows made one by one hold the UI thread.
     */
    public static Table createVirtual(Composite parent, String... titles) {
        Table table = create(parent, SWT.VIRTUAL, titles);
        table.addListener(SWT.SetData, event -> {
            TableItem item = (TableItem) event.item;
            Row row = rowsOf(table).get(event.index);
            item.setText(row.texts());
            row.tips().forEach((column, tip) -> setTip(item, column, tip));
        });
        return table;
    }

    /** The texts of a row of a virtual table, and the longer tips of some of its cells by column. */
    public record Row(String[] texts, Map<Integer, String> tips) {
    }

    /** Shows these rows in a table made by {@link #createVirtual}, its columns sized to them. */
    public static void showRows(Table table, List<Row> rows) {
        table.removeAll();
        table.setData(ROWS, List.copyOf(rows));
        fitColumns(table, rows);
        table.setItemCount(rows.size());
    }

    @SuppressWarnings("unchecked")
    private static List<Row> rowsOf(Table table) {
        return (List<Row>) table.getData(ROWS);
    }

    /**
     * Sizes every column to its title or the widest of its texts (each distinct text measured once; the column's
     * pack would make every row of a virtual table), at most {@value #MAX_COLUMN_WIDTH} pixels.
     */
    private static void fitColumns(Table table, List<Row> rows) {
        GC gc = new GC(table);
        try {
            TableColumn[] columns = table.getColumns();
            for (int i = 0; i < columns.length; i++) {
                // measured, not packed: a virtual table's pack asks GTK for its rows' bounds, and after removeAll
                // that crashed the JVM in GTK's cell data callback (SIGSEGV in the CI run of integ15)
                Set<String> texts = new HashSet<>();
                int widest = gc.textExtent(columns[i].getText()).x + CELL_PADDING;
                for (Row row : rows) {
                    if (texts.add(row.texts()[i])) {
                        widest = Math.max(widest, gc.textExtent(row.texts()[i]).x + CELL_PADDING);
                    }
                }
                columns[i].setWidth(Math.min(widest, MAX_COLUMN_WIDTH));
            }
        } finally {
            gc.dispose();
        }
    }

    private static Table create(Composite parent, int style, String... titles) {
        Table table = new Table(parent, style | SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (String title : titles) {
            TableColumn column = new TableColumn(table, SWT.LEFT);
            column.setText(title);
            column.pack();
        }
        table.addListener(SWT.MouseHover, event -> table.setToolTipText(tipAt(table, new Point(event.x, event.y))));
        table.addListener(SWT.MouseMove, event -> table.setToolTipText(null));
        return table;
    }

    /** A tooltip for one cell that says more than the cell shows. */
    public static void setTip(TableItem item, int column, String tip) {
        item.setData(TIP + column, tip);
    }

    /** Sizes every column to its widest cell or its title, at most {@value #MAX_COLUMN_WIDTH} pixels. */
    public static void fitColumns(Table table) {
        for (TableColumn column : table.getColumns()) {
            column.pack();
            column.setWidth(Math.min(column.getWidth(), MAX_COLUMN_WIDTH));
        }
    }

    /** The text of the cell at the point (or the tip it keeps), null where there is none. */
    public static String tipAt(Table table, Point point) {
        TableItem item = table.getItem(point);
        if (item == null) {
            return null;
        }
        for (int column = 0; column < table.getColumnCount(); column++) {
            if (item.getBounds(column).contains(point)) {
                // the text first: a virtual table's row gets its texts and tips when asked for a text
                String text = item.getText(column);
                Object tip = item.getData(TIP + column);
                text = tip instanceof String kept ? kept : text;
                return text.isEmpty() ? null : text;
            }
        }
        return null;
    }
}
