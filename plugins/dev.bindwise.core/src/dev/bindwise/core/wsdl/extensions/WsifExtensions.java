package dev.bindwise.core.wsdl.extensions;

import java.util.function.Supplier;

import javax.wsdl.Binding;
import javax.wsdl.BindingFault;
import javax.wsdl.BindingInput;
import javax.wsdl.BindingOperation;
import javax.wsdl.BindingOutput;
import javax.wsdl.Port;
import javax.wsdl.extensions.ExtensionRegistry;

/**
 * The one place where WSIF's extension elements are made known to WSDL4J. Anything not registered
 * here is read as an {@link javax.wsdl.extensions.UnknownExtensibilityElement}.
 */
public final class WsifExtensions {

    private WsifExtensions() {
    }

    /** Registers the ejb, java, jms and format elements and the myeis and cics connectors. */
    public static void register(ExtensionRegistry registry) {
        register(registry, Binding.class, EjbBinding::new);
        register(registry, BindingOperation.class, EjbOperation::new);
        register(registry, Port.class, EjbAddress::new);

        register(registry, Binding.class, JavaBinding::new);
        register(registry, BindingOperation.class, JavaOperation::new);
        register(registry, Port.class, JavaAddress::new);

        register(registry, Binding.class, JmsBinding::new);
        register(registry, Port.class, JmsAddress::new);
        register(registry, JmsAddress.class, JmsPropertyValue::new);
        register(registry, BindingInput.class, JmsInput::new);
        register(registry, BindingOutput.class, JmsOutput::new);
        for (Class<?> message : new Class<?>[] {BindingInput.class, BindingOutput.class, BindingFault.class}) {
            register(registry, message, JmsBody::new);
            register(registry, message, JmsProperty::new);
            register(registry, message, JmsPropertyValue::new);
        }
        register(registry, BindingOperation.class, JmsProperty::new);
        register(registry, BindingOperation.class, JmsPropertyValue::new);
        register(registry, BindingFault.class, JmsFault::new);
        register(registry, BindingFault.class, JmsFaultIndicator::new);
        register(registry, BindingOperation.class, JmsFaultIndicator::new);
        register(registry, JmsFaultIndicator.class, JmsFaultProperty::new);

        register(registry, Binding.class, FormatTypeMapping::new);
        register(registry, FormatTypeMapping.class, FormatTypeMap::new);

        registerConnector(registry, MyEisBinding::new, MyEisOperation::new, MyEisAddress::new);
        registerConnector(registry, CicsBinding::new, CicsOperation::new, CicsAddress::new);

        IdempotentAttribute.register(registry);
    }

    /**
     * Registers a JCA connector's binding, operation and address elements (for example a CICS
     * connector's), so that its bindings are read as {@link dev.bindwise.runtime.BindingKind#JCA}.
     */
    public static void registerConnector(ExtensionRegistry registry, Supplier<? extends ConnectorBinding> binding,
            Supplier<? extends ConnectorOperation> operation, Supplier<? extends ConnectorAddress> address) {
        register(registry, Binding.class, binding);
        register(registry, BindingOperation.class, operation);
        register(registry, Port.class, address);
    }

    /** Registers one element class under the parent type it may appear in; its name comes from an instance. */
    public static void register(ExtensionRegistry registry, Class<?> parentType,
            Supplier<? extends WsifElement> factory) {
        WsifElement sample = factory.get();
        WsifElementSerializer serializer = new WsifElementSerializer(factory);
        registry.registerDeserializer(parentType, sample.getElementType(), serializer);
        registry.registerSerializer(parentType, sample.getElementType(), serializer);
        registry.mapExtensionTypes(parentType, sample.getElementType(), sample.getClass());
    }
}
