package dev.bindwise.core.select;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import dev.bindwise.core.policy.Candidate;
import dev.bindwise.core.policy.Fallback;
import dev.bindwise.core.policy.Firing;
import dev.bindwise.core.policy.OperationDecision;
import dev.bindwise.core.policy.Preferred;
import dev.bindwise.model.DecisionBasis;

/**
 * What put an operation's chosen binding first, read from the rules' decision: the preference that ranks it
 * before the next binding (a static rule's, or the size vote's), a tie the WSDL's port order settled, the only
 * binding left, or the last resort kept after every binding was found not accessible.
 *
 * @param basis     the kind of reason
 * @param decidedBy the rule that decided (RULE, VOTE, LAST_RESORT) or the tie-break (TIE); null otherwise
 */
record ChoiceBasis(DecisionBasis basis, String decidedBy) {

    /** The default rule that orders by the size vote: its preferences are the vote's, not a rule's of their own. */
    static final String SIZE_VOTE_RULE = "P3 the size vote orders what the static rules leave open";

    /** What orders candidates that no preference orders (see rules/bindwise-default.drl and the policy's Ranking). */
    static final String PORT_ORDER = "the WSDL's port order";

    static ChoiceBasis of(OperationDecision decision) {
        List<Candidate> ranking = decision.ranking();
        if (ranking.isEmpty()) {
            return new ChoiceBasis(DecisionBasis.NONE, null);
        }
        Candidate chosen = ranking.get(0);
        Map<Candidate, String> lastResorts = decision.firings().stream()
                .filter(firing -> firing.applied() && firing.decision() instanceof Fallback)
                .collect(Collectors.toMap(firing -> ((Fallback) firing.decision()).candidate(), Firing::rule,
                        (first, second) -> first));
        if (lastResorts.containsKey(chosen)) {
            return new ChoiceBasis(DecisionBasis.LAST_RESORT, lastResorts.get(chosen));
        }
        Set<Candidate> kept = ranking.stream().filter(c -> !lastResorts.containsKey(c)).collect(Collectors.toSet());
        if (kept.size() == 1) {
            return new ChoiceBasis(DecisionBasis.ONLY, null);
        }
        // the ranking puts a candidate first that nothing beats; what separates it from the runner-up is a
        // preference between the two, or nothing (then the port order does)
        Candidate runnerUp = ranking.get(1);
        Optional<String> rule = decision.firings().stream()
                .filter(firing -> firing.applied() && firing.decision() instanceof Preferred preferred
                        && preferred.better().equals(chosen) && preferred.worse().equals(runnerUp))
                .map(Firing::rule).findFirst();
        if (rule.isEmpty()) {
            return new ChoiceBasis(DecisionBasis.TIE, PORT_ORDER);
        }
        return new ChoiceBasis(rule.get().equals(SIZE_VOTE_RULE) ? DecisionBasis.VOTE : DecisionBasis.RULE, rule.get());
    }
}
