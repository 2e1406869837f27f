package dev.bindwise.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;

import dev.bindwise.core.policy.Candidate;
import dev.bindwise.core.policy.OperationDecision;
import dev.bindwise.core.policy.PolicyFacts;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.policy.Target;
import dev.bindwise.runtime.BindingKind;

/**
 * The rule base from another bundle, on the workbench's UI thread, with the context class loader Eclipse
 * gives that thread: what the IDE does when it previews a selection. (Drools sits inside the core bundle.)
 */
class PolicyInWorkbenchTest {

    @Test
    void theDefaultRulesLoadAndDecideInsideTheWorkbench() throws Exception {
        assertSame(Display.getDefault().getThread(), Thread.currentThread(), "runs on the UI thread");
        ClassLoader workbenchLoader = Thread.currentThread().getContextClassLoader();

        RuleBase rules = RuleBase.loadDefault();
        PolicyFacts facts = PolicyFacts.builder(Target.defaults().withJcaAdapterReachesEis(true))
                .candidate(Candidate.offered("getQuote", BindingKind.SOAP, "TraderSoap"))
                .candidate(Candidate.offered("getQuote", BindingKind.JCA, "TraderCics")).build();
        OperationDecision decision = rules.decide(facts).operation("getQuote");

        assertEquals("TraderCics", decision.chosen().orElseThrow().port(), decision.explain());
        assertEquals("P3 JCA beats SOAP", decision.firings().get(0).rule());
        assertSame(workbenchLoader, Thread.currentThread().getContextClassLoader(), "the caller's loader is back");
    }
}
