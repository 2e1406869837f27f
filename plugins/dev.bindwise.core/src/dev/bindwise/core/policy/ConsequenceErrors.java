package dev.bindwise.core.policy;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.drools.base.rule.LineMappings;
import org.drools.compiler.builder.impl.KnowledgeBuilderImpl;
import org.drools.compiler.compiler.PackageRegistry;
import org.drools.compiler.compiler.RuleBuildError;
import org.kie.api.io.ResourceType;
import org.kie.internal.builder.KnowledgeBuilder;
import org.kie.internal.builder.KnowledgeBuilderError;
import org.kie.internal.builder.KnowledgeBuilderFactory;
import org.kie.internal.io.ResourceFactory;
import org.kie.internal.jci.CompilationProblem;

/**
 * The lines of the Java errors in rules' consequences. Drools reports such an error at the line of its
 * {@code rule} and folds every compiler message into one; its lower-level builder keeps each compiler problem
 * with its line in the generated class, which holds the consequence line for line. Only run for a file whose
 * consequences do not compile (it compiles the file once more); run inside {@link KieClassLoading}.
 */
final class ConsequenceErrors {

    /**
     * Drools writes a consequence into its class starting this many lines after the class's line mapping
     * offset (Drools 10's template), from the first character after {@code then} that is not white space.
     */
    private static final int TEMPLATE_LINES = 4;

    /** One compiler message, at its line of the rule file (0 where it cannot be placed). */
    record JavaError(int line, String message) {
    }

    private ConsequenceErrors() {
    }

    /** The Java errors of the file's consequences, by rule name. */
    static Map<String, List<JavaError>> of(String text) {
        KnowledgeBuilder builder = KnowledgeBuilderFactory.newKnowledgeBuilder();
        builder.add(ResourceFactory.newByteArrayResource(text.getBytes(StandardCharsets.UTF_8)), ResourceType.DRL);
        Map<String, List<JavaError>> byRule = new LinkedHashMap<>();
        for (KnowledgeBuilderError error : builder.getErrors()) {
            if (error instanceof RuleBuildError ruleError && ruleError.getRule() != null
                    && ruleError.getObject() instanceof CompilationProblem[] problems) {
                int firstLine = firstConsequenceLine(text, ruleError.getRule().getName());
                for (CompilationProblem problem : problems) {
                    byRule.computeIfAbsent(ruleError.getRule().getName(), name -> new ArrayList<>()).add(new JavaError(
                            line(builder, problem, firstLine), problem.getMessage()));
                }
            }
        }
        return byRule;
    }

    private static int line(KnowledgeBuilder builder, CompilationProblem problem, int firstLine) {
        String className = problem.getFileName().replaceAll("\\.java$", "").replace('/', '.');
        int lastDot = className.lastIndexOf('.');
        PackageRegistry registry = builder instanceof KnowledgeBuilderImpl impl && lastDot > 0
                ? impl.getPackageRegistry(className.substring(0, lastDot)) : null;
        LineMappings mapping = registry == null ? null : registry.getDialectRuntimeRegistry().getLineMappings(className);
        if (mapping == null || firstLine <= 0) {
            return 0;
        }
        int line = firstLine + problem.getStartLine() - mapping.getOffset() - TEMPLATE_LINES;
        return line >= firstLine ? line : 0; // before the consequence: another template than this class knows

    }

    /** The line of the first character after the rule's {@code then} that is not white space; 0 if not found. */
    private static int firstConsequenceLine(String text, String ruleName) {
        DrlTokens scan = DrlTokens.of(text);
        List<DrlTokens.Token> tokens = scan.tokens();
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).is("then") && ruleName.equals(DrlPlace.at(scan, tokens.get(i).offset()).ruleName())) {
                int at = tokens.get(i).end();
                while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                    at++;
                }
                return (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
            }
        }
        return 0;
    }
}
