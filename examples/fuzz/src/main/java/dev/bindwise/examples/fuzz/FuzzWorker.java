package dev.bindwise.examples.fuzz;

import java.io.PrintStream;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A fresh JVM of the fuzz ({@link Fuzzer}): runs the seeds it is given and prints one verdict a line on stdout, until
 * a run past its bound is still running; then it stops (its abandoned thread with it) and the parent starts another.
 * Arguments: the work folder, the bound in milliseconds, the seeds.
 */
public final class FuzzWorker {

    private FuzzWorker() {
    }

    public static void main(String[] args) {
        // The verdicts go to the real stdout: System.out is routed to the runs.
        PrintStream verdicts = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        Path work = Path.of(args[0]);
        Duration bound = Duration.ofMillis(Long.parseLong(args[1]));
        List<Long> seeds = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            seeds.add(Long.parseLong(args[i]));
        }
        try (Loopback loopback = new Loopback()) {
            new Fuzzer(Inputs.find(), work, bound).runHere(seeds, verdict -> verdicts.println(Fuzzer.line(verdict)),
                    loopback, null);
        }
        verdicts.flush();
        Runtime.getRuntime().halt(0); // abandoned threads, and threads the runs started, must not keep it alive
    }
}
