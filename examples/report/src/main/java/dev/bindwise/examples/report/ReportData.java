package dev.bindwise.examples.report;

import java.util.List;
import java.util.Map;

import dev.bindwise.runtime.BindingKind;

/**
 * Everything one report run measured and predicted, as the page and the JSON summary show it. Times in
 * milliseconds per call, bytes per message; ratios as fractions.
 *
 * @param mode "quick" or "full"
 * @param operations per operation: times per binding, the proxy's, the oracle's
 * @param sizes the estimator against the wire, per binding
 * @param votes the votes beside the paper's Table 2
 * @param trader Trader over JCA against SOAP
 * @param proxyOverheadNs what the proxy adds to a call over local Java, in nanoseconds, NaN when not measured
 */
public record ReportData(String startedAt, double tookSeconds, String mode, String machine,
        List<OperationRow> operations, List<SizeAccuracy> sizes, List<VoteRow> votes, List<TraderRow> trader,
        double proxyOverheadNs) {

    /**
     * @param medianMs median response time (of the calls) per binding measured (SOAP, RMI_IIOP, JCA, LOCAL_JAVA)
     * @param chosen the binding the Bindwise proxy called, null when the proxy was not measured
     * @param proxyMs median response time through the proxy, NaN when not measured
     * @param oracle the binding measured fastest among those the deployment allows (remote ones)
     */
    public record OperationRow(String service, String operation, Map<String, Double> medianMs, String chosen,
            double proxyMs, String oracle, double oracleMs) {

        /** Through the proxy against the fastest binding measured (1.0: the proxy chose it and added nothing). */
        public double chosenToOracle() {
            return proxyMs / oracleMs;
        }

        /** How much less time a call takes through the proxy than over SOAP, the default (paper: 34-80 %). */
        public double improvementOverSoap() {
            Double soap = medianMs.get(BindingKind.SOAP.name());
            return soap == null ? Double.NaN : 1 - proxyMs / soap;
        }
    }

    /** The size models against the wire, for one binding, over every case the run called. */
    public record SizeAccuracy(String binding, int cases, double medianError, double maxError, List<SizeCase> worstFirst) {
    }

    /** One call's estimated and wire bytes. */
    public record SizeCase(String operation, long wireRequest, long wireReply, double estimatedRequest, double estimatedReply) {
    }

    /**
     * @param ours our decision with hints A, B and C ({@link #TIE} when the most votes are shared), and its share
     * @param paper the paper's decision and share
     */
    public record VoteRow(String service, String operation, String ours, double oursConfidence, String paper,
            double paperConfidence, boolean same) {

        /** What {@code ours} says when the vote is a tie: no binding, whichever the WSDL lists first. */
        public static final String TIE = "TIE";

        public boolean tied() {
            return TIE.equals(ours);
        }
    }

    /** One Trader operation over one binding (the paper's section 6 experiment). */
    public record TraderRow(String operation, String binding, double medianMs, double throughputPerSecond,
            double clientCpuMsPerCall, double serverCpuMsPerCall) {
    }
}
