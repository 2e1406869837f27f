package dev.bindwise.core.policy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.stream.Collectors;

import javax.lang.model.SourceVersion;

import dev.bindwise.core.policy.FactCatalogue.FactType;
import dev.bindwise.core.policy.FactCatalogue.Role;

/**
 * The text of a new rule file: comments that say what a rule can match and insert, the imports of every
 * type of {@link FactCatalogue}, and one rule that compiles beside the default rules and decides nothing
 * until its example line is uncommented. The New Rule File wizard writes it.
 */
public final class RuleFileTemplate {

    private static final String RESOURCE = "new-rule-file.drl";

    private RuleFileTemplate() {
    }

    /**
     * The template for a file of this name ({@code gateway.drl}): its package ({@code policy.gateway}) and its
     * rule's name are made from the name, so that two new files do not clash.
     */
    public static String text(String fileName) {
        String baseName = fileName.endsWith(".drl") ? fileName.substring(0, fileName.length() - 4) : fileName;
        return read().replace("${file}", fileName)
                .replace("${facts}", FactCatalogue.names(Role.FACT))
                .replace("${decisions}", FactCatalogue.names(Role.DECISION))
                .replace("${package}", "policy." + identifier(baseName))
                .replace("${imports}", FactCatalogue.all().stream().map(FactType::qualifiedName)
                        .map(name -> "import " + name + ";").collect(Collectors.joining("\n")))
                .replace("${rule}", baseName.replaceAll("[\"\\\\]", "") + ": what this rule decides");
    }

    /** A package name part: lower case letters, digits and underscores, and no Java keyword ("new.drl"). */
    private static String identifier(String name) {
        String part = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
        return SourceVersion.isName(part) ? part : "rules_" + part;
    }

    private static String read() {
        try (InputStream in = RuleFileTemplate.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the core bundle lacks " + RESOURCE);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + RESOURCE, e);
        }
    }
}
