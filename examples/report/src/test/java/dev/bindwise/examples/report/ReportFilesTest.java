package dev.bindwise.examples.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** The report's files from one run's data: the headlines computed from it, the plots, the page. */
class ReportFilesTest {

    private static ReportData data() {
        return new ReportData("2026-11-23T12:00:00Z", 170, "quick", "2 cores",
                List.of(new ReportData.OperationRow("Google", "doGoogleSearch",
                                Map.of("SOAP", 10.0, "RMI_IIOP", 2.0, "LOCAL_JAVA", 0.05), "RMI_IIOP", 2.04, "RMI_IIOP", 2.0),
                        new ReportData.OperationRow("Financial", "handleAddShort10",
                                Map.of("SOAP", 6.0, "RMI_IIOP", 9.0, "JCA", 1.0), "RMI_IIOP", 9.1, "JCA", 1.0)),
                List.of(new ReportData.SizeAccuracy("SOAP", 2, 0.01, 0.03,
                        List.of(new ReportData.SizeCase("Google.doGoogleSearch", 761, 8195, 760, 8100)))),
                List.of(new ReportData.VoteRow("google", "doGoogleSearch", "RMI_IIOP", 0.9, "RMI_IIOP", 0.889, true),
                        new ReportData.VoteRow("travel", "getFlightInfo", "RMI_IIOP", 0.7, "SOAP", 1.0, false)),
                List.of(new ReportData.TraderRow("getQuote", "SOAP", 1.0, 1000, 0.5, 0.4),
                        new ReportData.TraderRow("getQuote", "JCA", 0.25, 4000, 0.1, 0.05)),
                180);
    }

    @Test
    void theHeadlinesAreComputedFromTheRunsData() {
        Headlines headlines = Headlines.of(data());

        assertEquals((1.02 + 9.1) / 2, headlines.chosenToOracleMedian(), 1e-9, "median of 2.04/2 and 9.1/1");
        assertEquals(9.1, headlines.chosenToOracleWorst(), 1e-9);
        assertEquals(1, headlines.chosenIsOracle());
        assertEquals(1 - 9.1 / 6, headlines.improvementOverSoapMin(), 1e-9, "slower than SOAP: a negative saving");
        assertEquals(1 - 2.04 / 10, headlines.improvementOverSoapMax(), 1e-9);
        assertEquals(1, headlines.votesMatchingPaper());
        assertEquals(0.75, headlines.traderResponseTimeLower(), 1e-9);
        assertEquals(3.0, headlines.traderThroughputHigher(), 1e-9);
    }

    @Test
    void thePageHoldsItsPlotsAndTheJsonItsHeadlines(@TempDir Path out) throws Exception {
        ReportFiles.write(data(), out);

        for (String plot : List.of("response-times", "sizes", "votes", "trader")) {
            BufferedImage image = ImageIO.read(out.resolve(plot + ".png").toFile());
            assertTrue(image.getWidth() >= 800 && image.getHeight() >= 400, plot);
        }
        String html = Files.readString(out.resolve("report.html"));
        assertEquals(4, html.split("<img src=\"data:image/png;base64,", -1).length - 1, "every plot inside the page");
        assertTrue(html.contains("<b>1 of 2</b> decisions as in the paper's Table 2"), html);
        assertTrue(html.contains("<td class=\"miss\">RMI-IIOP</td>"), "a proxy choice that was not the fastest stands out");
        JsonObject json = JsonParser.parseString(Files.readString(out.resolve("report.json"))).getAsJsonObject();
        assertEquals(ReportFiles.FORMAT, json.get("format").getAsString());
        assertEquals(1, json.getAsJsonObject("headlines").get("votesMatchingPaper").getAsInt());
        assertEquals(2, json.getAsJsonObject("data").getAsJsonArray("operations").size());
    }
}
