package dev.bindwise.examples.cxf;

import java.util.List;

import jakarta.jws.Oneway;
import jakarta.jws.WebMethod;
import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.jws.WebService;

/** The service interface: every operation exercises a part of the schema a client must write right. */
@WebService(name = "Orders", targetNamespace = Orders.NAMESPACE)
public interface Orders {

    String NAMESPACE = "http://cxf.examples.bindwise.dev/orders";

    /** The order as the service read it: nested structures, optional, nillable, dates, decimals, binaries. */
    @WebMethod
    @WebResult(name = "order")
    Order echo(@WebParam(name = "order") Order order);

    /** What the service's JAXB objects hold, in words: a null that arrived as "" or as one null item shows here. */
    @WebMethod
    @WebResult(name = "text")
    String describe(@WebParam(name = "order") Order order);

    /** A repeated parameter and result (minOccurs 0, unbounded) straight in the wrapper. */
    @WebMethod
    @WebResult(name = "tag")
    List<String> tags(@WebParam(name = "tag") List<String> tags);

    /** One-way: no reply but a possible fault. */
    @WebMethod
    @Oneway
    void remember(@WebParam(name = "text") String text);

    /** What remember was last given. */
    @WebMethod
    @WebResult(name = "text")
    String remembered();

    /** The badge as the service read it (attributes as JAXB's {@code @XmlAttribute} makes them), its holder the service's reading in words. */
    @WebMethod
    @WebResult(name = "badge")
    Badge issueBadge(@WebParam(name = "badge") Badge badge);

    /** A customer by name; none (an absent result) for an empty name; the declared fault for one it does not know. */
    @WebMethod
    @WebResult(name = "customer")
    Customer findCustomer(@WebParam(name = "name") String name) throws UnknownCustomerFault;
}
