package dev.bindwise.examples.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import dev.bindwise.runtime.BindingKind;

/** The report's plots, drawn with XChart and written as PNG files. */
final class ReportCharts {

    private static final Map<BindingKind, Color> COLORS = new EnumMap<>(Map.of(BindingKind.SOAP, new Color(0xd6604d),
            BindingKind.RMI_IIOP, new Color(0x4393c3), BindingKind.JCA, new Color(0x5aae61),
            BindingKind.LOCAL_JAVA, new Color(0xbababa)));
    private static final Color PROXY_COLOR = new Color(0x2d004b);

    private ReportCharts() {
    }

    /** The name users know a measured binding by (the driver names a binding by its kind's constant). */
    static String label(String binding) {
        return BindingKind.parse(binding).label();
    }

    private static Color color(String binding) {
        return COLORS.get(BindingKind.parse(binding));
    }

    /**
     * Response time per operation and binding relative to SOAP's in the same run (SOAP = 1), the proxy's
     * beside them: ratios, as absolute times on a shared machine are noisy.
     */
    static Path responseTimes(ReportData data, Path folder) throws IOException {
        CategoryChart chart = category("Response time relative to SOAP in the same run (SOAP = 1, lower is faster)",
                "operation", "time / SOAP's time");
        List<String> names = data.operations().stream().map(ReportData.OperationRow::operation).toList();
        for (String binding : BenchmarkReport.BINDINGS) {
            List<Double> values = data.operations().stream().map(r -> relative(r, r.medianMs().get(binding))).toList();
            if (values.stream().anyMatch(v -> v != null)) {
                chart.addSeries(label(binding), names, values).setFillColor(color(binding));
            }
        }
        if (data.operations().stream().anyMatch(r -> !Double.isNaN(r.proxyMs()))) {
            chart.addSeries("Bindwise proxy", names, data.operations().stream()
                    .map(r -> relative(r, Double.isNaN(r.proxyMs()) ? null : r.proxyMs())).toList())
                    .setFillColor(PROXY_COLOR);
        }
        return save(chart, folder, "response-times");
    }

    private static Double relative(ReportData.OperationRow row, Double medianMs) {
        Double soap = row.medianMs().get(BindingKind.SOAP.name());
        return medianMs == null || soap == null ? null : medianMs / soap;
    }

    /** Estimated against wire bytes, every message of every case, per binding (log-log, the diagonal exact). */
    static Path sizes(ReportData data, Path folder) throws IOException {
        XYChart chart = new XYChartBuilder().width(900).height(520).title("Estimated against wire bytes per message")
                .xAxisTitle("bytes on the wire").yAxisTitle("bytes estimated").build();
        style(chart.getStyler());
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        double low = Double.MAX_VALUE;
        double high = 1;
        for (ReportData.SizeAccuracy accuracy : data.sizes()) {
            List<Double> wire = new ArrayList<>();
            List<Double> estimated = new ArrayList<>();
            for (ReportData.SizeCase c : accuracy.worstFirst()) {
                wire.add((double) c.wireRequest());
                estimated.add(c.estimatedRequest());
                wire.add((double) c.wireReply());
                estimated.add(c.estimatedReply());
            }
            if (wire.isEmpty()) {
                continue;
            }
            low = Math.min(low, wire.stream().mapToDouble(Double::doubleValue).min().orElse(low));
            high = Math.max(high, wire.stream().mapToDouble(Double::doubleValue).max().orElse(high));
            XYSeries series = chart.addSeries(label(accuracy.binding()), wire, estimated);
            series.setMarkerColor(COLORS.get(accuracy.binding()));
            series.setMarker(SeriesMarkers.CIRCLE);
        }
        if (high > 1) {
            XYSeries exact = chart.addSeries("estimate = wire", new double[] {low, high}, new double[] {low, high});
            exact.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
            exact.setMarker(SeriesMarkers.NONE);
            exact.setLineColor(Color.DARK_GRAY);
            exact.setLineStyle(new BasicStroke(1f));
        }
        return save(chart, folder, "sizes");
    }

    /** The majority's share per operation, ours beside the paper's, with hints A, B and C. */
    static Path votes(ReportData data, Path folder) throws IOException {
        CategoryChart chart = category("Confidence of the vote (share of the majority), hints A, B and C",
                "operation", "share");
        List<String> names = data.votes().stream().map(ReportData.VoteRow::operation).toList();
        chart.addSeries("ours", names, data.votes().stream().map(ReportData.VoteRow::oursConfidence).toList())
                .setFillColor(PROXY_COLOR);
        chart.addSeries("paper (Table 2)", names, data.votes().stream().map(ReportData.VoteRow::paperConfidence).toList())
                .setFillColor(COLORS.get(BindingKind.LOCAL_JAVA));
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(1.0);
        return save(chart, folder, "votes");
    }

    /** Trader over JCA against SOAP: response time and CPU per call, client and server. */
    static Path trader(ReportData data, Path folder) throws IOException {
        CategoryChart chart = category("Trader: JCA against SOAP (ms per call)", "", "ms");
        Map<String, Map<String, ReportData.TraderRow>> byBinding = new LinkedHashMap<>();
        data.trader().forEach(row -> byBinding.computeIfAbsent(row.binding(), b -> new LinkedHashMap<>())
                .put(row.operation(), row));
        List<String> categories = new ArrayList<>();
        for (String operation : List.of("getQuote", "buy", "sell")) {
            categories.add(operation + " response");
            categories.add(operation + " client CPU");
            categories.add(operation + " server CPU");
        }
        for (String binding : List.of(BindingKind.SOAP.name(), BindingKind.JCA.name())) {
            Map<String, ReportData.TraderRow> rows = byBinding.getOrDefault(binding, Map.of());
            List<Double> values = new ArrayList<>();
            for (String operation : List.of("getQuote", "buy", "sell")) {
                ReportData.TraderRow row = rows.get(operation);
                values.add(row == null ? null : row.medianMs());
                values.add(row == null ? null : row.clientCpuMsPerCall());
                values.add(row == null ? null : row.serverCpuMsPerCall());
            }
            chart.addSeries(label(binding), categories, values).setFillColor(color(binding));
        }
        chart.getStyler().setXAxisLabelRotation(30);
        return save(chart, folder, "trader");
    }

    private static CategoryChart category(String title, String xTitle, String yTitle) {
        CategoryChart chart = new CategoryChartBuilder().width(900).height(480).title(title).xAxisTitle(xTitle)
                .yAxisTitle(yTitle).build();
        style(chart.getStyler());
        chart.getStyler().setXAxisLabelRotation(20);
        chart.getStyler().setOverlapped(false);
        return chart;
    }

    private static void style(Styler styler) {
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setPlotBackgroundColor(Color.WHITE);
        styler.setLegendPosition(Styler.LegendPosition.OutsideS);
        styler.setLegendLayout(Styler.LegendLayout.Horizontal);
        styler.setChartTitleBoxVisible(false);
        styler.setPlotBorderVisible(false);
        styler.setAntiAlias(true);
    }

    private static Path save(Chart<?, ?> chart, Path folder, String name) throws IOException {
        Path file = folder.resolve(name + ".png");
        BitmapEncoder.saveBitmap(chart, file.toString(), BitmapEncoder.BitmapFormat.PNG);
        return file;
    }
}
