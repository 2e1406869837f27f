package dev.bindwise.examples.differential;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import dev.bindwise.runtime.BindingKind;

/**
 * What a differential run did and found: the services and the bindings each was called over, the calls
 * (each made over every binding of its service) and the invocations (a call over one binding), and the
 * differences counted by category ({@link Difference#category()}), with the first few of each.
 */
public record Outcome(Map<String, List<String>> bindingsByService, int calls, int invocations, int differences,
        Map<String, Integer> byCategory, Map<String, List<String>> examples) {

    /** Examples kept per category. */
    static final int EXAMPLES = 3;

    /** Services by kind of binding set, e.g. {@code LOCAL_JAVA SOAP RMI_IIOP: 100}. */
    public Map<String, Integer> servicesByBindings() {
        Map<String, Integer> count = new TreeMap<>();
        bindingsByService.values().forEach(kinds -> count.merge(String.join(" ", kinds), 1, Integer::sum));
        return count;
    }

    /** The whole outcome for a person: figures, then each category with its count and examples. */
    public String describe() {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                "%d services (%s), %d calls, each over every binding of its service: %d invocations; %d differences%n",
                bindingsByService.size(), servicesByBindings(), calls, invocations, differences));
        byCategory.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).forEach(entry -> {
            text.append(String.format(Locale.ROOT, "%7d  %s%n", entry.getValue(), entry.getKey()));
            examples.getOrDefault(entry.getKey(), List.of()).forEach(example -> text.append("           e.g. ").append(example)
                    .append(System.lineSeparator()));
        });
        return text.toString();
    }

    /** The outcome of {@link Tally#lines()}. */
    static Outcome parse(List<String> lines) {
        Map<String, List<String>> services = new LinkedHashMap<>();
        Map<String, Integer> categories = new LinkedHashMap<>();
        Map<String, List<String>> examples = new LinkedHashMap<>();
        int calls = 0;
        int invocations = 0;
        int differences = 0;
        for (String line : lines) {
            String[] fields = line.split("\t", -1);
            switch (fields[0]) {
                case "service" -> services.put(fields[1], fields[2].isEmpty() ? List.of() : List.of(fields[2].split(" ")));
                case "calls" -> calls = Integer.parseInt(fields[1]);
                case "invocations" -> invocations = Integer.parseInt(fields[1]);
                case "differences" -> differences = Integer.parseInt(fields[1]);
                case "category" -> categories.put(fields[1], Integer.parseInt(fields[2]));
                case "example" -> examples.computeIfAbsent(fields[1], c -> new ArrayList<>()).add(fields[2]);
                default -> throw new IllegalArgumentException("not a line of a differential summary: " + line);
            }
        }
        return new Outcome(services, calls, invocations, differences, categories, examples);
    }

    /** Counts as the run goes. */
    static final class Tally {

        private final Map<String, List<String>> services = new LinkedHashMap<>();
        private final Map<String, Integer> categories = new LinkedHashMap<>();
        private final Map<String, Set<String>> examples = new LinkedHashMap<>();
        private int calls;
        private int invocations;
        private int differences;

        void service(String name, List<BindingKind> kinds) {
            services.put(name, kinds.stream().map(BindingKind::name).toList());
        }

        /** The number of the next call (its control), counting it. */
        int nextCall() {
            return calls++;
        }

        void invocation() {
            invocations++;
        }

        void difference(Difference difference) {
            differences++;
            String category = difference.category();
            categories.merge(category, 1, Integer::sum);
            Set<String> kept = examples.computeIfAbsent(category, c -> new LinkedHashSet<>());
            if (kept.size() < EXAMPLES) {
                kept.add(difference.describe().replaceAll("[\\t\\r\\n]", " "));
            }
        }

        List<String> lines() {
            List<String> lines = new ArrayList<>();
            services.forEach((name, kinds) -> lines.add("service\t" + name + "\t" + String.join(" ", kinds)));
            lines.add("calls\t" + calls);
            lines.add("invocations\t" + invocations);
            lines.add("differences\t" + differences);
            categories.forEach((category, count) -> lines.add("category\t" + category + "\t" + count));
            examples.forEach((category, kept) -> kept.forEach(example -> lines.add("example\t" + category + "\t" + example)));
            return lines;
        }
    }
}
