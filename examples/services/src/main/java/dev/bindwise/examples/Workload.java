package dev.bindwise.examples;

/**
 * One point of the paper's parameter space (section 4.2) as the example services understand it.
 *
 * @param stringLength the length of the strings a request carries (the paper: 5 to 75)
 * @param arrayLength the number of elements of the arrays that the operation sizes by it (2, 5, 10; more for financial)
 * @param binaryBytes the size of binary data (the paper: 1.5 KB to 45 KB)
 * @param nullRatio the share of optional fields left null (the paper: 0 to 90 %)
 */
public record Workload(int stringLength, int arrayLength, int binaryBytes, double nullRatio) {

    public Workload {
        if (stringLength < 0 || arrayLength < 0 || binaryBytes < 0 || nullRatio < 0 || nullRatio > 1) {
            throw new IllegalArgumentException("a workload needs sizes >= 0 and a null ratio in [0, 1]: " + this);
        }
    }

    public Workload withStringLength(int length) {
        return new Workload(length, arrayLength, binaryBytes, nullRatio);
    }

    public Workload withArrayLength(int length) {
        return new Workload(stringLength, length, binaryBytes, nullRatio);
    }

    public Workload withBinaryBytes(int bytes) {
        return new Workload(stringLength, arrayLength, bytes, nullRatio);
    }

    public Workload withNullRatio(double ratio) {
        return new Workload(stringLength, arrayLength, binaryBytes, ratio);
    }
}
