package dev.bindwise.cli;

import java.util.concurrent.Callable;

import dev.bindwise.cli.spi.OptionRange;
import dev.bindwise.core.estimate.EstimateOperation;
import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.core.estimate.ParameterSpace;
import dev.bindwise.core.estimate.SoapStack;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.model.ServiceDescription;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "estimate",
        header = "Estimates message sizes per operation and binding, and votes on the faster binding.",
        mixinStandardHelpOptions = true,
        description = "Estimates, per operation and binding, the bytes of the request and the reply over the paper's "
                + "parameter space (min / median / max), and votes on the faster binding (the winner, its share "
                + "of the votes, the counts). With --at, the sizes at one point of the space instead, and the "
                + "vote there: each binding's milliseconds (the default costs, or --calibration's) and the least.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = { "0:estimated and printed", "2:bad input (the message says what and where)", "1:internal error" })
final class EstimateCommand implements Callable<Integer> {

    private static final int MAX_SAMPLES = 50;
    private static final OptionRange SAMPLES = new OptionRange(1, MAX_SAMPLES, "samples per dimension");

    @Spec
    private CommandSpec spec;

    @Mixin
    private WsdlInput wsdl;

    @Mixin
    private CalibrationOption costs;

    @Mixin
    private HintsOption hints;

    @Mixin
    private OperatingPointOption at;

    @Option(names = "--samples", paramLabel = "N", defaultValue = "5",
            description = "Samples per continuous dimension of the space, 1 to " + MAX_SAMPLES + " (default ${DEFAULT-VALUE}).")
    private int samples;

    @Option(names = "--soap-stack", paramLabel = "STACK", defaultValue = "axis2",
            description = "The SOAP stack that answers the SOAP ports, whose replies are sized: axis2 (Apache Axis2, "
                    + "the default) or cxf (Apache CXF, as in WildFly, JBoss EAP, TomEE and Liberty).")
    private String soapStack;

    @Option(names = "--json", description = "Print a JSON document (its fields are described in docs/cli.md).")
    private boolean json;

    @Override
    public Integer call() throws BadInputException {
        SAMPLES.check("--samples", samples);
        SpaceHints spaceHints = hints.hints();
        ValueSetting point = at.point();
        ServiceDescription description = wsdl.read();
        SoapStack stack = SoapStack.parse(soapStack).orElseThrow(() -> new BadInputException("--soap-stack is '" + soapStack
                + "', a SOAP stack the size model does not know: give one of " + SoapStack.labels() + "."));
        Estimator estimator = Estimator.withDefaults().withSpace(ParameterSpace.defaults(samples)).withCosts(costs.costs())
                .withSoapStack(stack);
        EstimateOperation.Estimates estimates = new EstimateOperation(description, estimator, spaceHints, point).execute(null);
        String output = json ? estimates.json() + "\n" : estimates.text();
        spec.commandLine().getOut().print(output);
        spec.commandLine().getOut().flush();
        return 0;
    }
}
