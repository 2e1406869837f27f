package dev.bindwise.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.policy.RuleCompileException;
import dev.bindwise.core.select.SelectOperation;
import dev.bindwise.core.select.SelectRequest;
import dev.bindwise.model.Facts;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** What a selection needs besides the WSDL, the same options in select and generate (a picocli mixin). */
final class SelectionOptions {

    @Mixin
    private DiscoveryOptions discovery;

    @Mixin
    private CalibrationOption calibration;

    @Mixin
    private HintsOption hints;

    @Option(names = "--rules", paramLabel = "DIR|FILE.drl",
            description = "Your policy rules, added to the default ones (a folder's .drl files, or one file); repeatable.")
    private List<Path> rules = new ArrayList<>();

    /** A selector with the options checked and the rules compiled: a wrong option fails before the WSDL is read. */
    Selector prepare() throws BadInputException {
        SpaceHints spaceHints = hints.hints();
        for (Path path : rules) {
            if (!Files.exists(path)) {
                throw new BadInputException(path + ": --rules is neither a folder nor a .drl file.");
            }
        }
        CostTable costs = calibration.costs();
        RuleBase ruleBase;
        try {
            ruleBase = RuleBase.load(rules);
        } catch (RuleCompileException e) {
            throw new BadInputException("the policy rules do not compile, nothing was selected:\n" + e.getMessage());
        }
        return description -> {
            Facts facts = discovery.discover(description);
            return new SelectOperation(description,
                    new SelectRequest(facts, spaceHints, Estimator.withDefaults().withCosts(costs), ruleBase)).execute();
        };
    }

    /** Discovers the target of a WSDL and selects its bindings. */
    @FunctionalInterface
    interface Selector {
        SelectionPlan select(ServiceDescription description) throws BadInputException;
    }
}
