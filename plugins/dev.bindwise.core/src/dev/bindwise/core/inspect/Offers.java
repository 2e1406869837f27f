package dev.bindwise.core.inspect;

import java.util.ArrayList;
import java.util.List;

import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Port;
import dev.bindwise.model.Service;
import dev.bindwise.model.ServiceDescription;

/** Finds, for an operation of a port type, every binding and port that offers it (the paper's P1). */
public final class Offers {

    private Offers() {
    }

    public static List<OperationOffer> of(ServiceDescription description, Operation operation) {
        List<OperationOffer> offers = new ArrayList<>();
        for (Binding binding : description.getBindings()) {
            BindingOperation bindingOperation = bindingOperationFor(binding, operation);
            if (bindingOperation == null) {
                continue;
            }
            boolean exposed = false;
            for (Service service : description.getServices()) {
                for (Port port : service.getPorts()) {
                    if (port.getBinding() == binding) {
                        offers.add(new OperationOffer(binding, bindingOperation, service, port));
                        exposed = true;
                    }
                }
            }
            if (!exposed) {
                offers.add(new OperationOffer(binding, bindingOperation, null, null));
            }
        }
        return offers;
    }

    /** The binding's operation that binds this port type operation; null when the binding does not bind it. */
    public static BindingOperation bindingOperationFor(Binding binding, Operation operation) {
        return BindingOperationIndex.of(binding).get(operation);
    }
}
