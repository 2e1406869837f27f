package dev.bindwise.examples.amazon;

import dev.bindwise.examples.Text;

/** Answers with ten items whose fields are derived from the request; fields a response group leaves out stay null. */
public class AmazonSearchImpl implements AmazonSearch {

    public static final int ITEMS_PER_PAGE = 10;

    @Override
    public ItemSearchResult itemSearch(ItemSearchRequest request) {
        String keywords = request.getKeywords() == null ? "" : request.getKeywords();
        String index = request.getSearchIndex() == null ? "All" : request.getSearchIndex();
        boolean large = "Large".equals(request.getResponseGroup());
        int page = Math.max(1, request.getItemPage());
        ItemSearchResult result = new ItemSearchResult();
        result.setRequestId("req-" + Integer.toHexString((keywords + index).hashCode()) + "-" + page);
        result.setTotalResults(100 + keywords.length());
        result.setTotalPages((result.getTotalResults() + ITEMS_PER_PAGE - 1) / ITEMS_PER_PAGE);
        Item[] items = new Item[ITEMS_PER_PAGE];
        for (int i = 0; i < items.length; i++) {
            int n = (page - 1) * ITEMS_PER_PAGE + i + 1;
            Item item = new Item();
            item.setAsin(String.format("B%09d", Math.floorMod(keywords.hashCode() + n, 1_000_000_000)));
            item.setDetailPageUrl("http://www.amazon.com/exec/obidos/ASIN/" + item.getAsin());
            item.setTitle(Text.sentence(keywords, 30 + keywords.length(), n));
            item.setProductGroup(index);
            item.setManufacturer(request.getManufacturer() != null ? request.getManufacturer() : "Maker " + n);
            item.setAuthor(index.equals("Books") ? "Author " + n : null);
            item.setBinding(index.equals("Books") ? "Paperback" : null);
            item.setSalesRank(Integer.toString(n * 113));
            item.setListPrice(price(1000 + n * 99));
            item.setTotalNew(n % 5);
            if (large) {
                item.setLowestNewPrice(price(900 + n * 97));
                item.setPublicationDate("2005-0" + (1 + n % 9) + "-1" + n % 10);
                item.setCustomerRating(3.0 + (n % 20) / 10.0);
                item.setEditorialReview(Text.sentence(keywords, 200, n));
            }
            items[i] = item;
        }
        result.setItems(items);
        return result;
    }

    private static Price price(int cents) {
        Price price = new Price();
        price.setAmount(cents);
        price.setCurrencyCode("USD");
        price.setFormattedPrice(String.format("$%d.%02d", cents / 100, cents % 100));
        return price;
    }
}
