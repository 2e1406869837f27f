package dev.bindwise.examples.benchmarks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * A large service for timing: an example WSDL whose port type and every binding repeat its operations
 * under new names until there are as many as asked (MapPoint's three cycle through strings, a route of
 * segments with dates, and a binary map). The messages and types are shared, as in a real large service.
 */
public final class ManyOperationsWsdl {

    private static final String WSDL = "http://schemas.xmlsoap.org/wsdl/";

    private ManyOperationsWsdl() {
    }

    /** Writes the WSDL with {@code count} operations to {@code target} and returns it. */
    public static Path write(Path example, int count, Path target) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document document = factory.newDocumentBuilder().parse(example.toFile());
        for (Element owner : owners(document)) {
            List<Element> originals = operations(owner);
            for (int i = originals.size(); i < count; i++) {
                Element original = originals.get(i % originals.size());
                Element copy = (Element) original.cloneNode(true);
                String name = original.getAttribute("name") + "_" + i;
                copy.setAttribute("name", name);
                renameMethod(copy, name);
                owner.appendChild(copy);
            }
        }
        Files.createDirectories(target.toAbsolutePath().getParent());
        var transformer = TransformerFactory.newInstance().newTransformer();
        transformer.setOutputProperty(OutputKeys.INDENT, "yes");
        transformer.transform(new DOMSource(document), new StreamResult(target.toFile()));
        return target;
    }

    /** The port types and bindings: where operations are listed. */
    private static List<Element> owners(Document document) {
        List<Element> owners = new ArrayList<>();
        for (String kind : List.of("portType", "binding")) {
            NodeList nodes = document.getElementsByTagNameNS(WSDL, kind);
            for (int i = 0; i < nodes.getLength(); i++) {
                owners.add((Element) nodes.item(i));
            }
        }
        return owners;
    }

    private static List<Element> operations(Element owner) {
        List<Element> operations = new ArrayList<>();
        for (Node child = owner.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element && WSDL.equals(element.getNamespaceURI())
                    && "operation".equals(element.getLocalName())) {
                operations.add(element);
            }
        }
        return operations;
    }

    /** The ejb and java bindings name the Java method of each operation: a copy names its own. */
    private static void renameMethod(Element operation, String name) {
        for (Node child = operation.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element && element.hasAttribute("methodName")) {
                element.setAttribute("methodName", name);
            }
        }
    }
}
