package dev.bindwise.core.wsdl;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.namespace.QName;

import dev.bindwise.core.commarea.CicsRecords;
import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.core.commarea.RecordLayout;
import dev.bindwise.core.wsdl.extensions.CicsAddress;
import dev.bindwise.core.wsdl.extensions.CicsBinding;
import dev.bindwise.core.wsdl.extensions.CicsOperation;
import dev.bindwise.core.wsdl.extensions.EjbAddress;
import dev.bindwise.core.wsdl.extensions.EjbBinding;
import dev.bindwise.core.wsdl.extensions.EjbOperation;
import dev.bindwise.core.wsdl.extensions.FormatTypeMap;
import dev.bindwise.core.wsdl.extensions.FormatTypeMapping;
import dev.bindwise.core.wsdl.extensions.JavaAddress;
import dev.bindwise.core.wsdl.extensions.JavaBinding;
import dev.bindwise.core.wsdl.extensions.JavaOperation;
import dev.bindwise.core.wsdl.extensions.WsifElement;
import dev.bindwise.core.wsdl.extensions.WsifNamespaces;
import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Port;
import dev.bindwise.model.PortType;
import dev.bindwise.model.Service;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeMapEntry;
import dev.bindwise.model.TypeMapping;
import dev.bindwise.model.TypeShape;
import dev.bindwise.runtime.BindingKind;

/**
 * Publishes more bindings for a service (paper 3.1): adds RMI-IIOP (ejb), JCA (cics) and local Java
 * (java) bindings and ports for the one port type of a WSDL that has only SOAP, so that clients can
 * choose among them. Headless: the wizard, the command line and the tests call {@link #execute()}.
 *
 * <p>The WSDL is edited as text, not written again through WSDL4J's WSDLWriter: the new bindings go
 * after the last binding, the new ports at the end of the service, new namespace declarations into
 * the root's start tag, each in the file's own indentation, prefixes and line ends; every other
 * character stays as the user wrote it (WSDLWriter would drop the comments and reflow the file). The
 * new elements are built as the extension classes that read them ({@link EjbOperation},
 * {@link FormatTypeMap} ...), so their names come from the one place the reader takes them from. The
 * result is read back by {@link WsdlReader} before it is returned: an edit the reader does not take
 * back is an error, never a file.
 *
 * <p>Nothing is written unless the caller says where ({@link #execute(Path, boolean)}).
 */
public final class AddBindingsOperation {

    private static final ModelFactory MODEL = ModelFactory.eINSTANCE;
    private static final Pattern ENCODING = Pattern.compile("^\\s*<\\?xml[^>]*encoding\\s*=\\s*[\"']([^\"']+)[\"']");
    private static final Set<BindingKind> KINDS = EnumSet.of(BindingKind.RMI_IIOP, BindingKind.JCA, BindingKind.LOCAL_JAVA);
    private static final Map<String, String> PREFERRED_PREFIXES = Map.of(WsifNamespaces.EJB, "ejb",
            WsifNamespaces.JAVA, "java", WsifNamespaces.CICS, "cics", WsifNamespaces.FORMAT, "format");

    private final Path wsdl;
    private final List<NewBinding> bindings;
    private final WsdlReaderOptions options;

    public AddBindingsOperation(Path wsdl, List<NewBinding> bindings) {
        this(wsdl, bindings, WsdlReaderOptions.defaults());
    }

    public AddBindingsOperation(Path wsdl, List<NewBinding> bindings, WsdlReaderOptions options) {
        this.wsdl = wsdl;
        this.bindings = List.copyOf(bindings);
        this.options = options;
    }

    /**
     * The WSDL's text with the bindings added; writes nothing.
     *
     * @throws AddBindingsException when the WSDL cannot be read, has no single port type, already has a
     *         binding of a kind asked for, or a detail is not valid; the message says which and what to do
     */
    public AddBindingsResult execute() throws AddBindingsException {
        if (bindings.isEmpty()) {
            throw new AddBindingsException("No binding to add: choose RMI-IIOP, JCA (CICS) or local Java.");
        }
        Set<BindingKind> asked = EnumSet.noneOf(BindingKind.class);
        for (NewBinding binding : bindings) {
            if (!asked.add(binding.kind())) {
                throw new AddBindingsException("Two " + label(binding.kind()) + " bindings asked for: a WSDL gets one of each kind.");
            }
        }
        ServiceDescription description = read(wsdl, options);
        PortType portType = onePortType(description);
        for (NewBinding binding : bindings) {
            refuseIfPresent(description, portType, binding.kind());
            check(binding, description, portType);
        }
        String text = readText(wsdl);
        Edit edit = new Edit(text, description, portType);
        for (NewBinding binding : bindings) {
            edit.add(binding);
        }
        String newText = edit.apply();
        verify(newText, edit);
        return new AddBindingsResult(text, newText, edit.added, edit.notes);
    }

    /**
     * Adds the bindings and writes the result to {@code target}, replacing a file there only when the
     * caller says so (which may be the WSDL itself).
     */
    public AddBindingsResult execute(Path target, boolean replaceExisting) throws AddBindingsException {
        AddBindingsResult result = execute();
        if (Files.exists(target) && !replaceExisting) {
            throw new AddBindingsException(target + " exists: choose another file, or say that it may be replaced.");
        }
        try {
            Path temporary = Files.createTempFile(target.toAbsolutePath().getParent(), ".bindwise-", ".wsdl");
            try {
                Files.writeString(temporary, result.newText(), charsetOf(result.originalText()));
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (FileAlreadyExistsException e) {
            throw new AddBindingsException(target + " exists: choose another file.", e);
        } catch (IOException e) {
            throw new AddBindingsException("Cannot write " + target + ": " + e.getMessage(), e);
        }
        return result;
    }

    /** The charset a WSDL's text is in: its XML declaration's encoding, else UTF-8. */
    public static Charset charsetOf(String text) {
        Matcher declared = ENCODING.matcher(text.startsWith("\uFEFF") ? text.substring(1) : text);
        if (declared.find()) {
            try {
                return Charset.forName(declared.group(1));
            } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
                return StandardCharsets.UTF_8;
            }
        }
        return StandardCharsets.UTF_8;
    }

    /**
     * The complex types of a WSDL's schema that a binding may map to native types, by the names
     * {@link NewBinding} takes: the local name, or {@code {namespace}local} where it is not unique.
     */
    public static List<String> complexTypeNames(ServiceDescription description) {
        List<String> names = new ArrayList<>();
        for (TypeShape type : complexTypes(description)) {
            QName name = QName.valueOf(type.getName());
            boolean unique = complexTypes(description).stream()
                    .filter(other -> QName.valueOf(other.getName()).getLocalPart().equals(name.getLocalPart())).count() == 1;
            names.add(unique ? name.getLocalPart() : name.toString());
        }
        return names;
    }

    /** The one port type new bindings are for. */
    public static PortType onePortType(ServiceDescription description) throws AddBindingsException {
        List<PortType> portTypes = description.getPortTypes();
        if (portTypes.isEmpty()) {
            throw new AddBindingsException(description.getLocation() + " has no port type: a binding binds the "
                    + "operations of a port type, so the WSDL must declare one.");
        }
        if (portTypes.size() > 1) {
            throw new AddBindingsException(description.getLocation() + " has " + portTypes.size() + " port types ("
                    + String.join(", ", portTypes.stream().map(PortType::getName).toList())
                    + "): bindings can be added to a WSDL with one port type only; split it into one WSDL per port type.");
        }
        return portTypes.get(0);
    }

    /** The kinds of binding the port type already has. */
    public static Set<BindingKind> presentKinds(ServiceDescription description, PortType portType) {
        Set<BindingKind> kinds = EnumSet.noneOf(BindingKind.class);
        for (Binding binding : description.getBindings()) {
            if (binding.getPortType() == portType && binding.getKind() != null) {
                kinds.add(binding.getKind());
            }
        }
        return kinds;
    }

    private static ServiceDescription read(Path file, WsdlReaderOptions options) throws AddBindingsException {
        try {
            return new WsdlReader(options).read(file);
        } catch (WsdlReadException e) {
            throw new AddBindingsException(e.getMessage(), e);
        }
    }

    private static String readText(Path file) throws AddBindingsException {
        try {
            byte[] bytes = Files.readAllBytes(file);
            return new String(bytes, charsetOf(new String(bytes, StandardCharsets.ISO_8859_1)));
        } catch (IOException e) {
            throw new AddBindingsException("Cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static void refuseIfPresent(ServiceDescription description, PortType portType, BindingKind kind)
            throws AddBindingsException {
        if (!KINDS.contains(kind)) {
            throw new AddBindingsException("Bindwise adds RMI-IIOP, JCA and local Java bindings, not " + kind + ".");
        }
        for (Binding binding : description.getBindings()) {
            if (binding.getPortType() == portType && binding.getKind() == kind) {
                throw new AddBindingsException(description.getLocation() + " already has a " + label(kind)
                        + " binding for " + portType.getName() + " (" + binding.getName() + "): leave " + label(kind)
                        + " out, or remove that binding first.");
            }
        }
    }

    private static void check(NewBinding binding, ServiceDescription description, PortType portType)
            throws AddBindingsException {
        List<String> problems = new ArrayList<>();
        switch (binding) {
            case NewBinding.Ejb ejb -> {
                problems.add(NewBindingChecks.javaClassName("the remote interface", ejb.remoteInterface()));
                problems.add(NewBindingChecks.jndiName(ejb.jndiName()));
                problems.add(NewBindingChecks.jndiProviderUrl(ejb.jndiProviderURL()));
                problems.add(NewBindingChecks.initialContextFactory(ejb.initialContextFactory()));
                checkJavaTypes(ejb.javaTypes(), description, problems);
            }
            case NewBinding.LocalJava java -> {
                problems.add(NewBindingChecks.javaClassName("the implementation class", java.className()));
                checkJavaTypes(java.javaTypes(), description, problems);
            }
            case NewBinding.Cics cics -> {
                problems.add(NewBindingChecks.connectionUrl(cics.connectionURL()));
                problems.add(NewBindingChecks.cicsName("the CICS region (server name)", cics.serverName()));
                for (String operation : cics.programs().keySet()) {
                    if (!operation.equals(NewBinding.Cics.EVERY_OPERATION) && portType.getOperations().stream()
                            .noneMatch(each -> each.getName().equals(operation))) {
                        problems.add("a program is given for '" + operation + "', which is no operation of "
                                + portType.getName());
                    }
                }
                for (Operation operation : portType.getOperations()) {
                    problems.add(NewBindingChecks.cicsName("the program of " + operation.getName(),
                            cics.program(operation.getName())));
                }
                for (Map.Entry<String, String> mapping : cics.cobolRecords().entrySet()) {
                    problems.add(typeProblem(mapping.getKey(), description));
                    problems.add(NewBindingChecks.cobolRecordName(mapping.getKey(), mapping.getValue()));
                }
            }
        }
        problems.removeIf(problem -> problem == null);
        if (!problems.isEmpty()) {
            throw new AddBindingsException(label(binding.kind()) + " binding: " + String.join("; ", problems) + ".");
        }
    }

    private static void checkJavaTypes(Map<String, String> javaTypes, ServiceDescription description, List<String> problems) {
        for (Map.Entry<String, String> mapping : javaTypes.entrySet()) {
            problems.add(typeProblem(mapping.getKey(), description));
            problems.add(NewBindingChecks.javaClassName("the Java class of " + mapping.getKey(), mapping.getValue()));
        }
    }

    private static String typeProblem(String name, ServiceDescription description) {
        try {
            complexType(name, description);
            return null;
        } catch (AddBindingsException e) {
            return e.getMessage();
        }
    }

    private static List<TypeShape> complexTypes(ServiceDescription description) {
        return description.getTypes().stream()
                .filter(type -> type.getName() != null && !type.getName().endsWith("#anon") && !type.getFields().isEmpty())
                .toList();
    }

    private static TypeShape complexType(String name, ServiceDescription description) throws AddBindingsException {
        List<TypeShape> found = complexTypes(description).stream()
                .filter(type -> type.getName().equals(name) || QName.valueOf(type.getName()).getLocalPart().equals(name))
                .toList();
        if (found.size() == 1) {
            return found.get(0);
        }
        if (found.isEmpty()) {
            throw new AddBindingsException("the schema has no complex type '" + name + "' (it has "
                    + String.join(", ", complexTypeNames(description)) + ")");
        }
        throw new AddBindingsException("two schemas define a complex type '" + name + "': write {namespace}" + name);
    }

    private static String label(BindingKind kind) {
        return switch (kind) {
            case RMI_IIOP -> "RMI-IIOP";
            case JCA -> "JCA";
            case LOCAL_JAVA -> "local Java";
            default -> kind.name();
        };
    }

    /** Reads the new text back with the step-1 reader and checks that every binding and port it added is there. */
    private void verify(String newText, Edit edit) throws AddBindingsException {
        Path folder = null;
        try {
            folder = Files.createTempDirectory("bindwise-add-bindings");
            Path copy = folder.resolve(wsdl.getFileName());
            Files.writeString(copy, newText, charsetOf(newText));
            List<Path> roots = new ArrayList<>();
            roots.add(wsdl.toAbsolutePath().getParent());
            roots.addAll(options.importRoots());
            ServiceDescription readBack = new WsdlReader(new WsdlReaderOptions(roots)).read(copy);
            for (Map.Entry<String, BindingKind> added : edit.portKinds.entrySet()) {
                boolean there = readBack.getServices().stream().flatMap(service -> service.getPorts().stream())
                        .anyMatch(port -> port.getName().equals(added.getKey()) && port.getKind() == added.getValue());
                if (!there) {
                    throw new AddBindingsException("Bindwise added port " + added.getKey() + " but does not read it back as "
                            + label(added.getValue()) + ": this is a Bindwise bug, please report it with the WSDL.");
                }
            }
        } catch (WsdlReadException e) {
            throw new AddBindingsException("The WSDL with the new bindings does not read back (" + e.getProblem()
                    + "): nothing was written. If the WSDL itself is fine, this is a Bindwise bug: please report it with the file.", e);
        } catch (IOException e) {
            throw new AddBindingsException("Cannot check the result in a temporary folder: " + e.getMessage(), e);
        } finally {
            deleteQuietly(folder);
        }
    }

    private static void deleteQuietly(Path folder) {
        if (folder == null) {
            return;
        }
        try (var files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is harmless
        }
    }

    /** The text edits: insertions at offsets of the original text, in the file's own style. */
    private static final class Edit {

        private final String text;
        private final ServiceDescription description;
        private final PortType portType;
        private final XmlTextOutline.Element root;
        private final String newline;
        private final String step;
        private final String wsdlPrefix;
        /** prefix to namespace, as the root declares them, and as this edit declares more */
        private final Map<String, String> namespaces = new LinkedHashMap<>();
        private final Map<String, String> declared = new LinkedHashMap<>();
        private final StringBuilder newBindings = new StringBuilder();
        private final StringBuilder newPorts = new StringBuilder();
        final List<String> added = new ArrayList<>();
        final List<String> notes = new ArrayList<>();
        final Map<String, BindingKind> portKinds = new LinkedHashMap<>();

        Edit(String text, ServiceDescription description, PortType portType) {
            this.text = text;
            this.description = description;
            this.portType = portType;
            this.root = XmlTextOutline.root(text);
            this.newline = text.contains("\r\n") ? "\r\n" : "\n";
            this.wsdlPrefix = root.prefix().isEmpty() ? "" : root.prefix() + ":";
            for (Map.Entry<String, String> attribute : root.attributes().entrySet()) {
                if (attribute.getKey().startsWith("xmlns:")) {
                    namespaces.put(attribute.getKey().substring(6), attribute.getValue());
                }
            }
            this.step = indentStep();
        }

        void add(NewBinding binding) throws AddBindingsException {
            String bindingName = unusedBindingName(portType.getName() + binding.bindingInfix() + "Binding");
            String portName = unusedPortName(portType.getName() + binding.portInfix() + "Port");
            String tns = prefix(portType.getNamespace(), "tns");

            List<WsifElement> bindingExtensions = new ArrayList<>();
            WsifElement address;
            Binding cicsLayout = null;
            switch (binding) {
                case NewBinding.Ejb ejb -> {
                    bindingExtensions.add(new EjbBinding());
                    typeMapping(bindingExtensions, "Java", ejb.javaTypes());
                    address = new EjbAddress();
                    address.setAttribute("className", ejb.remoteInterface());
                    address.setAttribute("jndiName", ejb.jndiName());
                    if (ejb.initialContextFactory() != null && !ejb.initialContextFactory().isBlank()) {
                        address.setAttribute("initialContextFactory", ejb.initialContextFactory());
                    }
                    address.setAttribute("jndiProviderURL", ejb.jndiProviderURL());
                }
                case NewBinding.LocalJava java -> {
                    bindingExtensions.add(new JavaBinding());
                    typeMapping(bindingExtensions, "Java", java.javaTypes());
                    address = new JavaAddress();
                    address.setAttribute("className", java.className());
                }
                case NewBinding.Cics cics -> {
                    bindingExtensions.add(new CicsBinding());
                    typeMapping(bindingExtensions, "COBOL", cics.cobolRecords());
                    address = new CicsAddress();
                    address.setAttribute("connectionURL", cics.connectionURL());
                    address.setAttribute("serverName", cics.serverName());
                    cicsLayout = layoutBinding(cics);
                }
            }

            String indent = bindingIndent();
            StringBuilder out = newBindings;
            out.append(newline).append(newline).append(indent).append('<').append(wsdlPrefix).append("binding name=\"")
                    .append(escape(bindingName)).append("\" type=\"").append(tns).append(':')
                    .append(escape(portType.getName())).append("\">");
            for (WsifElement extension : bindingExtensions) {
                render(extension, indent + step, out);
            }
            for (Operation operation : portType.getOperations()) {
                out.append(newline).append(indent).append(step).append('<').append(wsdlPrefix).append("operation name=\"")
                        .append(escape(operation.getName())).append("\">");
                render(operationExtension(binding, operation, cicsLayout), indent + step + step, out);
                out.append(newline).append(indent).append(step).append(step);
                if (operation.getInput() != null) {
                    out.append('<').append(wsdlPrefix).append("input/>");
                }
                if (operation.getOutput() != null) {
                    out.append('<').append(wsdlPrefix).append("output/>");
                }
                out.append(newline).append(indent).append(step).append("</").append(wsdlPrefix).append("operation>");
            }
            out.append(newline).append(indent).append("</").append(wsdlPrefix).append("binding>");

            StringBuilder port = newPorts;
            String portIndent = portIndent();
            port.append(newline).append(portIndent).append('<').append(wsdlPrefix).append("port name=\"")
                    .append(escape(portName)).append("\" binding=\"").append(tns).append(':').append(escape(bindingName))
                    .append("\">");
            render(address, portIndent + step, port);
            port.append(newline).append(portIndent).append("</").append(wsdlPrefix).append("port>");

            added.add("binding " + bindingName + " (" + binding.kind() + "), port " + portName);
            portKinds.put(portName, binding.kind());
        }

        /** The text with the bindings, ports and declarations inserted, the rest unchanged. */
        String apply() {
            List<Insertion> insertions = new ArrayList<>();
            insertions.add(new Insertion(bindingsOffset(), newBindings.toString()));
            XmlTextOutline.Element service = service();
            if (service == null) {
                String indent = bindingIndent();
                String name = unusedServiceName(portType.getName() + "Service");
                insertions.add(new Insertion(bindingsOffset(), newline + newline + indent + "<" + wsdlPrefix
                        + "service name=\"" + escape(name) + "\">" + newPorts + newline + indent + "</" + wsdlPrefix + "service>"));
                notes.add("The WSDL had no service for " + portType.getName() + ": added service " + name + " for the new ports.");
            } else {
                List<XmlTextOutline.Element> ports = service.children("port");
                int offset = ports.isEmpty() ? service.startTagEnd() : ports.get(ports.size() - 1).end();
                insertions.add(new Insertion(offset, newPorts.toString()));
            }
            if (!declared.isEmpty()) {
                insertions.add(new Insertion(root.startTagEnd() - 1, declarations()));
            }
            StringBuilder result = new StringBuilder(text.length() + 4096);
            int copied = 0;
            // stable: insertions at one offset keep the order they were made in
            insertions.sort(Comparator.comparingInt(Insertion::offset));
            for (Insertion insertion : insertions) {
                result.append(text, copied, insertion.offset()).append(insertion.text());
                copied = insertion.offset();
            }
            return result.append(text, copied, text.length()).toString();
        }

        private record Insertion(int offset, String text) {
        }

        private String declarations() {
            String startTag = text.substring(root.start(), root.startTagEnd());
            int lastBreak = startTag.lastIndexOf('\n');
            String separator = " ";
            if (lastBreak >= 0) {
                int first = lastBreak + 1;
                int indentEnd = first;
                while (indentEnd < startTag.length() && (startTag.charAt(indentEnd) == ' ' || startTag.charAt(indentEnd) == '\t')) {
                    indentEnd++;
                }
                separator = newline + startTag.substring(first, indentEnd);
            }
            StringBuilder out = new StringBuilder();
            for (Map.Entry<String, String> declaration : declared.entrySet()) {
                out.append(separator).append("xmlns:").append(declaration.getKey()).append("=\"")
                        .append(escape(declaration.getValue())).append('"');
            }
            return out.toString();
        }

        private void typeMapping(List<WsifElement> extensions, String encoding, Map<String, String> types)
                throws AddBindingsException {
            if (types.isEmpty()) {
                return;
            }
            FormatTypeMapping mapping = new FormatTypeMapping();
            mapping.setAttribute("encoding", encoding);
            mapping.setAttribute("style", encoding);
            for (Map.Entry<String, String> entry : types.entrySet()) {
                QName type = QName.valueOf(complexType(entry.getKey(), description).getName());
                FormatTypeMap map = new FormatTypeMap();
                map.setAttribute("typeName", prefix(type.getNamespaceURI(), "types") + ":" + type.getLocalPart());
                map.setAttribute("formatType", entry.getValue());
                mapping.addChild(map);
            }
            extensions.add(mapping);
        }

        private WsifElement operationExtension(NewBinding binding, Operation operation, Binding cicsLayout) {
            BindingOperation transientOperation = bindingOperation(operation);
            return switch (binding) {
                case NewBinding.Ejb ejb -> {
                    EjbOperation element = new EjbOperation();
                    element.setAttribute("methodName", operation.getName());
                    element.setAttribute("parameterOrder", parameterOrder(transientOperation));
                    element.setAttribute("interface", "remote");
                    element.setAttribute("returnPart", returnPart(transientOperation));
                    yield element;
                }
                case NewBinding.LocalJava java -> {
                    JavaOperation element = new JavaOperation();
                    element.setAttribute("methodName", operation.getName());
                    element.setAttribute("parameterOrder", parameterOrder(transientOperation));
                    element.setAttribute("returnPart", returnPart(transientOperation));
                    yield element;
                }
                case NewBinding.Cics cics -> {
                    CicsOperation element = new CicsOperation();
                    element.setAttribute(CicsOperation.FUNCTION_NAME, cics.program(operation.getName()));
                    element.setAttribute(CicsOperation.INTERACTION_VERB, "SYNC_SEND_RECEIVE");
                    BindingOperation laidOut = cicsLayout.getOperations().stream()
                            .filter(each -> each.getOperation() == operation).findFirst().orElseThrow();
                    element.setAttribute(CicsOperation.COMMAREA_LENGTH, length(laidOut, true));
                    element.setAttribute(CicsOperation.REPLY_LENGTH, length(laidOut, false));
                    yield element;
                }
            };
        }

        /**
         * The call's parameters in order: the port type's parameterOrder, else the values it carries in
         * as CicsRecords reads messages (a document-literal wrapper's fields, else one per part).
         */
        private static String parameterOrder(BindingOperation operation) {
            List<String> names = operation.getOperation().getParameterOrder().isEmpty()
                    ? CicsRecords.parameters(operation).stream().map(Field::getName).toList()
                    : operation.getOperation().getParameterOrder();
            return names.isEmpty() ? null : String.join(" ", names);
        }

        private static String returnPart(BindingOperation operation) {
            List<Field> results = CicsRecords.results(operation);
            return results.size() == 1 ? results.get(0).getName() : null;
        }

        private static BindingOperation bindingOperation(Operation operation) {
            BindingOperation model = MODEL.createBindingOperation();
            model.setName(operation.getName());
            model.setOperation(operation);
            return model;
        }

        /** A binding in the model as the reader will make it, only so that CicsRecords lays out its records. */
        private Binding layoutBinding(NewBinding.Cics cics) throws AddBindingsException {
            Binding binding = MODEL.createBinding();
            binding.setKind(BindingKind.JCA);
            TypeMapping mapping = MODEL.createTypeMapping();
            mapping.setEncoding("COBOL");
            for (Map.Entry<String, String> entry : cics.cobolRecords().entrySet()) {
                TypeMapEntry model = MODEL.createTypeMapEntry();
                model.setTypeName(complexType(entry.getKey(), description).getName());
                model.setFormatType(entry.getValue());
                mapping.getEntries().add(model);
            }
            binding.getTypeMappings().add(mapping);
            for (Operation operation : portType.getOperations()) {
                BindingOperation model = bindingOperation(operation);
                model.getProperties().put(CicsOperation.FUNCTION_NAME, cics.program(operation.getName()));
                binding.getOperations().add(model);
            }
            return binding;
        }

        /** A record's fixed length, or null (the attribute left out) with a note why. */
        private String length(BindingOperation operation, boolean request) {
            String attribute = request ? CicsOperation.COMMAREA_LENGTH : CicsOperation.REPLY_LENGTH;
            try {
                RecordLayout layout = request ? CicsRecords.request(operation) : CicsRecords.reply(operation);
                if (layout.variable()) {
                    notes.add(operation.getName() + ": " + attribute + " left out: record " + layout.name()
                            + " grows with an unbounded table, so it has no one length.");
                    return null;
                }
                return Integer.toString(layout.fixedLength());
            } catch (LayoutException e) {
                notes.add(operation.getName() + ": " + attribute + " left out: " + e.getMessage() + ".");
                return null;
            }
        }

        /** An extension element on a line of its own, its children indented one step more. */
        private void render(WsifElement element, String indent, StringBuilder out) {
            QName type = element.getElementType();
            String tag = prefix(type.getNamespaceURI(), null) + ":" + type.getLocalPart();
            out.append(newline).append(indent).append('<').append(tag);
            for (Map.Entry<String, String> attribute : element.getAttributes().entrySet()) {
                out.append(' ').append(attribute.getKey()).append("=\"").append(escape(attribute.getValue())).append('"');
            }
            if (element.getChildren().isEmpty()) {
                out.append("/>");
                return;
            }
            out.append('>');
            for (var child : element.getChildren()) {
                render((WsifElement) child, indent + step, out);
            }
            out.append(newline).append(indent).append("</").append(tag).append('>');
        }

        /**
         * The prefix the root declares for a namespace; else a new declaration, named {@code preferred}
         * (or the WSIF namespace's usual prefix), made unique with a number.
         */
        private String prefix(String namespace, String preferred) {
            for (Map.Entry<String, String> declaration : namespaces.entrySet()) {
                if (declaration.getValue().equals(namespace)) {
                    return declaration.getKey();
                }
            }
            String base = preferred != null ? preferred : PREFERRED_PREFIXES.getOrDefault(namespace, "ns");
            String prefix = base;
            for (int i = 1; namespaces.containsKey(prefix) || prefix.equals("xml") || prefix.equals("xmlns"); i++) {
                prefix = base + i;
            }
            namespaces.put(prefix, namespace);
            declared.put(prefix, namespace);
            return prefix;
        }

        private List<XmlTextOutline.Element> rootChildren(String localName) {
            return root.children(localName);
        }

        private int bindingsOffset() {
            List<XmlTextOutline.Element> existing = rootChildren("binding");
            if (!existing.isEmpty()) {
                return existing.get(existing.size() - 1).end();
            }
            List<XmlTextOutline.Element> services = rootChildren("service");
            if (!services.isEmpty()) {
                return lineStart(services.get(0).start()) - newline.length();
            }
            List<XmlTextOutline.Element> children = root.children();
            return children.isEmpty() ? root.startTagEnd() : children.get(children.size() - 1).end();
        }

        /** The service whose ports use the port type's bindings: where the new ports go. */
        private XmlTextOutline.Element service() {
            for (Service service : description.getServices()) {
                for (Port port : service.getPorts()) {
                    if (port.getBinding() != null && port.getBinding().getPortType() == portType) {
                        for (XmlTextOutline.Element element : rootChildren("service")) {
                            if (service.getName().equals(element.attributes().get("name"))) {
                                return element;
                            }
                        }
                    }
                }
            }
            List<XmlTextOutline.Element> services = rootChildren("service");
            return services.size() == 1 ? services.get(0) : null;
        }

        private String bindingIndent() {
            List<XmlTextOutline.Element> children = root.children();
            List<XmlTextOutline.Element> existing = rootChildren("binding");
            if (!existing.isEmpty()) {
                return indentOf(existing.get(existing.size() - 1).start());
            }
            return children.isEmpty() ? step : indentOf(children.get(0).start());
        }

        private String portIndent() {
            XmlTextOutline.Element service = service();
            if (service == null) {
                return bindingIndent() + step;
            }
            List<XmlTextOutline.Element> ports = service.children("port");
            return ports.isEmpty() ? indentOf(service.start()) + step : indentOf(ports.get(ports.size() - 1).start());
        }

        /** One level of the file's indentation: how much deeper a binding's first child is than the binding. */
        private String indentStep() {
            for (XmlTextOutline.Element parent : root.children()) {
                if (!parent.children().isEmpty()) {
                    String outer = indentOf(parent.start());
                    String inner = indentOf(parent.children().get(0).start());
                    if (inner.startsWith(outer) && inner.length() > outer.length()) {
                        return inner.substring(outer.length());
                    }
                }
            }
            return "  ";
        }

        /** The whitespace before an element on its line (empty when something else precedes it there). */
        private String indentOf(int offset) {
            int start = lineStart(offset);
            String before = text.substring(start, offset);
            return before.isBlank() ? before : "";
        }

        private int lineStart(int offset) {
            return text.lastIndexOf('\n', offset - 1) + 1;
        }

        private String unusedBindingName(String wanted) throws AddBindingsException {
            if (description.getBindings().stream().anyMatch(binding -> wanted.equals(binding.getName()))) {
                throw new AddBindingsException("The WSDL already has a binding named " + wanted
                        + ": rename it, or remove it if it is left over from an earlier attempt.");
            }
            return wanted;
        }

        private String unusedPortName(String wanted) throws AddBindingsException {
            boolean used = description.getServices().stream().flatMap(service -> service.getPorts().stream())
                    .anyMatch(port -> wanted.equals(port.getName()));
            if (used) {
                throw new AddBindingsException("The WSDL already has a port named " + wanted
                        + ": rename it, or remove it if it is left over from an earlier attempt.");
            }
            return wanted;
        }

        private String unusedServiceName(String wanted) {
            String name = wanted;
            for (int i = 2; description.getServices().stream().map(Service::getName).toList().contains(name); i++) {
                name = wanted + i;
            }
            return name;
        }

        private static String escape(String value) {
            return value.replace("&", "&amp;").replace("<", "&lt;").replace("\"", "&quot;");
        }
    }
}
