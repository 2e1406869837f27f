package dev.bindwise.examples.report;

import static dev.bindwise.examples.report.ReportFiles.number;
import static dev.bindwise.examples.report.ReportFiles.percent;

import java.util.Map;

/** The report as one HTML page, its plots inside it as data URIs. */
final class ReportPage {

    private ReportPage() {
    }

    static String html(ReportData data, Headlines headlines, Map<String, String> images) {
        StringBuilder page = new StringBuilder(32_000);
        page.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
                .append("<title>Bindwise benchmark report</title>\n<style>\n")
                .append("body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;max-width:1000px;margin:2em auto;")
                .append("padding:0 1em;color:#222;line-height:1.45}\n")
                .append("h1{margin-bottom:.2em}h2{margin-top:2em;border-bottom:1px solid #ddd}\n")
                .append("table{border-collapse:collapse;margin:1em 0;font-size:.9em}\n")
                .append("th,td{padding:.25em .6em;border-bottom:1px solid #eee;text-align:right}\n")
                .append("th:first-child,td:first-child{text-align:left}th{background:#f6f6f6}\n")
                .append(".meta{color:#666}.headlines li{margin:.3em 0}.miss{color:#b2182b;font-weight:600}\n")
                .append("img{max-width:100%;border:1px solid #eee}\n</style></head><body>\n");
        page.append("<h1>Bindwise benchmark report</h1>\n<p class=\"meta\">").append(escape(data.mode()))
                .append(" run of ").append(escape(data.startedAt())).append(", ")
                .append(number(data.tookSeconds(), "%.0f")).append(" s, on ").append(escape(data.machine()))
                .append(". Every binding of every operation ran on this machine, on loopback, in one run: ")
                .append("compare the ratios, not the absolute times.</p>\n");
        headlines(page, data, headlines);
        responseTimes(page, data, images.get("response-times"));
        sizes(page, data, images.get("sizes"));
        votes(page, data, images.get("votes"));
        trader(page, data, images.get("trader"));
        page.append("<h2>5. What the proxy adds per call</h2>\n<p>")
                .append(Double.isNaN(data.proxyOverheadNs()) ? "Not measured in this run."
                        : number(data.proxyOverheadNs(), "%.0f") + " ns per call over local Java (JMH: a call through "
                                + "the generated proxy against a direct call of the implementation).")
                .append("</p>\n</body></html>\n");
        return page.toString();
    }

    private static void headlines(StringBuilder page, ReportData data, Headlines h) {
        page.append("<h2>Headlines</h2>\n<ul class=\"headlines\">\n");
        if (!Double.isNaN(h.chosenToOracleMedian())) {
            page.append("<li>Through the Bindwise proxy a call took <b>").append(number(h.chosenToOracleMedian(), "%.2f"))
                    .append("&times;</b> the time of the fastest binding measured (median over ").append(h.operations())
                    .append(" operations; worst ").append(number(h.chosenToOracleWorst(), "%.2f")).append("&times;); it called the ")
                    .append("fastest binding for ").append(h.chosenIsOracle()).append(" of ").append(h.operations()).append(".</li>\n");
            page.append("<li>Against SOAP, the default binding, the proxy's calls took <b>")
                    .append(percent(h.improvementOverSoapMin())).append(" to ").append(percent(h.improvementOverSoapMax()))
                    .append("</b> less time (the paper: 34 to 80 %).</li>\n");
        }
        h.sizeErrors().forEach((binding, errors) -> page.append("<li>").append(ReportCharts.label(binding))
                .append(" message sizes estimated within <b>").append(percent(errors[0])).append("</b> (median), ")
                .append(percent(errors[1])).append(" at worst.</li>\n"));
        page.append("<li><b>").append(h.votesMatchingPaper()).append(" of ").append(h.votes())
                .append("</b> decisions as in the paper's Table 2.</li>\n");
        if (!data.trader().isEmpty()) {
            page.append("<li>Trader over JCA: <b>").append(percent(h.traderResponseTimeLower()))
                    .append("</b> lower response time and <b>").append(percent(h.traderThroughputHigher()))
                    .append("</b> higher throughput than over SOAP (the paper: 73.7 % and 275 %).</li>\n");
        }
        page.append("</ul>\n");
    }

    private static void responseTimes(StringBuilder page, ReportData data, String image) {
        page.append("<h2>1. Response time per binding and through the proxy</h2>\n")
                .append("<p>Median milliseconds per call at each operation's default workload. The oracle is the binding ")
                .append("measured fastest among those a client in another JVM can use (SOAP, RMI-IIOP, JCA); local Java ")
                .append("is shown for scale. The proxy ran with a plan selected for such a client.</p>\n");
        image(page, image, "Median response time per operation and binding");
        page.append("<table><tr><th>operation</th>");
        BenchmarkReport.BINDINGS.forEach(b -> page.append("<th>").append(ReportCharts.label(b)).append("</th>"));
        page.append("<th>proxy</th><th>proxy chose</th><th>oracle</th><th>proxy / oracle</th><th>less than SOAP</th></tr>\n");
        for (ReportData.OperationRow row : data.operations()) {
            page.append("<tr><td>").append(escape(row.service() + "." + row.operation())).append("</td>");
            BenchmarkReport.BINDINGS.forEach(b -> {
                Double median = row.medianMs().get(b);
                page.append("<td>").append(median == null ? "-" : number(median, "%.3f")).append("</td>");
            });
            boolean missed = row.chosen() != null && !row.chosen().equals(row.oracle());
            page.append("<td>").append(number(row.proxyMs(), "%.3f")).append("</td><td").append(missed ? " class=\"miss\"" : "")
                    .append(">").append(row.chosen() == null ? "-" : ReportCharts.label(row.chosen())).append("</td><td>")
                    .append(ReportCharts.label(row.oracle())).append("</td><td>").append(number(row.chosenToOracle(), "%.2f"))
                    .append("</td><td>").append(percent(row.improvementOverSoap())).append("</td></tr>\n");
        }
        page.append("</table>\n");
    }

    private static void sizes(StringBuilder page, ReportData data, String image) {
        page.append("<h2>2. Estimated against wire bytes</h2>\n<p>Each call's request and reply as the size models ")
                .append("estimate them from the WSDL and the call's values, against the bytes a relay counted on the wire.</p>\n");
        image(page, image, "Estimated against wire bytes");
        page.append("<table><tr><th>binding</th><th>cases</th><th>median error</th><th>largest error</th></tr>\n");
        for (ReportData.SizeAccuracy accuracy : data.sizes()) {
            page.append("<tr><td>").append(ReportCharts.label(accuracy.binding())).append("</td><td>").append(accuracy.cases())
                    .append("</td><td>").append(percent(accuracy.medianError())).append("</td><td>")
                    .append(percent(accuracy.maxError())).append("</td></tr>\n");
        }
        page.append("</table>\n");
    }

    private static void votes(StringBuilder page, ReportData data, String image) {
        page.append("<h2>3. Votes beside the paper's Table 2</h2>\n<p>SOAP against RMI-IIOP over the parameter space ")
                .append("with hints A (largest message), B (string length) and C (null ratio); the confidence is the ")
                .append("majority's share of the samples.</p>\n");
        image(page, image, "Confidence of the vote, ours and the paper's");
        page.append("<table><tr><th>operation</th><th>ours</th><th>confidence</th><th>paper</th><th>paper's confidence</th><th></th></tr>\n");
        for (ReportData.VoteRow vote : data.votes()) {
            page.append("<tr><td>").append(escape(vote.service() + "." + vote.operation())).append("</td><td>")
                    .append(vote.tied() ? "tie" : ReportCharts.label(vote.ours())).append("</td><td>")
                    .append(percent(vote.oursConfidence()))
                    .append("</td><td>").append(ReportCharts.label(vote.paper())).append("</td><td>")
                    .append(percent(vote.paperConfidence())).append("</td><td").append(vote.same() ? ">same" : " class=\"miss\">differs")
                    .append("</td></tr>\n");
        }
        page.append("</table>\n");
    }

    private static void trader(StringBuilder page, ReportData data, String image) {
        page.append("<h2>4. Trader over JCA against SOAP</h2>\n<p>The paper's section 6: the stock-trading sample over ")
                .append("its JCA (CICS COMMAREA) binding and over SOAP.</p>\n");
        image(page, image, "Trader over JCA and SOAP");
        page.append("<table><tr><th>operation</th><th>binding</th><th>ms per call</th><th>calls per second</th>")
                .append("<th>client CPU ms per call</th><th>server CPU ms per call</th></tr>\n");
        for (ReportData.TraderRow row : data.trader()) {
            page.append("<tr><td>").append(escape(row.operation())).append("</td><td>").append(ReportCharts.label(row.binding()))
                    .append("</td><td>").append(number(row.medianMs(), "%.3f")).append("</td><td>")
                    .append(number(row.throughputPerSecond(), "%.0f")).append("</td><td>")
                    .append(number(row.clientCpuMsPerCall(), "%.3f")).append("</td><td>")
                    .append(number(row.serverCpuMsPerCall(), "%.3f")).append("</td></tr>\n");
        }
        page.append("</table>\n");
    }

    private static void image(StringBuilder page, String dataUri, String alt) {
        if (dataUri != null) {
            page.append("<p><img src=\"").append(dataUri).append("\" alt=\"").append(escape(alt)).append("\"></p>\n");
        }
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
