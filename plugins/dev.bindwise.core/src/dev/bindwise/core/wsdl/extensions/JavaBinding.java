package dev.bindwise.core.wsdl.extensions;

import dev.bindwise.runtime.BindingKind;

/** {@code <java:binding/>}: the binding calls a Java object in the client's own JVM. */
public final class JavaBinding extends BindingExtension {

    private static final long serialVersionUID = 1L;

    public JavaBinding() {
        super(WsifNamespaces.JAVA, "binding");
    }

    @Override
    public BindingKind kind() {
        return BindingKind.LOCAL_JAVA;
    }
}
