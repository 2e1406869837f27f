package dev.bindwise.core.wsdl.extensions;

import java.util.Optional;

import javax.wsdl.Operation;
import javax.wsdl.extensions.AttributeExtensible;
import javax.wsdl.extensions.ExtensionRegistry;
import javax.xml.namespace.QName;

/**
 * The declaration that an operation is idempotent: calling it twice does no more than calling it once, so that a
 * call that failed in transport after it may have reached the service can be sent again over another binding.
 * A WSDL 1.1 port type's {@code wsdl:operation} carries it as an extension attribute, the way WSIF extends WSDL:
 * {@code bindwise:idempotent="true"} (namespace {@value WsifNamespaces#BINDWISE}), or WSDL 2.0's
 * {@code wsdlx:safe="true"} (a safe operation changes nothing, so it is idempotent as well). Nothing else makes an
 * operation idempotent: a name that reads (getNextTicket, readAndClear) may still change the service's state.
 */
public final class IdempotentAttribute {

    public static final QName IDEMPOTENT = new QName(WsifNamespaces.BINDWISE, "idempotent", "bindwise");
    public static final QName SAFE = new QName(WsifNamespaces.WSDLX, "safe", "wsdlx");

    private IdempotentAttribute() {
    }

    static void register(ExtensionRegistry registry) {
        registry.registerExtensionAttributeType(Operation.class, IDEMPOTENT, AttributeExtensible.STRING_TYPE);
        registry.registerExtensionAttributeType(Operation.class, SAFE, AttributeExtensible.STRING_TYPE);
    }

    /**
     * What the operation declares: true when either attribute is {@code true} (or {@code 1}), false when one is
     * given and none is true, empty when neither is given.
     *
     * @throws IllegalArgumentException when an attribute's value is not an xs:boolean
     */
    public static Optional<Boolean> declared(Operation operation) {
        Optional<Boolean> idempotent = value(operation, IDEMPOTENT);
        Optional<Boolean> safe = value(operation, SAFE);
        if (idempotent.isEmpty() && safe.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(idempotent.orElse(false) || safe.orElse(false));
    }

    private static Optional<Boolean> value(Operation operation, QName name) {
        Object value = operation.getExtensionAttribute(name);
        if (value == null) {
            return Optional.empty();
        }
        String text = (value instanceof QName qname ? qname.getLocalPart() : value.toString()).trim();
        return switch (text) {
            case "true", "1" -> Optional.of(true);
            case "false", "0" -> Optional.of(false);
            default -> throw new IllegalArgumentException(name.getPrefix() + ":" + name.getLocalPart() + "=\"" + text
                    + "\" on operation '" + operation.getName() + "' is not a boolean: write \"true\" or \"false\"");
        };
    }
}
