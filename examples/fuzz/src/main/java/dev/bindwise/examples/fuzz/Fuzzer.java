package dev.bindwise.examples.fuzz;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import com.google.gson.Gson;

/**
 * Runs mutants by their seeds and hands each verdict on. A batch runs in a fresh JVM ({@link FuzzWorker}), which runs
 * the commands in-process until a run goes past its bound and its thread is still alive: Java can no longer stop a
 * thread, which would go on taking a core, so that JVM stops there and the next one goes on with the seeds that are
 * left. A JVM that dies under a mutant (a rule may call System.exit) gives it the outcome {@link Outcome#JVM_DIED};
 * this JVM, the build's or the benchmark's, never runs a mutant of a batch. A replay runs in this JVM, printing
 * every run.
 */
public final class Fuzzer {

    /** Heap of the fresh JVMs: the same bound as the build gives the test's JVM. */
    static final String HEAP = "-Xmx512m";

    private static final Gson GSON = new Gson();
    static final String VERDICT = "verdict ";

    private final Inputs inputs;
    private final Path work;
    private final Duration bound;

    public Fuzzer(Inputs inputs, Path work, Duration bound) {
        this.inputs = inputs;
        this.work = work;
        this.bound = bound;
    }

    /** Runs every seed in fresh JVMs. */
    public void run(List<Long> seeds, Consumer<Verdict> verdicts) {
        List<Long> left = new ArrayList<>(seeds);
        while (!left.isEmpty()) {
            runInFreshJvm(left, verdicts);
        }
    }

    /**
     * Runs the seeds again in this JVM, each whatever the one before left running, keeping their folders; {@code log}
     * receives each run's command line and output.
     */
    public void replay(List<Long> seeds, Consumer<Verdict> verdicts, PrintWriter log) {
        try (Loopback loopback = new Loopback()) {
            for (long seed : seeds) {
                runHere(new ArrayList<>(List.of(seed)), verdicts, loopback, log);
            }
        }
    }

    /** Runs seeds in this JVM, taking each off {@code left}, until a run past its bound is still running. */
    void runHere(List<Long> left, Consumer<Verdict> verdicts, Loopback loopback, PrintWriter log) {
        MutantFactory factory = new MutantFactory(inputs, loopback, work);
        CommandRunner commands = new CommandRunner(bound);
        MutantRunner runner = new MutantRunner(commands, loopback, log);
        while (!left.isEmpty() && commands.abandonedAlive() == 0) {
            long seed = left.remove(0);
            Mutant mutant = factory.create(seed);
            if (log != null) {
                log.println("# seed " + seed + ": " + mutant.describe() + " in " + mutant.folder());
            }
            verdicts.accept(runner.run(mutant));
            if (log == null) {
                MutantRunner.deleteTree(mutant.folder());
            }
        }
    }

    private void runInFreshJvm(List<Long> left, Consumer<Verdict> verdicts) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                HEAP, "-cp", System.getProperty("java.class.path"),
                "-Dbindwise.root=" + inputs.root(), "-Dbindwise.corpus=" + inputs.corpus(),
                FuzzWorker.class.getName(), work.toString(), Long.toString(bound.toMillis())));
        left.forEach(seed -> command.add(Long.toString(seed)));
        int before = left.size();
        try {
            Files.createDirectories(work);
            Path stderr = work.resolve("worker-stderr.txt");
            Process worker = new ProcessBuilder(command).redirectError(stderr.toFile()).start();
            worker.getOutputStream().close();
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(worker.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    if (line.startsWith(VERDICT)) {
                        Verdict verdict = GSON.fromJson(line.substring(VERDICT.length()), Verdict.class);
                        left.remove(Long.valueOf(verdict.seed()));
                        verdicts.accept(verdict);
                    }
                }
            }
            int exit = worker.waitFor();
            if (!left.isEmpty() && (exit != 0 || left.size() == before)) {
                // The JVM died (or was made to exit) under the first seed it had not answered for.
                long seed = left.remove(0);
                MutantFactory.Choice choice = new MutantFactory(inputs, null, work).choose(seed);
                String tail = Files.readString(stderr, StandardCharsets.UTF_8);
                verdicts.accept(new Verdict(seed, choice.kind(), choice.mutation(), "", Outcome.JVM_DIED, 0, List.of(),
                        "exit " + exit + ": " + tail.substring(Math.max(0, tail.length() - 2000))));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run a fresh JVM for the fuzz", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    static String line(Verdict verdict) {
        return VERDICT + GSON.toJson(verdict);
    }
}
