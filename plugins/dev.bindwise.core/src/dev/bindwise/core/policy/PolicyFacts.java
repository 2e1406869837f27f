package dev.bindwise.core.policy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Everything the rules decide from, for one service and target: the target, a candidate per operation
 * and port (in the WSDL's port order, which breaks ties), and what the estimate, the vote and the
 * endpoint probes found. Estimates, votes and probes are optional: a rule that needs one that is missing
 * does not fire.
 */
public record PolicyFacts(Target target, List<Candidate> candidates, List<Estimate> estimates,
        List<VoteResult> votes, List<Endpoint> endpoints) {

    public PolicyFacts {
        Objects.requireNonNull(target, "target");
        candidates = List.copyOf(candidates);
        estimates = List.copyOf(estimates);
        votes = List.copyOf(votes);
        endpoints = List.copyOf(endpoints);
        Set<String> seen = new HashSet<>();
        for (Candidate candidate : candidates) {
            if (!seen.add(candidate.operation() + '\n' + candidate.port())) {
                throw new IllegalArgumentException("two candidates for operation " + candidate.operation()
                        + " over port " + candidate.port() + ": give each operation and port one candidate");
            }
        }
    }

    /** The operations of the candidates, each once, in the order of their first candidate. */
    public List<String> operations() {
        return candidates.stream().map(Candidate::operation).distinct().toList();
    }

    /** How many facts there are, the target included. */
    public int count() {
        return 1 + candidates.size() + estimates.size() + votes.size() + endpoints.size();
    }

    public static Builder builder(Target target) {
        return new Builder(target);
    }

    /** Collects facts one by one. */
    public static final class Builder {

        private final Target target;
        private final List<Candidate> candidates = new ArrayList<>();
        private final List<Estimate> estimates = new ArrayList<>();
        private final List<VoteResult> votes = new ArrayList<>();
        private final List<Endpoint> endpoints = new ArrayList<>();

        private Builder(Target target) {
            this.target = target;
        }

        public Builder candidate(Candidate candidate) {
            candidates.add(candidate);
            return this;
        }

        public Builder estimate(Estimate estimate) {
            estimates.add(estimate);
            return this;
        }

        public Builder vote(VoteResult vote) {
            votes.add(vote);
            return this;
        }

        public Builder endpoint(Endpoint endpoint) {
            endpoints.add(endpoint);
            return this;
        }

        public PolicyFacts build() {
            return new PolicyFacts(target, candidates, estimates, votes, endpoints);
        }
    }
}
