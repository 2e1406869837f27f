package dev.bindwise.ui.internal.preview;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.SelectionPlan;

/**
 * The plan of one WSDL on several targets, each selected as {@code ./bindwise select --target} would on it, with
 * the same hints, rules and calibration: what each target will choose, before deploying there.
 *
 * @param columns one per target, in the order the user chose them
 */
public record TargetComparison(List<Column> columns) {

    /**
     * One target's plan, or why there is none (a profile that does not read; the rest of the comparison stands).
     */
    public record Column(ComparedTarget target, Optional<SelectionPlan> plan, String failure) {

        /** The selection of this operation ("Trader.getQuote") on this target, if there is one. */
        public Optional<OperationSelection> selection(String operation) {
            return plan.stream().flatMap(p -> p.getSelections().stream())
                    .filter(s -> PlanTable.operation(s).equals(operation)).findFirst();
        }
    }

    public TargetComparison {
        columns = List.copyOf(columns);
    }

    /**
     * Selects the WSDL on every target in turn, on the caller's thread (a Job's); a target whose profile is the
     * settings' own takes the plan already selected with them ({@code selected}) instead of probing again.
     */
    public static TargetComparison select(IFile wsdl, SelectSettings settings, SelectionPlan selected,
            List<ComparedTarget> targets, IProgressMonitor monitor) {
        SubMonitor progress = SubMonitor.convert(monitor, "Comparing the targets", targets.size());
        List<Column> columns = new ArrayList<>();
        for (ComparedTarget target : targets) {
            if (target.profile().equals(settings.targetProfile())) {
                progress.split(1);
                columns.add(new Column(target, Optional.of(selected), ""));
                continue;
            }
            try {
                SelectionPlan plan = WorkspaceSelection.select(wsdl, settings.withTargetProfile(target.profile()),
                        progress.split(1)).plan();
                columns.add(new Column(target, Optional.of(plan), ""));
            } catch (SelectionFailure e) {
                columns.add(new Column(target, Optional.empty(), e.getMessage()));
            }
        }
        return new TargetComparison(columns);
    }

    /** Every operation of the plans, in the order of the first plan that has it. */
    public List<String> operations() {
        Set<String> operations = new LinkedHashSet<>();
        for (Column column : columns) {
            column.plan().ifPresent(plan -> plan.getSelections().forEach(s -> operations.add(PlanTable.operation(s))));
        }
        return List.copyOf(operations);
    }
}
