package dev.bindwise.core.estimate;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import dev.bindwise.model.ArrayStyle;
import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.BodyUse;
import dev.bindwise.model.Field;
import dev.bindwise.model.Message;
import dev.bindwise.model.Operation;
import dev.bindwise.model.OperationStyle;
import dev.bindwise.model.Part;
import dev.bindwise.model.Port;
import dev.bindwise.model.TypeShape;
import dev.bindwise.model.ValueKind;
import dev.bindwise.runtime.BindingKind;

/**
 * The bytes of a SOAP 1.1 call over HTTP/1.1: the request as our client (Apache Axis2 2.0, by the route's schema)
 * writes it, with its HTTP head and Content-Length; the reply as the {@link SoapStack} that answers writes it
 * (Axis2, our example servers', unless told). Each with the envelope and its namespace declarations, a start and
 * an end tag per element (unqualified local elements carry no prefix), the UTF-8 text of each value,
 * {@code xsi:type} where the stack types a reply's structures, {@code xsi:nil} with its namespace declaration
 * for a null (once per reply structure where {@code xsi:type} declared it), an empty-element tag for a
 * structure with nothing inside. Expected sizes: an optional value counts with the probability that it is there.
 */
public final class SoapSizeModel implements SizeModel {

    /** The requests' writer: our client. */
    private static final SoapStack CLIENT = SoapStack.AXIS2;
    /** A dateTime as the client's schema path writes it (XMLGregorianCalendar: UTC as Z), not as Axis2's server. */
    private static final String CLIENT_DATE_TIME = "2005-09-09T18:18:30.830Z";
    private static final String XSI_DECLARATION = " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"";
    private static final String NIL = " xsi:nil=\"true\"";
    private static final String XS_DECLARATION = " xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"";
    /** A structure nested deeper than this is taken as absent (a type that refers to itself). */
    private static final int MAX_DEPTH = 12;
    /** The request head without its path, host, action and the Content-Length's digits. */
    private static final int FIXED_REQUEST_HEAD = requestHeadText("", "", "").length();

    /**
     * The path and host bytes of each address met, worked out once: parsing the address at every point
     * of the space would cost more than sizing the envelope.
     */
    private final Map<String, Integer> addressBytes = new ConcurrentHashMap<>();
    private final SoapStack stack;

    /** The replies as the example servers' Axis2 writes them ({@link SoapStack#DEFAULT}). */
    public SoapSizeModel() {
        this(SoapStack.DEFAULT);
    }

    /** The replies as this stack writes them. */
    public SoapSizeModel(SoapStack stack) {
        this.stack = stack;
    }

    /** The stack whose replies this model sizes. */
    public SoapStack stack() {
        return stack;
    }

    @Override
    public BindingKind kind() {
        return BindingKind.SOAP;
    }

    @Override
    public double requestBytes(Port port, BindingOperation operation, Values values) {
        double body = envelope(operation, operation.getOperation().getInput(), operation.getName(), values, false);
        return requestHead(port, operation) + contentLength(body) + body;
    }

    /** The reply as the stack writes it; a one-way operation's is its 202 Accepted. */
    @Override
    public double replyBytes(Port port, BindingOperation operation, Values values) {
        Message output = operation.getOperation().getOutput();
        if (output == null) {
            return stack.acceptedBytes();
        }
        return stack.replyBytes(envelope(operation, output, operation.getName() + "Response", values, true));
    }

    /**
     * The request head's bytes, the port type's namespace, the body's style and use, the messages, and the
     * operation's name where an RPC wrapper carries it: a document's envelope does not name its operation.
     */
    @Override
    public Object signature(Port port, BindingOperation operation) {
        Operation abstractOperation = operation.getOperation();
        String namespace = operation.eContainer() instanceof Binding binding && binding.getPortType() != null
                ? binding.getPortType().getNamespace() : null;
        return Arrays.asList(requestHead(port, operation), namespace, operation.getUse(), operation.getStyle(),
                abstractOperation.getInput(), abstractOperation.getOutput(),
                operation.getStyle() == OperationStyle.RPC ? operation.getName() : null);
    }

    private double requestHead(Port port, BindingOperation operation) {
        String address = port.getAddress() == null ? "http://localhost/" : port.getAddress();
        String action = operation.getSoapAction() == null ? "" : operation.getSoapAction();
        return FIXED_REQUEST_HEAD + addressBytes.computeIfAbsent(address, SoapSizeModel::pathAndHostBytes)
                + action.length();
    }

    private static String requestHeadText(String path, String host, String action) {
        return "POST " + path + " HTTP/1.1\r\n" + "Content-Type: text/xml; charset=UTF-8\r\n"
                + "SOAPAction: \"" + action + "\"\r\n" + "User-Agent: Axis2\r\n"
                + "Accept-Encoding: gzip, x-gzip, deflate\r\n" + "Host: " + host + "\r\n"
                + "Content-Length: \r\n" + "Connection: keep-alive\r\n\r\n";
    }

    /** The digits of the request's Content-Length header (the rest of that header is in the fixed head). */
    private static int contentLength(double body) {
        return Long.toString(Math.round(body)).length();
    }

    /** The bytes of the request line's path and the Host header's value. */
    private static int pathAndHostBytes(String address) {
        URI uri = URI.create(address);
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        String host = uri.getHost() + (uri.getPort() >= 0 ? ":" + uri.getPort() : "");
        return path.length() + host.length();
    }

    private double envelope(BindingOperation operation, Message message, String wrapperName, Values values,
            boolean reply) {
        SoapStack writer = reply ? stack : CLIENT;
        double body = writer.envelopeBytes();
        if (message == null) {
            return body;
        }
        Binding binding = (Binding) operation.eContainer();
        String namespace = binding.getPortType() == null ? "" : nullToEmpty(binding.getPortType().getNamespace());
        boolean encoded = operation.getUse() == BodyUse.ENCODED;
        if (operation.getStyle() == OperationStyle.RPC) {
            // <ns:op xmlns:ns="..."> with one unqualified element per part
            body += wrapper(writer.prefix(), wrapperName, namespace);
            for (Part part : message.getParts()) {
                body += element(part.getShape(), part.getName(), false, values, reply, encoded, 0);
            }
            return body;
        }
        for (Part part : message.getParts()) {
            Field shape = part.getShape();
            // a document part is its global element, written with the prefix and its namespace declaration
            body += element(shape, shape.getName(), true, values, reply, encoded, 0)
                    + (" xmlns:" + writer.prefix() + "=\"" + nullToEmpty(shape.getNamespace()) + "\"").length()
                    * values.presentShare(shape);
        }
        return body;
    }

    /** Start and end tag of the wrapper element with its namespace declaration. */
    private static double wrapper(String prefix, String name, String namespace) {
        String qualified = prefix + ":" + name;
        return ("<" + qualified + " xmlns:" + prefix + "=\"" + namespace + "\">").length() + qualified.length() + 3;
    }

    /** The expected bytes of a field: its items, each present or nil or left out. */
    private double element(Field field, String name, boolean prefixed, Values values, boolean reply, boolean encoded,
            int depth) {
        if (depth > MAX_DEPTH) {
            return 0;
        }
        double items = field.getMaxOccurs() == 1 ? 1 : values.items(field);
        if (field.getArrayStyle() == ArrayStyle.SOAP_ENCODED) {
            // one element holding the items as <item> children
            items = 1;
        }
        SoapStack writer = reply ? stack : CLIENT;
        String tag = (prefixed || !nullToEmpty(field.getNamespace()).isEmpty() ? writer.prefix() + ":" : "") + name;
        double present = values.presentShare(field);
        double tags = 2 * tag.length() + 5;
        // a structure with nothing inside (only empty arrays, absent values) is one empty-element tag: <tag/>
        tags -= (tag.length() + 2) * emptyShare(field, values);
        double whenPresent = tags + content(field, values, reply, encoded, depth);
        boolean typed = reply && stack.typesStructures();
        if (typed && depth == 1 && field.getMaxOccurs() != 1 && javaPrimitive(field)) {
            // Axis2 types each item of a result that is an array of Java primitives, declaring both prefixes
            whenPresent += (XSI_DECLARATION + XS_DECLARATION + " xsi:type=\"xs:" + localName(field.getXsdType()) + "\"").length();
        }
        if (typed && field.getKind() == ValueKind.STRUCT && field.getType() != null && !anonymous(field.getType())) {
            whenPresent += (" xsi:type=\"" + writer.prefix() + ":" + localName(field.getType()) + "\"").length();
            if (depth == 1 || depth == 0 && !prefixed) {
                whenPresent += XSI_DECLARATION.length();
            }
        }
        // Inside a reply's typed structure the xsi prefix is declared already; elsewhere each nil declares it.
        boolean xsiInScope = typed && depth >= 2;
        double whenNil = field.isNillable()
                ? tag.length() + 3 + NIL.length() + (xsiInScope ? 0 : XSI_DECLARATION.length()) : 0;
        return items * (present * whenPresent + (1 - present) * whenNil);
    }

    /** Whether the field's items are Java primitives (a number or boolean that cannot be nil). */
    private static boolean javaPrimitive(Field field) {
        return !field.isNillable() && switch (field.getKind()) {
            case BOOLEAN, BYTE, SHORT, INT, LONG, FLOAT, DOUBLE -> true;
            default -> false;
        };
    }

    /**
     * The probability that a structure's element holds nothing: each of its elements writes nothing (an
     * array without items, an absent value that is not nillable). A simple value is never taken as empty.
     */
    private static double emptyShare(Field field, Values values) {
        if (field.getKind() != ValueKind.STRUCT || field.getType() == null || field.getArrayStyle() == ArrayStyle.SOAP_ENCODED) {
            return 0;
        }
        double empty = 1;
        for (Field child : field.getType().getFields()) {
            if (child.isAttribute()) {
                continue;
            }
            if (child.getMaxOccurs() != 1) {
                empty *= values.items(child) == 0 ? 1 : 0;
            } else {
                empty *= child.isNillable() ? 0 : 1 - values.presentShare(child);
            }
        }
        return empty;
    }

    private double content(Field field, Values values, boolean reply, boolean encoded, int depth) {
        if (field.getArrayStyle() == ArrayStyle.SOAP_ENCODED) {
            double itemBytes = 2 * "item".length() + 5 + simpleOrStruct(field, values, reply, encoded, depth);
            return values.items(field) * itemBytes;
        }
        return simpleOrStruct(field, values, reply, encoded, depth);
    }

    private double simpleOrStruct(Field field, Values values, boolean reply, boolean encoded, int depth) {
        switch (field.getKind()) {
            case STRUCT: {
                TypeShape type = field.getType();
                double bytes = 0;
                if (type != null) {
                    for (Field child : type.getFields()) {
                        // an optional attribute that is absent writes neither its name nor its value
                        bytes += child.isAttribute()
                                ? ((" " + child.getName() + "=\"\"").length() + simpleOrStruct(child, values, reply, encoded, depth + 1))
                                        * values.presentShare(child)
                                : element(child, child.getName(), false, values, reply, encoded, depth + 1);
                    }
                }
                return bytes;
            }
            case STRING:
            case QNAME:
            case ANY_URI:
            case ANY:
                return utf8(values.stringLength(field));
            case BASE64_BINARY:
                return 4 * Math.ceil(values.binaryBytes(field) / 3);
            case HEX_BINARY:
                return 2 * values.binaryBytes(field);
            case DATE_TIME:
                // a request's by the client's schema path (XMLGregorianCalendar: UTC as Z), a reply's by the stack
                return reply ? stack.dateTimeLength() : CLIENT_DATE_TIME.length();
            case DATE:
                return "2005-09-09".length();
            case TIME:
                return "18:18:30.830+00:00".length();
            case BOOLEAN:
                return values.numberLength(field, 4.5);
            case CHAR:
                return 1;
            case BYTE:
            case SHORT:
                return values.numberLength(field, 2);
            case INT:
            case INTEGER:
                return values.numberLength(field, 3);
            case LONG:
                return values.numberLength(field, 5);
            case FLOAT:
            case DOUBLE:
            case DECIMAL:
                return values.numberLength(field, 6);
            default:
                return values.stringLength(field);
        }
    }

    /** Characters of text as UTF-8 bytes: the parameter space's strings are ASCII. */
    private static double utf8(double characters) {
        return characters * "a".getBytes(StandardCharsets.UTF_8).length;
    }

    private static boolean anonymous(TypeShape type) {
        return type.getName() != null && type.getName().endsWith("#anon");
    }

    private static String localName(TypeShape type) {
        return localName(type.getName());
    }

    private static String localName(String qualifiedName) {
        String name = qualifiedName == null ? "" : qualifiedName;
        int close = name.lastIndexOf('}');
        return close >= 0 ? name.substring(close + 1) : name;
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }
}
