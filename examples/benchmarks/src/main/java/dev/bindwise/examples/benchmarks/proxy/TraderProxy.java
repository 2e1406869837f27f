package dev.bindwise.examples.benchmarks.proxy;

import dev.bindwise.examples.trader.Holding;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.runtime.ServiceRuntime;

/** Trader's binding proxy as the generator writes one: each method calls its operation by index through the runtime. */
final class TraderProxy implements Trader {

    private final ServiceRuntime runtime;

    TraderProxy(ServiceRuntime runtime) {
        this.runtime = runtime;
    }

    @Override
    public Quote getQuote(String userId, String company) {
        return (Quote) runtime.call(0, userId, company);
    }

    @Override
    public Holding buy(String userId, String company, int shares) {
        return (Holding) runtime.call(1, userId, company, shares);
    }

    @Override
    public Holding sell(String userId, String company, int shares) {
        return (Holding) runtime.call(2, userId, company, shares);
    }
}
