package dev.bindwise.core.policy;

import java.util.HashMap;
import java.util.Map;

import org.kie.api.definition.rule.Rule;
import org.kie.api.event.rule.AfterMatchFiredEvent;
import org.kie.api.event.rule.BeforeMatchFiredEvent;
import org.kie.api.event.rule.DefaultAgendaEventListener;

/**
 * Which rule is firing now and how often each rule fired, so that a decision that fails or does not end
 * can name the rule to blame. The session's thread writes; the thread that gave up waiting reads the rule
 * firing now, hence the volatile field.
 */
final class FiringWatch extends DefaultAgendaEventListener {

    private final Map<Rule, Integer> firings = new HashMap<>();
    private volatile Rule firing;

    @Override
    public void beforeMatchFired(BeforeMatchFiredEvent event) {
        firing = event.getMatch().getRule();
        firings.merge(firing, 1, Integer::sum);
    }

    @Override
    public void afterMatchFired(AfterMatchFiredEvent event) {
        // a consequence that throws never gets here, so the rule stays named as the one that failed
        firing = null;
    }

    /** The rule whose consequence runs now (or failed), or null between firings. */
    Rule firing() {
        return firing;
    }

    /** The rule that fired most, or null when none fired; read only after the session ended. */
    Rule mostFired() {
        return firings.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
    }

    int firingsOf(Rule rule) {
        return firings.getOrDefault(rule, 0);
    }
}
