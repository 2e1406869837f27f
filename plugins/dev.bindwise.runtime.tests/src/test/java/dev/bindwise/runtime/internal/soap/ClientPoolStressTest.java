package dev.bindwise.runtime.internal.soap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The SOAP client's pool under callers and a close at once (seeded, like dev.bindwise.runtime.PortStateStressTest):
 * no client is lent after it was closed, none is closed while lent, each is closed exactly once once the pool is
 * closed and every caller has given its client back; idle clients are dropped after the idle limit.
 */
class ClientPoolStressTest {

    private static final long SEED = Long.getLong("bindwise.stress.seed", 31L);
    private static final int THREADS = 8;
    private static final int ROUNDS = 200;
    private static final long BOUND_SECONDS = 30;

    /** What the pool lends in these cases: a client that knows whether it was closed, and how often. */
    static final class Client {

        final AtomicInteger closings = new AtomicInteger();
        volatile boolean lent;
    }

    private final ExecutorService threads = Executors.newFixedThreadPool(THREADS);

    @AfterEach
    void stopThreads() {
        threads.shutdownNow();
    }

    @Test
    void callersAndACloseAtOnceNeverShareOrReuseAClosedClient() throws Exception {
        Random random = new Random(SEED);
        for (int round = 0; round < ROUNDS; round++) {
            String at = "seed " + SEED + ", round " + round + ": ";
            List<Client> made = new ArrayList<>();
            List<String> broken = new ArrayList<>();
            ClientPool<Client> pool = new ClientPool<>(() -> {
                Client client = new Client();
                synchronized (made) {
                    made.add(client);
                }
                return client;
            }, client -> {
                if (client.lent) {
                    synchronized (broken) {
                        broken.add("a client was closed while lent");
                    }
                }
                client.closings.incrementAndGet();
            }, Duration.ofHours(1), System::nanoTime);
            CountDownLatch go = new CountDownLatch(1);
            AtomicInteger refusedAfterClose = new AtomicInteger();
            AtomicLong closedAt = new AtomicLong(Long.MAX_VALUE);
            AtomicLong sequence = new AtomicLong();
            List<Future<?>> done = new ArrayList<>();
            int closer = random.nextInt(THREADS);
            for (int i = 0; i < THREADS; i++) {
                int calls = 1 + random.nextInt(40);
                boolean closes = i == closer;
                done.add(threads.submit(() -> {
                    go.await();
                    if (closes) {
                        pool.close();
                        closedAt.set(sequence.incrementAndGet());
                        return null;
                    }
                    for (int call = 0; call < calls; call++) {
                        long before = sequence.incrementAndGet();
                        Client client;
                        try {
                            client = pool.borrow("the stress port");
                        } catch (IllegalStateException e) {
                            refusedAfterClose.incrementAndGet();
                            continue;
                        }
                        if (before > closedAt.get()) {
                            synchronized (broken) {
                                broken.add("a client was lent after close() had returned");
                            }
                        }
                        if (client.closings.get() > 0 || client.lent) {
                            synchronized (broken) {
                                broken.add(client.lent ? "a client was lent twice at once" : "a closed client was lent");
                            }
                        }
                        client.lent = true;
                        Thread.onSpinWait();
                        client.lent = false;
                        pool.giveBack(client);
                    }
                    return null;
                }));
            }
            go.countDown();
            for (Future<?> each : done) {
                each.get(BOUND_SECONDS, TimeUnit.SECONDS);
            }
            assertEquals(List.of(), broken, at + "broken invariants");
            assertEquals(0, pool.idleCount(), at + "clients kept by a closed pool");
            for (Client client : made) {
                assertEquals(1, client.closings.get(), at + "each client is closed exactly once");
            }
            assertThrows(IllegalStateException.class, () -> pool.borrow("the stress port"), at);
        }
    }

    @Test
    void clientsIdleLongerThanTheLimitAreDroppedAndTheMostRecentIsLentFirst() {
        AtomicLong now = new AtomicLong();
        Map<Client, Boolean> closed = new ConcurrentHashMap<>();
        ClientPool<Client> pool = new ClientPool<>(Client::new, client -> closed.put(client, true),
                Duration.ofSeconds(60), now::get);
        Client first = pool.borrow("port");
        Client second = pool.borrow("port");
        Client third = pool.borrow("port");
        pool.giveBack(first);
        pool.giveBack(second);
        now.addAndGet(Duration.ofSeconds(30).toNanos());
        pool.giveBack(third);
        assertEquals(3, pool.idleCount());
        assertSame(third, pool.borrow("port"), "the most recently used is lent first");

        now.addAndGet(Duration.ofSeconds(31).toNanos());
        pool.giveBack(third);
        assertEquals(1, pool.idleCount(), "the two idle for 61 s are dropped when a call ends");
        assertTrue(closed.containsKey(first) && closed.containsKey(second) && !closed.containsKey(third));
        assertSame(third, pool.borrow("port"));
        assertNotSame(third, pool.borrow("port"), "an empty pool makes a new client");
    }
}
