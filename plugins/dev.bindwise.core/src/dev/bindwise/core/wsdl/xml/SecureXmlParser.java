package dev.bindwise.core.wsdl.xml;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

import dev.bindwise.core.wsdl.SourcePosition;
import dev.bindwise.core.wsdl.WsdlReadException;

/**
 * Parses a document into a DOM without trusting it: DOCTYPE declarations are refused (so no entity
 * can be declared, expanded or fetched), external entities and DTDs are never loaded, XInclude is off
 * and the JDK's secure-processing limits apply. Every element gets its {@link SourcePosition}.
 */
public final class SecureXmlParser {

    private static final String DISALLOW_DOCTYPE = "http://apache.org/xml/features/disallow-doctype-decl";
    private static final String XMLNS_URI = XMLConstants.XMLNS_ATTRIBUTE_NS_URI;
    /** The JDK's secure-processing limits (nesting depth, attributes, name length, ...) say which one. */
    private static final Pattern JDK_LIMIT = Pattern.compile("^JAXP\\d+:(?=.*\"(jdk\\.xml\\.\\w+)\")");

    private final UnaryOperator<String> namespaceMapping;

    /** @param namespaceMapping applied to every namespace URI (element names and declarations) */
    public SecureXmlParser(UnaryOperator<String> namespaceMapping) {
        this.namespaceMapping = namespaceMapping;
    }

    public SecureXmlParser() {
        this(UnaryOperator.identity());
    }

    /**
     * @param content the document's bytes
     * @param systemId the document's URI (set as the DOM's document URI)
     * @param file the name to put in error messages
     */
    public Document parse(byte[] content, String systemId, String file) throws WsdlReadException {
        DomBuilder builder;
        try {
            SAXParser parser = newParserFactory().newSAXParser();
            parser.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            parser.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            builder = new DomBuilder(file, namespaceMapping);
            InputSource source = new InputSource(new ByteArrayInputStream(content));
            source.setSystemId(systemId);
            parser.parse(source, builder);
        } catch (SAXParseException e) {
            throw parseProblem(file, e);
        } catch (SAXException e) {
            throw new WsdlReadException(file, -1, -1, "not well-formed XML: " + e.getMessage(),
                    "Fix the XML syntax (check it with any XML editor).", e);
        } catch (IOException e) {
            throw new WsdlReadException(file, -1, -1, "cannot read the document: " + e.getMessage(), null, e);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser does not support secure processing", e);
        }
        Document document = builder.document();
        document.setDocumentURI(systemId);
        return document;
    }

    private static SAXParserFactory newParserFactory() throws ParserConfigurationException, SAXException {
        // the JDK's own parser: whatever else is on the class path does not get a say in security
        SAXParserFactory factory = SAXParserFactory.newDefaultInstance();
        factory.setNamespaceAware(true);
        factory.setValidating(false);
        factory.setXIncludeAware(false);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature(DISALLOW_DOCTYPE, true);
        factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
        factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return factory;
    }

    private static WsdlReadException parseProblem(String file, SAXParseException e) {
        String message = e.getMessage() == null ? "" : e.getMessage();
        int line = e.getLineNumber();
        int column = e.getColumnNumber();
        if (message.contains(DISALLOW_DOCTYPE) || message.contains("DOCTYPE")) {
            return new WsdlReadException(file, line, column,
                    "the document has a DOCTYPE declaration; Bindwise refuses DTDs, since their entities can "
                            + "read local files, reach the network or expand without limit",
                    "Remove the <!DOCTYPE ...> declaration: WSDL and XML Schema documents need none.", e);
        }
        Matcher limit = JDK_LIMIT.matcher(message);
        if (limit.find()) {
            return new WsdlReadException(file, line, column, "the document goes beyond a limit of the secure XML reader: "
                    + message.substring(limit.end()).strip(),
                    "No real WSDL or schema comes near it: check that this is the document you meant (the limit is the"
                            + " JDK's " + limit.group(1) + ").", e);
        }
        if (message.contains("Premature end of file") && line <= 1) {
            return new WsdlReadException(file, line, column, "the document is empty or is not XML",
                    "Point Bindwise at a WSDL 1.1 document (an XML file whose root is wsdl:definitions).", e);
        }
        if (message.contains("Content is not allowed in prolog")) {
            return new WsdlReadException(file, line, column, "the document is not XML (" + message + ")",
                    "Point Bindwise at a WSDL 1.1 document (an XML file whose root is wsdl:definitions).", e);
        }
        return new WsdlReadException(file, line, column, "not well-formed XML: " + message,
                "Fix the XML syntax at that place.", e);
    }

    /** Builds the DOM from SAX events, so that each element can get the parser's line and column. */
    private static final class DomBuilder extends DefaultHandler {

        private final String file;
        private final UnaryOperator<String> namespaceMapping;
        private final Document document;
        private final Deque<Node> open = new ArrayDeque<>();
        private final List<String[]> pendingPrefixes = new ArrayList<>();
        private final StringBuilder text = new StringBuilder();
        private Locator locator;

        DomBuilder(String file, UnaryOperator<String> namespaceMapping) throws ParserConfigurationException {
            this.file = file;
            this.namespaceMapping = namespaceMapping;
            // used only to create an empty document, never to parse
            DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
            factory.setNamespaceAware(true);
            this.document = factory.newDocumentBuilder().newDocument();
            open.push(document);
        }

        Document document() {
            return document;
        }

        @Override
        public void setDocumentLocator(Locator locator) {
            this.locator = locator;
        }

        @Override
        public void startPrefixMapping(String prefix, String uri) {
            pendingPrefixes.add(new String[] {prefix, uri});
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) {
            flushText();
            Element element = document.createElementNS(namespace(uri), qName);
            for (String[] prefix : pendingPrefixes) {
                String name = prefix[0].isEmpty() ? "xmlns" : "xmlns:" + prefix[0];
                element.setAttributeNS(XMLNS_URI, name, namespaceMapping.apply(prefix[1]));
            }
            pendingPrefixes.clear();
            for (int i = 0; i < attributes.getLength(); i++) {
                element.setAttributeNS(namespace(attributes.getURI(i)), attributes.getQName(i), attributes.getValue(i));
            }
            if (locator != null) {
                element.setUserData(SourcePosition.USER_DATA_KEY,
                        new SourcePosition(file, locator.getLineNumber(), locator.getColumnNumber()), null);
            }
            open.peek().appendChild(element);
            open.push(element);
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            flushText();
            open.pop();
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            text.append(ch, start, length);
        }

        @Override
        public void ignorableWhitespace(char[] ch, int start, int length) {
            text.append(ch, start, length);
        }

        private void flushText() {
            if (!text.isEmpty()) {
                if (open.peek() != document) {
                    open.peek().appendChild(document.createTextNode(text.toString()));
                }
                text.setLength(0);
            }
        }

        private String namespace(String uri) {
            return uri == null || uri.isEmpty() ? null : namespaceMapping.apply(uri);
        }
    }
}
