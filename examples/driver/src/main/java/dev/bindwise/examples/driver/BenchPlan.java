package dev.bindwise.examples.driver;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.Workload;
import dev.bindwise.runtime.BindingKind;

/**
 * Which operations run over which bindings at which points of the parameter space.
 *
 * @param operations service.operation names to run (empty: all)
 * @param bindings binding kinds to run (empty: all)
 * @param fullGrid false: each operation at its default workload; true: the paper's values of each
 *        parameter, one parameter at a time around the default
 * @param workloads the workloads to run every operation at, in this order, instead of its default or the
 *        grid (empty: its default or the grid); {@code ./bindwise calibrate} runs one operation at several
 *        payload sizes this way
 */
public record BenchPlan(Set<String> operations, Set<BindingKind> bindings, boolean fullGrid, BenchSettings settings,
        List<Workload> workloads) {

    public BenchPlan {
        workloads = List.copyOf(workloads);
    }

    /** Each operation at its default workload, or over the grid. */
    public BenchPlan(Set<String> operations, Set<BindingKind> bindings, boolean fullGrid, BenchSettings settings) {
        this(operations, bindings, fullGrid, settings, List.of());
    }

    /** The paper's parameter values (section 4.2). */
    static final int[] STRING_LENGTHS = {5, 20, 40, 75};
    static final int[] ARRAY_LENGTHS = {2, 5, 10};
    static final int[] BINARY_BYTES = {1536, 10240, 46080};
    static final double[] NULL_RATIOS = {0, 0.5, 0.9};

    /** One thing to measure: an operation at a workload. */
    record Point(ExampleService service, ExampleOperation operation, Workload workload) {

        String label() {
            return service.name() + "." + operation.name();
        }
    }

    /** The points of the example services. */
    List<Point> points() {
        return points(ExampleServices.all());
    }

    /** The points of the services given (the example services, or a target's). */
    List<Point> points(List<ExampleService> services) {
        List<Point> points = new ArrayList<>();
        for (ExampleService service : services) {
            for (ExampleOperation operation : service.operations()) {
                String name = service.name() + "." + operation.name();
                if (!operations.isEmpty() && !operations.contains(name) && !operations.contains(operation.name())
                        && !operations.contains(service.name())) {
                    continue;
                }
                for (Workload workload : workloads(operation.defaults())) {
                    points.add(new Point(service, operation, workload));
                }
            }
        }
        return points;
    }

    /** Whether the plan runs some of the service's operations over some of the bindings (a target's). */
    public boolean selects(ExampleService service, Set<BindingKind> over) {
        return over.stream().anyMatch(this::runs) && !points(List.of(service)).isEmpty();
    }

    boolean runs(BindingKind bindingKind) {
        return bindings.isEmpty() || bindings.contains(bindingKind);
    }

    private List<Workload> workloads(Workload defaults) {
        if (!this.workloads.isEmpty()) {
            return this.workloads;
        }
        List<Workload> workloads = new ArrayList<>();
        workloads.add(defaults);
        if (!fullGrid) {
            return workloads;
        }
        for (int length : STRING_LENGTHS) {
            addNew(workloads, defaults.withStringLength(length));
        }
        for (int length : ARRAY_LENGTHS) {
            if (defaults.arrayLength() > 0 && defaults.arrayLength() <= 10) {  // larger arrays are the point of their operation
                addNew(workloads, defaults.withArrayLength(length));
            }
        }
        for (int bytes : BINARY_BYTES) {
            if (defaults.binaryBytes() > 0) {
                addNew(workloads, defaults.withBinaryBytes(bytes));
            }
        }
        for (double ratio : NULL_RATIOS) {
            if (defaults.nullRatio() > 0) {
                addNew(workloads, defaults.withNullRatio(ratio));
            }
        }
        return workloads;
    }

    private static void addNew(List<Workload> workloads, Workload workload) {
        if (!workloads.contains(workload)) {
            workloads.add(workload);
        }
    }
}
