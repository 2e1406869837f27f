package dev.bindwise.core.policy;

import static dev.bindwise.core.policy.PolicyTestFacts.candidate;
import static dev.bindwise.core.policy.PolicyTestFacts.vote;
import static dev.bindwise.runtime.BindingKind.JCA;
import static dev.bindwise.runtime.BindingKind.RMI_IIOP;
import static dev.bindwise.runtime.BindingKind.SOAP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

/** The facts themselves: what they compute and the mistakes they refuse. */
class FactsTest {

    @Test
    void theVoteKnowsItsWinnerAndConfidenceAndWhoTookPart() {
        VoteResult google = vote("doGoogleSearch", SOAP, 3, RMI_IIOP, 33, JCA, 0);
        assertEquals(Optional.of(RMI_IIOP), google.winner());
        assertEquals(33.0 / 36, google.confidence(), 1e-9);
        assertEquals(36, google.total());
        assertTrue(google.counted(JCA));
        assertEquals(0, google.votesFor(JCA));
        assertFalse(vote("x", SOAP, 1).counted(JCA));

        VoteResult tie = vote("tie", SOAP, 4, RMI_IIOP, 4);
        assertEquals(Optional.empty(), tie.winner());
        assertEquals(0.0, tie.confidence());
        assertEquals(Optional.empty(), vote("none", SOAP, 0).winner());
        assertThrows(IllegalArgumentException.class, () -> vote("bad", SOAP, -1));
    }

    @Test
    void anEstimateKnowsItsLargerMessageAndRefusesNegativeSizes() {
        assertEquals(1228, new Estimate("echo", RMI_IIOP, 1228, 1108).largerMessageBytes());
        assertEquals(616, new Estimate("echo", SOAP, 586, 616).largerMessageBytes());
        assertThrows(IllegalArgumentException.class, () -> new Estimate("echo", SOAP, -1, 10));
    }

    @Test
    void decisionsRefuseWhatTheyCannotMean() {
        IllegalArgumentException faster = assertThrows(IllegalArgumentException.class,
                () -> new Excluded(candidate("a", SOAP), Property.FASTER, "why"));
        assertTrue(faster.getMessage().contains("not available (P1) or not accessible (P2)"), faster.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Preferred.faster(candidate("a", RMI_IIOP), candidate("b", SOAP), "two operations"));
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> PolicyFacts.builder(Target.defaults()).candidate(candidate("a", SOAP))
                        .candidate(candidate("a", SOAP)).build());
        assertTrue(twice.getMessage().contains("two candidates for operation a over port Soap"), twice.getMessage());
    }

    @Test
    void theDefaultTargetIsWhatThePaperAssumes() {
        Target target = Target.defaults();
        assertFalse(target.firewallBlocksIiop());
        assertFalse(target.sameJvm());
        assertFalse(target.sameOrb());
        assertFalse(target.jcaAdapterReachesEis());
        assertTrue(target.soapHasLargeFixedCost());
        assertEquals(null, target.clientSecurityDomain());
        Target changed = target.withServer("IBM", "6.1").withSecurityDomains("a", "b").withSameOrb(true);
        assertEquals("IBM", changed.serverVendor());
        assertEquals("6.1", changed.serverVersion());
        assertEquals("b", changed.serviceSecurityDomain());
        assertTrue(changed.sameOrb());
        assertEquals("available (P1)", Property.AVAILABLE.toString());
    }
}
