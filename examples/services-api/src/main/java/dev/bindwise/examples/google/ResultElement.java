package dev.bindwise.examples.google;

import java.io.Serializable;

/** A data bean of the google example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class ResultElement implements Serializable {

    private static final long serialVersionUID = 1L;

    private String summary;
    private String url;
    private String snippet;
    private String title;
    private String cachedSize;
    private boolean relatedInformationPresent;
    private String hostName;
    private DirectoryCategory directoryCategory;
    private String directoryTitle;

    public ResultElement() {
    }

    public String getSummary() {
        return summary;
    }

    public void setSummary(String summary) {
        this.summary = summary;
    }

    public String getUrl() {
        return url;
    }

    public void setUrl(String url) {
        this.url = url;
    }

    public String getSnippet() {
        return snippet;
    }

    public void setSnippet(String snippet) {
        this.snippet = snippet;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public String getCachedSize() {
        return cachedSize;
    }

    public void setCachedSize(String cachedSize) {
        this.cachedSize = cachedSize;
    }

    public boolean isRelatedInformationPresent() {
        return relatedInformationPresent;
    }

    public void setRelatedInformationPresent(boolean relatedInformationPresent) {
        this.relatedInformationPresent = relatedInformationPresent;
    }

    public String getHostName() {
        return hostName;
    }

    public void setHostName(String hostName) {
        this.hostName = hostName;
    }

    public DirectoryCategory getDirectoryCategory() {
        return directoryCategory;
    }

    public void setDirectoryCategory(DirectoryCategory directoryCategory) {
        this.directoryCategory = directoryCategory;
    }

    public String getDirectoryTitle() {
        return directoryTitle;
    }

    public void setDirectoryTitle(String directoryTitle) {
        this.directoryTitle = directoryTitle;
    }
}
