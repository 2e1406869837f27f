package dev.bindwise.examples.fuzz;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

import dev.bindwise.cli.Main;
import dev.bindwise.examples.fuzz.Step.Invocation;

/**
 * Hostile selection plans given to generate --plan: a plan made for another WSDL, a truncated XMI, the XMI mutated
 * as a tree (elements dropped, duplicated, moved; attributes dropped or given hostile values), with a DOCTYPE, in
 * another encoding, huge, empty, the JSON twin instead, /dev/zero, a folder; and a selection option beside --plan.
 * The plans mutated are made once per JVM by select --plan from the Trader and Financial examples.
 */
final class PlanMutants implements MutantSource {

    private static final List<String> TREE_MUTATIONS = List.of("drop-element", "duplicate-element", "swap-siblings",
            "move-element", "drop-attribute", "hostile-value", "hostile-name", "huge-name", "dangling-reference");

    private final Inputs inputs;
    private final Loopback loopback;
    private final Path plans;
    private final List<String> mutations = new ArrayList<>(List.of("other-wsdl", "truncated", "doctype", "wrong-encoding",
            "bad-bytes", "huge", "empty", "json-twin", "dev-zero", "folder", "selection-option-beside"));

    PlanMutants(Inputs inputs, Loopback loopback, Path work) {
        this.inputs = inputs;
        this.loopback = loopback;
        this.plans = work.resolve("plans");
        TREE_MUTATIONS.forEach(name -> mutations.add("xmi-" + name));
    }

    @Override
    public InputKind kind() {
        return InputKind.PLAN;
    }

    @Override
    public List<String> mutations() {
        return mutations;
    }

    @Override
    public Mutant create(long seed, String mutation, Random random, Path folder) throws IOException {
        Path wsdl = MutantFiles.copyConfined(inputs.example("Trader.wsdl"), folder.resolve("in"), loopback);
        Path base = basePlan("Trader.wsdl", true);
        String xmi = MutantFiles.read(base);
        Path plan = folder.resolve("in/plan.xmi");
        boolean mustRefuse = true;
        List<String> extra = List.of();
        switch (mutation) {
            case "other-wsdl" -> Files.copy(basePlan("Financial.wsdl", false), plan);
            case "truncated" -> MutantFiles.write(plan, xmi.substring(0, random.nextInt(xmi.lastIndexOf('<'))));
            case "empty" -> MutantFiles.write(plan, "");
            case "json-twin" -> Files.copy(base.resolveSibling(base.getFileName().toString().replace(".xmi", ".json")), plan);
            case "dev-zero" -> plan = Path.of("/dev/zero");
            case "folder" -> plan = Files.createDirectories(folder.resolve("in/plan-folder.xmi"));
            case "selection-option-beside" -> {
                Files.copy(base, plan);
                extra = List.of(XmlTree.pick(random, List.of("--timeout", "--hints", "--rules")),
                        XmlTree.pick(random, List.of("99999999999999", "A=NaN", folder.toString())));
            }
            case "huge" -> {
                mustRefuse = false;
                MutantFiles.writeHuge(plan, xmi.replace("</bw:SelectionPlan>", "<!--"), " huge ", 30L << 20,
                        "-->\n</bw:SelectionPlan>\n");
            }
            default -> {
                mustRefuse = false;
                String xmlMutation = mutation.startsWith("xmi-") ? mutation.substring(4) : mutation;
                MutantFiles.write(plan, XmlMutations.ALL.get(xmlMutation).apply(xmi, random, loopback));
            }
        }
        List<String> args = new ArrayList<>(List.of("generate", "--plan", plan.toString(), "--out",
                folder.resolve("out").toString()));
        args.addAll(extra);
        args.add(wsdl.toString());
        return new Mutant(seed, kind(), inputs.label(inputs.example("Trader.wsdl")) + " (its plan)", mutation, folder,
                List.of(new Invocation(args, mustRefuse, false)), List.of(folder.resolve("out")), Set.of());
    }

    /** The plan select writes for an example (with the example target profile for Trader), made once. */
    private synchronized Path basePlan(String example, boolean withProfile) throws IOException {
        Path plan = plans.resolve(example.replace(".wsdl", ".xmi"));
        if (Files.isRegularFile(plan)) {
            return plan;
        }
        Path wsdl = MutantFiles.copyConfined(inputs.example(example), plans.resolve("in"), loopback);
        List<String> args = new ArrayList<>(List.of("select", "--timeout", "500", "--plan", plan.toString()));
        if (withProfile) {
            args.addAll(List.of("--target", inputs.profile().toString()));
        }
        args.add(wsdl.toString());
        StringWriter err = new StringWriter();
        int exit = Main.run(args.toArray(String[]::new), new PrintWriter(new StringWriter()), new PrintWriter(err, true));
        if (exit != 0) {
            throw new IllegalStateException("select --plan of " + example + " failed (exit " + exit + "): " + err);
        }
        return plan;
    }
}
