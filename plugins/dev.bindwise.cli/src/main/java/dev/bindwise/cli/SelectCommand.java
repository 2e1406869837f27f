package dev.bindwise.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.select.PlanFiles;
import dev.bindwise.core.select.PlanReport;
import dev.bindwise.core.select.Selection;
import dev.bindwise.core.select.SelectionOperation;
import dev.bindwise.core.select.WritePlanOperation;
import dev.bindwise.model.SelectionPlan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "select",
        header = "Chooses the binding per operation, with its fallbacks and reasons; writes the plan.",
        mixinStandardHelpOptions = true,
        description = "Chooses, per operation, the binding to call it over from where the client runs: discovers the "
                + "target (probes within a bound, merged with a target profile), estimates message sizes and votes, "
                + "applies the policy rules (default and yours), and prints the choice, the ranking the generated "
                + "proxy carries with the conditions it checks where it runs (local Java: an instance given in "
                + "RuntimeOptions; JCA: a connection factory), the confidence and why; --plan writes the selection plan "
                + "(XMI, with a JSON twin). What the WSDL reader warned of is printed first (on standard error), as inspect shows it.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = { "0:selected and printed", "2:bad input (the message says what and where)", "1:internal error" })
final class SelectCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private WsdlInput wsdl;

    @Mixin
    private SelectionOptions selection;

    @Option(names = "--plan", paramLabel = "FILE.xmi",
            description = "Write the selection plan here (XMI) and as JSON beside it (FILE.json).")
    private Path plan;

    @Option(names = "--force", description = "Replace plan files that exist already.")
    private boolean force;

    @Option(names = "--json", description = "Print the plan as JSON (bindwise.plan/1, described in docs/cli.md).")
    private boolean json;

    @Override
    public Integer call() throws BadInputException {
        SelectionOperation operation = new SelectionOperation(selection.fill(wsdl.selection()));
        PlanFiles files = plan == null ? null : PlanFiles.beside(plan);
        if (files != null && files.clash()) {
            throw new BadInputException(plan + ": --plan names the XMI file (for example plan.xmi); its JSON twin is written beside it.");
        }
        List<Path> existing = files == null || force ? List.of() : files.existing();
        if (!existing.isEmpty()) {
            throw new BadInputException(existing.get(0) + " exists already: choose another --plan, or add --force to replace it.");
        }
        Selection selection = operation.execute(null);
        WsdlInput.printWarnings(selection.description(), spec.commandLine().getErr());
        SelectionPlan selected = selection.plan();
        if (files != null) {
            new WritePlanOperation(selected, files, force).execute(null);
        }
        spec.commandLine().getOut().print(json ? PlanReport.json(selected) + "\n" : PlanReport.text(selected));
        if (files != null && !json) {
            spec.commandLine().getOut().println("\nPlan written to " + files.xmi() + " and " + files.json());
        }
        spec.commandLine().getOut().flush();
        return 0;
    }
}
