package dev.bindwise.core.publish;

import java.util.List;

import dev.bindwise.model.Service;
import dev.bindwise.model.ServiceDescription;

/** The names of the new bindings, ports and service, as the examples name them, unless the WSDL has them already. */
final class NewNames {

    private NewNames() {
    }

    static String binding(ServiceDescription description, String wanted) throws AddBindingsException {
        if (description.getBindings().stream().anyMatch(binding -> wanted.equals(binding.getName()))) {
            throw new AddBindingsException("The WSDL already has a binding named " + wanted
                    + ": rename it, or remove it if it is left over from an earlier attempt.");
        }
        return wanted;
    }

    static String port(ServiceDescription description, String wanted) throws AddBindingsException {
        boolean used = description.getServices().stream().flatMap(service -> service.getPorts().stream())
                .anyMatch(port -> wanted.equals(port.getName()));
        if (used) {
            throw new AddBindingsException("The WSDL already has a port named " + wanted
                    + ": rename it, or remove it if it is left over from an earlier attempt.");
        }
        return wanted;
    }

    /** A service may be added under a name of its own: the wanted one, else numbered from 2. */
    static String service(ServiceDescription description, String wanted) {
        List<String> used = description.getServices().stream().map(Service::getName).toList();
        String name = wanted;
        for (int i = 2; used.contains(name); i++) {
            name = wanted + i;
        }
        return name;
    }
}
