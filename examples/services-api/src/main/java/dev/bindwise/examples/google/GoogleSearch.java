package dev.bindwise.examples.google;

/** The Google SOAP Search API's search operation (2002-2009), as the paper's Google benchmark used it. */
public interface GoogleSearch {

    GoogleSearchResult doGoogleSearch(String key, String q, int start, int maxResults, boolean filter,
            String restrict, boolean safeSearch, String lr, String ie, String oe);
}
