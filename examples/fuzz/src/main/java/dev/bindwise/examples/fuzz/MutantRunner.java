package dev.bindwise.examples.fuzz;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import dev.bindwise.examples.fuzz.Step.Edit;
import dev.bindwise.examples.fuzz.Step.Invocation;

/**
 * Runs a mutant's steps in this JVM and classifies each run; the mutant's verdict is the first bad outcome (its
 * later steps are not run), else a refusal if any run refused, else ok.
 */
final class MutantRunner {

    private final CommandRunner commands;
    private final Loopback loopback;
    private final PrintWriter log;

    /** {@code log}: where every run's command line and output go (replays print there), or null. */
    MutantRunner(CommandRunner commands, Loopback loopback, PrintWriter log) {
        this.commands = commands;
        this.loopback = loopback;
        this.log = log;
    }

    Verdict run(Mutant mutant) {
        Outcome worst = Outcome.OK;
        boolean firstRefused = false;
        int runs = 0;
        for (Step step : mutant.steps()) {
            if (step instanceof Edit edit) {
                try {
                    edit.action().run();
                } catch (IOException e) {
                    throw new UncheckedIOException("the harness could not " + edit.description(), e);
                }
                continue;
            }
            Invocation invocation = (Invocation) step;
            if (invocation.onlyIfAccepted() && firstRefused) {
                continue;
            }
            FileSnapshot before = FileSnapshot.of(mutant.folder());
            int connections = loopback.connections();
            CommandRunner.Result result = commands.run(invocation.args());
            runs++;
            if (log != null) {
                log.printf("$ bindwise %s%n  exit %s after %d ms%n--- stdout%n%s%n--- stderr%n%s%n", String.join(" ",
                        invocation.args()), result.pastBound() ? "none (past its bound)"
                        : result.thrown() != null ? "none (it threw " + result.thrown() + ")" : result.exitCode(),
                        result.took().toMillis(), clip(result.out()), clip(result.err()));
                log.flush();
            }
            String[] detail = new String[1];
            Outcome outcome = classify(mutant, invocation, result, before, connections, detail);
            if (outcome.bad()) {
                return new Verdict(mutant.seed(), mutant.kind(), mutant.mutation(), mutant.source(), outcome, runs,
                        invocation.args(), detail[0]);
            }
            if (outcome == Outcome.REFUSED) {
                firstRefused |= runs == 1;
                worst = Outcome.REFUSED;
            }
        }
        return new Verdict(mutant.seed(), mutant.kind(), mutant.mutation(), mutant.source(), worst, runs, List.of(), null);
    }

    private Outcome classify(Mutant mutant, Invocation invocation, CommandRunner.Result result, FileSnapshot before,
            int connections, String[] detail) {
        detail[0] = firstLines(result.err());
        if (result.pastBound()) {
            detail[0] = "still running after " + result.took().toSeconds() + " s";
            return Outcome.PAST_BOUND;
        }
        if (Messages.outOfMemory(result.thrown(), result.err())) {
            return Outcome.OUT_OF_MEMORY;
        }
        if (result.thrown() != null) {
            return Outcome.STACK_TRACE_ONLY;
        }
        if (loopback.connections() > connections) {
            detail[0] = (loopback.connections() - connections) + " connection(s) to 127.0.0.1:" + loopback.port()
                    + ", which stands for a remote location in the mutant";
            return Outcome.NETWORK_CONNECTION;
        }
        String files = FileSnapshot.of(mutant.folder()).lostOrChanged(before, mutant.outputFolders(), mutant.userFiles());
        if (files != null) {
            detail[0] = files;
            return Outcome.FILE_LOST_OR_CHANGED;
        }
        int exit = result.exitCode();
        if (exit != 0 && Messages.noneOfOurs(result.err())) {
            return Outcome.STACK_TRACE_ONLY;
        }
        if (exit == 2) {
            if (result.errLength() > Messages.LONGEST) {
                detail[0] = result.errLength() + " characters: " + detail[0];
                return Outcome.OVERLONG_MESSAGE;
            }
            return Outcome.REFUSED;
        }
        if (exit != 0) {
            return Outcome.INTERNAL_ERROR;
        }
        if (invocation.mustRefuse()) {
            detail[0] = "exit 0: " + firstLines(result.out());
            return Outcome.BAD_INPUT_ACCEPTED;
        }
        String out = invocation.generateOut();
        // Beside the user's own Java files (edited, truncated, kept), errors would be theirs or follow from theirs.
        boolean onlyGenerated = mutant.userFiles().stream().noneMatch(file -> file.toString().endsWith(".java"));
        if (out != null && onlyGenerated) {
            String errors = GeneratedSources.errors(Path.of(out), mutant.folder().resolve("javac-classes"));
            deleteTree(mutant.folder().resolve("javac-classes"));
            if (errors != null) {
                detail[0] = errors;
                return Outcome.DOES_NOT_COMPILE;
            }
        }
        return Outcome.OK;
    }

    private static String firstLines(String text) {
        String[] lines = text.strip().split("\n", 6);
        String head = String.join("\n", List.of(lines).subList(0, Math.min(5, lines.length)));
        return clip(head);
    }

    private static String clip(String text) {
        return text.length() <= 2000 ? text : text.substring(0, 2000) + " ... (" + text.length() + " characters)";
    }

    static void deleteTree(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            List<Path> paths = walk.sorted(Comparator.reverseOrder()).toList();
            paths.forEach(path -> path.toFile().setWritable(true)); // the user's read-only files, and their folders
            for (Path path : paths) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
