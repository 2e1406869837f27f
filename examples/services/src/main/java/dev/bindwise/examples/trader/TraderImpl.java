package dev.bindwise.examples.trader;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import dev.bindwise.examples.Dates;

/**
 * The trading logic: prices derived from the company name, holdings kept per user and company. Field
 * widths follow the COMMAREA layout of Trader.wsdl (company 20 characters, user 8).
 */
public class TraderImpl implements Trader {

    public static final int COMPANY_LENGTH = 20;
    public static final int USER_LENGTH = 8;

    private final Map<String, Integer> holdings = new ConcurrentHashMap<>();

    @Override
    public Quote getQuote(String userId, String company) {
        String name = fit(company, COMPANY_LENGTH);
        BigDecimal price = priceOf(name);
        Quote quote = new Quote();
        quote.setCompany(name);
        quote.setSharePrice(price);
        BigDecimal[] history = new BigDecimal[7];
        for (int day = 0; day < history.length; day++) {
            history[day] = price.add(BigDecimal.valueOf(day - 3, 1)).setScale(2, RoundingMode.HALF_UP);
        }
        quote.setUnitHistory(history);
        quote.setCommissionBuy(10);
        quote.setCommissionSell(12);
        quote.setAsOf(Dates.at(0));
        return quote;
    }

    @Override
    public Holding buy(String userId, String company, int shares) {
        return trade(userId, company, Math.max(0, shares));
    }

    @Override
    public Holding sell(String userId, String company, int shares) {
        return trade(userId, company, -Math.max(0, shares));
    }

    private Holding trade(String userId, String company, int delta) {
        String name = fit(company, COMPANY_LENGTH);
        String key = fit(userId, USER_LENGTH) + "/" + name;
        int shares = holdings.merge(key, delta, (had, change) -> Math.max(0, had + change));
        Holding holding = new Holding();
        holding.setCompany(name);
        holding.setShares(shares);
        holding.setValue(priceOf(name).multiply(BigDecimal.valueOf(shares)).setScale(2, RoundingMode.HALF_UP));
        return holding;
    }

    static BigDecimal priceOf(String company) {
        return BigDecimal.valueOf(1000 + Math.floorMod(company.hashCode(), 9000), 2);
    }

    private static String fit(String value, int width) {
        String text = value == null ? "" : value.trim();
        return text.length() <= width ? text : text.substring(0, width);
    }
}
