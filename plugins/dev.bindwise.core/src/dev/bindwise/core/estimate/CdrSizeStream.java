package dev.bindwise.core.estimate;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * The length of a GIOP 1.2 message as GlassFish ORB writes its CDR, counted without writing it, in
 * expectation: every write moves a position (from the start of the GIOP message, which CDR alignment is
 * relative to) by its padding and its bytes. What depends on the data (a value that may be null, an
 * object the message may carry already) is an {@link #either} of two branches weighed by their
 * probability.
 * <p>
 * Value types follow CORBA 3.0 section 15.3.4 as GlassFish writes them: a value tag, the repository ID in
 * full the first time the message carries it and as an indirection (0xffffffff and an offset) after that;
 * a value that is custom-marshalled (its class has a writeObject method), and every value nested in one,
 * is chunked: its data goes into chunks that each begin with their length, a nested value ends the
 * current chunk, an empty chunk is left out, and each chunked value ends with an end tag, which the
 * enclosing value's end tag replaces when nothing lies between them.
 */
final class CdrSizeStream {

    /** An indirection: 0xffffffff and the offset of what was written before. */
    private static final int INDIRECTION = 8;
    /** Arrays of up to this many items are written item by item, not extrapolated ({@link #repeat}). */
    private static final int SIMULATED_ITEMS = 8;
    /**
     * The trails' first length: most messages change a few tallies inside a branch, and an estimate makes a stream
     * for every message at every point of the space (they grow when a message needs more).
     */
    private static final int INITIAL_TRAIL = 8;

    /** The expected position. */
    private double position;
    /**
     * The position along the likeliest writes, which alignment follows: a mix of two positions would
     * align as neither of them does.
     */
    private double likely;
    /**
     * For each repository ID or shared object, the probability that the message carries it already;
     * for each other key, how many times (in expectation) it was {@link #tally tallied}. A key never met
     * counts as 0.
     */
    private final Map<Object, Tally> tallies = new HashMap<>();
    /**
     * The trail of tally changes made inside branches of {@link #either}: each tally with its value before
     * the change, so that a branch is undone and mixed by what it changed, not by copying every tally of
     * the message.
     */
    private Tally[] trailTallies = new Tally[INITIAL_TRAIL];
    private double[] trailOld = new double[INITIAL_TRAIL];
    private int trailSize;
    /** How many branches are being written, one inside the other. */
    private int branches;
    /**
     * The tallies the first branch of each {@link #either} under way changed, with their values after that
     * branch, kept while the second branch runs: a stack, since branches nest.
     */
    private Tally[] firstTallies = new Tally[INITIAL_TRAIL];
    private double[] firstValues = new double[INITIAL_TRAIL];
    private int firstSize;
    /** Marks the tallies met in one pass over the trail, to take each once (a fresh number per pass). */
    private int pass;

    /** For each value being written, innermost first: whether it is chunked. */
    private final Deque<Boolean> values = new ArrayDeque<>();
    private int chunkedValues;
    private boolean inChunk;
    /** Where the last end tag ended (on the likeliest path), so that an end tag right after it can take its place. */
    private double lastEndTag = -1;

    /** A stream whose next byte lies this far from the start of the GIOP message. */
    CdrSizeStream(double position) {
        this.position = position;
        this.likely = position;
    }

    double position() {
        return position;
    }

    /** Padding up to the next multiple of the boundary (from the likeliest position, to the nearest byte). */
    void align(int boundary) {
        // boundaries are powers of two: the mask is floorMod without a division
        advance(-Math.round(likely) & (boundary - 1));
    }

    /** A primitive of 1, 2, 4 or 8 bytes, aligned to its own size. */
    void primitive(int size) {
        data();
        align(size);
        advance(size);
    }

    /** Octets, which need no alignment (the likeliest count is a whole one). */
    void octets(double count) {
        octets(count, Math.round(count));
    }

    private void octets(double count, double likelyCount) {
        data();
        position += count;
        likely += likelyCount;
    }

    /** A CDR string: its length, its characters (ISO Latin-1 here: names and repository IDs) and a NUL. */
    void string(String text) {
        primitive(4);
        octets(text.getBytes(StandardCharsets.ISO_8859_1).length + 1);
    }

    /**
     * A GIOP 1.2 wstring: its length in bytes, then (when not empty) a byte order mark and the UTF-16
     * characters. The ORB marks the byte order of every wstring on a connection.
     */
    void wstring(double characters) {
        primitive(4);
        if (characters > 0) {
            octets(2 + 2 * characters, 2 + 2 * Math.round(characters));
        }
    }

    /** A null value: a zero value tag. */
    void nullValue() {
        primitive(4);
    }

    /** A value the message carries already: an indirection to it. */
    void indirection() {
        data();
        align(4);
        advance(INDIRECTION);
    }

    /**
     * Starts a value: its tag and its repository ID (in full, or as an indirection when the message
     * carries it already).
     *
     * @param customMarshalled whether the value is chunked by itself (its class writes custom data);
     *        a value nested in a chunked one is chunked in any case
     */
    void beginValue(String repositoryId, boolean customMarshalled) {
        boolean chunked = customMarshalled || chunkedValues > 0;
        inChunk = false; // the enclosing value's chunk ends here
        align(4);
        advance(4);
        Tally written = tallyOf(repositoryId);
        double carried = written.value;
        int full = 4 + repositoryId.length() + 1;
        position += carried * INDIRECTION + (1 - carried) * full;
        likely += carried >= 0.5 ? INDIRECTION : full;
        set(written, 1.0);
        values.push(chunked);
        if (chunked) {
            chunkedValues++;
        }
    }

    /** Ends the value begun last: a chunked one with its end tag. */
    void endValue() {
        boolean chunked = values.pop();
        if (!chunked) {
            return;
        }
        inChunk = false;
        if (likely != lastEndTag) {
            align(4);
            advance(4);
        }
        lastEndTag = likely;
        chunkedValues--;
    }

    /**
     * An object that several places may refer to: in full the first time, then as an indirection.
     *
     * @param key names the object among those of the message
     */
    void sharedObject(String key, Runnable write) {
        Tally written = tallyOf(key);
        either(written.value, this::indirection, write);
        set(written, 1.0);
    }

    /** Counts one more occurrence of something (in expectation, as the branches around it weigh it). */
    void tally(Object key) {
        Tally tally = tallyOf(key);
        set(tally, tally.value + 1);
    }

    /** How many occurrences of something were counted so far. */
    double tallied(Object key) {
        Tally tally = tallies.get(key);
        return tally == null ? 0 : tally.value;
    }

    /** Whichever of two writes happens: the first with probability p, the other one otherwise. */
    void either(double p, Runnable first, Runnable second) {
        either(p, first, second, p >= 0.5);
    }

    /**
     * Whichever of two writes happens, with the likeliest position following the branch named likely
     * (where the caller knows better than the probability which one the next occurrence takes).
     */
    void either(double p, Runnable first, Runnable second, boolean firstLikely) {
        if (p >= 1) {
            first.run();
            return;
        }
        if (p <= 0) {
            second.run();
            return;
        }
        double positionBefore = position;
        double likelyBefore = likely;
        int valuesBefore = values.size();
        int chunkedBefore = chunkedValues;
        boolean inChunkBefore = inChunk;
        double lastEndTagBefore = lastEndTag;
        int mark = trailSize;
        branches++;
        first.run();
        branches--;
        double positionFirst = position;
        double likelyFirst = likely;
        boolean inChunkFirst = inChunk;
        double lastEndTagFirst = lastEndTag;
        // keep what the first branch changed, then undo it (last change first)
        int firstMark = firstSize;
        pass++;
        for (int i = mark; i < trailSize; i++) {
            Tally tally = trailTallies[i];
            if (tally.pass != pass) {
                tally.pass = pass;
                keepFirst(tally);
            }
        }
        for (int i = trailSize - 1; i >= mark; i--) {
            trailTallies[i].value = trailOld[i];
            trailTallies[i] = null;
        }
        trailSize = mark;
        if (values.size() != valuesBefore) {
            throw new IllegalStateException("a branch of the CDR size stream began a value it did not end");
        }
        position = positionBefore;
        likely = likelyBefore;
        chunkedValues = chunkedBefore;
        inChunk = inChunkBefore;
        lastEndTag = lastEndTagBefore;
        branches++;
        second.run();
        branches--;
        // the expected position and what the message carries mix by probability; the likeliest position
        // and the chunk bookkeeping (the same in both branches except right after a nested value) follow
        // the likelier branch
        position = p * positionFirst + (1 - p) * position;
        int secondEnd = trailSize;
        pass++;
        for (int i = firstMark; i < firstSize; i++) {
            Tally tally = firstTallies[i];
            tally.pass = pass;
            set(tally, p * firstValues[i] + (1 - p) * tally.value);
            firstTallies[i] = null;
        }
        firstSize = firstMark;
        // a tally only the second branch changed was, in the first, what it was before both: the old value
        // of its first change
        for (int i = mark; i < secondEnd; i++) {
            Tally tally = trailTallies[i];
            if (tally.pass != pass) {
                tally.pass = pass;
                set(tally, p * trailOld[i] + (1 - p) * tally.value);
            }
        }
        if (firstLikely) {
            likely = likelyFirst;
            inChunk = inChunkFirst;
            lastEndTag = lastEndTagFirst;
        }
    }

    /** What the message carries (or counted) of one key so far, and the pass that last took it. */
    private static final class Tally {
        double value;
        int pass;
    }

    private Tally tallyOf(Object key) {
        return tallies.computeIfAbsent(key, k -> new Tally());
    }

    private void keepFirst(Tally tally) {
        if (firstSize == firstTallies.length) {
            firstTallies = Arrays.copyOf(firstTallies, 2 * firstSize);
            firstValues = Arrays.copyOf(firstValues, 2 * firstSize);
        }
        firstTallies[firstSize] = tally;
        firstValues[firstSize++] = tally.value;
    }

    /** Sets a tally; inside a branch, notes its former value on the trail. */
    private void set(Tally tally, double value) {
        if (branches > 0) {
            if (trailSize == trailTallies.length) {
                trailTallies = Arrays.copyOf(trailTallies, 2 * trailSize);
                trailOld = Arrays.copyOf(trailOld, 2 * trailSize);
            }
            trailTallies[trailSize] = tally;
            trailOld[trailSize++] = tally.value;
        }
        tally.value = value;
    }

    /**
     * A number of writes of the same kind (the items of an array). Long runs are extrapolated: after a
     * first item (which carries the repository IDs) and two more, each further item adds the average of
     * those two. Two items make a whole cycle of alignments for items of 4 or 8 bytes modulo 8, which CDR's
     * 4-byte value tags and lengths make the common case; for others the average is off by a few bytes of
     * padding per item (the wire tests of every example operation are exact to the same byte as with a
     * cycle of eight), and nested arrays (a route's segments and their directions) cost 3 x 3 items
     * instead of 9 x 9. Up to {@link #SIMULATED_ITEMS} items are each written: what a message carries once
     * and then refers to (a Calendar's zone, Boolean.TRUE) is met with a chance that falls item by item where
     * values may be null, which the second and third item's average overstates (random services with
     * arrays of eight structures holding an optional dateTime came out 6 % too large).
     */
    void repeat(double count, Runnable item) {
        final int cycle = 2;
        long whole = (long) Math.floor(count);
        double fraction = count - whole;
        int simulated = (int) (whole <= SIMULATED_ITEMS ? whole : 1 + cycle);
        double[] after = new double[simulated];
        double[] likelyAfter = new double[simulated];
        for (int i = 0; i < simulated; i++) {
            item.run();
            after[i] = position;
            likelyAfter[i] = likely;
        }
        if (whole > simulated) {
            int last = simulated - 1;
            boolean atEndTag = likely == lastEndTag;
            position += (after[last] - after[last - cycle]) / cycle * (whole - simulated);
            likely += (likelyAfter[last] - likelyAfter[last - cycle]) / cycle * (whole - simulated);
            if (atEndTag) {
                lastEndTag = likely;
            }
        }
        if (fraction > 0) {
            either(fraction, item, () -> {
            });
        }
    }

    /** Data inside a chunked value opens a chunk when none is open: its length comes first. */
    private void data() {
        if (chunkedValues > 0 && !inChunk) {
            align(4);
            advance(4);
            inChunk = true;
        }
    }

    private void advance(double bytes) {
        position += bytes;
        likely += bytes;
    }
}
