package dev.bindwise.examples.proxies.shop;

import javax.xml.namespace.QName;

import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMFactory;
import org.apache.axis2.AxisFault;

/**
 * The shop over SOAP, as the Axis2 example server (examples/soap) serves it: the same {@link Shop}, its declared
 * exceptions sent as a JAX-WS runtime sends them, the fault bean as the fault's detail (Shop.wsdl's
 * {@code soldOut} element). Axis2's POJO receiver alone would write the exception's own bean properties under
 * an element of its own naming instead, which no WSDL fault of the shop declares.
 */
public class ShopSoap {

    private static final String NAMESPACE = "urn:bindwise:shop";
    private final Shop shop = new Shop();

    /** OutOfStockException has no fault bean: JAX-WS makes one of its getters, the message first. */
    public int reserve(String item, int count) throws AxisFault {
        try {
            return shop.reserve(item, count);
        } catch (OutOfStockException e) {
            throw fault(e.getMessage(), "outOfStock", "message", e.getMessage(), "item", e.getItem(), "available",
                    Integer.toString(e.getAvailable()));
        }
    }

    public int order(String item, int count) throws AxisFault {
        try {
            return shop.order(item, count);
        } catch (SoldOutException e) {
            SoldOut bean = e.getFaultInfo();
            throw fault(e.getMessage(), "soldOut", "item", bean.getItem(), "available", Integer.toString(bean.getAvailable()),
                    "restock", bean.getRestock());
        }
    }

    /** A SOAP fault with the message, its detail the element with these children (name, text, ...) in order. */
    private static AxisFault fault(String message, String element, String... children) {
        OMFactory factory = OMAbstractFactory.getOMFactory();
        OMElement detail = factory.createOMElement(new QName(NAMESPACE, element, "s"));
        for (int i = 0; i < children.length; i += 2) {
            child(factory, detail, children[i], children[i + 1]);
        }
        AxisFault fault = new AxisFault(message);
        fault.setDetail(detail);
        return fault;
    }

    /** An unqualified child, as the schema's local elements are; left out when null (minOccurs="0"). */
    private static void child(OMFactory factory, OMElement parent, String name, String text) {
        if (text != null) {
            factory.createOMElement(name, null, parent).setText(text);
        }
    }
}
