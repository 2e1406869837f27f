package dev.bindwise.core.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.SelectionPlan;

/** Selection on real WSIF WSDLs whose shapes the examples lack: interface-only files, overloads, ports without addresses. */
class SelectOnWsifCorpusTest {

    private static RuleBase rules;

    @BeforeAll
    static void loadRules() throws Exception {
        rules = RuleBase.loadDefault();
    }

    private static SelectionPlan select(String relative) throws Exception {
        Path corpus = Path.of("../..").resolve("../shared/corpus/wsif");
        assumeTrue(Files.isDirectory(corpus) || System.getenv("CI") != null, "the WSIF corpus is not beside the checkout");
        return new SelectionOperation(SelectionRequest.of(new WsdlReader().read(corpus.resolve(relative)))
                .withFacts(ModelFactory.eINSTANCE.createFacts()).withRules(rules)).execute(null).plan();
    }

    @Test
    void anInterfaceOnlyWsdlGetsAPlanThatChoosesNothing() throws Exception {
        SelectionPlan plan = select("test/buy/buy-interface.wsdl");

        assertEquals(List.of("buy"), plan.getSelections().stream().map(s -> s.getOperation()).toList());
        assertNull(plan.getSelections().get(0).getChosen(), "no port offers it");
    }

    @Test
    void overloadedOperationsAreSelectedOneByOne() throws Exception {
        SelectionPlan plan = select("test/addressbook/wsifservice/AddressBook.wsdl");

        assertEquals(2, plan.getSelections().stream().filter(s -> s.getOperation().equals("addEntry")).count());
        plan.getSelections().forEach(s -> assertEquals("SOAP", s.getChosen().getKind().name(), s.getOperation()));
    }

    @Test
    void aPortWithoutAnAddressIsRankedWithoutOne() throws Exception {
        SelectionPlan plan = select("test/buy/buy.wsdl");

        assertEquals(1, plan.getSelections().size());
    }
}
