package dev.bindwise.examples.google;

import java.io.Serializable;

/** A data bean of the google example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class GoogleSearchResult implements Serializable {

    private static final long serialVersionUID = 1L;

    private boolean documentFiltering;
    private String searchComments;
    private int estimatedTotalResultsCount;
    private boolean estimateIsExact;
    private ResultElement[] resultElements;
    private String searchQuery;
    private int startIndex;
    private int endIndex;
    private String searchTips;
    private DirectoryCategory[] directoryCategories;
    private double searchTime;

    public GoogleSearchResult() {
    }

    public boolean isDocumentFiltering() {
        return documentFiltering;
    }

    public void setDocumentFiltering(boolean documentFiltering) {
        this.documentFiltering = documentFiltering;
    }

    public String getSearchComments() {
        return searchComments;
    }

    public void setSearchComments(String searchComments) {
        this.searchComments = searchComments;
    }

    public int getEstimatedTotalResultsCount() {
        return estimatedTotalResultsCount;
    }

    public void setEstimatedTotalResultsCount(int estimatedTotalResultsCount) {
        this.estimatedTotalResultsCount = estimatedTotalResultsCount;
    }

    public boolean isEstimateIsExact() {
        return estimateIsExact;
    }

    public void setEstimateIsExact(boolean estimateIsExact) {
        this.estimateIsExact = estimateIsExact;
    }

    public ResultElement[] getResultElements() {
        return resultElements;
    }

    public void setResultElements(ResultElement[] resultElements) {
        this.resultElements = resultElements;
    }

    public String getSearchQuery() {
        return searchQuery;
    }

    public void setSearchQuery(String searchQuery) {
        this.searchQuery = searchQuery;
    }

    public int getStartIndex() {
        return startIndex;
    }

    public void setStartIndex(int startIndex) {
        this.startIndex = startIndex;
    }

    public int getEndIndex() {
        return endIndex;
    }

    public void setEndIndex(int endIndex) {
        this.endIndex = endIndex;
    }

    public String getSearchTips() {
        return searchTips;
    }

    public void setSearchTips(String searchTips) {
        this.searchTips = searchTips;
    }

    public DirectoryCategory[] getDirectoryCategories() {
        return directoryCategories;
    }

    public void setDirectoryCategories(DirectoryCategory[] directoryCategories) {
        this.directoryCategories = directoryCategories;
    }

    public double getSearchTime() {
        return searchTime;
    }

    public void setSearchTime(double searchTime) {
        this.searchTime = searchTime;
    }
}
