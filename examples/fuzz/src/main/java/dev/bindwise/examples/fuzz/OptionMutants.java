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

import dev.bindwise.examples.fuzz.Step.Invocation;

/**
 * Hostile options on the Trader example: numbers out of range or not numbers (--timeout 99999999999999, negative,
 * NaN hints, --samples beyond reason), /dev/zero where a file is read, packages Java forbids, an --out that is no
 * folder or whose path breaks a Java comment, unknown commands and options, and the files discover reads from a
 * client project or a server installation made hostile (a corrupt jar, a DOCTYPE that names the canary).
 */
final class OptionMutants implements MutantSource {

    private record Case(boolean mustRefuse, Arguments arguments) {
    }

    @FunctionalInterface
    private interface Arguments {
        List<String> of(Random random, Path folder, String wsdl) throws IOException;
    }

    private final Inputs inputs;
    private final Loopback loopback;
    private final Map<String, Case> cases = new LinkedHashMap<>();

    OptionMutants(Inputs inputs, Loopback loopback) {
        this.inputs = inputs;
        this.loopback = loopback;
        cases.put("timeout-overflow", refused((random, folder, wsdl) -> onDiscovery(random, folder, wsdl, "--timeout",
                XmlTree.pick(random, List.of("99999999999999", "9223372036854775807", "922337203685477580")))));
        cases.put("timeout-invalid", refused((random, folder, wsdl) -> onDiscovery(random, folder, wsdl, "--timeout",
                XmlTree.pick(random, List.of("-1", "0", "NaN", "1.5", "", "1e3", "99999999999999999999", "-9223372036854775808")))));
        cases.put("samples-range", refused((random, folder, wsdl) -> List.of("estimate", "--samples",
                XmlTree.pick(random, List.of("0", "-1", "2147483647", "1000000", "NaN")), wsdl)));
        cases.put("hints-invalid", refused((random, folder, wsdl) -> List.of(XmlTree.pick(random, List.of("estimate", "select")),
                "--hints", XmlTree.pick(random, List.of("A=NaN", "B=-5", "C=2", "C=NaN", "A=1e400KB", "A=99999999999999999999KB",
                        "A=-1KB", "B=Infinity", "A=1KB,A=2KB", "D=3", "=", ",,,", "C=-0.5", "B=1e308")), wsdl)));
        cases.put("at-invalid", refused((random, folder, wsdl) -> List.of("estimate", "--at", XmlTree.pick(random, List.of(
                "strlen=NaN", "array=-1", "nulls=1.5", "binary=1e30", "array=2147483647", "strlen=-3", "strlen=1e12")), wsdl)));
        cases.put("dev-zero-wsdl", refused((random, folder, wsdl) -> List.of(XmlTree.pick(random, List.of("inspect", "estimate")),
                "/dev/zero")));
        cases.put("dev-zero-calibration", refused((random, folder, wsdl) -> List.of("estimate", "--calibration", "/dev/zero",
                wsdl)));
        cases.put("dev-zero-rules", refused((random, folder, wsdl) -> List.of("select", "--timeout", "500", "--rules",
                "/dev/zero", wsdl)));
        cases.put("dev-zero-import-root", refused((random, folder, wsdl) -> List.of("inspect", "--import-root", "/dev/zero",
                wsdl)));
        cases.put("dev-zero-project", refused((random, folder, wsdl) -> List.of("discover", "--timeout", "500", "--project",
                "/dev/zero", wsdl)));
        cases.put("hostile-calibration", refused((random, folder, wsdl) -> {
            String cost = XmlTree.pick(random, List.of("NaN", "-1", "1e999", "\"fast\"", "null"));
            Path calibration = MutantFiles.write(folder.resolve("in/calibration.json"), "{\"format\": \"bindwise.calibration/1\","
                    + " \"bindings\": {\"" + XmlTree.pick(random, List.of("SOAP", "FTP")) + "\": {\"fixedMillis\": " + cost
                    + ", \"millisPerByte\": 0.001, \"samples\": 5}}}");
            return List.of("estimate", "--calibration", calibration.toString(), wsdl);
        }));
        cases.put("package-forbidden", refused((random, folder, wsdl) -> generate(folder, wsdl, "--package",
                XmlTree.pick(random, List.of("java.lang", "java.util.fuzz", "java", "java.fuzz")))));
        cases.put("package-invalid", refused((random, folder, wsdl) -> generate(folder, wsdl, "--package",
                XmlTree.pick(random, List.of("1abc", "a..b", "class", "", "a\\u000ab", "a.b-c", ".a", "a.", "a/b", "a*/b",
                        "x".repeat(100_000))))));
        cases.put("out-not-folder", refused((random, folder, wsdl) -> {
            Path file = MutantFiles.write(folder.resolve("in/a-file"), "mine");
            return generate(folder, wsdl, "--out", XmlTree.pick(random, List.of("/dev/null", file.toString())));
        }));
        cases.put("unknown-command", refused((random, folder, wsdl) -> XmlTree.pick(random, List.of(List.of("serve", "--help"),
                List.of("serve"), List.of("Inspect", wsdl), List.of("--nope")))));
        cases.put("unknown-option", refused((random, folder, wsdl) -> XmlTree.pick(random, List.of(List.of("inspect", "--nope",
                wsdl), List.of("estimate", "--hints"), List.of("generate", wsdl), List.of("select", "--plan")))));
        cases.put("no-wsdl", refused((random, folder, wsdl) -> List.of(XmlTree.pick(random, List.of("inspect", "estimate",
                "select")), XmlTree.pick(random, List.of(folder.resolve("in/none.wsdl").toString(), folder.toString(), "")))));
        cases.put("out-escaping-path", new Case(false, (random, folder, wsdl) -> List.of("generate", "--timeout", "500",
                "--out", folder.resolve("out").resolve(XmlTree.pick(random, List.of("a\\u000ab", "end*", "x\ny"))).resolve("src")
                        .toString(), wsdl)));
        cases.put("hostile-project", new Case(false, (random, folder, wsdl) -> {
            Path project = folder.resolve("in/project");
            byte[] noise = new byte[1 + random.nextInt(4096)];
            random.nextBytes(noise);
            MutantFiles.write(project.resolve("lib/client.jar"), noise);
            MutantFiles.write(project.resolve("WEB-INF/jboss-web.xml"), hostileXml(random, "jboss-web",
                    "<security-domain>corp</security-domain>"));
            MutantFiles.write(project.resolve("pom.xml"), hostileXml(random, "project", "<packaging>war</packaging>"));
            return List.of("discover", "--timeout", "500", "--project", project.toString(), wsdl);
        }));
        cases.put("hostile-server-home", new Case(false, (random, folder, wsdl) -> {
            Path home = folder.resolve("in/server");
            MutantFiles.write(home.resolve("version.txt"), XmlTree.pick(random, List.of("WildFly Full 30.0.0.Final",
                    "", "\u0000\u0001", "WildFly " + "9".repeat(100_000))));
            MutantFiles.write(home.resolve("standalone/configuration/standalone.xml"), hostileXml(random, "server",
                    "<subsystem><application-security-domain name=\"other\"/></subsystem>"));
            return List.of("discover", "--timeout", "500", "--server-home", home.toString(), wsdl);
        }));
    }

    private static Case refused(Arguments arguments) {
        return new Case(true, arguments);
    }

    private static List<String> onDiscovery(Random random, Path folder, String wsdl, String option, String value) {
        String command = XmlTree.pick(random, List.of("discover", "select", "generate"));
        List<String> args = new ArrayList<>(List.of(command, option, value));
        if (command.equals("generate")) {
            args.addAll(List.of("--out", folder.resolve("out").toString()));
        }
        args.add(wsdl);
        return args;
    }

    private static List<String> generate(Path folder, String wsdl, String option, String value) {
        List<String> args = new ArrayList<>(List.of("generate", "--timeout", "500", option, value));
        if (!option.equals("--out")) {
            args.addAll(List.of("--out", folder.resolve("out").toString()));
        }
        args.add(wsdl);
        return args;
    }

    /** An XML file discover reads, with a DOCTYPE whose entity names the canary or a local file, or cut short. */
    private String hostileXml(Random random, String root, String content) {
        String document = "<" + root + ">" + content + "&x;</" + root + ">";
        return switch (random.nextInt(4)) {
            case 0 -> "<!DOCTYPE " + root + " [<!ENTITY x SYSTEM \"" + loopback.remote("http", "x") + "\">]>" + document;
            case 1 -> "<!DOCTYPE " + root + " [<!ENTITY x SYSTEM \"file:///etc/hostname\">]>" + document;
            case 2 -> "<!DOCTYPE " + root + " SYSTEM \"" + loopback.remote("http", "d.dtd") + "\">" + document.replace("&x;", "");
            default -> document.substring(0, document.length() / 2);
        };
    }

    @Override
    public InputKind kind() {
        return InputKind.OPTIONS;
    }

    @Override
    public List<String> mutations() {
        return List.copyOf(cases.keySet());
    }

    @Override
    public Mutant create(long seed, String mutation, Random random, Path folder) throws IOException {
        Path wsdl = MutantFiles.copyConfined(inputs.example("Trader.wsdl"), folder.resolve("in"), loopback);
        Case chosen = cases.get(mutation);
        List<String> args = chosen.arguments().of(random, folder, wsdl.toString());
        Files.createDirectories(folder.resolve("out"));
        return new Mutant(seed, kind(), "options on " + inputs.label(inputs.example("Trader.wsdl")), mutation, folder,
                List.of(new Invocation(args, chosen.mustRefuse(), false)), List.of(folder.resolve("out")), Set.of());
    }
}
