package dev.bindwise.ui.internal;

import org.eclipse.swt.SWT;
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

    private Tables() {
    }

    /** A table with these column titles, whose cells show their full text as tooltips. */
    public static Table create(Composite parent, String... titles) {
        Table table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
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
                Object tip = item.getData(TIP + column);
                String text = tip instanceof String kept ? kept : item.getText(column);
                return text.isEmpty() ? null : text;
            }
        }
        return null;
    }
}
