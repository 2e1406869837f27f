package dev.bindwise.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import dev.bindwise.runtime.internal.PlanJson;

/**
 * A plan made on the target, which a proxy follows instead of the plan compiled into it: the JSON file that
 * {@code ./bindwise select --plan plan.xmi} writes beside the XMI ({@code plan.json}), run where the
 * application is deployed (or in its deployment pipeline, with the target's profile and the user's rules).
 * The proxy looks for it at start, first found first:
 * <ol>
 * <li>{@link RuntimeOptions#planFile(Path)};</li>
 * <li>the system property {@code bindwise.plan.<Service>}, e.g. {@code -Dbindwise.plan.Trader=/etc/app/plan.json};</li>
 * <li>the environment variable {@code BINDWISE_PLAN_<SERVICE>}, e.g. {@code BINDWISE_PLAN_TRADER}.</li>
 * </ol>
 * The file must be a plan for the same WSDL (its file name) whose operations and ports the compiled plan has;
 * each operation then takes the file's deployment ranking (what the target's profile and rules left, a binding
 * whose server was merely down when select ran still in it, to be probed), or, in a file without one, its chosen
 * binding and fallbacks. A file that cannot be
 * read or was made for another WSDL is one WARNING log line, and the compiled plan is used.
 */
final class TargetPlan {

    static final String PROPERTY_PREFIX = "bindwise.plan.";
    static final String ENVIRONMENT_PREFIX = "BINDWISE_PLAN_";

    private static final System.Logger LOG = System.getLogger("dev.bindwise.runtime");
    /** As large as a plan select reads back (InputLimit of the model): a wrong path is a message, not an OutOfMemoryError. */
    private static final int MAX_BYTES = 32 * 1024 * 1024;

    private TargetPlan() {
    }

    /** The plan the runtime follows: the plan file's rankings over the compiled plan, else the compiled plan. */
    static ServicePlan apply(ServicePlan compiled, RuntimeOptions options) {
        Optional<Path> file = options.planFile().or(() -> named(compiled.service()));
        if (file.isEmpty()) {
            return compiled;
        }
        try {
            ServicePlan planned = read(compiled, file.get());
            LOG.log(System.Logger.Level.INFO, "{0}: follows the plan file {1} instead of its compiled plan", compiled.service(),
                    file.get());
            return planned;
        } catch (IllegalArgumentException | IOException e) {
            LOG.log(System.Logger.Level.WARNING, "{0}: the plan file {1} is not used, the compiled plan ({2}) is: {3}",
                    compiled.service(), file.get(), compiled.source(), e.getMessage());
            return compiled;
        }
    }

    private static Optional<Path> named(String service) {
        String property = System.getProperty(PROPERTY_PREFIX + service);
        if (property != null && !property.isBlank()) {
            return Optional.of(Path.of(property));
        }
        String variable = System.getenv(ENVIRONMENT_PREFIX + service.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "_"));
        return variable == null || variable.isBlank() ? Optional.empty() : Optional.of(Path.of(variable));
    }

    private static ServicePlan read(ServicePlan compiled, Path file) throws IOException {
        Object parsed = PlanJson.parse(text(file));
        Map<String, List<String>> rankings = PlanJson.rankings(parsed, compiled.service());
        Map<?, ?> root = (Map<?, ?>) parsed;
        String wsdl = root.get("wsdl") instanceof String location ? fileName(location) : null;
        if (compiled.wsdl() != null && !compiled.wsdl().equals(wsdl)) {
            throw new IllegalArgumentException("it was made for " + root.get("wsdl") + ", not for " + compiled.wsdl()
                    + ": run select on the proxy's WSDL");
        }
        for (Map.Entry<String, List<String>> ranking : rankings.entrySet()) {
            String name = ranking.getKey();
            if (compiled.operations().stream().noneMatch(known -> known.name().equals(name))) {
                throw new IllegalArgumentException("it plans operation " + name + ", which the proxy of "
                        + compiled.service() + " does not have: it was made for another version of the WSDL");
            }
            for (String port : ranking.getValue()) {
                if (compiled.endpoint(port) == null) {
                    throw new IllegalArgumentException("it ranks port " + port + " for " + name + ", which the proxy does not"
                            + " have (it has " + compiled.endpoints().keySet() + ")");
                }
            }
            if (ranking.getValue().isEmpty()) {
                throw new IllegalArgumentException("it leaves operation " + name + " no binding on the target");
            }
        }
        if (rankings.isEmpty()) {
            throw new IllegalArgumentException("it plans no operation of " + compiled.service());
        }
        Object createdAt = root.get("createdAt");
        return compiled.reranked(rankings, file + (createdAt == null ? "" : " of " + createdAt) + " (made on the target)");
    }

    private static String text(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes(MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw new IOException("it is larger than " + MAX_BYTES / (1024 * 1024) + " MB: not a plan file");
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IOException(e.getMessage() == null ? e.toString() : "cannot read it: " + e, e);
        }
    }

    private static String fileName(String location) {
        String path = location.replace('\\', '/');
        return path.substring(path.lastIndexOf('/') + 1);
    }
}
