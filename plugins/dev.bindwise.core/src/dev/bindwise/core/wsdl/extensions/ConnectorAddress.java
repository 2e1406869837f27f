package dev.bindwise.core.wsdl.extensions;

import java.util.Map;
import java.util.stream.Collectors;

import dev.bindwise.runtime.BindingKind;

/** The address element of a JCA connector port: how to reach the EIS through its resource adapter. */
public abstract class ConnectorAddress extends AddressExtension {

    private static final long serialVersionUID = 1L;

    protected ConnectorAddress(String namespace) {
        super(namespace, "address");
    }

    @Override
    public final BindingKind kind() {
        return BindingKind.JCA;
    }

    /** The connection description: the attributes as {@code name=value;...}, or null when there are none. */
    @Override
    public String address() {
        Map<String, String> attributes = getAttributes();
        if (attributes.isEmpty()) {
            return null;
        }
        return attributes.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(";"));
    }
}
