package dev.bindwise.core.generate;

import java.nio.file.Path;
import java.util.Objects;

import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;

/**
 * What to generate from: the WSDL as read, the selection plan for it, where the plan came from (its
 * file, or null when it was selected just now and not saved), the Java package of the sources and the
 * source root they go under.
 */
public record GenerateRequest(ServiceDescription description, SelectionPlan plan, String planSource,
        String packageName, Path outputRoot) {

    public GenerateRequest {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(packageName, "packageName");
        Objects.requireNonNull(outputRoot, "outputRoot");
    }
}
