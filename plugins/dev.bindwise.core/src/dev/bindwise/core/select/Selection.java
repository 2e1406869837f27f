package dev.bindwise.core.select;

import java.util.Objects;

import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;

/**
 * What a {@link SelectionOperation} produced: the WSDL as read and the plan for it (whose facts are the
 * target's, discovered or given).
 */
public record Selection(ServiceDescription description, SelectionPlan plan) {

    public Selection {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(plan, "plan");
    }
}
