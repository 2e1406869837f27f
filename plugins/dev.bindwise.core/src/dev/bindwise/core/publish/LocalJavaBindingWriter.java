package dev.bindwise.core.publish;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.bindwise.core.wsdl.extensions.JavaAddress;
import dev.bindwise.core.wsdl.extensions.JavaBinding;
import dev.bindwise.core.wsdl.extensions.JavaOperation;
import dev.bindwise.core.wsdl.extensions.WsifElement;
import dev.bindwise.model.PortType;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/** A local Java call into the same JVM: WSIF's java binding, from {@link NewBinding.LocalJava}. */
final class LocalJavaBindingWriter implements BindingWriter {

    @Override
    public BindingKind kind() {
        return BindingKind.LOCAL_JAVA;
    }

    @Override
    public String bindingInfix() {
        return "Java";
    }

    @Override
    public String portInfix() {
        return "Local";
    }

    @Override
    public void check(NewBinding binding, PortType portType, ServiceDescription description, List<String> problems) {
        NewBinding.LocalJava java = (NewBinding.LocalJava) binding;
        problems.add(NewBindingChecks.javaClassName("the implementation class", java.className()));
        TypeMappings.checkJavaClasses(java.javaTypes(), description, problems);
    }

    @Override
    public BindingElements elements(NewBinding binding, BindingContext context) throws AddBindingsException {
        NewBinding.LocalJava java = (NewBinding.LocalJava) binding;
        List<WsifElement> extensions = new ArrayList<>();
        extensions.add(new JavaBinding());
        TypeMappings.element("Java", java.javaTypes(), context).ifPresent(extensions::add);
        List<WsifElement> operations = JavaMethods.operationElements(context.portType(), JavaOperation::new, Map.of());
        JavaAddress address = new JavaAddress();
        address.setAttribute("className", java.className());
        return new BindingElements(extensions, operations, address);
    }
}
