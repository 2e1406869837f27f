package dev.bindwise.core.policy;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.kie.api.event.rule.ObjectDeletedEvent;
import org.kie.api.event.rule.ObjectInsertedEvent;
import org.kie.api.event.rule.ObjectUpdatedEvent;
import org.kie.api.event.rule.RuleRuntimeEventListener;
import org.kie.api.runtime.rule.AgendaFilter;
import org.kie.api.runtime.rule.Match;

/**
 * Watches one session: records which rule inserted each decision and veto, in order, and keeps a rule
 * from firing about an operation once a veto covers it.
 */
final class DecisionRecorder implements RuleRuntimeEventListener, AgendaFilter {

    /** A fact a rule inserted; {@code withdrawnBy} names the rule that deleted it again, if one did. */
    static final class Inserted {
        final String rule;
        final Object fact;
        String withdrawnBy;

        Inserted(String rule, Object fact) {
            this.rule = rule;
            this.fact = fact;
        }
    }

    private final List<Inserted> inserted = new ArrayList<>();
    private final Map<Object, Inserted> byFact = new IdentityHashMap<>();
    private final List<Veto> vetoes = new ArrayList<>();

    /** Decisions and vetoes that rules inserted, in insertion order. */
    List<Inserted> inserted() {
        return inserted;
    }

    @Override
    public void objectInserted(ObjectInsertedEvent event) {
        Object fact = event.getObject();
        if (event.getRule() != null && (fact instanceof Decision || fact instanceof Veto)) {
            Inserted record = new Inserted(event.getRule().getName(), fact);
            inserted.add(record);
            byFact.put(fact, record);
            if (fact instanceof Veto veto) {
                vetoes.add(veto);
            }
        }
    }

    @Override
    public void objectDeleted(ObjectDeletedEvent event) {
        Inserted record = byFact.get(event.getOldObject());
        if (record != null) {
            record.withdrawnBy = event.getRule() == null ? "?" : event.getRule().getName();
            if (record.fact instanceof Veto veto) {
                vetoes.remove(veto);
            }
        }
    }

    @Override
    public void objectUpdated(ObjectUpdatedEvent event) {
        // Decisions are immutable records: nothing to follow.
    }

    /** Lets a match fire unless a veto covers its rule for the operation it is about. */
    @Override
    public boolean accept(Match match) {
        if (vetoes.isEmpty()) {
            return true;
        }
        String rule = match.getRule().getName();
        String operation = operationOf(match.getObjects());
        return vetoes.stream().noneMatch(veto -> veto.covers(rule, operation));
    }

    private static String operationOf(List<Object> facts) {
        for (Object fact : facts) {
            if (fact instanceof Candidate candidate) {
                return candidate.operation();
            }
        }
        for (Object fact : facts) {
            if (fact instanceof Estimate estimate) {
                return estimate.operation();
            } else if (fact instanceof VoteResult vote) {
                return vote.operation();
            } else if (fact instanceof Decision decision) {
                return decision.operation();
            }
        }
        return null;
    }
}
