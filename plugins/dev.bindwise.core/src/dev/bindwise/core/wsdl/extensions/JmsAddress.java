package dev.bindwise.core.wsdl.extensions;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.bindwise.runtime.BindingKind;

/**
 * {@code <jms:address destinationStyle jndiDestinationName jndiConnectionFactoryName initialContextFactory
 * jndiProviderURL .../>} with optional jms:propertyValue children; older files write queue,
 * queueConnectionFactory and jndiContext instead.
 */
public final class JmsAddress extends AddressExtension {

    private static final long serialVersionUID = 1L;

    public JmsAddress() {
        super(WsifNamespaces.JMS, "address");
    }

    @Override
    public BindingKind kind() {
        return BindingKind.JMS;
    }

    @Override
    public String address() {
        return firstOf("jndiDestinationName", "jmsProviderDestinationName", "queue");
    }

    /** queue or topic. */
    public String getDestinationStyle() {
        return getAttribute("destinationStyle");
    }

    public String getJndiDestinationName() {
        return firstOf("jndiDestinationName", "queue");
    }

    public String getJndiConnectionFactoryName() {
        return firstOf("jndiConnectionFactoryName", "queueConnectionFactory");
    }

    public String getInitialContextFactory() {
        return firstOf("initialContextFactory", "jndiContext");
    }

    public String getJndiProviderURL() {
        return getAttribute("jndiProviderURL");
    }

    public List<JmsPropertyValue> getPropertyValues() {
        return childrenOf(JmsPropertyValue.class);
    }

    /** The attributes, then each jms:propertyValue as {@code property.NAME}. */
    @Override
    public Map<String, String> properties() {
        Map<String, String> properties = new LinkedHashMap<>(getAttributes());
        for (JmsPropertyValue value : getPropertyValues()) {
            properties.put("property." + value.getName(), value.getValue());
        }
        return properties;
    }
}
