package dev.bindwise.examples.report;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import dev.bindwise.runtime.BindingKind;

/**
 * The numbers a reader looks for first, computed once from the data for the page and the JSON summary:
 * how close the proxy came to the fastest binding, what it saved over SOAP, how good the estimates were,
 * how many decisions agree with the paper, and Trader over JCA against SOAP.
 *
 * @param chosenToOracleMedian the median over operations of proxy time / fastest binding's time (NaN: no proxy)
 * @param chosenToOracleWorst the largest such ratio
 * @param chosenIsOracle operations where the proxy called the binding measured fastest
 * @param operations operations measured through the proxy (a target's, such as WildFly, has no proxy row)
 * @param improvementOverSoapMin the smallest saving of the proxy over SOAP, as a fraction
 * @param improvementOverSoapMax the largest
 * @param sizeErrors per binding: {median, max} relative error of the size estimates
 * @param votesMatchingPaper decisions equal to the paper's Table 2
 * @param traderResponseTimeLower how much lower JCA's median response time is than SOAP's, over Trader's operations
 * @param traderThroughputHigher how much higher JCA's throughput is (1.0 = +100 %)
 */
public record Headlines(double chosenToOracleMedian, double chosenToOracleWorst, int chosenIsOracle, int operations,
        double improvementOverSoapMin, double improvementOverSoapMax, Map<String, double[]> sizeErrors,
        int votesMatchingPaper, int votes, double traderResponseTimeLower, double traderThroughputHigher) {

    static Headlines of(ReportData data) {
        double[] ratios = data.operations().stream().mapToDouble(ReportData.OperationRow::chosenToOracle)
                .filter(r -> !Double.isNaN(r)).sorted().toArray();
        double[] savings = data.operations().stream().mapToDouble(ReportData.OperationRow::improvementOverSoap)
                .filter(r -> !Double.isNaN(r)).sorted().toArray();
        int chosenIsOracle = (int) data.operations().stream().filter(r -> r.oracle().equals(r.chosen())).count();
        Map<String, double[]> sizeErrors = data.sizes().stream().collect(Collectors.toMap(
                ReportData.SizeAccuracy::binding, s -> new double[] {s.medianError(), s.maxError()}, (a, b) -> a,
                java.util.LinkedHashMap::new));
        int matching = (int) data.votes().stream().filter(ReportData.VoteRow::same).count();
        return new Headlines(median(ratios), ratios.length == 0 ? Double.NaN : ratios[ratios.length - 1], chosenIsOracle,
                (int) data.operations().stream().filter(r -> r.chosen() != null).count(), savings.length == 0 ? Double.NaN : savings[0],
                savings.length == 0 ? Double.NaN : savings[savings.length - 1], sizeErrors, matching, data.votes().size(),
                1 - traderTotal(data.trader(), BindingKind.JCA, false) / traderTotal(data.trader(), BindingKind.SOAP, false),
                traderTotal(data.trader(), BindingKind.JCA, true) / traderTotal(data.trader(), BindingKind.SOAP, true) - 1);
    }

    /** Sum over Trader's operations of the median time (or the throughput). */
    private static double traderTotal(List<ReportData.TraderRow> rows, BindingKind binding, boolean throughput) {
        return rows.stream().filter(r -> r.binding().equals(binding.name()))
                .mapToDouble(r -> throughput ? r.throughputPerSecond() : r.medianMs()).sum();
    }

    private static double median(double[] sorted) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
