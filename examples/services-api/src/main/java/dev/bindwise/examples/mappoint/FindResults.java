package dev.bindwise.examples.mappoint;

import java.io.Serializable;

/** A data bean of the mappoint example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class FindResults implements Serializable {

    private static final long serialVersionUID = 1L;

    private int numberFound;
    private int startIndex;
    private FindResult[] results;

    public FindResults() {
    }

    public int getNumberFound() {
        return numberFound;
    }

    public void setNumberFound(int numberFound) {
        this.numberFound = numberFound;
    }

    public int getStartIndex() {
        return startIndex;
    }

    public void setStartIndex(int startIndex) {
        this.startIndex = startIndex;
    }

    public FindResult[] getResults() {
        return results;
    }

    public void setResults(FindResult[] results) {
        this.results = results;
    }
}
