package dev.bindwise.examples.accuracy;

import java.util.Locale;

import dev.bindwise.core.estimate.ValueSetting;

/**
 * One operation of one random service over one binding at one point: the mean bytes on the wire over the
 * calls made there, and the estimate at that point.
 */
public record Result(long seed, String operation, String binding, ValueSetting setting, double wireRequest,
        double wireReply, double estimatedRequest, double estimatedReply) {

    static final String HEADER = "seed\toperation\tbinding\tstrlen\tarray\tbinary\tnulls\twireRequest\twireReply\testimatedRequest\testimatedReply";

    public double requestError() {
        return (estimatedRequest - wireRequest) / wireRequest;
    }

    public double replyError() {
        return (estimatedReply - wireReply) / wireReply;
    }

    String line() {
        return String.format(Locale.ROOT, "%d\t%s\t%s\t%.0f\t%.0f\t%.0f\t%.2f\t%.1f\t%.1f\t%.1f\t%.1f", seed, operation, binding,
                setting.stringLength(), setting.arrayLength(), setting.binaryBytes(), setting.nullRatio(), wireRequest,
                wireReply, estimatedRequest, estimatedReply);
    }

    static Result parse(String line) {
        String[] f = line.split("\t");
        return new Result(Long.parseLong(f[0]), f[1], f[2], new ValueSetting(Double.parseDouble(f[3]), Double.parseDouble(f[4]),
                Double.parseDouble(f[5]), Double.parseDouble(f[6])), Double.parseDouble(f[7]), Double.parseDouble(f[8]),
                Double.parseDouble(f[9]), Double.parseDouble(f[10]));
    }

    public String describe() {
        return String.format(Locale.ROOT, "%-8s Random%-5d %-20s s%-3.0f a%-2.0f b%-6.0f n%.1f  request %8.0f est %9.0f (%+6.2f%%)  reply %8.0f est %9.0f (%+6.2f%%)",
                binding, seed, operation, setting.stringLength(), setting.arrayLength(), setting.binaryBytes(), setting.nullRatio(),
                wireRequest, estimatedRequest, 100 * requestError(), wireReply, estimatedReply, 100 * replyError());
    }
}
