package dev.bindwise.examples.accuracy;

import java.util.ArrayList;
import java.util.List;

import dev.bindwise.core.estimate.ValueSetting;

/**
 * The points of the parameter space the harness calls services at: strings of 5 to 75 characters, arrays of
 * 0 to 8 items, 0 to 90 % nulls, binaries of 1.5 to 30 KB; and the {@link #CALLS} calls made at each, whose
 * bytes are averaged. An operation's {@code control} argument names the point (100 plus its index: a number
 * of three digits, as the size models take a typical int), so that the server makes its reply at the point
 * the client made its request; the server counts the calls of each point itself, since the client makes
 * them one after the other ({@link #WARM_UP} is a call it does not count).
 */
public final class Settings {

    /**
     * Calls per point. Each value that may be null is null in exactly the null share of the calls that
     * reach it (the shares are tenths, and a value two nullable structures deep is reached in a tenth of
     * them at 90 % nulls), so that their mean is the expectation the size models give, not one draw of it.
     */
    public static final int CALLS = 100;

    /** The control of the call that opens a connection: its reply is made at the first point, and not counted. */
    public static final int WARM_UP = 999;

    private static final List<ValueSetting> GRID = grid();

    private Settings() {
    }

    public static int count() {
        return GRID.size();
    }

    public static ValueSetting at(int index) {
        return GRID.get(index);
    }

    /** The control of a point. */
    public static int control(int index) {
        return 100 + index;
    }

    /** The point a control names. */
    public static int pointOf(int control) {
        return control == WARM_UP ? 0 : control - 100;
    }

    private static List<ValueSetting> grid() {
        List<ValueSetting> grid = new ArrayList<>();
        for (double strings : new double[] {5, 25, 75}) {
            for (double arrays : new double[] {0, 2, 8}) {
                for (double nulls : new double[] {0, 0.3, 0.6, 0.9}) {
                    for (double binaries : new double[] {1536, 30720}) {
                        grid.add(new ValueSetting(strings, arrays, binaries, nulls));
                    }
                }
            }
        }
        return List.copyOf(grid);
    }
}
