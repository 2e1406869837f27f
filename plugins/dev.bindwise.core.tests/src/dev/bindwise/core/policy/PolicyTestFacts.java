package dev.bindwise.core.policy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import dev.bindwise.runtime.BindingKind;

/** Short ways to write the facts and the outcomes of the policy tests. */
final class PolicyTestFacts {

    /** The head of a user's rule file in the tests: package and imports, 5 lines. */
    static final String USER_FILE_HEADER = """
            package com.example.policy;

            import dev.bindwise.core.policy.*;
            import dev.bindwise.runtime.BindingKind;

            """;

    private PolicyTestFacts() {
    }

    /** A user's rule file with one rule that leaves nothing but SOAP. */
    static String soapOnly(String rule, int salience) {
        return USER_FILE_HEADER + """
                rule "%s"
                    salience %d
                when
                    $candidate : Candidate( kind != BindingKind.SOAP )
                then
                    insert( Excluded.notAvailable( $candidate, "this site uses SOAP only" ) );
                end
                """.formatted(rule, salience);
    }

    /** The repository's root. */
    static Path root() {
        String root = System.getProperty("bindwise.root");
        return root != null ? Path.of(root) : Path.of("../..").toAbsolutePath().normalize();
    }

    /** The port name the tests give each binding kind: "Soap", "Iiop", "Jca", "Local", "Jms", "Http". */
    static String portOf(BindingKind kind) {
        return switch (kind) {
            case SOAP -> "Soap";
            case RMI_IIOP -> "Iiop";
            case JCA -> "Jca";
            case LOCAL_JAVA -> "Local";
            case JMS -> "Jms";
            case HTTP -> "Http";
            default -> kind.name();
        };
    }

    /** An offered candidate of the operation over the kind's port. */
    static Candidate candidate(String operation, BindingKind kind) {
        return Candidate.offered(operation, kind, portOf(kind));
    }

    /** Offered candidates of the operation, one per kind, in the order given. */
    static List<Candidate> candidates(String operation, BindingKind... kinds) {
        List<Candidate> candidates = new ArrayList<>();
        for (BindingKind kind : kinds) {
            candidates.add(candidate(operation, kind));
        }
        return candidates;
    }

    /** A vote from kind-count pairs: vote(op, SOAP, 3, RMI_IIOP, 9). */
    static VoteResult vote(String operation, Object... kindsAndCounts) {
        Map<BindingKind, Integer> votes = new EnumMap<>(BindingKind.class);
        for (int i = 0; i < kindsAndCounts.length; i += 2) {
            votes.put((BindingKind) kindsAndCounts[i], (Integer) kindsAndCounts[i + 1]);
        }
        return new VoteResult(operation, votes);
    }

    /** An estimate whose request and reply are both this large. */
    static Estimate estimate(String operation, BindingKind kind, long bytes) {
        return new Estimate(operation, kind, bytes, bytes);
    }

    /**
     * Each firing as "rule: subject" where the subject is the port excluded or kept ("Iiop"), or the two
     * ports of a preference ("Jca>Soap"); with " (set aside)" when the ranking did not follow it.
     */
    static List<String> firings(OperationDecision decision) {
        return decision.firings().stream().map(PolicyTestFacts::firing).sorted().toList();
    }

    static String firing(Firing firing) {
        String subject = switch (firing.decision()) {
            case Excluded excluded -> excluded.candidate().port();
            case Preferred preferred -> preferred.better().port() + ">" + preferred.worse().port();
            case Fallback fallback -> fallback.candidate().port();
        };
        return firing.rule() + ": " + subject + (firing.applied() ? "" : " (set aside)");
    }

    /** The ranking as port names, best first. */
    static String ranking(OperationDecision decision) {
        return decision.ranking().stream().map(Candidate::port).collect(Collectors.joining(", "));
    }
}
