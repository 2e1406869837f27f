package dev.bindwise.ui.internal.preview;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

import dev.bindwise.core.select.PlanReport;
import dev.bindwise.model.DecisionBasis;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.Vote;
import dev.bindwise.runtime.BindingKind;

/**
 * The size vote of every operation as horizontal bars, one per binding that got votes, drawn with GC:
 * the share of the points of the parameter space where that binding's messages were the cheapest.
 */
public final class VotesChart extends Canvas {

    private static final int LABEL_WIDTH = 150;
    private static final int BAR_HEIGHT = 14;
    private static final int GAP = 3;
    private static final int MARGIN = 6;
    private static final Map<BindingKind, RGB> COLOURS = new EnumMap<>(Map.of(
            BindingKind.SOAP, new RGB(0x4e, 0x79, 0xa7),
            BindingKind.RMI_IIOP, new RGB(0xf2, 0x8e, 0x2b),
            BindingKind.JCA, new RGB(0x59, 0xa1, 0x4f),
            BindingKind.LOCAL_JAVA, new RGB(0xb0, 0x7a, 0xa1),
            BindingKind.JMS, new RGB(0x9c, 0x75, 0x5f),
            BindingKind.HTTP, new RGB(0x76, 0xb7, 0xb2),
            BindingKind.OTHER, new RGB(0xba, 0xb0, 0xac)));

    /** One bar: the votes one binding got for one operation, of all the votes taken for it. */
    public record Bar(String operation, BindingKind kind, int votes, int total) {
    }

    private final List<Bar> bars = new ArrayList<>();
    /** Per operation whose choice the vote did not make, what did: drawn beside its bars. */
    private final Map<String, String> notVoted = new HashMap<>();

    public VotesChart(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED);
        setBackground(getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));
        addPaintListener(event -> paint(event.gc, event.y, event.y + event.height));
    }

    public void show(SelectionPlan plan) {
        bars.clear();
        notVoted.clear();
        if (plan != null) {
            for (OperationSelection selection : plan.getSelections()) {
                if (selection.getChosen() != null && selection.getBasis() != DecisionBasis.VOTE
                        && selection.getBasis() != DecisionBasis.UNRECORDED) {
                    notVoted.put(selection.getPortType() + "." + selection.getOperation(), PlanReport.why(selection));
                }
                int total = selection.getVotes().stream().mapToInt(Vote::getCount).sum();
                for (Vote vote : selection.getVotes()) {
                    bars.add(new Bar(selection.getPortType() + "." + selection.getOperation(), vote.getKind(),
                            vote.getCount(), total));
                }
            }
        }
        getParent().layout(true, true);
        redraw();
    }

    /** What chose the operation's binding when the vote did not ("decided by rule ..."), or null. */
    public String notVotedNote(String operation) {
        return notVoted.get(operation);
    }

    /** The bars drawn now, in drawing order. */
    public List<Bar> bars() {
        return List.copyOf(bars);
    }

    @Override
    public Point computeSize(int wHint, int hHint, boolean changed) {
        int rows = bars.size() + (int) bars.stream().map(Bar::operation).distinct().count();
        int height = 2 * MARGIN + Math.max(1, rows) * (BAR_HEIGHT + GAP);
        return new Point(wHint == SWT.DEFAULT ? LABEL_WIDTH + 300 : wHint, hHint == SWT.DEFAULT ? height : hHint);
    }

    /** Draws the rows that reach into the area from top to bottom: a thousand operations' rows are too many to draw. */
    private void paint(GC gc, int top, int bottom) {
        int width = getClientArea().width - LABEL_WIDTH - 2 * MARGIN - 80;
        int y = MARGIN;
        if (bars.isEmpty()) {
            gc.drawText("No votes: select a .wsdl file or a plan (.xmi).", MARGIN, y, true);
            return;
        }
        String operation = null;
        for (Bar bar : bars) {
            if (y > bottom) {
                return;
            }
            if (!bar.operation().equals(operation)) {
                operation = bar.operation();
                if (y + BAR_HEIGHT >= top) {
                    gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_LIST_FOREGROUND));
                    String note = notVoted.get(operation);
                    gc.drawText(note == null ? operation : operation + "  (" + note + ")", MARGIN, y, true);
                }
                y += BAR_HEIGHT + GAP;
            }
            if (y + BAR_HEIGHT >= top && y <= bottom) {
                gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_LIST_FOREGROUND));
                gc.drawText(bar.kind().name(), MARGIN + 12, y, true);
                int length = bar.total() == 0 ? 0 : Math.max(1, width * bar.votes() / bar.total());
                gc.setBackground(new Color(COLOURS.get(bar.kind())));
                gc.fillRectangle(MARGIN + LABEL_WIDTH, y + 1, length, BAR_HEIGHT - 2);
                gc.drawText(bar.votes() + " of " + bar.total(), MARGIN + LABEL_WIDTH + length + 6, y, true);
            }
            y += BAR_HEIGHT + GAP;
        }
    }
}
