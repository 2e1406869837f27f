package dev.bindwise.core.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonParser;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.persistence.ModelResources;

/** Saving a plan: the XMI and its JSON twin, and never a file replaced unless forced. */
class WritePlanOperationTest {

    @Test
    void thePlanIsWrittenAsXmiWithItsJsonTwinInAFolderMadeForIt(@TempDir Path folder) throws Exception {
        PlanFiles files = PlanFiles.beside(folder.resolve("plans/trader.xmi"));

        new WritePlanOperation(plan("Trader.wsdl"), files, false).execute(null);

        assertEquals(folder.resolve("plans/trader.json"), files.json());
        assertEquals("Trader.wsdl", ModelResources.load(files.xmi(), SelectionPlan.class).getWsdlLocation());
        assertEquals("bindwise.plan/1",
                JsonParser.parseString(Files.readString(files.json())).getAsJsonObject().get("format").getAsString());
    }

    @Test
    void anExistingFileIsReplacedOnlyWhenForced(@TempDir Path folder) throws Exception {
        PlanFiles files = PlanFiles.beside(folder.resolve("plan.xmi"));
        Files.writeString(files.json(), "mine");

        assertEquals(List.of(files.json()), files.existing());
        BadInputException refused = assertThrows(BadInputException.class,
                () -> new WritePlanOperation(plan("A.wsdl"), files, false).execute(null));
        assertTrue(refused.getMessage().startsWith(files.json() + " exists already"), refused.getMessage());
        assertEquals("mine", Files.readString(files.json()));
        assertTrue(!Files.exists(files.xmi()), "nothing is written");

        new WritePlanOperation(plan("A.wsdl"), files, true).execute(null);
        assertTrue(Files.readString(files.json()).contains("A.wsdl"));
    }

    @Test
    void anXmiFileNamedAsItsTwinIsRefused(@TempDir Path folder) {
        PlanFiles files = PlanFiles.beside(folder.resolve("plan.json"));

        assertTrue(files.clash());
        assertThrows(BadInputException.class, () -> new WritePlanOperation(plan("A.wsdl"), files, true).execute(null));
    }

    private static SelectionPlan plan(String wsdl) {
        SelectionPlan plan = ModelFactory.eINSTANCE.createSelectionPlan();
        plan.setWsdlLocation(wsdl);
        plan.setCreatedAt("2026-01-01T00:00:00Z");
        plan.setFacts(ModelFactory.eINSTANCE.createFacts());
        plan.setHints(ModelFactory.eINSTANCE.createHints());
        return plan;
    }
}
