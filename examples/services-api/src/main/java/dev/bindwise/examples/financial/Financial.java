package dev.bindwise.examples.financial;

/** The paper's internal financial transaction benchmark: money-transfer positions in, confirmations out. */
public interface Financial {

    AddShortResponse handleAddShort(AddShortRequest request);
}
