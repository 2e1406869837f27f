package dev.bindwise.examples.fuzz;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import dev.bindwise.examples.fuzz.Step.Invocation;

/**
 * Hostile rule folders given to select (and, when select accepts them, to generate) beside the default rules: a rule
 * that never ends, one that loops by update or by insert, one that throws, a recursive function, one that asks for
 * more memory than there is, a syntax error, an unknown fact type; mutated copies of the default rules that replace
 * them; empty, binary and huge files. (A rule that calls System.exit is left out: it would end the harness's JVM.)
 */
final class RuleMutants implements MutantSource {

    private static final String HEADER = """
            package fuzz.rules;

            import dev.bindwise.core.policy.Candidate;
            import dev.bindwise.core.policy.Veto;

            """;

    /** A rule folder's content: the .drl text (null: written by {@link #writeSpecial}) and whether it must be refused. */
    private record Rules(boolean mustRefuse, String drl) {
    }

    private final Inputs inputs;
    private final Loopback loopback;
    private final Map<String, Rules> mutations = new LinkedHashMap<>();

    RuleMutants(Inputs inputs, Loopback loopback) {
        this.inputs = inputs;
        this.loopback = loopback;
        mutations.put("endless-loop", refused(rule("never ends", "$c : Candidate()",
                "while (System.nanoTime() != 0) { }")));
        mutations.put("update-loop", refused(rule("loops by update", "$c : Candidate()", "update( $c );")));
        mutations.put("insert-loop", refused(rule("loops by insert", "$c : Candidate()",
                "insert( new Veto( \"nothing\", $c.operation() + System.nanoTime(), \"again\" ) );")
                + rule("feeds itself", "$v : Veto()", "insert( new Veto( \"nothing\", $v.toString() + 1, \"again\" ) );")));
        mutations.put("throws", refused(rule("throws", "$c : Candidate()",
                "if (true) { throw new IllegalStateException(\"fuzz: a rule that throws\"); }")));
        mutations.put("recursive-function", refused("function int deeper(int n) { return deeper(n + 1) + 1; }\n\n"
                + rule("recurses", "$c : Candidate()", "deeper(0);")));
        mutations.put("sleeps", refused(rule("sleeps", "$c : Candidate()", "Thread.sleep(Long.MAX_VALUE);")));
        mutations.put("huge-allocation", refused(rule("allocates", "$c : Candidate()",
                "long[] all = new long[Integer.MAX_VALUE - 8]; all[0] = 1;")));
        mutations.put("syntax-error", refused("rule \"broken\"\nwhen\n    Candidate(\nthen\nend\nend (\n"));
        mutations.put("unknown-fact-type", refused(rule("unknown fact", "NoSuchFact( x == 1 )", "")));
        mutations.put("unknown-method", refused(rule("unknown method", "$c : Candidate()", "$c.noSuchMethod();")));
        mutations.put("duplicate-rule-name", new Rules(false, rule("twice", "$c : Candidate()", "")
                + rule("twice", "$c : Candidate()", "")));
        mutations.put("veto-everything", new Rules(false, rule("vetoes every rule", "$c : Candidate()",
                "insert( Veto.everywhere( \"P3 JCA beats SOAP\", \"fuzz\" ) );")));
        mutations.put("prints", new Rules(false, rule("prints", "$c : Candidate()",
                "System.out.println(\"fuzz: \" + $c); new Exception(\"fuzz: printed, not thrown\").printStackTrace();")));
        mutations.put("binary-file", new Rules(true, null));
        mutations.put("mutated-default", new Rules(false, null));
        mutations.put("empty-default", new Rules(false, null));
        mutations.put("empty-folder", new Rules(false, null));
        mutations.put("huge-file", new Rules(false, null));
        mutations.put("not-drl-files", new Rules(false, null));
    }

    private static Rules refused(String drl) {
        return new Rules(true, drl);
    }

    private static String rule(String name, String when, String then) {
        return "rule \"fuzz: " + name + "\"\n    salience 200\nwhen\n    " + when + "\nthen\n    " + then + "\nend\n\n";
    }

    @Override
    public InputKind kind() {
        return InputKind.RULES;
    }

    @Override
    public List<String> mutations() {
        return List.copyOf(mutations.keySet());
    }

    @Override
    public Mutant create(long seed, String mutation, Random random, Path folder) throws IOException {
        Path wsdl = MutantFiles.copyConfined(inputs.example("Trader.wsdl"), folder.resolve("in"), loopback);
        Path profile = Files.copy(inputs.profile(), folder.resolve("in/target.json"));
        Path rules = Files.createDirectories(folder.resolve("rules"));
        Rules chosen = mutations.get(mutation);
        if (chosen.drl() != null) {
            MutantFiles.write(rules.resolve("Fuzz.drl"), HEADER + chosen.drl());
        } else {
            writeSpecial(mutation, rules, random);
        }
        String out = folder.resolve("out").toString();
        List<Step> steps = List.of(
                Invocation.of(chosen.mustRefuse(), "select", "--timeout", "500", "--target", profile.toString(),
                        "--rules", rules.toString(), wsdl.toString()),
                Invocation.ifAccepted(chosen.mustRefuse(), "generate", "--timeout", "500", "--target", profile.toString(),
                        "--rules", rules.toString(), "--out", out, wsdl.toString()));
        return new Mutant(seed, kind(), "rules/bindwise-default.drl", mutation, folder, steps, List.of(folder.resolve("out")),
                Set.of());
    }

    private void writeSpecial(String mutation, Path rules, Random random) throws IOException {
        String defaults = MutantFiles.read(inputs.root().resolve("rules/bindwise-default.drl"));
        switch (mutation) {
            case "binary-file" -> {
                byte[] noise = new byte[1 + random.nextInt(8192)];
                random.nextBytes(noise);
                MutantFiles.write(rules.resolve("Fuzz.drl"), noise);
            }
            case "mutated-default" -> MutantFiles.write(rules.resolve("bindwise-default.drl"), mutateLines(defaults, random));
            case "empty-default" -> MutantFiles.write(rules.resolve("bindwise-default.drl"), "");
            case "huge-file" -> MutantFiles.writeHuge(rules.resolve("Fuzz.drl"), HEADER + "/*", " huge comment ", 30L << 20,
                    "*/\n");
            case "not-drl-files" -> {
                MutantFiles.write(rules.resolve("README.txt"), "not rules");
                Files.createDirectories(rules.resolve("nested.drl"));
                MutantFiles.write(rules.resolve("nested.drl/Inner.drl"), "this is not read");
            }
            default -> {
                // empty-folder: nothing in it
            }
        }
    }

    /** The default rules with one line-level mutation: cut, a line dropped, duplicated or two lines swapped. */
    private static String mutateLines(String drl, Random random) {
        List<String> lines = new ArrayList<>(Arrays.asList(drl.split("\n", -1)));
        int at = random.nextInt(lines.size());
        switch (random.nextInt(4)) {
            case 0 -> {
                return drl.substring(0, random.nextInt(drl.length()));
            }
            case 1 -> lines.remove(at);
            case 2 -> lines.add(at, lines.get(at));
            default -> {
                int other = random.nextInt(lines.size());
                String line = lines.get(at);
                lines.set(at, lines.get(other));
                lines.set(other, line);
            }
        }
        return String.join("\n", lines);
    }
}
