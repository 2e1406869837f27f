package dev.bindwise.core.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.policy.FactCatalogue.FactType;
import dev.bindwise.core.policy.FactCatalogue.Role;

/**
 * rules/README.md cannot drift from the code: its example rules are read out of it and compiled beside the
 * default rules, there is one for each property (P1, P2, P3), and its tables name every fact and decision
 * type with every property the catalogue reads from the classes.
 */
class RulesReadmeTest {

    private static final Pattern DRL_BLOCK = Pattern.compile("```drl\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern RULE_NAME = Pattern.compile("(?m)^rule \"([^\"]+)\"");

    @TempDir
    Path folder;

    @Test
    void everyExampleCompilesBesideTheDefaultRulesAndEachPropertyHasOne() throws Exception {
        List<String> examples = examples();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < examples.size(); i++) {
            Path file = Files.writeString(folder.resolve("example-" + i + ".drl"), examples.get(i));
            RuleBase rules = RuleBase.load(List.of(file)); // throws with the README's mistake, at its line
            Matcher name = RULE_NAME.matcher(examples.get(i));
            assertTrue(name.find(), "example " + i + " has a rule");
            assertTrue(rules.ruleNames().contains(name.group(1)), name.group(1));
            names.add(name.group(1));
        }
        for (String property : List.of("P1", "P2", "P3")) {
            assertTrue(names.stream().anyMatch(name -> name.startsWith(property + " ")), property + " among " + names);
        }
    }

    @Test
    void theTablesNameEveryTypeAndEveryPropertyOfTheCatalogue() throws IOException {
        String readme = readme();
        for (FactType type : FactCatalogue.all()) {
            if (type.role() == Role.VALUE) {
                continue;
            }
            List<String> rows = readme.lines().dropWhile(line -> !line.startsWith("| `" + type.name() + "`"))
                    .takeWhile(line -> line.startsWith("| `" + type.name() + "`") || line.startsWith("| |"))
                    .toList();
            assertTrue(!rows.isEmpty(), type.name() + " has a row in rules/README.md");
            String documented = String.join("\n", rows);
            for (String property : type.properties()) {
                assertTrue(documented.contains("`" + property + "`"), type.name() + "." + property + " in\n" + documented);
            }
            for (String method : type.methods()) {
                String name = method.substring(0, method.indexOf('('));
                assertTrue(documented.contains("`" + name + "("), type.name() + "." + name + " in\n" + documented);
            }
        }
    }

    private static List<String> examples() throws IOException {
        List<String> examples = new ArrayList<>();
        Matcher block = DRL_BLOCK.matcher(readme());
        while (block.find()) {
            examples.add(block.group(1));
        }
        assertEquals(4, examples.size(), "the README's drl examples: P1, P2, P3 and the override");
        return examples;
    }

    private static String readme() throws IOException {
        return Files.readString(PolicyTestFacts.root().resolve("rules/README.md"));
    }
}
