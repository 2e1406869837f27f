package dev.bindwise.core.wsdl.extensions;

import dev.bindwise.runtime.BindingKind;

/** {@code <java:address className factoryMethod classPath classLoader/>}: the class that implements the port. */
public final class JavaAddress extends AddressExtension {

    private static final long serialVersionUID = 1L;

    public JavaAddress() {
        super(WsifNamespaces.JAVA, "address");
    }

    @Override
    public BindingKind kind() {
        return BindingKind.LOCAL_JAVA;
    }

    @Override
    public String address() {
        return getClassName();
    }

    public String getClassName() {
        return getAttribute("className");
    }

    public String getFactoryMethod() {
        return getAttribute("factoryMethod");
    }

    public String getClassPath() {
        return getAttribute("classPath");
    }

    public String getClassLoader() {
        return getAttribute("classLoader");
    }
}
