package dev.bindwise.examples.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.examples.benchmarks.PaperTable2;

/**
 * The report published in docs/report and the figures the manual quotes from it hold for this tree wherever
 * a build can check them: a report of another format, or decisions the code no longer makes, fail here, so
 * the published page cannot go stale (regenerate it with {@code ./bindwise report --out docs/report}).
 */
class PublishedReportTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../.."));
    private static final Path PUBLISHED = ROOT.resolve("docs/report");

    @Test
    void thePublishedDecisionsAreTheOnesThisTreeMakes() throws Exception {
        List<PaperTable2.Outcome> outcomes = PaperTable2.vote(Estimator.withDefaults().withCosts(CostTable.paperDefaults()), ROOT);
        long matching = outcomes.stream().filter(PaperTable2.Outcome::matchesPaper).count();

        JsonObject report = JsonParser.parseString(Files.readString(PUBLISHED.resolve("report.json"))).getAsJsonObject();
        assertEquals(ReportFiles.FORMAT, report.get("format").getAsString(), "docs/report was written by another report format");
        JsonObject headlines = report.getAsJsonObject("headlines");
        assertEquals(matching, headlines.get("votesMatchingPaper").getAsLong(), "docs/report/report.json");
        assertEquals(outcomes.size(), headlines.get("votes").getAsInt(), "docs/report/report.json");

        String decisions = matching + " of " + outcomes.size();
        assertTrue(Files.readString(PUBLISHED.resolve("report.html")).contains("<b>" + decisions + "</b> decisions"),
                "docs/report/report.html");
        Matcher quoted = Pattern.compile("(\\d+) of (\\d+) decisions as in the paper's Table 2")
                .matcher(Files.readString(ROOT.resolve("docs/benchmarks.md")));
        assertTrue(quoted.find(), "docs/benchmarks.md quotes the decisions");
        do {
            assertEquals(decisions, quoted.group(1) + " of " + quoted.group(2), "docs/benchmarks.md");
        } while (quoted.find());
        assertTrue(Files.readString(ROOT.resolve("README.md")).contains(decisions + " as the paper"),
                "README.md's figures quote " + decisions + " decisions as the paper's");
    }
}
