package dev.bindwise.core.estimate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.xml.XMLConstants;
import javax.xml.namespace.QName;

import org.w3c.dom.Element;
import org.w3c.dom.Node;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.wsdl.xml.SecureXmlParser;
import dev.bindwise.model.ArrayStyle;
import dev.bindwise.model.Field;
import dev.bindwise.model.Message;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Part;
import dev.bindwise.model.PortType;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.ValueKind;
import dev.bindwise.model.persistence.InputLimit;

/**
 * Messages a client captured, requests and the replies it got (a SOAP envelope, or the body's element
 * alone), read against the WSDL's message shapes: each file is the request or the reply of the operations
 * whose message it matches (document style: the part's element; RPC style: the operation's wrapper), and per
 * operation the values seen give its point of the space, the paper's grey-box hints (4.3.3): the average
 * string length (hint B), the share of optional values missing (hint C), the items of the arrays and the
 * size of the binaries ({@link ObservedValues#typical}).
 */
public final class SampleMessages {

    /** More files than a user collects by hand; a folder with more is not a folder of samples. */
    static final int MAX_FILES = 10_000;
    private static final List<String> ENVELOPES = List.of("http://schemas.xmlsoap.org/soap/envelope/",
            "http://www.w3.org/2003/05/soap-envelope");
    private static final String XSI = XMLConstants.W3C_XML_SCHEMA_INSTANCE_NS_URI;

    private final Path folder;
    private final Map<Operation, List<Map.Entry<Field, Object>>> messages;
    private final Map<Operation, Integer> files;

    private SampleMessages(Path folder, Map<Operation, List<Map.Entry<Field, Object>>> messages,
            Map<Operation, Integer> files) {
        this.folder = folder;
        this.messages = messages;
        this.files = files;
    }

    /**
     * Reads every {@code .xml} file in the folder and its subfolders.
     *
     * @throws BadInputException naming the folder when it holds no sample, or the file that is not XML, not
     *             a message of the WSDL's operations, or whose values do not fit the schema
     */
    public static SampleMessages read(Path folder, ServiceDescription description) throws BadInputException {
        if (!Files.isDirectory(folder)) {
            throw new BadInputException(folder + ": --samples needs a folder of sample messages (request and reply XML,"
                    + " one message a file, as a client captured them).");
        }
        List<Path> paths;
        try (Stream<Path> walk = Files.walk(folder, 8)) {
            paths = walk.filter(Files::isRegularFile).filter(p -> p.getFileName().toString().endsWith(".xml"))
                    .limit(MAX_FILES + 1L).sorted().toList();
        } catch (IOException e) {
            throw new BadInputException(folder + ": the samples folder cannot be read: " + e.getMessage(), e);
        }
        if (paths.isEmpty()) {
            throw new BadInputException(folder + ": no sample message in this folder: put the requests and replies a"
                    + " client captured there, one .xml file each (a SOAP envelope, or the body's element).");
        }
        if (paths.size() > MAX_FILES) {
            throw new BadInputException(folder + ": more than " + MAX_FILES + " .xml files; give a folder with a few"
                    + " samples per operation.");
        }
        Map<Operation, List<Map.Entry<Field, Object>>> messages = new IdentityHashMap<>();
        Map<Operation, Integer> files = new IdentityHashMap<>();
        for (Path path : paths) {
            Element body = body(path);
            if (body == null) {
                continue; // a fault: it carries none of the operation's data
            }
            boolean matched = false;
            for (PortType portType : description.getPortTypes()) {
                for (Operation operation : portType.getOperations()) {
                    List<Map.Entry<Field, Object>> read = message(path, body, operation);
                    if (read != null) {
                        messages.computeIfAbsent(operation, o -> new ArrayList<>()).addAll(read);
                        files.merge(operation, 1, Integer::sum);
                        matched = true;
                    }
                }
            }
            if (!matched) {
                throw new BadInputException(path + ": the message's element " + name(body) + " is neither the request"
                        + " nor the reply of an operation of " + description.getLocation() + " (its operations: "
                        + description.getPortTypes().stream().flatMap(p -> p.getOperations().stream())
                                .map(Operation::getName).distinct().collect(Collectors.joining(", "))
                        + "). Remove the file, or give the WSDL of the service it was captured from.");
            }
        }
        return new SampleMessages(folder, messages, files);
    }

    public Path folder() {
        return folder;
    }

    /**
     * The operation's point as its samples show it; a dimension they do not show keeps {@code base}'s value.
     * Empty when no sample is of this operation.
     */
    public Optional<OperatingPoint> pointOf(Operation operation, ValueSetting base) {
        List<Map.Entry<Field, Object>> seen = messages.get(operation);
        if (seen == null) {
            return Optional.empty();
        }
        int count = files.get(operation);
        return Optional.of(new OperatingPoint(ObservedValues.of(seen, base).typical(base),
                count + (count == 1 ? " sample message" : " sample messages") + " in " + folder));
    }

    /** The body's element of the file's message, or null for a fault. */
    private static Element body(Path path) throws BadInputException {
        byte[] content;
        try {
            content = InputLimit.SAMPLE_MESSAGE.read(path);
        } catch (IOException e) {
            throw new BadInputException(path + ": the sample message cannot be read: " + e.getMessage(), e);
        }
        Element root = new SecureXmlParser().parse(content, path.toUri().toString(), path.toString()).getDocumentElement();
        if (!"Envelope".equals(root.getLocalName()) || !ENVELOPES.contains(root.getNamespaceURI())) {
            return root;
        }
        Element body = children(root).stream().filter(e -> "Body".equals(e.getLocalName())).findFirst()
                .orElseThrow(() -> new BadInputException(path + ": the SOAP envelope has no Body: a sample is a message"
                        + " as it went over the wire, or the body's element alone."));
        List<Element> bodyContent = children(body);
        if (bodyContent.isEmpty()) {
            throw new BadInputException(path + ": the SOAP Body is empty: a sample carries a request or a reply.");
        }
        return "Fault".equals(bodyContent.get(0).getLocalName()) ? null : bodyContent.get(0);
    }

    /** The message's values per part, when the element is the operation's request or reply; else null. */
    private static List<Map.Entry<Field, Object>> message(Path path, Element element, Operation operation)
            throws BadInputException {
        for (Message message : new Message[] {operation.getInput(), operation.getOutput()}) {
            if (message == null) {
                continue;
            }
            for (Part part : message.getParts()) {
                if (part.getElementName() != null && part.getShape() != null && sameName(element, part.getElementName())) {
                    return List.of(Map.entry(part.getShape(), value(path, element, part.getShape())));
                }
            }
        }
        // RPC style: a wrapper named after the operation (the reply's: its output's name, or the name and "Response")
        String name = element.getLocalName();
        Message message = name.equals(operation.getName()) ? operation.getInput()
                : name.equals(operation.getName() + "Response") || name.equals(operation.getOutputName())
                        ? operation.getOutput() : null;
        if (message == null || message.getParts().stream().anyMatch(p -> p.getElementName() != null)) {
            return null;
        }
        List<Map.Entry<Field, Object>> values = new ArrayList<>();
        for (Part part : message.getParts()) {
            if (part.getShape() != null) {
                values.add(Map.entry(part.getShape(), childValue(path, element, part.getShape())));
            }
        }
        return values;
    }

    private static boolean sameName(Element element, String qualifiedName) {
        QName name = QName.valueOf(qualifiedName);
        return name.getLocalPart().equals(element.getLocalName())
                && (name.getNamespaceURI().isEmpty() || name.getNamespaceURI().equals(nullToEmpty(element.getNamespaceURI())));
    }

    /**
     * What an element carries, as {@link ObservedValues} walks it: null when nil, a map of the fields for a
     * structure, the bytes of a binary, else the text.
     */
    private static Object value(Path path, Element element, Field field) throws BadInputException {
        String nil = element.getAttributeNS(XSI, "nil");
        if ("true".equals(nil) || "1".equals(nil)) {
            return null;
        }
        if (field.getKind() == ValueKind.STRUCT && field.getType() != null) {
            Map<String, Object> fields = new HashMap<>();
            // the reader has put the base type's fields before the type's own already
            for (Field child : field.getType().getFields()) {
                fields.put(child.getName(), childValue(path, element, child));
            }
            return fields;
        }
        String text = element.getTextContent().strip();
        if (field.getKind() == ValueKind.BASE64_BINARY) {
            try {
                return Base64.getMimeDecoder().decode(text);
            } catch (IllegalArgumentException e) {
                throw new BadInputException(path + ": " + name(element) + " is no base64Binary value (" + e.getMessage()
                        + "); a sample carries the data as it went over the wire.", e);
            }
        }
        return field.getKind() == ValueKind.HEX_BINARY ? new byte[text.length() / 2] : text;
    }

    /** The value of a field inside an element: its attribute, its element(s), or the items of a SOAP-encoded array. */
    private static Object childValue(Path path, Element parent, Field field) throws BadInputException {
        if (field.isAttribute()) {
            return parent.hasAttribute(field.getName()) ? parent.getAttribute(field.getName()) : null;
        }
        List<Element> matches = children(parent).stream().filter(e -> field.getName().equals(e.getLocalName())).toList();
        if (field.getArrayStyle() == ArrayStyle.SOAP_ENCODED) {
            if (matches.isEmpty() || value(path, matches.get(0), field) == null) {
                return null;
            }
            matches = children(matches.get(0));
        } else if (!ValueSetting.repeated(field)) {
            return matches.isEmpty() ? null : value(path, matches.get(0), field);
        }
        Object[] items = new Object[matches.size()];
        for (int i = 0; i < items.length; i++) {
            items[i] = value(path, matches.get(i), field);
        }
        return items;
    }

    private static List<Element> children(Element parent) {
        List<Element> children = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element child) {
                children.add(child);
            }
        }
        return children;
    }

    private static String name(Element element) {
        return "{" + nullToEmpty(element.getNamespaceURI()) + "}" + element.getLocalName();
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }
}
