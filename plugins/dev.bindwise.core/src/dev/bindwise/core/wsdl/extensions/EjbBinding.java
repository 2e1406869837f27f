package dev.bindwise.core.wsdl.extensions;

import dev.bindwise.runtime.BindingKind;

/** {@code <ejb:binding ejbType="..."/>}: the binding calls an EJB (or CORBA object) over RMI-IIOP. */
public final class EjbBinding extends BindingExtension {

    private static final long serialVersionUID = 1L;

    public EjbBinding() {
        super(WsifNamespaces.EJB, "binding");
    }

    @Override
    public BindingKind kind() {
        return BindingKind.RMI_IIOP;
    }

    /** statelessSession, statefulSession, entity..., or null. */
    public String getEjbType() {
        return getAttribute("ejbType");
    }
}
