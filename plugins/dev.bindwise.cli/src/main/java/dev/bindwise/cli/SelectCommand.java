package dev.bindwise.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.policy.RuleCompileException;
import dev.bindwise.core.select.PlanReport;
import dev.bindwise.core.select.SelectOperation;
import dev.bindwise.core.select.SelectRequest;
import dev.bindwise.model.Facts;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.persistence.ModelResources;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "select",
        header = "Chooses the binding per operation, with its fallbacks and reasons; writes the plan.",
        mixinStandardHelpOptions = true,
        description = {
                "Chooses, per operation, the binding to call it over from where the client runs: discovers the",
                "target (probes within a bound, merged with a target profile), estimates message sizes and votes,",
                "applies the policy rules (default and yours), and prints the choice, its fallbacks, the",
                "confidence and why; --plan writes the selection plan (XMI, with a JSON twin)." },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = { "0:selected and printed", "2:bad input (the message says what and where)", "1:internal error" })
final class SelectCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private WsdlInput wsdl;

    @Mixin
    private DiscoveryOptions discovery;

    @Mixin
    private CalibrationOption calibration;

    @Mixin
    private HintsOption hints;

    @Option(names = "--rules", paramLabel = "DIR|FILE.drl",
            description = "Your policy rules, added to the default ones (a folder's .drl files, or one file); repeatable.")
    private List<Path> rules = new ArrayList<>();

    @Option(names = "--plan", paramLabel = "FILE.xmi",
            description = "Write the selection plan here (XMI) and as JSON beside it (FILE.json).")
    private Path plan;

    @Option(names = "--force", description = "Replace plan files that exist already.")
    private boolean force;

    @Option(names = "--json", description = "Print the plan as JSON (bindwise.plan/1, described in README.md).")
    private boolean json;

    @Override
    public Integer call() throws BadInputException, IOException {
        SpaceHints spaceHints = hints.hints();
        for (Path path : rules) {
            if (!Files.exists(path)) {
                throw new BadInputException(path + ": --rules is neither a folder nor a .drl file.");
            }
        }
        Path jsonTwin = plan == null ? null : jsonTwin(plan);
        if (plan != null && plan.equals(jsonTwin)) {
            throw new BadInputException(plan + ": --plan names the XMI file (for example plan.xmi); its JSON twin is written beside it.");
        }
        if (plan != null && !force) {
            for (Path file : List.of(plan, jsonTwin)) {
                if (Files.exists(file)) {
                    throw new BadInputException(file + " exists already: choose another --plan, or add --force to replace it.");
                }
            }
        }
        CostTable costs = calibration.costs();
        RuleBase ruleBase;
        try {
            ruleBase = RuleBase.load(rules);
        } catch (RuleCompileException e) {
            throw new BadInputException("the policy rules do not compile, nothing was selected:\n" + e.getMessage());
        }
        ServiceDescription description = wsdl.read();
        Facts facts = discovery.discover(description);
        SelectionPlan selection = new SelectOperation(description,
                new SelectRequest(facts, spaceHints, Estimator.withDefaults().withCosts(costs), ruleBase)).execute();
        if (plan != null) {
            if (plan.toAbsolutePath().getParent() != null) {
                Files.createDirectories(plan.toAbsolutePath().getParent());
            }
            ModelResources.save(selection, plan);
            Files.writeString(jsonTwin, PlanReport.json(selection) + "\n", StandardCharsets.UTF_8);
        }
        spec.commandLine().getOut().print(json ? PlanReport.json(selection) + "\n" : PlanReport.text(selection));
        if (plan != null && !json) {
            spec.commandLine().getOut().println("\nPlan written to " + plan + " and " + jsonTwin);
        }
        spec.commandLine().getOut().flush();
        return 0;
    }

    private static Path jsonTwin(Path plan) {
        String name = plan.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return plan.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".json");
    }
}
