package dev.bindwise.core.generate;

import java.nio.file.Path;
import java.util.Objects;

import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;

/**
 * What to generate from: the WSDL as read, the selection plan for it, where the plan came from (its
 * file, or null when it was selected just now and not saved), the Java package of the sources and the
 * source root they go under; and whether the classes the WSDL's Java type mapping names are generated too
 * (as data classes under their mapped names), for a client that has not got the service's own classes and
 * whose plan calls only bindings that read any bean of the same properties (see
 * {@link GenerateResult#needServiceClasses()}).
 */
public record GenerateRequest(ServiceDescription description, SelectionPlan plan, String planSource,
        String packageName, Path outputRoot, boolean generateServiceClasses) {

    public GenerateRequest {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(packageName, "packageName");
        Objects.requireNonNull(outputRoot, "outputRoot");
    }

    /** The proxy over the service's own classes, which the client brings. */
    public GenerateRequest(ServiceDescription description, SelectionPlan plan, String planSource, String packageName,
            Path outputRoot) {
        this(description, plan, planSource, packageName, outputRoot, false);
    }

    /** The same request, with the mapped classes generated or not. */
    public GenerateRequest withServiceClassesGenerated(boolean generate) {
        return new GenerateRequest(description, plan, planSource, packageName, outputRoot, generate);
    }
}
