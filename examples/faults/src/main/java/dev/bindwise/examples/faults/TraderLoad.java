package dev.bindwise.examples.faults;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import dev.bindwise.examples.SameContent;
import dev.bindwise.examples.trader.Holding;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.examples.trader.TraderImpl;
import dev.bindwise.runtime.BindingCallException;

/**
 * Threads calling one shared Trader without pause, getQuote and buy (one share) alternating, each thread as
 * a user of its own, every answer checked against the local implementation's: a quote must be the same, a
 * holding must be of the company with its value at the quoted price. Each thread counts the buys it was
 * told were done and the most shares it was told, for the ledger of confirmed writes.
 */
final class TraderLoad {

    static final String COMPANY = "IBM";
    /** Counts told from {@code k * SEED_STEP} to below {@code (k + 1) * SEED_STEP} are kept apart, k from 0 to 3. */
    static final int SEED_STEP = 100_000;

    /** One thread of the load, and what it saw. */
    static final class Caller extends Thread {

        private final Trader trader;
        private final String user;
        private final String expectedQuote;
        private final BigDecimal price;
        private volatile boolean running = true;
        private volatile long calls;
        private long quotesLost;
        private long buysFailed;
        private long wrongAnswers;
        private long errors;
        private String firstProblem;
        private long longestNanos;
        private int confirmedBuys;
        /** Per range of {@link #SEED_STEP} shares, the most told in it (0 for none); the last range has no end. */
        private final int[] mostSharesTold = new int[4];

        Caller(Trader trader, String user) {
            super("trader-load-" + user);
            setDaemon(true);
            this.trader = trader;
            this.user = user;
            Quote expected = new TraderImpl().getQuote(user, COMPANY);
            this.expectedQuote = SameContent.describe(expected);
            this.price = expected.getSharePrice();
        }

        @Override
        public void run() {
            for (boolean buying = false; running; buying = !buying) {
                long start = System.nanoTime();
                try {
                    if (buying) {
                        check(trader.buy(user, COMPANY, 1));
                    } else {
                        check(trader.getQuote(user, COMPANY));
                    }
                } catch (BindingCallException e) {
                    if (buying) {
                        buysFailed++;
                    } else {
                        quotesLost++;
                        problem("getQuote lost: " + e.getMessage());
                    }
                } catch (RuntimeException | Error e) {
                    errors++;
                    problem((buying ? "buy" : "getQuote") + " threw " + e);
                }
                longestNanos = Math.max(longestNanos, System.nanoTime() - start);
                calls++;
            }
        }

        private void check(Quote quote) {
            if (!expectedQuote.equals(SameContent.describe(quote))) {
                wrongAnswers++;
                problem("getQuote answered " + SameContent.describe(quote) + ", not " + expectedQuote);
            }
        }

        private void check(Holding holding) {
            int shares = holding.getShares();
            if (!COMPANY.equals(holding.getCompany()) || shares < 1
                    || holding.getValue().compareTo(price.multiply(BigDecimal.valueOf(shares))) != 0) {
                wrongAnswers++;
                problem("buy answered " + SameContent.describe(holding));
                return;
            }
            confirmedBuys++;
            int range = Math.min(mostSharesTold.length - 1, shares / SEED_STEP);
            mostSharesTold[range] = Math.max(mostSharesTold[range], shares);
        }

        private void problem(String what) {
            if (firstProblem == null) {
                firstProblem = user + ": " + what;
            }
        }

        String user() {
            return user;
        }

        long calls() {
            return calls;
        }

        long quotesLost() {
            return quotesLost;
        }

        long buysFailed() {
            return buysFailed;
        }

        long wrongAnswers() {
            return wrongAnswers;
        }

        long errors() {
            return errors;
        }

        String firstProblem() {
            return firstProblem;
        }

        long longestMillis() {
            return TimeUnit.NANOSECONDS.toMillis(longestNanos);
        }

        int confirmedBuys() {
            return confirmedBuys;
        }

        /** The most shares a buy was told from {@code seed} to below {@code seed + SEED_STEP} (0 for none). */
        int mostSharesTold(int seed) {
            return mostSharesTold[Math.min(mostSharesTold.length - 1, seed / SEED_STEP)];
        }
    }

    private final List<Caller> callers = new ArrayList<>();

    /**
     * @param users the users, one thread each (at most 8 characters: the COMMAREA's user field)
     */
    TraderLoad(Trader trader, List<String> users) {
        users.forEach(user -> callers.add(new Caller(trader, user)));
    }

    void start() {
        callers.forEach(Thread::start);
    }

    /** Stops every thread after its call in flight and waits for them (each call ends within its deadline). */
    void stop() throws InterruptedException {
        callers.forEach(caller -> caller.running = false);
        for (Caller caller : callers) {
            caller.join(TimeUnit.MINUTES.toMillis(2));
            if (caller.isAlive()) {
                throw new IllegalStateException(caller.getName() + " is still in a call after 2 minutes");
            }
        }
    }

    /** Calls made so far, answered or not. */
    long calls() {
        return callers.stream().mapToLong(Caller::calls).sum();
    }

    List<Caller> callers() {
        return callers;
    }

    /** Users named prefix + a number of three digits: "F01" + "007". */
    static List<String> users(String prefix, int count) {
        List<String> users = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            users.add(prefix + String.format("%03d", i));
        }
        return users;
    }
}
