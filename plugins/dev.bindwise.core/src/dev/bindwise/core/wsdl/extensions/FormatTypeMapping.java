package dev.bindwise.core.wsdl.extensions;

import java.util.List;

/** {@code <format:typeMapping encoding style>} with format:typeMap children: schema types to native types. */
public final class FormatTypeMapping extends WsifElement {

    private static final long serialVersionUID = 1L;

    public FormatTypeMapping() {
        super(WsifNamespaces.FORMAT, "typeMapping");
    }

    /** Java, XML, or a connector's own encoding. */
    public String getEncoding() {
        return getAttribute("encoding");
    }

    public String getStyle() {
        return getAttribute("style");
    }

    public List<FormatTypeMap> getTypeMaps() {
        return childrenOf(FormatTypeMap.class);
    }
}
