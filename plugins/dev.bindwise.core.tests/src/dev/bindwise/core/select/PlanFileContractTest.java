package dev.bindwise.core.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonParser;

import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.runtime.internal.PlanJson;

/**
 * The plan file's contract between the engine, which writes it (PlanReport through the runtime's PlanJson), and a
 * proxy's runtime, which reads it (PlanJson.rankings, what TargetPlan follows): a plan select makes of each example
 * reads back as the rankings the plan holds, and its text is what Gson's pretty printer wrote of it before the
 * runtime's writer took over (so the files select wrote before read the same, and tools that read them still do).
 */
class PlanFileContractTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();

    private static RuleBase rules;

    @BeforeAll
    static void loadRules() throws Exception {
        rules = RuleBase.loadDefault();
    }

    @ParameterizedTest
    @ValueSource(strings = {"trader/Trader.wsdl", "financial/Financial.wsdl", "travel/TravelReservation.wsdl"})
    void whatSelectWritesTheRuntimeReadsAsThePlansRankings(String wsdl) throws Exception {
        SelectionPlan plan = select(wsdl);
        String text = PlanReport.json(plan);
        Object read = PlanJson.parse(text);
        assertEquals(PlanJson.FORMAT, ((Map<?, ?>) read).get("format"));
        Map<String, Map<String, List<String>>> expected = new LinkedHashMap<>();
        for (OperationSelection selection : plan.getSelections()) {
            List<String> ports = new ArrayList<>();
            if (!selection.getDeployment().isEmpty()) {
                selection.getDeployment().forEach(binding -> ports.add(binding.getPort()));
            } else {
                if (selection.getChosen() != null) {
                    ports.add(selection.getChosen().getPort());
                }
                selection.getFallbacks().stream().map(RankedBinding::getPort).forEach(ports::add);
            }
            expected.computeIfAbsent(selection.getPortType(), type -> new LinkedHashMap<>()).put(selection.getOperation(), ports);
        }
        assertFalse(expected.isEmpty(), wsdl);
        for (Map.Entry<String, Map<String, List<String>>> portType : expected.entrySet()) {
            assertEquals(portType.getValue(), PlanJson.rankings(read, portType.getKey()), wsdl + ", " + portType.getKey());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"trader/Trader.wsdl", "financial/Financial.wsdl"})
    void theTextIsWhatGsonWroteOfIt(String wsdl) throws Exception {
        String text = PlanReport.json(select(wsdl));
        String gson = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create()
                .toJson(JsonParser.parseString(text));
        assertEquals(gson, text);
    }

    private static SelectionPlan select(String wsdl) throws Exception {
        Path folder = ROOT.resolve("examples").resolve(wsdl).getParent();
        Path profile = folder.resolve("production-target.json");
        // no probes: the plan is a function of the WSDL and the profile
        DiscoveryRequest discovery = DiscoveryRequest.defaults().withProbes(false);
        SelectionRequest request = SelectionRequest.ofWsdl(ROOT.resolve("examples").resolve(wsdl), WsdlReaderOptions.defaults())
                .withRules(rules).withDiscovery(Files.exists(profile) ? discovery.withProfileFile(profile) : discovery);
        return new SelectionOperation(request).execute(null).plan();
    }
}
