package dev.bindwise.examples.cxf;

import java.util.List;

import jakarta.jws.WebService;

import org.apache.cxf.annotations.SchemaValidation;

/** The implementation, with CXF's schema validation on both ways: a request out of the schema is refused. */
@WebService(serviceName = "OrdersService", portName = "OrdersPort", endpointInterface = "dev.bindwise.examples.cxf.Orders",
        targetNamespace = Orders.NAMESPACE)
@SchemaValidation(type = SchemaValidation.SchemaValidationType.BOTH)
public class OrdersService implements Orders {

    private volatile String remembered;

    @Override
    public void remember(String text) {
        remembered = text;
    }

    @Override
    public String remembered() {
        return remembered;
    }

    @Override
    public Order echo(Order order) {
        return order;
    }

    @Override
    public String describe(Order order) {
        return String.valueOf(order);
    }

    @Override
    public Badge issueBadge(Badge badge) {
        return badge.seen();
    }

    @Override
    public List<String> tags(List<String> tags) {
        return tags;
    }

    @Override
    public Customer findCustomer(String name) throws UnknownCustomerFault {
        if (name == null || name.isEmpty()) {
            return null;
        }
        if (name.equals("Ada")) {
            return new Customer("Ada", null, null, 3);
        }
        throw new UnknownCustomerFault("no customer " + name,
                new UnknownCustomer(name, "only Ada is a customer of this example"));
    }
}
