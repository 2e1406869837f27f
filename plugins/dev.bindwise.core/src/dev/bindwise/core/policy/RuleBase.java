package dev.bindwise.core.policy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import org.kie.api.KieBase;
import org.kie.api.KieServices;
import org.kie.api.builder.KieBuilder;
import org.kie.api.builder.KieFileSystem;
import org.kie.api.builder.Message;
import org.kie.api.builder.ReleaseId;
import org.kie.api.definition.KiePackage;
import org.kie.api.definition.rule.Rule;
import org.kie.api.runtime.KieContainer;

import dev.bindwise.model.persistence.InputLimit;

/**
 * The policy rules, compiled once: the default rules ({@code rules/bindwise-default.drl}, carried by this
 * bundle) and the user's own {@code .drl} files beside them. {@link #decide} takes the facts of one
 * service and target and returns, per operation, the ranked candidates with every rule that fired.
 * Loading either compiles every file or throws with every error; a rule base is never half loaded.
 * A rule base is immutable and may be used from several threads; each decision has a session of its own.
 */
public final class RuleBase {

    /** The name of the default rule file, in the repository's {@code rules/} and in this bundle. */
    public static final String DEFAULT_RULES = "bindwise-default.drl";

    /**
     * How long one decision may take before its rules are abandoned as not ending. The default rules decide
     * for a hundred operations in milliseconds (the first decision of a JVM in about a second): this leaves
     * room for a slow machine and for user rules that do real work, and still ends a hang soon.
     */
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(10);

    private static final AtomicLong BUILDS = new AtomicLong();

    private final KieBase kieBase;
    private final List<RuleSource> sources;
    private final List<String> ruleNames;
    private final Duration timeLimit;

    private RuleBase(KieBase kieBase, List<RuleSource> sources, Duration timeLimit) {
        this.kieBase = kieBase;
        this.sources = List.copyOf(sources);
        List<String> names = new ArrayList<>();
        for (KiePackage rulePackage : kieBase.getKiePackages()) {
            rulePackage.getRules().stream().map(Rule::getName).sorted().forEach(names::add);
        }
        this.ruleNames = List.copyOf(names);
        this.timeLimit = timeLimit;
    }

    /** The default rules alone. */
    public static RuleBase loadDefault() throws RuleCompileException {
        return load(List.of());
    }

    /**
     * The default rules and the user's: each path a {@code .drl} file, or a folder whose {@code .drl} files
     * (not its subfolders') are read in name order. A user file named {@value #DEFAULT_RULES} replaces the
     * built-in default rules, so that the repository's {@code rules/} folder can be loaded as it is.
     *
     * @throws RuleCompileException with every error of every file, each at file:line:column
     */
    public static RuleBase load(List<Path> userRules) throws RuleCompileException {
        List<RuleSource> sources = new ArrayList<>();
        List<RuleProblem> unreadable = new ArrayList<>();
        for (Path path : ruleFiles(userRules, unreadable)) {
            try {
                sources.add(new RuleSource(path.toString(), InputLimit.RULES.readString(path)));
            } catch (InputLimit.InputTooLargeException e) {
                unreadable.add(new RuleProblem(path.toString(), 0, 0, "the file is " + e.problem()));
            } catch (IOException | RuntimeException e) {
                unreadable.add(new RuleProblem(path.toString(), 0, 0, "cannot read the file (" + e + ")"));
            }
        }
        if (!unreadable.isEmpty()) {
            throw new RuleCompileException(unreadable);
        }
        if (sources.stream().noneMatch(RuleSource::isDefault)) {
            sources.add(0, RuleSource.builtIn());
        }
        return KieClassLoading.call(() -> compile(sources));
    }

    /** The files compiled, default first, as named in error messages. */
    public List<String> sources() {
        return sources.stream().map(RuleSource::name).toList();
    }

    /** How long one {@link #decide} may run before its rules are abandoned; {@link #DEFAULT_TIME_LIMIT} unless set. */
    public Duration timeLimit() {
        return timeLimit;
    }

    /** The same rules with another time limit for each decision (positive). */
    public RuleBase withTimeLimit(Duration limit) {
        if (limit.isNegative() || limit.isZero()) {
            throw new IllegalArgumentException("a time limit must be positive, not " + limit);
        }
        return new RuleBase(kieBase, sources, limit);
    }

    /** The names of every rule, default and user rules, by package and name. */
    public List<String> ruleNames() {
        return ruleNames;
    }

    /**
     * Runs the rules over the facts: the ranking of every operation and the rules that fired for it. The rules
     * are the user's code and run under bounds ({@link BoundedDecision}): the time limit, and a limit of
     * firings per fact.
     *
     * @throws RuleRunException when a rule threw, recursed without end, kept firing or did not finish in time:
     *         it names the rule and its file and line; nothing was decided
     */
    public PolicyDecision decide(PolicyFacts facts) throws RuleRunException {
        return new BoundedDecision(kieBase, new RuleLocator(sources), timeLimit).decide(facts);
    }

    @Override
    public String toString() {
        return "RuleBase" + sources() + " (" + ruleNames.size() + " rules)";
    }

    private static List<Path> ruleFiles(List<Path> userRules, List<RuleProblem> problems) {
        List<Path> files = new ArrayList<>();
        for (Path path : userRules) {
            if (Files.isDirectory(path)) {
                try (Stream<Path> children = Files.list(path)) {
                    children.filter(child -> child.getFileName().toString().endsWith(".drl"))
                            .filter(Files::isRegularFile).sorted(Comparator.comparing(Path::getFileName))
                            .forEach(files::add);
                } catch (IOException e) {
                    problems.add(new RuleProblem(path.toString(), 0, 0, "cannot list the folder (" + e + ")"));
                }
            } else if (!Files.isRegularFile(path)) {
                problems.add(new RuleProblem(path.toString(), 0, 0, "no such rule file or folder"));
            } else {
                files.add(path);
            }
        }
        return files;
    }

    private static RuleBase compile(List<RuleSource> sources) throws RuleCompileException {
        KieServices services = KieServices.Factory.get();
        KieFileSystem files = services.newKieFileSystem();
        ReleaseId releaseId = services.newReleaseId("dev.bindwise", "policy-" + BUILDS.incrementAndGet(), "1.0.0");
        files.generateAndWritePomXML(releaseId);
        Map<String, RuleSource> byResourcePath = new LinkedHashMap<>();
        for (RuleSource source : sources) {
            // in the folder of the rules' package (dev.bindwise.rules), or Drools warns through the host's logger
            String resourcePath = "dev/bindwise/rules/rules" + byResourcePath.size() + ".drl";
            byResourcePath.put(resourcePath, source);
            files.write("src/main/resources/" + resourcePath, services.getResources()
                    .newByteArrayResource(source.text().getBytes(StandardCharsets.UTF_8)));
        }
        KieBuilder builder = services.newKieBuilder(files).buildAll();
        List<Message> errors = builder.getResults().getMessages(Message.Level.ERROR);
        if (!errors.isEmpty()) {
            throw new RuleCompileException(DroolsMessages.problems(errors, byResourcePath));
        }
        KieContainer container = services.newKieContainer(releaseId);
        KieBase kieBase = container.getKieBase();
        // The rule base keeps what it needs: Drools' global repository need not keep the module too.
        services.getRepository().removeKieModule(releaseId);
        return new RuleBase(kieBase, sources, DEFAULT_TIME_LIMIT);
    }

    /** The text of one rule file and the name it has in messages. */
    record RuleSource(String name, String text) {

        static RuleSource builtIn() {
            try (InputStream in = RuleBase.class.getResourceAsStream(DEFAULT_RULES)) {
                if (in == null) {
                    throw new IllegalStateException("the core bundle lacks its default rules ("
                            + RuleBase.class.getPackageName().replace('.', '/') + "/" + DEFAULT_RULES
                            + "): build it with Maven, which copies them from rules/");
                }
                return new RuleSource(DEFAULT_RULES + " (built in)", new String(in.readAllBytes(),
                        StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new IllegalStateException("cannot read the built-in default rules", e);
            }
        }

        boolean isDefault() {
            return Path.of(name).getFileName().toString().equals(DEFAULT_RULES);
        }
    }
}
