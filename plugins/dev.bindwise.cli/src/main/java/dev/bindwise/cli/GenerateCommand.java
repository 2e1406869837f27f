package dev.bindwise.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import dev.bindwise.core.generate.GenerateException;
import dev.bindwise.core.generate.GenerateProxyOperation;
import dev.bindwise.core.generate.GenerateRequest;
import dev.bindwise.core.generate.GenerateResult;
import dev.bindwise.core.generate.GeneratedFile;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.select.PlanFiles;
import dev.bindwise.core.select.Selection;
import dev.bindwise.core.select.SelectionOperation;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.ServiceDescription;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "generate",
        header = "Generates the binding proxy (service interface, proxy, data classes) into a source folder.",
        mixinStandardHelpOptions = true,
        description = {
                "Generates the client's Java sources: per port type its service interface and",
                "<PortType>Proxy, which calls each operation over the binding the plan chose,",
                "with the ranked fallbacks behind it (it needs dev.bindwise.runtime at run time);",
                "and a data class for each structure the WSDL's Java type mapping does not name.",
                "With --plan it generates from a plan saved by select --plan; otherwise it",
                "selects first, as select does, with the same options.",
                "A file you edited since it was generated is never overwritten: it is kept, the",
                "new generation is written beside it as Name.java.generated and the difference",
                "is printed. A file Bindwise did not generate stops the command before anything",
                "is written. What the WSDL reader warned of is printed first (on standard",
                "error), as inspect shows it." },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = { "0:generated (files you edited were kept, see the output)",
                "2:bad input (the message says what and where)", "1:internal error" })
final class GenerateCommand implements Callable<Integer> {

    /** The options of a selection, which a saved plan has had already. */
    private static final List<String> SELECTION_OPTIONS = List.of("--target", "--project", "--server-home", "--timeout",
            "--no-probe", "--calibration", "--hints", "--at", "--samples", "--rules", "--rules-timeout");

    @Spec
    private CommandSpec spec;

    @Mixin
    private WsdlInput wsdl;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "The source folder to generate into (e.g. src/main/java); package folders are made below it.")
    private Path out;

    @Option(names = "--package", paramLabel = "NAME",
            description = "The Java package of the sources; default: from the WSDL's target namespace, as JAXB makes it.")
    private String packageName;

    @Option(names = "--plan", paramLabel = "PLAN.xmi",
            description = "Generate from this selection plan (written by select --plan) instead of selecting now.")
    private Path plan;

    @Mixin
    private SelectionOptions selection;

    @Override
    public Integer call() throws BadInputException {
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new BadInputException(out + ": --out is a file; give the source folder to generate into.");
        }
        if (plan != null && !Files.isRegularFile(plan)) {
            throw new BadInputException(plan + ": --plan is no file; give a plan that select --plan wrote.");
        }
        if (plan != null) {
            for (String option : SELECTION_OPTIONS) {
                if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                    throw new BadInputException(option + " chooses how to select, but --plan gives a plan selected "
                            + "already: leave out one of them.");
                }
            }
        }
        if (packageName != null) {
            try {
                GenerateProxyOperation.checkPackage(packageName);
            } catch (GenerateException e) {
                throw new BadInputException("--package: " + e.getMessage());
            }
        }
        Selection selected = plan == null ? new SelectionOperation(selection.fill(wsdl.selection())).execute(null)
                : new Selection(wsdl.read(), PlanFiles.load(plan));
        ServiceDescription description = selected.description();
        WsdlInput.printWarnings(description, spec.commandLine().getErr());
        String target = packageName != null ? packageName : GenerateProxyOperation.defaultPackage(description);
        GenerateResult result = new GenerateProxyOperation(new GenerateRequest(description, selected.plan(),
                plan == null ? null : plan.toString(), target, out)).execute(null);
        print(result, spec.commandLine().getOut());
        return 0;
    }

    private static void print(GenerateResult result, PrintWriter out) {
        out.println("Files:");
        for (GeneratedFile file : result.files()) {
            out.printf("  %-22s %s%n", file.outcome().label(), file.path());
        }
        out.println("\nBindings per operation (the proxy calls the first whose conditions hold where it runs):");
        for (GenerateResult.ProxyOperation operation : result.operations()) {
            out.printf("  %-34s %s%s%n", operation.portType() + "." + operation.operation(),
                    operation.routes().stream().map(GenerateCommand::describe).collect(Collectors.joining(", then ")),
                    operation.idempotent() ? "" : "  (not idempotent: no fallback after a transport error)");
        }
        for (GeneratedFile kept : result.kept()) {
            out.println("\nYou edited " + kept.path() + ": it was kept as it is. The new generation is in "
                    + kept.newGeneration() + "; what differs, from your file to it:");
            out.print(kept.difference());
        }
        for (GeneratedFile file : result.files()) {
            for (Path edited : file.editedBeside()) {
                out.println("\nYou edited the earlier new generation " + edited + ": it was left as it is.");
            }
        }
        out.flush();
    }

    private static String describe(RankedBinding binding) {
        return binding.getKind().name() + " (" + binding.getPort() + ")";
    }
}
