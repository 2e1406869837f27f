package dev.bindwise.examples.soap;

import org.apache.axis2.AxisFault;
import org.apache.axis2.Constants;
import org.apache.axis2.ServiceObjectSupplier;
import org.apache.axis2.description.AxisService;
import org.apache.axis2.description.Parameter;

/**
 * Hands Axis2 the one implementation object of a service, made when the service is deployed. Axis2's
 * message receiver makes the object of an application-scoped service on the first call and keeps it
 * without a lock, so that concurrent first calls each got an object of their own (and Trader lost their
 * purchases); with this supplier every call gets the same one. Axis2 makes a supplier per call, so the
 * object is kept on the service, as a parameter.
 */
public final class SharedServiceObject implements ServiceObjectSupplier {

    private static final String PARAMETER = "dev.bindwise.examples.serviceObject";

    /** Makes the service use this supplier, with the object every call gets. */
    static void install(AxisService service, Object implementation) throws AxisFault {
        service.addParameter(new Parameter(PARAMETER, implementation));
        service.addParameter(new Parameter(Constants.SERVICE_OBJECT_SUPPLIER, SharedServiceObject.class.getName()));
    }

    @Override
    public Object getServiceObject(AxisService service) throws AxisFault {
        Object implementation = service.getParameterValue(PARAMETER);
        if (implementation == null) {
            throw new AxisFault("service " + service.getName() + " has no shared object: deploy it with SharedServiceObject.install");
        }
        return implementation;
    }
}
