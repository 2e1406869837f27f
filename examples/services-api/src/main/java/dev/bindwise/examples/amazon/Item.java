package dev.bindwise.examples.amazon;

import java.io.Serializable;

/** A data bean of the amazon example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class Item implements Serializable {

    private static final long serialVersionUID = 1L;

    private String asin;
    private String detailPageUrl;
    private String title;
    private String author;
    private String manufacturer;
    private String productGroup;
    private String binding;
    private String publicationDate;
    private String salesRank;
    private Price listPrice;
    private Price lowestNewPrice;
    private int totalNew;
    private double customerRating;
    private String editorialReview;

    public Item() {
    }

    public String getAsin() {
        return asin;
    }

    public void setAsin(String asin) {
        this.asin = asin;
    }

    public String getDetailPageUrl() {
        return detailPageUrl;
    }

    public void setDetailPageUrl(String detailPageUrl) {
        this.detailPageUrl = detailPageUrl;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public String getAuthor() {
        return author;
    }

    public void setAuthor(String author) {
        this.author = author;
    }

    public String getManufacturer() {
        return manufacturer;
    }

    public void setManufacturer(String manufacturer) {
        this.manufacturer = manufacturer;
    }

    public String getProductGroup() {
        return productGroup;
    }

    public void setProductGroup(String productGroup) {
        this.productGroup = productGroup;
    }

    public String getBinding() {
        return binding;
    }

    public void setBinding(String binding) {
        this.binding = binding;
    }

    public String getPublicationDate() {
        return publicationDate;
    }

    public void setPublicationDate(String publicationDate) {
        this.publicationDate = publicationDate;
    }

    public String getSalesRank() {
        return salesRank;
    }

    public void setSalesRank(String salesRank) {
        this.salesRank = salesRank;
    }

    public Price getListPrice() {
        return listPrice;
    }

    public void setListPrice(Price listPrice) {
        this.listPrice = listPrice;
    }

    public Price getLowestNewPrice() {
        return lowestNewPrice;
    }

    public void setLowestNewPrice(Price lowestNewPrice) {
        this.lowestNewPrice = lowestNewPrice;
    }

    public int getTotalNew() {
        return totalNew;
    }

    public void setTotalNew(int totalNew) {
        this.totalNew = totalNew;
    }

    public double getCustomerRating() {
        return customerRating;
    }

    public void setCustomerRating(double customerRating) {
        this.customerRating = customerRating;
    }

    public String getEditorialReview() {
        return editorialReview;
    }

    public void setEditorialReview(String editorialReview) {
        this.editorialReview = editorialReview;
    }
}
