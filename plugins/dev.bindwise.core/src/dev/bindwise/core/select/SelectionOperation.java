package dev.bindwise.core.select;

import java.util.Set;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.core.discovery.DiscoverOperation;
import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.core.estimate.OperatingPoints;
import dev.bindwise.core.estimate.SampleMessages;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.operation.BindwiseOperation;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.policy.RuleCompileException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.Facts;
import dev.bindwise.model.Operation;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;

/**
 * The whole selection, the pipeline of DESIGN.md: load the costs (a calibration) and compile the rules, read
 * the WSDL and the sample messages, discover the target (with the client's class path), estimate the messages
 * and vote with the hints (at the operating point, where the user gave one or the samples show one), apply
 * the rules and write the plan. The one chain the command line, the IDE and the examples run:
 * each only fills the {@link SelectionRequest}.
 * <p>
 * The inputs that stop a selection are checked before the slow steps: a calibration or rule file with a
 * mistake fails before the WSDL is read and anything is probed. The operation may run again: it reloads only
 * what the request names by file.
 */
public final class SelectionOperation implements BindwiseOperation<Selection> {

    private final SelectionRequest request;

    public SelectionOperation(SelectionRequest request) {
        this.request = request;
    }

    /**
     * @throws BadInputException when the calibration, the rules, the WSDL, the target profile or the client
     *             project cannot be used; the message says what and where, and nothing was selected
     * @throws OperationCanceledException when the monitor was cancelled
     */
    @Override
    public Selection execute(IProgressMonitor monitor) throws BadInputException {
        SubMonitor progress = SubMonitor.convert(monitor, "Selecting the bindings of " + wsdlName(), 10);
        Estimator estimator = Estimator.withDefaults().withCosts(costs());
        progress.subTask("loading the policy rules");
        RuleBase rules = rules();
        progress.split(2); // the work done, and the place to stop when cancelled

        ServiceDescription description = request.description();
        if (description == null) {
            progress.subTask("reading " + wsdlName());
            description = new WsdlReader(request.readerOptions()).read(request.wsdlFile());
        }
        Set<Operation> declaredIdempotent = Idempotency.declared(description, request.idempotentOperations());
        // sample messages are checked against the WSDL before anything is probed
        OperatingPoints points = new OperatingPoints(request.operatingPoint(), request.samplesFolder() == null ? null
                : SampleMessages.read(request.samplesFolder(), description));
        progress.split(1);

        Facts facts = request.facts();
        if (facts == null) {
            progress.subTask("discovering the target");
            facts = new DiscoverOperation(description, request.discovery()).execute(progress.split(5));
        }
        progress.setWorkRemaining(2);
        progress.subTask("estimating, voting and applying the rules");
        // the replies are written by the target's SOAP stack, which the facts tell
        SelectionPlan plan = new Planner(description, facts, request.hints(), points,
                estimator.withSoapStack(TargetFacts.soapStack(facts)), rules, declaredIdempotent).plan();
        progress.worked(2);
        return new Selection(description, plan);
    }

    private String wsdlName() {
        return request.wsdlFile() != null ? request.wsdlFile().getFileName().toString() : "the WSDL";
    }

    private CostTable costs() throws BadInputException {
        return request.calibrationFile() == null ? request.costs() : CostTable.calibratedBy(request.calibrationFile());
    }

    private RuleBase rules() throws BadInputException {
        RuleBase rules = request.rules() != null ? request.rules() : compiledRules();
        return request.ruleTimeLimit() == null ? rules : rules.withTimeLimit(request.ruleTimeLimit());
    }

    private RuleBase compiledRules() throws BadInputException {
        try {
            return RuleBase.load(request.ruleFiles());
        } catch (RuleCompileException e) {
            throw new BadInputException("the policy rules do not compile, nothing was selected:\n" + e.getMessage(), e);
        }
    }
}
