package dev.bindwise.core.wsdl.extensions;

import java.util.Set;

/** {@code <format:typeMap typeName|elementName formatType/>}: one schema type (or element) and its native type. */
public final class FormatTypeMap extends WsifElement {

    private static final long serialVersionUID = 1L;

    public FormatTypeMap() {
        super(WsifNamespaces.FORMAT, "typeMap");
    }

    @Override
    protected Set<String> qualifiedNameAttributes() {
        return Set.of("typeName", "elementName");
    }

    /** The prefixed type name as written, e.g. {@code xsd:string}; see the resolved form in the model. */
    public String getTypeName() {
        return getAttribute("typeName");
    }

    public String getElementName() {
        return getAttribute("elementName");
    }

    public String getFormatType() {
        return getAttribute("formatType");
    }
}
