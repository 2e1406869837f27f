package dev.bindwise.examples.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.runtime.BindingKind;

/**
 * The votes with the paper's hints against its Table 2. One decision differs, and on purpose: our
 * getFlightInfo reply is smaller over RMI-IIOP than over SOAP (22.6 KB against 32.9 KB on the wire: its
 * many short strings cost less as UTF-16 values than as XML elements with tags), and the driver measures
 * RMI-IIOP faster for it on this machine too.
 */
class PaperTable2Test {

    @Test
    void theVotesWithHintsABCDecideAsThePaperExceptGetFlightInfo() throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        List<PaperTable2.Outcome> outcomes = PaperTable2.vote(Estimator.withDefaults(), root);
        String table = outcomes.stream().map(PaperTable2.Outcome::describe).collect(Collectors.joining("\n"));
        System.out.println(table);

        for (PaperTable2.Outcome outcome : outcomes) {
            BindingKind expected = outcome.row().operation().equals("getFlightInfo") ? BindingKind.RMI_IIOP
                    : outcome.row().paperDecision();
            assertEquals(expected, outcome.decision(), outcome.row().operation() + "\n" + table);
        }
        assertEquals(9, outcomes.stream().filter(PaperTable2.Outcome::matchesPaper).count(), table);
    }
}
