package dev.bindwise.core.wsdl.extensions;

import dev.bindwise.runtime.BindingKind;

/** {@code <ejb:address className jndiName initialContextFactory jndiProviderURL .../>}: where the EJB's home is. */
public final class EjbAddress extends AddressExtension {

    private static final long serialVersionUID = 1L;

    public EjbAddress() {
        super(WsifNamespaces.EJB, "address");
    }

    @Override
    public BindingKind kind() {
        return BindingKind.RMI_IIOP;
    }

    @Override
    public String address() {
        return firstOf("jndiName", "className", "class");
    }

    /** The home interface's class (older files write {@code class=}). */
    public String getClassName() {
        return firstOf("className", "class");
    }

    public String getJndiName() {
        return getAttribute("jndiName");
    }

    public String getInitialContextFactory() {
        return getAttribute("initialContextFactory");
    }

    public String getJndiProviderURL() {
        return getAttribute("jndiProviderURL");
    }

    public String getArchive() {
        return getAttribute("archive");
    }

    public String getClassLoader() {
        return getAttribute("classLoader");
    }
}
