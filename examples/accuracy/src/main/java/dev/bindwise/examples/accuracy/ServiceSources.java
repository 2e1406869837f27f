package dev.bindwise.examples.accuracy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import dev.bindwise.examples.accuracy.RandomService.Member;
import dev.bindwise.examples.accuracy.RandomService.Operation;
import dev.bindwise.examples.accuracy.RandomService.StructType;

/**
 * What a random service is made of on disk: its Java sources (the interface, an implementation that
 * answers with {@link RandomValues#reply}, its remote twin for RMI-IIOP, a serializable bean per
 * structure) and its extended WSDL with a SOAP and an RMI-IIOP binding. The WSDL describes what the
 * servers put on the wire, as the example WSDLs do for Axis2's POJO services: unqualified local elements,
 * a structure's fields in name order, objects {@code minOccurs="0" nillable="true"} (Axis2 writes a null as
 * nil), primitives required, arrays as repeated elements; the ejb binding maps each structure to its bean.
 * A service of the every-construct profile also has required objects, optional (absent when null) and
 * nillable members of every kind, required and optional attributes ({@code @XmlAttribute}, after the
 * sequence), and a Java binding whose port is its implementation; its implementation
 * hands what it received to {@link ReceivedValues}. Its sources carry the JAXB and JAX-WS annotations wsimport
 * would write for its WSDL (type names, the schema's order, nillable elements, unqualified parameters), so that
 * a JAX-WS server publishes its classes with its WSDL: a repeated member a {@code java.util.List} of boxed items,
 * as JAXB binds it.
 */
public final class ServiceSources {

    /** The package of the remote interfaces, where the example IIOP server looks for an interface's twin. */
    public static final String REMOTE_PACKAGE = "dev.bindwise.examples.iiop";

    private final RandomService service;

    public ServiceSources(RandomService service) {
        this.service = service;
    }

    public String interfaceName() {
        return service.javaPackage() + "." + service.name();
    }

    public String implementationName() {
        return interfaceName() + "Impl";
    }

    public String remoteName() {
        return REMOTE_PACKAGE + "." + service.name() + "Remote";
    }

    /** Java sources by fully qualified class name. */
    public Map<String, String> javaSources() {
        Map<String, String> sources = new LinkedHashMap<>();
        for (StructType type : service.types()) {
            sources.put(service.javaPackage() + "." + type.name(), bean(type));
        }
        sources.put(interfaceName(), serviceInterface(false));
        sources.put(remoteName(), serviceInterface(true));
        sources.put(implementationName(), implementation());
        return sources;
    }

    private String bean(StructType type) {
        StringBuilder java = new StringBuilder("package " + service.javaPackage() + ";\n\n");
        if (jaxb()) {
            // as wsimport binds the WSDL's type: its name and namespace, its own elements in the schema's order
            java.append("@jakarta.xml.bind.annotation.XmlAccessorType(jakarta.xml.bind.annotation.XmlAccessType.FIELD)\n")
                    .append("@jakarta.xml.bind.annotation.XmlType(name = \"").append(type.name()).append("\", namespace = \"")
                    .append(service.namespace()).append("\", propOrder = {").append(type.ownFields().stream()
                            .filter(field -> !field.attribute()).map(Member::name).sorted().map(name -> "\"" + name + "\"").collect(Collectors.joining(", "))).append("})\n");
        }
        java.append("public class ").append(type.name())
                .append(type.base() == null ? "" : " extends " + type.base().name())
                .append(" implements java.io.Serializable {\n    private static final long serialVersionUID = 1L;\n");
        for (Member field : type.ownFields()) {
            java.append("    ").append(field.attribute() ? xmlAttribute(field) : xmlElement(field)).append("private ").append(javaType(field)).append(' ')
                    .append(field.name()).append(";\n");
        }
        for (Member field : type.ownFields()) {
            String property = Character.toUpperCase(field.name().charAt(0)) + field.name().substring(1);
            java.append("    public ").append(javaType(field)).append(" get").append(property).append("() { return ")
                    .append(field.name()).append("; }\n");
            java.append("    public void set").append(property).append('(').append(javaType(field)).append(" value) { this.")
                    .append(field.name()).append(" = value; }\n");
        }
        return java.append("}\n").toString();
    }

    private String serviceInterface(boolean remote) {
        String simple = service.name() + (remote ? "Remote" : "");
        boolean webService = jaxb() && !remote;
        StringBuilder java = new StringBuilder("package " + (remote ? REMOTE_PACKAGE : service.javaPackage()) + ";\n\n");
        if (webService) {
            // the port type as JAX-WS binds it (document/literal wrapped, unqualified parameters), every structure known
            java.append("@jakarta.jws.WebService(name = \"").append(service.name()).append("\", targetNamespace = \"")
                    .append(service.namespace()).append("\")\n@jakarta.xml.bind.annotation.XmlSeeAlso({")
                    .append(service.types().stream().map(type -> type.name() + ".class").collect(Collectors.joining(", ")))
                    .append("})\n");
        }
        java.append("public interface ").append(simple).append(remote ? " extends java.rmi.Remote" : "").append(" {\n");
        for (Operation operation : service.operations()) {
            java.append("    ");
            if (webService) {
                java.append("@jakarta.jws.WebMethod(action = \"urn:").append(operation.name()).append("\") ")
                        .append("@jakarta.jws.WebResult(name = \"return\", targetNamespace = \"\") ")
                        .append(xmlElement(operation.result())).append("\n    ");
            }
            java.append(javaType(operation.result())).append(" ").append(operation.name()).append("(")
                    .append(operation.parameters().stream().map(p -> (webService ? "@jakarta.jws.WebParam(name = \"" + p.name()
                            + "\", targetNamespace = \"\") " + xmlElement(p) : "") + javaType(p) + " " + p.name())
                            .collect(Collectors.joining(", "))).append(")")
                    .append(remote ? " throws java.rmi.RemoteException" : "").append(";\n");
        }
        return java.append("}\n").toString();
    }

    /**
     * The path of the SOAP address: Axis2's ({@code /axis2/services/NAME}) for the accuracy profile, served by Axis2's
     * POJO receiver; {@code /cxf/NAME} for the every-construct profile, served by Apache CXF with the WSDL.
     */
    public String soapPath() {
        return (jaxb() ? "/cxf/" : "/axis2/services/") + service.name();
    }

    /**
     * Whether the sources carry the JAXB and JAX-WS annotations wsimport would give them, so that a JAX-WS server
     * (the differential benchmark's, Apache CXF) publishes them with the WSDL: the every-construct profile's.
     */
    private boolean jaxb() {
        return service.profile() == RandomService.Profile.EVERY_CONSTRUCT;
    }

    /** A member's {@code @XmlElement}, nillable where its WSDL element is ({@code xsi:nil} for a null): JAXB's. */
    private String xmlElement(Member member) {
        if (!jaxb()) {
            return "";
        }
        boolean nillable = member.occurrence() == RandomService.Occurrence.NILLABLE;
        return "@jakarta.xml.bind.annotation.XmlElement(name = \"" + member.name() + "\"" + (nillable ? ", nillable = true" : "")
                + (member.occurrence() == RandomService.Occurrence.REQUIRED && !member.array() ? ", required = true" : "") + ") ";
    }

    /** An attribute's {@code @XmlAttribute}, required where its use is. */
    private String xmlAttribute(Member member) {
        return !jaxb() ? "" : "@jakarta.xml.bind.annotation.XmlAttribute(name = \"" + member.name() + "\""
                + (member.occurrence() == RandomService.Occurrence.REQUIRED ? ", required = true" : "") + ") ";
    }

    private String implementation() {
        StringBuilder java = new StringBuilder("package " + service.javaPackage() + ";\n\n");
        java.append("public class ").append(service.name()).append("Impl implements ").append(service.name()).append(" {\n");
        for (Operation operation : service.operations()) {
            java.append("    @Override\n    public ").append(signature(operation)).append(" {\n        return (")
                    .append(javaType(operation.result())).append(") ");
            if (service.profile() == RandomService.Profile.ACCURACY) {
                java.append("dev.bindwise.examples.accuracy.RandomValues.reply(").append(service.seed()).append("L, \"")
                        .append(operation.name()).append("\", ").append(RandomService.CONTROL).append(");\n    }\n");
            } else {
                java.append("dev.bindwise.examples.accuracy.ReceivedValues.answer(").append(service.seed()).append("L, \"")
                        .append(operation.name()).append("\", new Object[] {").append(operation.parameters().stream()
                                .map(Member::name).collect(Collectors.joining(", "))).append("});\n    }\n");
            }
        }
        return java.append("}\n").toString();
    }

    private String signature(Operation operation) {
        return javaType(operation.result()) + " " + operation.name() + "(" + operation.parameters().stream()
                .map(p -> javaType(p) + " " + p.name()).collect(Collectors.joining(", ")) + ")";
    }

    /**
     * A member's Java type: in the every-construct profile a repeated member is a {@code java.util.List} of boxed items,
     * as JAXB and wsimport bind it; in the accuracy profile (served by Axis2's POJO receiver) an array.
     */
    private String javaType(Member member) {
        boolean list = member.array() && jaxb();
        boolean primitive = member.primitive() && !list;
        String item = switch (member.kind()) {
            case STRING, ENUMERATION -> "String";
            case INT -> primitive ? "int" : "Integer";
            case LONG -> primitive ? "long" : "Long";
            case DOUBLE -> primitive ? "double" : "Double";
            case BYTE -> primitive ? "byte" : "Byte";
            case SHORT -> primitive ? "short" : "Short";
            case FLOAT -> primitive ? "float" : "Float";
            case INTEGER -> "java.math.BigInteger";
            case BOOLEAN -> primitive ? "boolean" : "Boolean";
            case DECIMAL -> "java.math.BigDecimal";
            case DATE_TIME -> "java.util.Calendar";
            case BINARY -> "byte[]";
            case STRUCT -> service.javaPackage() + "." + member.struct().name();
        };
        return list ? "java.util.List<" + item + ">" : member.array() ? item + "[]" : item;
    }

    // ------------------------------------------------------------------ the WSDL

    /**
     * The extended WSDL, with the servers' addresses (those the client calls: the relays').
     *
     * @param soapPort the port of the SOAP address
     * @param iiopPort the port of the RMI-IIOP naming service
     */
    public String wsdl(int soapPort, int iiopPort) {
        String name = service.name();
        List<String> enumerations = new ArrayList<>();
        StringBuilder types = new StringBuilder();
        for (StructType type : service.types()) {
            types.append("      <xsd:complexType name=\"").append(type.name()).append("\">\n");
            String indent = type.base() == null ? "        " : "          ";
            if (type.base() != null) {
                types.append("        <xsd:complexContent><xsd:extension base=\"tns:").append(type.base().name()).append("\">\n");
            }
            types.append(indent).append("<xsd:sequence>\n");
            type.ownFields().stream().filter(field -> !field.attribute()).sorted((a, b) -> a.name().compareTo(b.name()))
                    .forEach(field -> types.append(indent).append("  ").append(element(field, type.name(), enumerations)).append('\n'));
            types.append(indent).append("</xsd:sequence>\n");
            type.ownFields().stream().filter(Member::attribute).forEach(attribute -> types.append(indent).append("<xsd:attribute name=\"")
                    .append(attribute.name()).append("\" type=\"").append(typeName(attribute, type.name(), enumerations)).append('"')
                    .append(attribute.occurrence() == RandomService.Occurrence.REQUIRED ? " use=\"required\"" : "").append("/>\n"));
            if (type.base() != null) {
                types.append("        </xsd:extension></xsd:complexContent>\n");
            }
            types.append("      </xsd:complexType>\n");
        }
        StringBuilder elements = new StringBuilder();
        StringBuilder messages = new StringBuilder();
        StringBuilder portType = new StringBuilder();
        StringBuilder soap = new StringBuilder();
        StringBuilder ejb = new StringBuilder();
        StringBuilder java = new StringBuilder();
        for (Operation operation : service.operations()) {
            String op = operation.name();
            elements.append("      <xsd:element name=\"").append(op).append("\"><xsd:complexType><xsd:sequence>\n");
            for (Member parameter : operation.parameters()) {
                elements.append("        ").append(element(parameter, op, enumerations)).append('\n');
            }
            elements.append("      </xsd:sequence></xsd:complexType></xsd:element>\n");
            elements.append("      <xsd:element name=\"").append(op).append("Response\"><xsd:complexType><xsd:sequence>\n        ")
                    .append(element(operation.result(), op, enumerations))
                    .append("\n      </xsd:sequence></xsd:complexType></xsd:element>\n");
            messages.append("  <message name=\"").append(op).append("Request\"><part name=\"parameters\" element=\"tns:")
                    .append(op).append("\"/></message>\n");
            messages.append("  <message name=\"").append(op).append("Response\"><part name=\"parameters\" element=\"tns:")
                    .append(op).append("Response\"/></message>\n");
            portType.append("    <operation name=\"").append(op).append("\"><input message=\"tns:").append(op)
                    .append("Request\"/><output message=\"tns:").append(op).append("Response\"/></operation>\n");
            soap.append("    <operation name=\"").append(op).append("\">\n      <soap:operation soapAction=\"urn:").append(op)
                    .append("\"/>\n      <input><soap:body use=\"literal\"/></input>\n      <output><soap:body use=\"literal\"/></output>\n    </operation>\n");
            ejb.append("    <operation name=\"").append(op).append("\">\n      <ejb:operation methodName=\"").append(op)
                    .append("\" parameterOrder=\"").append(operation.parameters().stream().map(Member::name).collect(Collectors.joining(" ")))
                    .append("\" interface=\"remote\" returnPart=\"return\"/>\n      <input/><output/>\n    </operation>\n");
            java.append("    <operation name=\"").append(op).append("\">\n      <java:operation methodName=\"").append(op)
                    .append("\" parameterOrder=\"").append(operation.parameters().stream().map(Member::name).collect(Collectors.joining(" ")))
                    .append("\" returnPart=\"return\"/>\n      <input/><output/>\n    </operation>\n");
        }
        String typeMaps = service.types().stream().map(type -> "      <format:typeMap typeName=\"tns:" + type.name()
                + "\" formatType=\"" + service.javaPackage() + "." + type.name() + "\"/>\n").collect(Collectors.joining());
        boolean local = service.profile() == RandomService.Profile.EVERY_CONSTRUCT;
        String javaBinding = !local ? "" : "  <binding name=\"" + name + "JavaBinding\" type=\"tns:" + name + "\">\n    <java:binding/>\n"
                + "    <format:typeMapping encoding=\"Java\" style=\"Java\">\n" + typeMaps + "    </format:typeMapping>\n"
                + java + "  </binding>\n";
        String javaPort = !local ? "" : "    <port name=\"" + name + "LocalPort\" binding=\"tns:" + name + "JavaBinding\">\n"
                + "      <java:address className=\"" + implementationName() + "\"/>\n    </port>\n";
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<!-- A random service of the accuracy harness (seed " + service.seed() + "). -->\n"
                + "<definitions name=\"" + name + "\" targetNamespace=\"" + service.namespace() + "\"\n"
                + "    xmlns:tns=\"" + service.namespace() + "\" xmlns=\"http://schemas.xmlsoap.org/wsdl/\"\n"
                + "    xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" xmlns:soap=\"http://schemas.xmlsoap.org/wsdl/soap/\"\n"
                + "    xmlns:ejb=\"http://schemas.xmlsoap.org/wsdl/ejb/\" xmlns:format=\"http://schemas.xmlsoap.org/wsdl/formatbinding/\""
                + (local ? "\n    xmlns:java=\"http://schemas.xmlsoap.org/wsdl/java/\"" : "") + ">\n"
                + "  <types>\n    <xsd:schema targetNamespace=\"" + service.namespace() + "\" elementFormDefault=\"unqualified\">\n"
                + types + String.join("", enumerations) + elements + "    </xsd:schema>\n  </types>\n"
                + messages
                + "  <portType name=\"" + name + "\">\n" + portType + "  </portType>\n"
                + "  <binding name=\"" + name + "SoapBinding\" type=\"tns:" + name + "\">\n"
                + "    <soap:binding style=\"document\" transport=\"http://schemas.xmlsoap.org/soap/http\"/>\n" + soap + "  </binding>\n"
                + "  <binding name=\"" + name + "IiopBinding\" type=\"tns:" + name + "\">\n    <ejb:binding/>\n"
                + "    <format:typeMapping encoding=\"Java\" style=\"Java\">\n" + typeMaps + "    </format:typeMapping>\n"
                + ejb + "  </binding>\n" + javaBinding
                + "  <service name=\"" + name + "Service\">\n"
                + "    <port name=\"" + name + "SoapPort\" binding=\"tns:" + name + "SoapBinding\">\n"
                + "      <soap:address location=\"http://127.0.0.1:" + soapPort + soapPath() + "\"/>\n    </port>\n"
                + "    <port name=\"" + name + "IiopPort\" binding=\"tns:" + name + "IiopBinding\">\n"
                + "      <ejb:address className=\"" + remoteName() + "\" jndiName=\"" + name + "\"\n"
                + "          initialContextFactory=\"com.sun.jndi.cosnaming.CNCtxFactory\" jndiProviderURL=\"corbaloc:iiop:127.0.0.1:"
                + iiopPort + "\"/>\n    </port>\n" + javaPort + "  </service>\n</definitions>\n";
    }

    /**
     * A member's element, arrays repeated: in the accuracy profile objects optional and nillable, primitives
     * required; else as its occurrence says (an array is always optional, its items nillable when it is).
     */
    private static String element(Member member, String owner, List<String> enumerations) {
        String type = typeName(member, owner, enumerations);
        String nillable = member.occurrence() == RandomService.Occurrence.NILLABLE ? " nillable=\"true\"" : "";
        String occurs;
        if (member.array()) {
            // an array of primitives is a Java array of primitives: its items are never nil
            occurs = " minOccurs=\"0\" maxOccurs=\"unbounded\"" + nillable;
        } else {
            occurs = (member.occurrence() == RandomService.Occurrence.REQUIRED ? "" : " minOccurs=\"0\"") + nillable;
        }
        return "<xsd:element name=\"" + member.name() + "\" type=\"" + type + "\"" + occurs + "/>";
    }

    /** The schema type of a member (an enumeration's simple type added to those given). */
    private static String typeName(Member member, String owner, List<String> enumerations) {
        return switch (member.kind()) {
            case STRING -> "xsd:string";
            case ENUMERATION -> {
                String simple = owner + Character.toUpperCase(member.name().charAt(0)) + member.name().substring(1) + "Code";
                enumerations.add("      <xsd:simpleType name=\"" + simple + "\"><xsd:restriction base=\"xsd:string\">"
                        + member.literals().stream().map(l -> "<xsd:enumeration value=\"" + l + "\"/>").collect(Collectors.joining())
                        + "</xsd:restriction></xsd:simpleType>\n");
                yield "tns:" + simple;
            }
            case INT -> "xsd:int";
            case LONG -> "xsd:long";
            case DOUBLE -> "xsd:double";
            case BYTE -> "xsd:byte";
            case SHORT -> "xsd:short";
            case FLOAT -> "xsd:float";
            case INTEGER -> "xsd:integer";
            case BOOLEAN -> "xsd:boolean";
            case DECIMAL -> "xsd:decimal";
            case DATE_TIME -> "xsd:dateTime";
            case BINARY -> "xsd:base64Binary";
            case STRUCT -> "tns:" + member.struct().name();
        };
    }
}
