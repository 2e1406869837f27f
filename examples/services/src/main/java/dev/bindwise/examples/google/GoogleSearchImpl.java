package dev.bindwise.examples.google;

import dev.bindwise.examples.Text;

/** Answers every query with up to ten results whose text is derived from the query, so replies can be checked. */
public class GoogleSearchImpl implements GoogleSearch {

    /** The public API returned at most ten results per call. */
    public static final int MAX_RESULTS = 10;

    @Override
    public GoogleSearchResult doGoogleSearch(String key, String q, int start, int maxResults, boolean filter,
            String restrict, boolean safeSearch, String lr, String ie, String oe) {
        int count = Math.max(0, Math.min(maxResults, MAX_RESULTS));
        GoogleSearchResult result = new GoogleSearchResult();
        result.setDocumentFiltering(filter);
        result.setSearchComments("");
        result.setEstimatedTotalResultsCount(1000 + q.length() * 37);
        result.setEstimateIsExact(false);
        result.setSearchQuery(q);
        result.setStartIndex(start + 1);
        result.setEndIndex(start + count);
        result.setSearchTips("");
        result.setSearchTime(0.05 + q.length() / 1000.0);
        DirectoryCategory category = category("Top/Computers/Programming/" + Text.word(q, 0));
        result.setDirectoryCategories(new DirectoryCategory[] {category});
        ResultElement[] elements = new ResultElement[count];
        for (int i = 0; i < count; i++) {
            int rank = start + i + 1;
            ResultElement element = new ResultElement();
            element.setUrl("http://www.example" + rank + ".com/" + Text.slug(q) + "/index.html");
            element.setHostName("www.example" + rank + ".com");
            element.setTitle("<b>" + q + "</b> - result " + rank);
            element.setSnippet(Text.sentence(q, 150, rank));
            element.setSummary(i % 3 == 0 ? Text.sentence(q, 60, rank + 100) : "");
            element.setCachedSize((12 + rank) + "k");
            element.setRelatedInformationPresent(i % 2 == 0);
            element.setDirectoryCategory(i % 4 == 0 ? category : category("", ""));
            element.setDirectoryTitle(i % 4 == 0 ? q : "");
            elements[i] = element;
        }
        result.setResultElements(elements);
        return result;
    }

    private static DirectoryCategory category(String name) {
        return category(name, "");
    }

    private static DirectoryCategory category(String name, String encoding) {
        DirectoryCategory category = new DirectoryCategory();
        category.setFullViewableName(name);
        category.setSpecialEncoding(encoding);
        return category;
    }
}
