package dev.bindwise.core.wsdl;

import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.ServiceDescription;

/**
 * Checks, once the schema shapes are read, that every ejb/java binding operation's parameterOrder and
 * returnPart name parts (or wrapper elements) that are there: the size models, selection and generation
 * rely on them. Like any binding operation that breaks a rule, a broken one is not offered, with a warning
 * at its place; a binding left with no operation is an error.
 */
final class NativeCallRules {

    private NativeCallRules() {
    }

    static void check(ServiceDescription description, Map<BindingOperation, SourcePosition> positions,
            ReadDiagnostics diagnostics) throws WsdlReadException {
        for (Binding binding : description.getBindings()) {
            boolean hadOperations = !binding.getOperations().isEmpty();
            SourcePosition firstBroken = null;
            String firstProblem = null;
            for (Iterator<BindingOperation> operations = binding.getOperations().iterator(); operations.hasNext();) {
                BindingOperation operation = operations.next();
                Optional<String> problem = NativeCall.problem(operation);
                if (problem.isPresent()) {
                    SourcePosition at = Optional.ofNullable(positions.get(operation))
                            .orElse(SourcePosition.ofFile(description.getLocation()));
                    String what = "binding '" + binding.getName() + "' operation '" + operation.getName() + "': "
                            + problem.get();
                    diagnostics.warn(at, what + ": the operation is not offered over this binding");
                    if (firstBroken == null) {
                        firstBroken = at;
                        firstProblem = what;
                    }
                    operations.remove();
                }
            }
            if (hadOperations && binding.getOperations().isEmpty()) {
                throw new WsdlReadException(firstBroken, firstProblem + "; binding '" + binding.getName()
                        + "' offers no usable operation",
                        "Name in parameterOrder and returnPart the parts of the operation's messages (or the elements"
                                + " of their wrapper).");
            }
        }
    }
}
