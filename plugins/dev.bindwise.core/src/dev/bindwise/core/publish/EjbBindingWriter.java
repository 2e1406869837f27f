package dev.bindwise.core.publish;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.bindwise.core.wsdl.extensions.EjbAddress;
import dev.bindwise.core.wsdl.extensions.EjbBinding;
import dev.bindwise.core.wsdl.extensions.EjbOperation;
import dev.bindwise.core.wsdl.extensions.WsifElement;
import dev.bindwise.model.PortType;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/** RMI-IIOP to an EJB or CORBA object: WSIF's ejb binding, from {@link NewBinding.Ejb}. */
final class EjbBindingWriter implements BindingWriter {

    @Override
    public BindingKind kind() {
        return BindingKind.RMI_IIOP;
    }

    @Override
    public String bindingInfix() {
        return "Iiop";
    }

    @Override
    public void check(NewBinding binding, PortType portType, ServiceDescription description, List<String> problems) {
        NewBinding.Ejb ejb = (NewBinding.Ejb) binding;
        problems.add(NewBindingChecks.javaClassName("the remote interface", ejb.remoteInterface()));
        problems.add(NewBindingChecks.jndiName(ejb.jndiName()));
        problems.add(NewBindingChecks.jndiProviderUrl(ejb.jndiProviderURL()));
        problems.add(NewBindingChecks.initialContextFactory(ejb.initialContextFactory()));
        TypeMappings.checkJavaClasses(ejb.javaTypes(), description, problems);
    }

    @Override
    public BindingElements elements(NewBinding binding, BindingContext context) throws AddBindingsException {
        NewBinding.Ejb ejb = (NewBinding.Ejb) binding;
        List<WsifElement> extensions = new ArrayList<>();
        extensions.add(new EjbBinding());
        TypeMappings.element("Java", ejb.javaTypes(), context).ifPresent(extensions::add);
        List<WsifElement> operations = JavaMethods.operationElements(context.portType(), EjbOperation::new,
                Map.of("interface", "remote"));
        EjbAddress address = new EjbAddress();
        address.setAttribute("className", ejb.remoteInterface());
        address.setAttribute("jndiName", ejb.jndiName());
        if (ejb.initialContextFactory() != null && !ejb.initialContextFactory().isBlank()) {
            address.setAttribute("initialContextFactory", ejb.initialContextFactory());
        }
        address.setAttribute("jndiProviderURL", ejb.jndiProviderURL());
        return new BindingElements(extensions, operations, address);
    }
}
