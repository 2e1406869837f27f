package dev.bindwise.examples.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import com.google.gson.GsonBuilder;

/**
 * Writes a report: report.json (the data and its headlines, format {@value #FORMAT}), one PNG per plot,
 * and report.html, a page that needs nothing beside it (the plots are inside it).
 */
public final class ReportFiles {

    public static final String FORMAT = "bindwise.report/2";

    private ReportFiles() {
    }

    public static void write(ReportData data, Path out) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Files.createDirectories(out);
        Headlines headlines = Headlines.of(data);
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("format", FORMAT);
        json.put("headlines", headlines);
        json.put("data", data);
        Files.writeString(out.resolve("report.json"), new GsonBuilder().setPrettyPrinting()
                .serializeSpecialFloatingPointValues().create().toJson(json));
        Map<String, Path> plots = new LinkedHashMap<>();
        plots.put("response-times", ReportCharts.responseTimes(data, out));
        plots.put("sizes", ReportCharts.sizes(data, out));
        plots.put("votes", ReportCharts.votes(data, out));
        plots.put("trader", ReportCharts.trader(data, out));
        Map<String, String> images = new LinkedHashMap<>();
        for (Map.Entry<String, Path> plot : plots.entrySet()) {
            images.put(plot.getKey(), "data:image/png;base64,"
                    + Base64.getEncoder().encodeToString(Files.readAllBytes(plot.getValue())));
        }
        Files.writeString(out.resolve("report.html"), ReportPage.html(data, headlines, images));
    }

    /** A fraction as a percentage with one decimal, "-" when unknown. */
    static String percent(double fraction) {
        return Double.isNaN(fraction) ? "-" : String.format(Locale.ROOT, "%.1f %%", 100 * fraction);
    }

    static String number(double value, String format) {
        return Double.isNaN(value) ? "-" : String.format(Locale.ROOT, format, value);
    }
}
