package dev.bindwise.examples.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.XMLConstants;

import org.w3c.dom.Attr;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The XML-level mutations of a WSDL (and of a plan's XMI), each by name, each drawing every choice from the
 * mutant's Random so that its seed makes it again. A mutation returns the bytes of the mutated file.
 */
final class XmlMutations {

    @FunctionalInterface
    interface Mutation {
        byte[] apply(String xml, Random random, Loopback loopback);
    }

    /** Mutations of the tree that keep the file well-formed: they can be stacked. */
    static final Map<String, TreeMutation> TREE = new LinkedHashMap<>();

    /** Every mutation, the tree ones included. */
    static final Map<String, Mutation> ALL = new LinkedHashMap<>();

    @FunctionalInterface
    interface TreeMutation {
        void apply(XmlTree tree, Random random, Loopback loopback);
    }

    private static final Pattern ATTRIBUTE = Pattern.compile("\\s([\\w:.-]+)=\"[^\"]*\"");
    private static final String HUGE_NAME = "N".repeat(200_000);
    private static final List<String> HOSTILE_NAMES = List.of("a\\u000ab", "end*/start", "/*open", "back\\slash",
            "quo\"te", "it's", "\\u0000", "${user.home}", "%n%s", "class", "1abc", "", " ", "a b", "\u202Eevil",
            "a.b.c", "..", "../../escape", "con", "x".repeat(300), "\uD83D\uDE00", "java.lang.Object", "*/ class X { /*");
    private static final List<String> HOSTILE_VALUES = List.of("-1", "NaN", "99999999999999999999", "2147483648", "1e9",
            "", "0x10", " 3 ", "Infinity", "FTP", "true", "maybe", "tns:Nope", "nope:X", ":", "a:b:c", "{urn:x}y",
            "2026-13-45T99:99:99Z", "\\u000a", "*/");
    private static final List<String> BAD_BYTES = List.of("00", "01", "0b", "ff", "c080", "eda080", "efbfbe", "f4908080",
            "fe", "c3");
    private static final List<String> NOT_URIS = List.of("http://[::1", "c:\\services\\x", "http://127.0.0.1:99999/x", "",
            " ", "http://127.0.0.1:-1/", "http:", "://", "http://127.0.0.1/%zz", "http://user@/x", "corbaloc:iiop:[::1",
            "iiop://:x", "tcp://:-5", "mailto:x@y", "corbaloc:iiop:127.0.0.1:1050/\\u000a", "IOR:zz", "tcp://[::1]:99999999999");

    static {
        TREE.put("drop-element", (tree, random, loopback) -> {
            Element element = XmlTree.pick(random, tree.elements(e -> true));
            element.getParentNode().removeChild(element);
        });
        TREE.put("duplicate-element", (tree, random, loopback) -> {
            Element element = XmlTree.pick(random, tree.elements(e -> true));
            element.getParentNode().insertBefore(element.cloneNode(true), element.getNextSibling());
        });
        TREE.put("duplicate-element-many", (tree, random, loopback) -> {
            Element element = XmlTree.pick(random, tree.elements(e -> e.getParentNode() != tree.root()
                    || !"types".equals(e.getLocalName())));
            for (int i = 0; i < 2000; i++) {
                Element copy = (Element) element.cloneNode(true);
                if (copy.hasAttribute("name")) {
                    copy.setAttribute("name", copy.getAttribute("name") + i);
                }
                element.getParentNode().insertBefore(copy, element.getNextSibling());
            }
        });
        TREE.put("swap-siblings", (tree, random, loopback) -> {
            List<Element> parents = tree.elements(e -> childElements(e).size() >= 2);
            if (parents.isEmpty()) {
                return;
            }
            List<Element> children = childElements(XmlTree.pick(random, parents));
            // two different children: swapping one with itself took it out of the tree
            int firstIndex = random.nextInt(children.size());
            Element first = children.get(firstIndex);
            Element second = children.get((firstIndex + 1 + random.nextInt(children.size() - 1)) % children.size());
            Node marker = tree.document.createComment("swap");
            first.getParentNode().replaceChild(marker, first);
            second.getParentNode().replaceChild(first, second);
            marker.getParentNode().replaceChild(second, marker);
        });
        TREE.put("move-element", (tree, random, loopback) -> {
            Element element = XmlTree.pick(random, tree.elements(e -> true));
            List<Element> targets = tree.elements(e -> e != element && !isWithin(e, element));
            if (!targets.isEmpty()) {
                XmlTree.pick(random, targets).appendChild(element);
            }
        });
        TREE.put("drop-attribute", (tree, random, loopback) -> {
            List<Attr> attributes = tree.attributes(a -> true);
            if (!attributes.isEmpty()) {
                Attr attribute = XmlTree.pick(random, attributes);
                attribute.getOwnerElement().removeAttributeNode(attribute);
            }
        });
        TREE.put("dangling-name", (tree, random, loopback) -> {
            List<Attr> names = tree.attributes(a -> a.getName().equals("name") && List.of("message", "portType", "binding",
                    "part", "complexType", "simpleType", "element", "group", "attributeGroup", "operation")
                    .contains(a.getOwnerElement().getLocalName()));
            if (!names.isEmpty()) {
                Attr name = XmlTree.pick(random, names);
                name.setValue(name.getValue() + "Gone");
            }
        });
        TREE.put("dangling-reference", (tree, random, loopback) -> {
            List<Attr> references = tree.attributes(a -> List.of("message", "binding", "type", "element", "ref", "base",
                    "itemType", "typeName").contains(a.getName()));
            if (!references.isEmpty()) {
                XmlTree.pick(random, references).setValue(XmlTree.pick(random, List.of("tns:Nope", "nope:X", "",
                        "{urn:x}y", ":", "a:b:c", "xsd:nothing")));
            }
        });
        TREE.put("hostile-value", (tree, random, loopback) -> {
            List<Attr> attributes = tree.attributes(a -> true);
            if (!attributes.isEmpty()) {
                XmlTree.pick(random, attributes).setValue(XmlTree.pick(random, HOSTILE_VALUES));
            }
        });
        TREE.put("hostile-name", (tree, random, loopback) -> {
            List<Attr> names = tree.attributes(a -> a.getName().equals("name")
                    || a.getName().equals("targetNamespace"));
            for (int i = 0; i < 1 + random.nextInt(3) && !names.isEmpty(); i++) {
                XmlTree.pick(random, names).setValue(XmlTree.pick(random, HOSTILE_NAMES));
            }
        });
        TREE.put("huge-name", (tree, random, loopback) -> {
            List<Attr> names = tree.attributes(a -> a.getName().equals("name"));
            if (!names.isEmpty()) {
                XmlTree.pick(random, names).setValue(HUGE_NAME);
            }
        });
        TREE.put("huge-text", (tree, random, loopback) -> {
            Element documentation = tree.document.createElementNS(tree.root().getNamespaceURI(), "documentation");
            documentation.setTextContent("t".repeat(random.nextBoolean() ? 1 << 20 : 8 << 20));
            tree.root().insertBefore(documentation, tree.root().getFirstChild());
        });
        TREE.put("huge-attribute", (tree, random, loopback) -> {
            List<Attr> attributes = tree.attributes(a -> true);
            if (!attributes.isEmpty()) {
                XmlTree.pick(random, attributes).setValue("v".repeat(4 << 20));
            }
        });
        TREE.put("bad-number", (tree, random, loopback) -> {
            List<Attr> numbers = tree.attributes(a -> List.of("minOccurs", "maxOccurs", "maxLength", "length",
                    "totalDigits", "commareaLength", "replyLength", "portNumber", "value").contains(a.getName()));
            if (numbers.isEmpty()) {
                List<Element> elements = tree.elements(XmlTree.XSD, "element");
                if (elements.isEmpty()) {
                    return;
                }
                XmlTree.pick(random, elements).setAttribute("maxOccurs", "0");
                numbers = tree.attributes(a -> a.getName().equals("maxOccurs"));
            }
            XmlTree.pick(random, numbers).setValue(XmlTree.pick(random, List.of("-1", "NaN", "99999999999999999999",
                    "2147483648", "2147483647", "1e9", "", "0x10", " 3 ", "unbounded", "0", "-0")));
        });
        TREE.put("non-uri-address", (tree, random, loopback) -> {
            List<Attr> addresses = tree.attributes(a -> List.of("location", "jndiProviderURL", "connectionURL",
                    "className", "hostName").contains(a.getName())
                    && "address".equals(a.getOwnerElement().getLocalName()));
            if (!addresses.isEmpty()) {
                XmlTree.pick(random, addresses).setValue(XmlTree.pick(random, NOT_URIS));
            }
        });
        TREE.put("missing-part", XmlMutations::missingPart);
        TREE.put("recursive-schema", XmlMutations::recursiveSchema);
        TREE.put("remote-import", XmlMutations::remoteImport);
        TREE.put("local-import", (tree, random, loopback) -> {
            String location = XmlTree.pick(random, List.of("/dev/zero", "file:///dev/zero", "/etc/passwd",
                    "../../../../../../../../etc/hostname", "/proc/self/environ", "/", "."));
            boolean wsdlImport = random.nextBoolean();
            Element element = wsdlImport
                    ? tree.document.createElementNS(tree.root().getNamespaceURI(), "import")
                    : tree.document.createElementNS(XmlTree.XSD, "xsd:" + XmlTree.pick(random, List.of("import", "include")));
            element.setAttribute(wsdlImport ? "location" : "schemaLocation", location);
            element.setAttribute("namespace", "urn:bindwise:fuzz:local");
            if (wsdlImport) {
                tree.root().insertBefore(element, tree.root().getFirstChild());
            } else {
                Element schema = tree.schema();
                schema.insertBefore(element, schema.getFirstChild());
            }
        });
    }

    static {
        TREE.forEach((name, mutation) -> ALL.put(name, (xml, random, loopback) -> {
            XmlTree tree = XmlTree.parse(xml);
            mutation.apply(tree, random, loopback);
            return utf8(tree.serialize());
        }));
        ALL.put("stacked", (xml, random, loopback) -> {
            XmlTree tree = XmlTree.parse(xml);
            List<String> names = List.of("drop-element", "duplicate-element", "swap-siblings", "move-element",
                    "drop-attribute", "dangling-name", "dangling-reference", "hostile-value", "hostile-name", "bad-number",
                    "non-uri-address", "missing-part");
            for (int i = 0; i < 2 + random.nextInt(3); i++) {
                TREE.get(XmlTree.pick(random, names)).apply(tree, random, loopback);
            }
            return utf8(tree.serialize());
        });
        ALL.put("duplicate-attribute", (xml, random, loopback) -> {
            Matcher attribute = ATTRIBUTE.matcher(xml);
            List<int[]> spans = new java.util.ArrayList<>();
            while (attribute.find()) {
                spans.add(new int[] { attribute.start(), attribute.end() });
            }
            int[] span = XmlTree.pick(random, spans);
            return utf8(xml.substring(0, span[1]) + xml.substring(span[0], span[1]) + xml.substring(span[1]));
        });
        ALL.put("drop-namespace-declaration", (xml, random, loopback) -> {
            Matcher declaration = Pattern.compile("\\sxmlns(:\\w+)?=\"[^\"]*\"").matcher(xml);
            List<int[]> spans = new java.util.ArrayList<>();
            while (declaration.find()) {
                spans.add(new int[] { declaration.start(), declaration.end() });
            }
            if (spans.isEmpty()) {
                return utf8(xml);
            }
            int[] span = XmlTree.pick(random, spans);
            return utf8(xml.substring(0, span[0]) + xml.substring(span[1]));
        });
        ALL.put("cut", (xml, random, loopback) -> {
            byte[] bytes = utf8(xml);
            return java.util.Arrays.copyOf(bytes, random.nextInt(bytes.length));
        });
        ALL.put("nest-deeply", (xml, random, loopback) -> {
            int depth = XmlTree.pick(random, List.of(200, 5_000, 100_000, 1_000_000));
            int end = xml.lastIndexOf("</");
            String nested = "<fz:deep xmlns:fz=\"urn:bindwise:fuzz\">" + "<fz:deep>".repeat(depth - 1)
                    + "</fz:deep>".repeat(depth);
            return utf8(xml.substring(0, end) + nested + xml.substring(end));
        });
        ALL.put("bad-bytes", (xml, random, loopback) -> {
            byte[] bytes = utf8(xml);
            byte[] bad = java.util.HexFormat.of().parseHex(XmlTree.pick(random, BAD_BYTES));
            int at = random.nextInt(bytes.length);
            ByteArrayOutputStream mutated = new ByteArrayOutputStream();
            mutated.write(bytes, 0, at);
            mutated.writeBytes(bad);
            mutated.write(bytes, at, bytes.length - at);
            return mutated.toByteArray();
        });
        ALL.put("bad-character-reference", (xml, random, loopback) -> {
            int at = xml.indexOf("=\"", random.nextInt(Math.max(1, xml.length() / 2)));
            String reference = XmlTree.pick(random, List.of("&#0;", "&#xD800;", "&#1114112;", "&#xFFFE;", "&#x1B;",
                    "&undefined;", "&#;", "&", "<"));
            return utf8(at < 0 ? xml + reference : xml.substring(0, at + 2) + reference + xml.substring(at + 2));
        });
        ALL.put("wrong-encoding", (xml, random, loopback) -> {
            String body = xml.replaceFirst("^\\s*<\\?xml[^>]*\\?>", "");
            return switch (random.nextInt(7)) {
                case 0 -> utf8("<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + body);
                case 1 -> utf8("<?xml version=\"1.0\" encoding=\"x-no-such-encoding\"?>" + body);
                case 2 -> ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + body).getBytes(StandardCharsets.UTF_16LE);
                case 3 -> ("<?xml version=\"1.0\" encoding=\"UTF-32\"?>" + body).getBytes(Charset.forName("UTF-32"));
                case 4 -> utf8("\uFEFF\uFEFF" + xml);
                case 5 -> ("<?xml version=\"1.0\" encoding=\"IBM037\"?>" + body).getBytes(StandardCharsets.UTF_8);
                default -> ("<?xml version=\"1.1\" encoding=\"ISO-8859-1\"?>" + body + "\u00e9\u20ac")
                        .getBytes(StandardCharsets.UTF_8);
            };
        });
        ALL.put("doctype", XmlMutations::doctype);
        ALL.put("deep-schema", XmlMutations::deepSchema);
        ALL.put("not-a-wsdl", (xml, random, loopback) -> switch (random.nextInt(8)) {
            case 0 -> new byte[0];
            case 1 -> utf8("   \n\t ");
            case 2 -> new byte[] { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF };
            case 3 -> {
                byte[] noise = new byte[1 + random.nextInt(4096)];
                random.nextBytes(noise);
                yield noise;
            }
            case 4 -> utf8("<html><body><p>Not found</p></body></html>");
            case 5 -> utf8("{\"format\": \"bindwise.target/1\"}");
            case 6 -> utf8("<description xmlns=\"http://www.w3.org/ns/wsdl\"><interface name=\"I\"/></description>");
            default -> utf8("<?xml version=\"1.0\"?><soapenv:Envelope xmlns:soapenv="
                    + "\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body/></soapenv:Envelope>");
        });
    }

    private XmlMutations() {
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static List<Element> childElements(Element parent) {
        List<Element> children = new java.util.ArrayList<>();
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element) {
                children.add(element);
            }
        }
        return children;
    }

    private static boolean isWithin(Node node, Node ancestor) {
        for (Node at = node; at != null; at = at.getParentNode()) {
            if (at == ancestor) {
                return true;
            }
        }
        return false;
    }

    /**
     * An ejb or java operation whose parameterOrder or returnPart names a part that is not there: a name added to
     * parameterOrder, returnPart renamed, the operation's output message removed, or a part renamed.
     */
    private static void missingPart(XmlTree tree, Random random, Loopback loopback) {
        List<Element> operations = tree.elements(e -> "operation".equals(e.getLocalName())
                && (e.hasAttribute("parameterOrder") || e.hasAttribute("returnPart")));
        if (operations.isEmpty()) {
            TREE.get("dangling-name").apply(tree, random, loopback);
            return;
        }
        Element operation = XmlTree.pick(random, operations);
        switch (random.nextInt(4)) {
            case 0 -> operation.setAttribute("parameterOrder",
                    (operation.getAttribute("parameterOrder") + " fuzzMissing").strip());
            case 1 -> operation.setAttribute("returnPart", "fuzzMissing");
            case 2 -> {
                String name = ((Element) operation.getParentNode()).getAttribute("name");
                for (Element output : tree.elements(e -> "output".equals(e.getLocalName())
                        && "portType".equals(e.getParentNode().getParentNode().getLocalName())
                        && name.equals(((Element) e.getParentNode()).getAttribute("name")))) {
                    output.getParentNode().removeChild(output);
                }
            }
            default -> {
                List<Element> parts = tree.elements(e -> "part".equals(e.getLocalName()));
                if (!parts.isEmpty()) {
                    Element part = XmlTree.pick(random, parts);
                    part.setAttribute("name", part.getAttribute("name") + "Renamed");
                }
            }
        }
    }

    /** A schema component that refers to itself, reached from a message part. */
    private static void recursiveSchema(XmlTree tree, Random random, Loopback loopback) {
        Element schema = tree.schema();
        schema.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, "xmlns:fz", XmlTree.targetNamespace(schema));
        String components = switch (random.nextInt(9)) {
            case 0 -> "<xsd:group name='G'><xsd:sequence><xsd:group ref='fz:G'/></xsd:sequence></xsd:group>"
                    + "<xsd:complexType name='T'><xsd:group ref='fz:G'/></xsd:complexType>";
            case 1 -> "<xsd:group name='G1'><xsd:sequence><xsd:group ref='fz:G2'/></xsd:sequence></xsd:group>"
                    + "<xsd:group name='G2'><xsd:choice><xsd:group ref='fz:G1'/></xsd:choice></xsd:group>"
                    + "<xsd:complexType name='T'><xsd:sequence><xsd:group ref='fz:G1'/></xsd:sequence></xsd:complexType>";
            case 2 -> "<xsd:complexType name='T'><xsd:sequence><xsd:element name='next' type='fz:T'/></xsd:sequence>"
                    + "</xsd:complexType>";
            case 3 -> "<xsd:complexType name='T'><xsd:sequence><xsd:element name='u' type='fz:U'/></xsd:sequence>"
                    + "</xsd:complexType><xsd:complexType name='U'><xsd:sequence><xsd:element name='t' type='fz:T'/>"
                    + "</xsd:sequence></xsd:complexType>";
            case 4 -> "<xsd:complexType name='T'><xsd:complexContent><xsd:extension base='fz:T'><xsd:sequence>"
                    + "<xsd:element name='x' type='xsd:int'/></xsd:sequence></xsd:extension></xsd:complexContent>"
                    + "</xsd:complexType>";
            case 5 -> "<xsd:attributeGroup name='A'><xsd:attributeGroup ref='fz:A'/></xsd:attributeGroup>"
                    + "<xsd:complexType name='T'><xsd:attributeGroup ref='fz:A'/></xsd:complexType>";
            case 6 -> "<xsd:element name='E'><xsd:complexType><xsd:sequence><xsd:element ref='fz:E'/></xsd:sequence>"
                    + "</xsd:complexType></xsd:element><xsd:complexType name='T'><xsd:sequence><xsd:element ref='fz:E'/>"
                    + "</xsd:sequence></xsd:complexType>";
            case 7 -> "<xsd:simpleType name='S'><xsd:restriction base='fz:S'/></xsd:simpleType>"
                    + "<xsd:complexType name='T'><xsd:sequence><xsd:element name='s' type='fz:S'/></xsd:sequence>"
                    + "</xsd:complexType>";
            default -> "<xsd:complexType name='T'><xsd:simpleContent><xsd:restriction base='fz:T'/></xsd:simpleContent>"
                    + "</xsd:complexType>";
        };
        XmlTree fragment = XmlTree.parse("<xsd:schema xmlns:xsd='" + XmlTree.XSD + "' xmlns:fz='"
                + XmlTree.targetNamespace(schema) + "'>" + components
                + "<xsd:element name='FuzzRoot' type='fz:T'/></xsd:schema>");
        for (Element component : childElements(fragment.root())) {
            schema.appendChild(tree.document.importNode(component, true));
        }
        tree.pointAPartAt(schema, "FuzzRoot", random);
    }

    /** An import of a remote location (the canary on loopback stands for it): it must be refused, never fetched. */
    private static void remoteImport(XmlTree tree, Random random, Loopback loopback) {
        String file = "fuzz" + random.nextInt(1000);
        String location = switch (random.nextInt(9)) {
            case 0 -> loopback.remote("http", file + ".wsdl");
            case 1 -> loopback.remote("https", file + ".xsd");
            case 2 -> loopback.remote("ftp", file + ".xsd");
            case 3 -> loopback.remote("file", file + ".xsd"); // a file URL with a host: Java tries FTP to it
            case 4 -> "jar:" + loopback.remote("http", file + ".jar") + "!/" + file + ".xsd";
            case 5 -> "//127.0.0.1:" + loopback.port() + "/" + file + ".xsd";
            case 6 -> "\\\\127.0.0.1\\share\\" + file + ".xsd";
            case 7 -> loopback.remote("HTTP", file + ".xsd");
            default -> loopback.remote("netdoc", file + ".xsd");
        };
        if (random.nextBoolean()) {
            Element wsdlImport = tree.document.createElementNS(tree.root().getNamespaceURI(), "import");
            wsdlImport.setAttribute("namespace", "urn:bindwise:fuzz:remote");
            wsdlImport.setAttribute("location", location);
            tree.root().insertBefore(wsdlImport, tree.root().getFirstChild());
        } else {
            Element schema = tree.schema();
            Element xsdImport = tree.document.createElementNS(XmlTree.XSD,
                    "xsd:" + XmlTree.pick(random, List.of("import", "include", "redefine")));
            xsdImport.setAttribute("schemaLocation", location);
            if (xsdImport.getLocalName().equals("import")) {
                xsdImport.setAttribute("namespace", "urn:bindwise:fuzz:remote");
            }
            schema.insertBefore(xsdImport, schema.getFirstChild());
        }
    }

    /**
     * A global element whose anonymous types nest 50 to 20,000 levels deep, reached from a message part. Written as
     * text: the JDK's serializer would itself overflow its stack on so deep a tree.
     */
    private static byte[] deepSchema(String xml, Random random, Loopback loopback) {
        XmlTree tree = XmlTree.parse(xml);
        Element schema = tree.schema();
        Element top = tree.document.createElementNS(XmlTree.XSD, "xsd:element");
        top.setAttribute("name", "FuzzDeep");
        top.appendChild(tree.document.createComment("deep"));
        schema.appendChild(top);
        tree.pointAPartAt(schema, "FuzzDeep", random);
        int depth = XmlTree.pick(random, List.of(50, 1000, 20_000));
        String prefix = schema.getPrefix() == null ? "" : schema.getPrefix() + ":";
        StringBuilder deep = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            deep.append("<").append(prefix).append("complexType><").append(prefix).append("sequence><").append(prefix)
                    .append("element name=\"d").append(i).append("\"").append(i == depth - 1 ? " type=\"xsd:string\"/>" : ">");
        }
        for (int i = depth - 1; i >= 0; i--) {
            deep.append(i == depth - 1 ? "" : "</" + prefix + "element>").append("</").append(prefix).append("sequence></")
                    .append(prefix).append("complexType>");
        }
        return utf8(tree.serialize().replace("<!--deep-->", deep));
    }

    /** A DOCTYPE in one of its forms: internal and external entities, parameter entities, an external DTD. */
    private static byte[] doctype(String xml, Random random, Loopback loopback) {
        String root = xml.replaceFirst("(?s)^\\s*<\\?xml[^>]*\\?>\\s*(<!--.*?-->\\s*)*<([\\w:]+).*", "$2");
        String body = xml.replaceFirst("^\\s*<\\?xml[^>]*\\?>", "");
        String reference = "";
        String doctype = switch (random.nextInt(9)) {
            case 0 -> "<!DOCTYPE " + root + " [<!ENTITY x \"expanded\">]>";
            case 1 -> {
                reference = "&x;";
                yield "<!DOCTYPE " + root + " [<!ENTITY x SYSTEM \"file:///etc/hostname\">]>";
            }
            case 2 -> {
                reference = "&x;";
                yield "<!DOCTYPE " + root + " [<!ENTITY x SYSTEM \"" + loopback.remote("http", "x.txt") + "\">]>";
            }
            case 3 -> "<!DOCTYPE " + root + " [<!ENTITY % p SYSTEM \"" + loopback.remote("http", "p.dtd") + "\"> %p;]>";
            case 4 -> {
                StringBuilder laughs = new StringBuilder("<!DOCTYPE " + root + " [<!ENTITY l0 \"lol\">");
                for (int i = 1; i <= 10; i++) {
                    laughs.append("<!ENTITY l").append(i).append(" \"").append(("&l" + (i - 1) + ";").repeat(10))
                            .append("\">");
                }
                reference = "&l10;";
                yield laughs + "]>";
            }
            case 5 -> "<!DOCTYPE " + root + " SYSTEM \"" + loopback.remote("http", "d.dtd") + "\">";
            case 6 -> "<!DOCTYPE " + root + " PUBLIC \"-//Fuzz//EN\" \"file:///etc/passwd\">";
            case 7 -> "<?xml-stylesheet type=\"text/xsl\" href=\"" + loopback.remote("http", "s.xsl") + "\"?>";
            default -> {
                reference = "<xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\""
                        + loopback.remote("http", "i.xml") + "\"/>";
                yield "";
            }
        };
        if (!reference.isEmpty()) {
            int end = body.lastIndexOf("</");
            body = body.substring(0, end) + "<documentation xmlns=\"" + XmlTree.WSDL + "\">" + reference
                    + "</documentation>" + body.substring(end);
        }
        return utf8("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + doctype + "\n" + body.strip());
    }
}
