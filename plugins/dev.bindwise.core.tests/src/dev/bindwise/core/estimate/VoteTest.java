package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.bindwise.runtime.BindingKind;

class VoteTest {

    private static final List<BindingKind> THREE = List.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.JCA);

    // per sample: SOAP, RMI-IIOP, JCA
    private final Vote vote = new Vote(THREE, new double[][] {
        {10, 5, 7}, {10, 5, 7}, {10, 12, 7}, {10, 12, 11}, {3, 4, 5}});

    @Test
    void theCheapestBindingOfEachSampleGetsItsVote() {
        assertEquals(Map.of(BindingKind.SOAP, 2, BindingKind.RMI_IIOP, 2, BindingKind.JCA, 1), vote.counts());
        assertEquals(5, vote.samples());
    }

    @Test
    void aTieGoesToTheBindingListedFirstAndConfidenceIsTheWinnersShare() {
        assertEquals(BindingKind.SOAP, vote.winner().orElseThrow());
        assertEquals(0.4, vote.confidence(), 1e-9);
        Vote tied = new Vote(THREE, new double[][] {{1, 1, 1}});
        assertEquals(BindingKind.SOAP, tied.winner().orElseThrow());
    }

    @Test
    void aTieSaysSoAndNamesTheBindingsThatShareTheMostVotes() {
        assertTrue(vote.tied());
        assertEquals(List.of(BindingKind.SOAP, BindingKind.RMI_IIOP), vote.leaders());
        Vote withoutSoap = vote.among(List.of(BindingKind.RMI_IIOP, BindingKind.JCA));
        assertFalse(withoutSoap.tied());
        assertEquals(List.of(BindingKind.RMI_IIOP), withoutSoap.leaders());
        assertFalse(new Vote(THREE, new double[0][]).tied());
    }

    @Test
    void atOnePointTheCheapestCallWinsAndEqualCostsTie() {
        CostTable costs = CostTable.paperDefaults();
        List<PointEstimate> points = List.of(new PointEstimate("P", "op", BindingKind.SOAP, "s", 500, 500),
                new PointEstimate("P", "op", BindingKind.RMI_IIOP, "r", 700, 700));
        // 160 + 0.0157 x 1000 against 20 + 0.0157 x 1400
        assertEquals(List.of(BindingKind.RMI_IIOP), Vote.at(points, costs).leaders());
        CostTable even = CostTable.of(Map.of(BindingKind.SOAP, new BindingCost(210, 0.25), BindingKind.RMI_IIOP,
                new BindingCost(110, 0.25)));
        assertTrue(Vote.at(points, even).tied());
    }

    @Test
    void theVoteAmongTheBindingsTheRulesLeaveUsesTheSameSamples() {
        Vote withoutSoap = vote.among(List.of(BindingKind.RMI_IIOP, BindingKind.JCA));
        assertEquals(Map.of(BindingKind.RMI_IIOP, 3, BindingKind.JCA, 2), withoutSoap.counts());
        assertEquals(BindingKind.RMI_IIOP, withoutSoap.winner().orElseThrow());
        assertEquals(0.6, withoutSoap.confidence(), 1e-9);
    }

    @Test
    void theRankingIsTheWinnerThenTheWinnerAmongTheRest() {
        assertEquals(List.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.JCA), vote.ranking());
        Vote rmiFirst = new Vote(THREE, new double[][] {{3, 1, 2}, {3, 1, 2}});
        assertEquals(List.of(BindingKind.RMI_IIOP, BindingKind.JCA, BindingKind.SOAP), rmiFirst.ranking());
    }

    @Test
    void noSampleOrNoBindingGivesNoWinner() {
        assertTrue(new Vote(THREE, new double[0][]).winner().isEmpty());
        assertEquals(0, new Vote(List.of(), new double[0][]).confidence());
        assertTrue(vote.among(List.of()).winner().isEmpty());
    }
}
