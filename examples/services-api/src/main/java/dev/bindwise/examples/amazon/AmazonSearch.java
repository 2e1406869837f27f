package dev.bindwise.examples.amazon;

/**
 * Amazon E-Commerce Service's ItemSearch: one request type for every kind of search (books, music,
 * restaurants, ...), so most of its fields are null in any one call, as the paper notes.
 */
public interface AmazonSearch {

    ItemSearchResult itemSearch(ItemSearchRequest request);
}
