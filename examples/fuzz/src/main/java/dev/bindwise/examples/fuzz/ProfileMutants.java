package dev.bindwise.examples.fuzz;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.bindwise.examples.fuzz.Step.Invocation;

/**
 * Hostile target profiles, mutated from the example profile (the Trader production target): JSON that strict JSON
 * refuses (NaN, single quotes, duplicate keys, trailing garbage), huge and deep files, /dev/zero, wrong types and
 * unknown keys. Given to discover, then to select and generate when discover accepts it.
 */
final class ProfileMutants implements MutantSource {

    /** A mutation: the profile's new text from the example's (null: the profile path is given by {@link #path}). */
    private record Mutation(boolean mustRefuse, Rewrite rewrite) {
    }

    @FunctionalInterface
    private interface Rewrite {
        String apply(String profile, Random random, Path file) throws IOException;
    }

    private static final Pattern VALUE = Pattern.compile(":\\s*(true|false|\"[^\"]*\")");
    private static final Pattern KEY = Pattern.compile("\"(\\w[\\w.]*)\"\\s*:\\s*(\"[^\"]*\"|true|false)");

    private final Inputs inputs;
    private final Loopback loopback;
    private final Map<String, Mutation> mutations = new LinkedHashMap<>();

    ProfileMutants(Inputs inputs, Loopback loopback) {
        this.inputs = inputs;
        this.loopback = loopback;
        mutations.put("nan", new Mutation(true, (profile, random, file) ->
                replaceOne(VALUE, profile, random, ": " + XmlTree.pick(random, List.of("NaN", "Infinity", "-Infinity")))));
        mutations.put("duplicate-key", new Mutation(true, (profile, random, file) -> {
            Matcher key = KEY.matcher(profile);
            List<MatchResult> keys = all(key);
            MatchResult chosen = XmlTree.pick(random, keys);
            String copy = "\"" + chosen.group(1) + "\": " + (chosen.group(2).startsWith("\"") ? "\"other\"" : "true");
            return profile.substring(0, chosen.end()) + ", " + copy + profile.substring(chosen.end());
        }));
        mutations.put("single-quotes", new Mutation(true, (profile, random, file) -> profile.replace('"', '\'')));
        mutations.put("unquoted-keys", new Mutation(false, (profile, random, file) ->
                profile.replaceAll("\"(\\w+)\"\\s*:", "$1:")));
        mutations.put("trailing-garbage", new Mutation(true, (profile, random, file) ->
                profile.strip() + XmlTree.pick(random, List.of(" }", "x", " {\"a\": 1}", ",", " /* open"))));
        mutations.put("cut", new Mutation(true, (profile, random, file) ->
                profile.substring(0, random.nextInt(profile.lastIndexOf('}')))));
        mutations.put("empty", new Mutation(true, (profile, random, file) -> XmlTree.pick(random, List.of("", " \n", "null",
                "[]", "0", "\"text\""))));
        mutations.put("deep", new Mutation(true, (profile, random, file) -> {
            int depth = XmlTree.pick(random, List.of(300, 10_000, 100_000));
            String deep = XmlTree.pick(random, List.of("[", "{\"a\":"));
            String close = deep.equals("[") ? "]" : "}";
            return profile.replaceFirst("\\{", "{\"facts\": {\"fuzz.deep\": " + deep.repeat(depth) + "1"
                    + close.repeat(depth) + "},");
        }));
        mutations.put("huge-string", new Mutation(false, (profile, random, file) -> {
            MutantFiles.writeHuge(file, "{\"format\": \"bindwise.target/1\", \"name\": \"", "n", 40L << 20, "\"}");
            return null;
        }));
        mutations.put("huge-whitespace", new Mutation(false, (profile, random, file) -> {
            MutantFiles.writeHuge(file, profile, " \n", 40L << 20, "");
            return null;
        }));
        mutations.put("wrong-type", new Mutation(true, (profile, random, file) -> switch (random.nextInt(5)) {
            case 0 -> profile.replaceFirst("\"sameJvm\": false", "\"sameJvm\": \"no\"");
            case 1 -> profile.replaceFirst("\"client\": \\{", "\"client\": [{").replaceFirst("\"sameOrb\": false \\}",
                    "\"sameOrb\": false }]");
            case 2 -> profile.replaceFirst("\"packageType\": \"EAR\"", "\"packageType\": 3");
            case 3 -> profile.replaceFirst("\"accessible\": true", "\"accessible\": \"maybe\"");
            default -> profile.replaceFirst("\"endpoints\": \\{", "\"endpoints\": {\"TraderSoapPort\": 12, \"x\": {},");
        }));
        mutations.put("unknown-key", new Mutation(true, (profile, random, file) ->
                profile.replaceFirst("\\{", "{\"" + XmlTree.pick(random, List.of("firewal", "Client", "format ", "")) + "\": {},")));
        mutations.put("wrong-format", new Mutation(true, (profile, random, file) -> profile.replace("bindwise.target/1",
                XmlTree.pick(random, List.of("bindwise.target/2", "bindwise.plan/1", "", "bindwise.target/1 ")))));
        mutations.put("unknown-kind", new Mutation(true, (profile, random, file) -> profile.replaceFirst("\\{",
                "{\"firewall\": {\"present\": true, \"blocks\": [\"" + XmlTree.pick(random, List.of("FTP", "SOAP/HTTP2", "", "*"))
                        + "\"]},")));
        mutations.put("packagetype-unknown", new Mutation(true, (profile, random, file) ->
                profile.replace("\"EAR\"", "\"" + XmlTree.pick(random, List.of("ZIP", "EARS", "", "EAR\\u000a")) + "\"")));
        mutations.put("fact-twice", new Mutation(true, (profile, random, file) -> profile.replaceFirst(
                "\"jca.adapterReachable\": true", "\"jca.adapterReachable\": true, \"client.sameJvm\": true")));
        mutations.put("hostile-strings", new Mutation(false, (profile, random, file) -> replaceOne(
                Pattern.compile("(\"reason\": |\"name\": )\"[^\"]*\""), profile, random, "$1" + Matcher.quoteReplacement(
                        "\"" + XmlTree.pick(random, List.of("a\\u000ab", "*/ x /*", "N".repeat(200_000), "\\u0000",
                                "\\\"", "\\ud800")) + "\""))));
        mutations.put("bad-bytes", new Mutation(false, (profile, random, file) -> {
            Files.write(file, XmlMutations.ALL.get("bad-bytes").apply(profile, random, loopback));
            return null;
        }));
        mutations.put("comments", new Mutation(false, (profile, random, file) -> "// a comment\n# another\n" + profile));
        mutations.put("unterminated-comment", new Mutation(true, (profile, random, file) -> profile + "\n/* open"));
        mutations.put("big-numbers", new Mutation(false, (profile, random, file) -> profile.replace("\"jca.adapterReachable\": true",
                "\"jca.adapterReachable\": true, \"fuzz.number\": " + XmlTree.pick(random, List.of("1e999",
                        "-1e999", "123456789012345678901234567890", "-0", "0.0000000000000000000001")))));
        mutations.put("null-values", new Mutation(false, (profile, random, file) -> replaceOne(VALUE, profile, random, ": null")));
        mutations.put("dev-zero", new Mutation(true, null));
        mutations.put("folder", new Mutation(true, null));
        mutations.put("missing", new Mutation(true, null));
    }

    @Override
    public InputKind kind() {
        return InputKind.PROFILE;
    }

    @Override
    public List<String> mutations() {
        return List.copyOf(mutations.keySet());
    }

    @Override
    public Mutant create(long seed, String mutation, Random random, Path folder) throws IOException {
        Path wsdl = MutantFiles.copyConfined(inputs.example("Trader.wsdl"), folder.resolve("in"), loopback);
        Path profile = folder.resolve("in/target.json");
        Mutation chosen = mutations.get(mutation);
        switch (mutation) {
            case "dev-zero" -> profile = Path.of("/dev/zero");
            case "folder" -> profile = Files.createDirectories(folder.resolve("in/target-folder.json"));
            case "missing" -> profile = folder.resolve("in/no-such-target.json");
            default -> {
                String text = chosen.rewrite().apply(MutantFiles.read(inputs.profile()), random, profile);
                if (text != null) {
                    MutantFiles.write(profile, text);
                }
            }
        }
        String target = profile.toString();
        String out = folder.resolve("out").toString();
        List<Step> steps = List.of(
                Invocation.of(chosen.mustRefuse(), "discover", "--timeout", "500", "--target", target, wsdl.toString()),
                Invocation.ifAccepted(chosen.mustRefuse(), "select", "--timeout", "500", "--target", target, wsdl.toString()),
                Invocation.ifAccepted(chosen.mustRefuse(), "generate", "--timeout", "500", "--target", target, "--out", out,
                        wsdl.toString()));
        return new Mutant(seed, kind(), inputs.label(inputs.profile()), mutation, folder, steps,
                List.of(folder.resolve("out")), Set.of());
    }

    private static String replaceOne(Pattern pattern, String text, Random random, String replacement) {
        List<MatchResult> matches = all(pattern.matcher(text));
        MatchResult chosen = XmlTree.pick(random, matches);
        Matcher one = pattern.matcher(text.substring(chosen.start(), chosen.end()));
        return text.substring(0, chosen.start()) + one.replaceFirst(replacement) + text.substring(chosen.end());
    }

    private static List<MatchResult> all(Matcher matcher) {
        List<MatchResult> results = new ArrayList<>();
        while (matcher.find()) {
            results.add(matcher.toMatchResult());
        }
        return results;
    }
}
