package dev.bindwise.examples.trader;

/** The Trader sample of the paper (section 6): stock quotes, buying and selling, kept by a CICS-style transaction server. */
public interface Trader {

    Quote getQuote(String userId, String company);

    Holding buy(String userId, String company, int shares);

    Holding sell(String userId, String company, int shares);
}
