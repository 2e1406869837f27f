package dev.bindwise.core.wsdl.schema;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.xml.XMLConstants;
import javax.xml.namespace.QName;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.apache.ws.commons.schema.XmlSchema;
import org.apache.ws.commons.schema.XmlSchemaAll;
import org.apache.ws.commons.schema.XmlSchemaAny;
import org.apache.ws.commons.schema.XmlSchemaAttribute;
import org.apache.ws.commons.schema.XmlSchemaAttributeGroup;
import org.apache.ws.commons.schema.XmlSchemaAttributeGroupRef;
import org.apache.ws.commons.schema.XmlSchemaChoice;
import org.apache.ws.commons.schema.XmlSchemaCollection;
import org.apache.ws.commons.schema.XmlSchemaComplexContentExtension;
import org.apache.ws.commons.schema.XmlSchemaComplexContentRestriction;
import org.apache.ws.commons.schema.XmlSchemaComplexType;
import org.apache.ws.commons.schema.XmlSchemaContent;
import org.apache.ws.commons.schema.XmlSchemaContentModel;
import org.apache.ws.commons.schema.XmlSchemaElement;
import org.apache.ws.commons.schema.XmlSchemaEnumerationFacet;
import org.apache.ws.commons.schema.XmlSchemaFacet;
import org.apache.ws.commons.schema.XmlSchemaGroup;
import org.apache.ws.commons.schema.XmlSchemaGroupRef;
import org.apache.ws.commons.schema.XmlSchemaLengthFacet;
import org.apache.ws.commons.schema.XmlSchemaMaxLengthFacet;
import org.apache.ws.commons.schema.XmlSchemaObject;
import org.apache.ws.commons.schema.XmlSchemaParticle;
import org.apache.ws.commons.schema.XmlSchemaSequence;
import org.apache.ws.commons.schema.XmlSchemaSimpleContentExtension;
import org.apache.ws.commons.schema.XmlSchemaSimpleContentRestriction;
import org.apache.ws.commons.schema.XmlSchemaSimpleType;
import org.apache.ws.commons.schema.XmlSchemaSimpleTypeContent;
import org.apache.ws.commons.schema.XmlSchemaSimpleTypeRestriction;
import org.apache.ws.commons.schema.XmlSchemaType;
import org.apache.ws.commons.schema.XmlSchemaUse;
import org.apache.ws.commons.schema.constants.Constants;
import org.apache.ws.commons.schema.resolver.URIResolver;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;

import dev.bindwise.core.wsdl.ReadDiagnostics;
import dev.bindwise.core.wsdl.SourcePosition;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.xml.LocalDocuments;
import dev.bindwise.core.wsdl.xml.SecureXmlParser;
import dev.bindwise.model.ArrayStyle;
import dev.bindwise.model.Field;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.TypeShape;
import dev.bindwise.model.ValueKind;

/**
 * Reads the schemas of one WSDL with Apache XmlSchema and flattens types into the shapes that message
 * sizes depend on: {@link Field}s with kind, occurrence, nillability and array style, and one shared
 * {@link TypeShape} per complex type (so a recursive type stays finite). A complex type that extends
 * another gets the base's fields first. Types that cannot be found become {@link ValueKind#ANY} with a
 * warning.
 */
public final class SchemaShapeReader {

    private static final QName SOAP_ARRAY = new QName(SchemaNamespaces.SOAP_ENCODING, "Array");
    private static final QName SOAP_ARRAY_TYPE = new QName(SchemaNamespaces.SOAP_ENCODING, "arrayType");
    private static final QName WSDL_ARRAY_TYPE = new QName(SchemaNamespaces.WSDL, "arrayType");
    private static final QName POSITION = new QName(SchemaSources.POSITION_NAMESPACE, SchemaSources.POSITION_ATTRIBUTE);
    private static final ModelFactory MODEL = ModelFactory.eINSTANCE;

    private final XmlSchemaCollection collection = new XmlSchemaCollection();
    private final LocalDocuments documents;
    private final ReadDiagnostics diagnostics;
    private final Map<String, TypeShape> namedShapes = new HashMap<>();
    private final Map<XmlSchemaType, TypeShape> anonymousShapes = new IdentityHashMap<>();
    private final Map<String, TypeShape> arrayShapes = new HashMap<>();
    private final List<TypeShape> shapes = new ArrayList<>();
    /**
     * The model and attribute groups being expanded into the type being built, to find a group that
     * contains itself.
     */
    private Deque<QName> openGroups = new ArrayDeque<>();

    /** Reads every schema of {@code sources}; fails on a schema XmlSchema cannot read. */
    public SchemaShapeReader(SchemaSources sources, LocalDocuments documents, ReadDiagnostics diagnostics)
            throws WsdlReadException {
        this.documents = documents;
        this.diagnostics = diagnostics;
        Map<String, byte[]> referenced = new LinkedHashMap<>();
        for (Map.Entry<String, Document> document : sources.referenced().entrySet()) {
            referenced.put(document.getKey(), serialize(document.getValue()));
        }
        collection.setSchemaResolver(new PreparedDocumentResolver(referenced));
        readWellKnownSchemas();
        for (SchemaSources.Root root : sources.roots()) {
            try {
                collection.read(root.schema(), root.systemId());
            } catch (RuntimeException e) {
                // XmlSchema reports what it cannot read as unchecked exceptions of several kinds
                throw new WsdlReadException(SourcePosition.of(root.schema()),
                        "XML Schema error: " + e.getMessage(),
                        "Fix the schema (a schema-aware XML editor shows where).", e);
            }
        }
    }

    /** Every type shape made so far, in the order made. */
    public List<TypeShape> shapes() {
        return shapes;
    }

    /** The field that a message part naming a global element carries. */
    public Field fieldForElement(QName elementName, SourcePosition referencedAt) {
        XmlSchemaElement element = collection.getElementByQName(elementName);
        if (element == null) {
            diagnostics.warn(referencedAt, "element " + elementName + " is not declared in any schema: read as any content");
            Field field = newField(elementName.getLocalPart(), elementName.getNamespaceURI());
            field.setKind(ValueKind.ANY);
            return field;
        }
        return elementField(element, 1, 1, element.getParent());
    }

    /** The field that a message part naming a type carries, named after the part. */
    public Field fieldForType(String name, QName typeName, SourcePosition referencedAt) {
        Field field = newField(name, "");
        applyType(field, typeName, null, name, referencedAt);
        return field;
    }

    /** Completes the shapes: each type that extends another gets the base's fields, base first. */
    public void finish() {
        addExtensions();
        Map<TypeShape, Boolean> done = new IdentityHashMap<>();
        for (TypeShape shape : shapes) {
            flatten(shape, done);
        }
    }

    /**
     * Makes the shape of every global complex type that extends a type already made, directly or through others,
     * though no element names it: a value of it may stand where its base is declared, with its {@code xsi:type}
     * (JAXB binds every global type, so the service's classes have it).
     */
    private void addExtensions() {
        boolean added = true;
        while (added) {
            added = false;
            for (XmlSchema schema : collection.getXmlSchemas()) {
                for (XmlSchemaType type : schema.getSchemaTypes().values()) {
                    if (type instanceof XmlSchemaComplexType complex && type.getQName() != null
                            && !namedShapes.containsKey(type.getQName().toString()) && complex.getContentModel() != null
                            && complex.getContentModel().getContent() instanceof XmlSchemaComplexContentExtension extension
                            && extension.getBaseTypeName() != null
                            && namedShapes.containsKey(extension.getBaseTypeName().toString())) {
                        shapeFor(complex, type.getQName().toString());
                        added = true;
                    }
                }
            }
        }
    }

    private void flatten(TypeShape shape, Map<TypeShape, Boolean> done) {
        if (done.containsKey(shape)) {
            return;
        }
        done.put(shape, Boolean.TRUE);
        TypeShape base = shape.getBase();
        if (base == null) {
            return;
        }
        flatten(base, done);
        List<Field> inherited = new ArrayList<>();
        for (Field field : base.getFields()) {
            inherited.add(EcoreUtil.copy(field));
        }
        shape.getFields().addAll(0, inherited);
        shape.setAnyContent(shape.isAnyContent() || base.isAnyContent());
    }

    private void readWellKnownSchemas() {
        SecureXmlParser parser = new SecureXmlParser();
        Map<String, XmlSchema> known = new HashMap<>();
        for (Map.Entry<String, byte[]> schema : WellKnownSchemas.documents().entrySet()) {
            String systemId = WellKnownSchemas.systemId(schema.getKey());
            try {
                Document document = parser.parse(schema.getValue(), systemId, systemId);
                known.put(schema.getKey(), collection.read(document, systemId));
            } catch (WsdlReadException e) {
                throw new IllegalStateException("built-in schema for " + schema.getKey() + " does not parse", e);
            }
        }
        collection.setKnownNamespaceMap(known);
    }

    // ---------------------------------------------------------------- fields

    private Field elementField(XmlSchemaElement element, long minOccurs, long maxOccurs, XmlSchema schema) {
        XmlSchemaElement declaration = element;
        if (element.isRef()) {
            QName target = element.getRef().getTargetQName();
            declaration = element.getRef().getTarget();
            if (declaration == null) {
                declaration = collection.getElementByQName(target);
            }
            if (declaration == null) {
                diagnostics.warn(position(element, schema), "element reference " + target
                        + " names no declared element: read as any content");
                Field field = newField(target.getLocalPart(), target.getNamespaceURI());
                field.setKind(ValueKind.ANY);
                setOccurs(field, minOccurs, maxOccurs);
                return field;
            }
        }
        // A global element is always qualified; XmlSchema's wire name leaves its namespace out.
        QName wireName = declaration.isTopLevel() ? declaration.getQName() : declaration.getWireName();
        Field field = newField(declaration.getName(), wireName == null ? "" : wireName.getNamespaceURI());
        field.setNillable(declaration.isNillable());
        setOccurs(field, minOccurs, maxOccurs);
        XmlSchema declaringSchema = declaration.getParent() != null ? declaration.getParent() : schema;
        QName typeName = declaration.getSchemaTypeName();
        XmlSchemaType anonymous = typeName == null ? declaration.getSchemaType() : null;
        if (typeName == null && anonymous == null) {
            field.setKind(ValueKind.ANY);
            field.setXsdType(new QName(SchemaNamespaces.XSD, "anyType").toString());
            return field;
        }
        String anonymousName = new QName(wireName == null ? "" : wireName.getNamespaceURI(), declaration.getName())
                + "#anon";
        applyType(field, typeName, anonymous, anonymousName, position(declaration, declaringSchema));
        return field;
    }

    private void setOccurs(Field field, long minOccurs, long maxOccurs) {
        field.setMinOccurs(toInt(minOccurs));
        field.setMaxOccurs(toInt(maxOccurs));
        if (maxOccurs > 1) {
            field.setArrayStyle(ArrayStyle.REPEATED);
        }
    }

    /** Gives a field the kind, xsdType, facets and structure of a type (named or anonymous). */
    private void applyType(Field field, QName typeName, XmlSchemaType type, String anonymousName,
            SourcePosition at) {
        if (typeName != null && SchemaNamespaces.XSD.equals(typeName.getNamespaceURI())) {
            field.setXsdType(typeName.toString());
            ValueKind kind = BuiltInTypes.kindOf(typeName.getLocalPart());
            if (kind == null) {
                diagnostics.warn(at, "xsd:" + typeName.getLocalPart() + " is not an XML Schema type: read as any content");
                kind = ValueKind.ANY;
            }
            field.setKind(kind);
            return;
        }
        XmlSchemaType resolved = type;
        if (resolved == null && typeName != null) {
            resolved = collection.getTypeByQName(typeName);
        }
        if (resolved == null) {
            diagnostics.warn(at, "type " + typeName + " is not defined in any schema read: read as any content");
            field.setKind(ValueKind.ANY);
            field.setXsdType(typeName == null ? null : typeName.toString());
            return;
        }
        if (resolved instanceof XmlSchemaSimpleType simple) {
            applySimpleType(field, typeName, simple, at);
            return;
        }
        XmlSchemaComplexType complex = (XmlSchemaComplexType) resolved;
        field.setXsdType(typeName == null ? null : typeName.toString());
        XmlSchemaComplexContentRestriction array = soapArrayRestriction(complex);
        if (array != null) {
            applySoapArray(field, complex, array, at);
            return;
        }
        field.setKind(ValueKind.STRUCT);
        field.setType(shapeFor(complex, typeName != null ? typeName.toString() : anonymousName));
    }

    private void applySimpleType(Field field, QName typeName, XmlSchemaSimpleType type, SourcePosition at) {
        QName xsdType = typeName;
        XmlSchemaSimpleType current = type;
        QName currentName = typeName;
        int maxLength = -1;
        for (int depth = 0; depth < 64; depth++) {
            if (currentName != null && SchemaNamespaces.XSD.equals(currentName.getNamespaceURI())) {
                ValueKind kind = BuiltInTypes.kindOf(currentName.getLocalPart());
                field.setKind(kind == null ? ValueKind.STRING : kind);
                break;
            }
            XmlSchemaSimpleTypeContent content = current == null ? null : current.getContent();
            if (!(content instanceof XmlSchemaSimpleTypeRestriction restriction)) {
                // a list or union is written as text
                field.setKind(ValueKind.STRING);
                break;
            }
            if (maxLength < 0) {
                maxLength = lengthFacet(restriction.getFacets());
            }
            if (field.getEnumerationLength() < 0) {
                // the innermost enumeration restricts the values: their length is the value's
                field.setEnumerationLength(enumerationLength(restriction.getFacets()));
            }
            currentName = restriction.getBaseTypeName();
            if (xsdType == null) {
                xsdType = currentName;
            }
            current = restriction.getBaseType();
            if (current == null && currentName != null
                    && !SchemaNamespaces.XSD.equals(currentName.getNamespaceURI())) {
                XmlSchemaType base = collection.getTypeByQName(currentName);
                if (!(base instanceof XmlSchemaSimpleType simpleBase)) {
                    diagnostics.warn(at, "simple type base " + currentName + " is not a simple type defined in any schema read: read as a string");
                    field.setKind(ValueKind.STRING);
                    break;
                }
                current = simpleBase;
            }
        }
        if (field.getKind() == null) {
            field.setKind(ValueKind.STRING);
        }
        field.setXsdType(xsdType == null ? null : xsdType.toString());
        field.setMaxLength(maxLength);
    }

    /** The average length of the values of the enumeration facets, -1 when there are none. */
    private static double enumerationLength(List<XmlSchemaFacet> facets) {
        double total = 0;
        int count = 0;
        for (XmlSchemaFacet facet : facets) {
            if (facet instanceof XmlSchemaEnumerationFacet) {
                total += String.valueOf(facet.getValue()).length();
                count++;
            }
        }
        return count == 0 ? -1 : total / count;
    }

    private static int lengthFacet(List<XmlSchemaFacet> facets) {
        for (XmlSchemaFacet facet : facets) {
            if (facet instanceof XmlSchemaMaxLengthFacet || facet instanceof XmlSchemaLengthFacet) {
                try {
                    return Integer.parseInt(String.valueOf(facet.getValue()).trim());
                } catch (NumberFormatException e) {
                    return -1;
                }
            }
        }
        return -1;
    }

    // ---------------------------------------------------------------- SOAP-encoded arrays

    private XmlSchemaComplexContentRestriction soapArrayRestriction(XmlSchemaComplexType type) {
        XmlSchemaContentModel model = type.getContentModel();
        if (model != null && model.getContent() instanceof XmlSchemaComplexContentRestriction restriction
                && SOAP_ARRAY.equals(restriction.getBaseTypeName())) {
            return restriction;
        }
        return null;
    }

    /**
     * An array's item comes from wsdl:arrayType ("ns:T[]"), else from the one element the restriction
     * lists. An item that is itself an array (T[][], or an array type) is described as a structure
     * holding that array.
     */
    private void applySoapArray(Field field, XmlSchemaComplexType arrayType,
            XmlSchemaComplexContentRestriction restriction, SourcePosition at) {
        Field item = newField("item", "");
        String itemTypeName = "array";
        QName declared = declaredArrayType(restriction, at);
        if (declared != null) {
            String local = declared.getLocalPart();
            int bracket = local.indexOf('[');
            QName itemType = new QName(declared.getNamespaceURI(), bracket < 0 ? local : local.substring(0, bracket));
            String dimensions = bracket < 0 ? "" : local.substring(bracket);
            applyType(item, itemType, null, itemType.toString(), at);
            itemTypeName = itemType.toString();
            for (int inner = dimensions.indexOf(']') + 1; inner < dimensions.length(); inner = dimensions.indexOf(']', inner) + 1) {
                itemTypeName = itemTypeName + "[]";
                item = wrapArray(item, itemTypeName);
            }
        } else if (restriction.getParticle() instanceof XmlSchemaSequence sequence && sequence.getItems().size() == 1
                && sequence.getItems().get(0) instanceof XmlSchemaElement element) {
            item = elementField(element, 1, 1, arrayType.getParent());
            if (element.getSchemaTypeName() != null) {
                itemTypeName = element.getSchemaTypeName().toString();
            }
        } else {
            item.setKind(ValueKind.ANY);
        }
        if (item.getArrayStyle() == ArrayStyle.SOAP_ENCODED) {
            item = wrapArray(item, itemTypeName);
        }
        field.setArrayStyle(ArrayStyle.SOAP_ENCODED);
        field.setKind(item.getKind());
        field.setXsdType(item.getXsdType());
        field.setType(item.getType());
        field.setMaxLength(item.getMaxLength());
        field.setEnumerationLength(item.getEnumerationLength());
    }

    /** A field holding one structure whose only field is the given array (for arrays of arrays). */
    private Field wrapArray(Field array, String name) {
        Field inner = EcoreUtil.copy(array);
        inner.setName("item");
        inner.setMinOccurs(1);
        inner.setMaxOccurs(1);
        inner.setArrayStyle(ArrayStyle.SOAP_ENCODED);
        Field holder = newField("item", "");
        holder.setKind(ValueKind.STRUCT);
        holder.setXsdType(name);
        holder.setType(arrayShape(name, inner));
        return holder;
    }

    private QName declaredArrayType(XmlSchemaComplexContentRestriction restriction, SourcePosition at) {
        for (Object member : restriction.getAttributes()) {
            if (member instanceof XmlSchemaAttribute attribute && attribute.isRef()
                    && SOAP_ARRAY_TYPE.equals(attribute.getRef().getTargetQName())) {
                Attr arrayType = externalAttribute(attribute, WSDL_ARRAY_TYPE);
                if (arrayType == null) {
                    return null;
                }
                String value = arrayType.getValue().trim();
                int colon = value.indexOf(':');
                String prefix = colon < 0 ? null : value.substring(0, colon);
                String namespace = arrayType.getOwnerElement() == null ? null
                        : arrayType.getOwnerElement().lookupNamespaceURI(prefix);
                if (namespace == null && prefix != null) {
                    diagnostics.warn(at, "prefix '" + prefix + "' in wsdl:arrayType=\"" + value
                            + "\" is not declared: array items read as any content");
                    return new QName(SchemaNamespaces.XSD, "anyType" + value.substring(value.indexOf('[') < 0 ? value.length() : value.indexOf('[')));
                }
                return new QName(SchemaNamespaces.normalize(namespace == null ? "" : namespace), value.substring(colon + 1));
            }
        }
        return null;
    }

    private TypeShape arrayShape(String name, Field item) {
        TypeShape shape = arrayShapes.get(name);
        if (shape == null) {
            shape = newShape(name);
            shape.getFields().add(item);
            arrayShapes.put(name, shape);
        }
        return shape;
    }

    // ---------------------------------------------------------------- complex types

    private TypeShape shapeFor(XmlSchemaComplexType type, String name) {
        TypeShape shape = type.getQName() != null ? namedShapes.get(name) : anonymousShapes.get(type);
        if (shape != null) {
            return shape;
        }
        shape = newShape(name);
        if (type.getQName() != null) {
            namedShapes.put(name, shape);
        } else {
            anonymousShapes.put(type, shape);
        }
        // a group met again inside another type's element is recursion through an element, which is fine
        Deque<QName> outerGroups = openGroups;
        openGroups = new ArrayDeque<>();
        try {
            return fillShape(shape, type);
        } finally {
            openGroups = outerGroups;
        }
    }

    private TypeShape fillShape(TypeShape shape, XmlSchemaComplexType type) {
        XmlSchema schema = type.getParent();
        XmlSchemaContentModel model = type.getContentModel();
        XmlSchemaContent content = model == null ? null : model.getContent();
        SourcePosition at = position(type, schema);
        if (content instanceof XmlSchemaComplexContentExtension extension) {
            setBase(shape, extension.getBaseTypeName(), at);
            addParticle(shape, extension.getParticle(), 1, 1, schema);
            addAttributes(shape, extension.getAttributes(), schema);
        } else if (content instanceof XmlSchemaComplexContentRestriction restriction) {
            addParticle(shape, restriction.getParticle(), 1, 1, schema);
            addAttributes(shape, restriction.getAttributes(), schema);
        } else if (content instanceof XmlSchemaSimpleContentExtension extension) {
            shape.getFields().add(simpleContentField(extension.getBaseTypeName(), at));
            addAttributes(shape, extension.getAttributes(), schema);
        } else if (content instanceof XmlSchemaSimpleContentRestriction restriction) {
            shape.getFields().add(simpleContentField(restriction.getBaseTypeName(), at));
            addAttributes(shape, restriction.getAttributes(), schema);
        } else {
            addParticle(shape, type.getParticle(), 1, 1, schema);
            addAttributes(shape, type.getAttributes(), schema);
        }
        return shape;
    }

    private void setBase(TypeShape shape, QName baseName, SourcePosition at) {
        if (baseName == null || SchemaNamespaces.XSD.equals(baseName.getNamespaceURI())) {
            return;
        }
        XmlSchemaType base = collection.getTypeByQName(baseName);
        if (base instanceof XmlSchemaComplexType complexBase) {
            TypeShape baseShape = shapeFor(complexBase, baseName.toString());
            if (extendsItself(baseShape, shape)) {
                diagnostics.warn(at, "type " + shape.getName() + " extends itself through " + baseName + ": base ignored");
            } else {
                shape.setBase(baseShape);
            }
        } else {
            diagnostics.warn(at, "base type " + baseName + " is not a complex type defined in any schema read: its fields are missing");
        }
    }

    private static boolean extendsItself(TypeShape base, TypeShape shape) {
        for (TypeShape current = base; current != null; current = current.getBase()) {
            if (current == shape) {
                return true;
            }
        }
        return false;
    }

    private Field simpleContentField(QName baseName, SourcePosition at) {
        Field value = newField("value", "");
        applyType(value, baseName, null, "value", at);
        return value;
    }

    private void addParticle(TypeShape shape, XmlSchemaParticle particle, long minFactor, long maxFactor,
            XmlSchema schema) {
        if (particle == null) {
            return;
        }
        long min = multiply(minFactor, particle.getMinOccurs());
        long max = multiply(maxFactor, particle.getMaxOccurs());
        if (particle instanceof XmlSchemaElement element) {
            shape.getFields().add(elementField(element, min, max, schema));
        } else if (particle instanceof XmlSchemaSequence sequence) {
            addMembers(shape, sequence.getItems(), min, max, schema);
        } else if (particle instanceof XmlSchemaChoice choice) {
            addMembers(shape, choice.getItems(), 0, max, schema);
        } else if (particle instanceof XmlSchemaAll all) {
            addMembers(shape, all.getItems(), min, max, schema);
        } else if (particle instanceof XmlSchemaAny) {
            shape.setAnyContent(true);
        } else if (particle instanceof XmlSchemaGroupRef groupRef) {
            XmlSchemaParticle groupParticle = groupRef.getParticle();
            if (groupParticle == null && groupRef.getRefName() != null) {
                XmlSchemaGroup group = collection.getGroupByQName(groupRef.getRefName());
                groupParticle = group == null ? null : group.getParticle();
            }
            if (groupParticle == null) {
                diagnostics.warn(position(groupRef, schema), "group " + groupRef.getRefName()
                        + " is not defined in any schema read: its fields are missing");
                return;
            }
            QName group = groupRef.getRefName() == null ? new QName("") : groupRef.getRefName();
            if (openGroups.contains(group)) {
                // XML Schema forbids it (a model group may not contain itself but through an element): read it once
                diagnostics.warn(position(groupRef, schema), "group " + group + " refers to itself"
                        + (openGroups.peek().equals(group) ? "" : " through " + openGroups.peek())
                        + ", which XML Schema does not allow: its fields are read once");
                return;
            }
            openGroups.push(group);
            try {
                addParticle(shape, groupParticle, min, max, schema);
            } finally {
                openGroups.pop();
            }
        }
    }

    private void addMembers(TypeShape shape, List<?> members, long min, long max, XmlSchema schema) {
        for (Object member : members) {
            if (member instanceof XmlSchemaParticle particle) {
                addParticle(shape, particle, min, max, schema);
            }
        }
    }

    private void addAttributes(TypeShape shape, List<?> attributes, XmlSchema schema) {
        for (Object member : attributes) {
            if (member instanceof XmlSchemaAttribute attribute) {
                Field field = attributeField(attribute, schema);
                if (field != null) {
                    shape.getFields().add(field);
                }
            } else if (member instanceof XmlSchemaAttributeGroupRef groupRef) {
                XmlSchemaAttributeGroup group = groupRef.getRef().getTarget();
                if (group == null && groupRef.getTargetQName() != null) {
                    group = collection.getAttributeGroupByQName(groupRef.getTargetQName());
                }
                QName name = groupRef.getTargetQName() == null ? new QName("") : groupRef.getTargetQName();
                if (group == null) {
                    diagnostics.warn(position(groupRef, schema), "attribute group " + groupRef.getTargetQName()
                            + " is not defined in any schema read: its attributes are missing");
                } else if (openGroups.contains(name)) {
                    // XML Schema forbids circular attribute groups (src-attribute_group.3): read it once
                    diagnostics.warn(position(groupRef, schema), "attribute group " + name + " refers to itself"
                            + (openGroups.peek().equals(name) ? "" : " through " + openGroups.peek())
                            + ", which XML Schema does not allow: its attributes are read once");
                } else {
                    openGroups.push(name);
                    try {
                        addAttributes(shape, group.getAttributes(), schema);
                    } finally {
                        openGroups.pop();
                    }
                }
            } else if (member instanceof XmlSchemaAttributeGroup group) {
                addAttributes(shape, group.getAttributes(), schema);
            }
        }
    }

    private Field attributeField(XmlSchemaAttribute attribute, XmlSchema schema) {
        XmlSchemaAttribute declaration = attribute;
        if (attribute.isRef()) {
            QName target = attribute.getRef().getTargetQName();
            declaration = attribute.getRef().getTarget();
            if (declaration == null) {
                declaration = collection.getAttributeByQName(target);
            }
            if (declaration == null) {
                diagnostics.warn(position(attribute, schema), "attribute reference " + target
                        + " names no declared attribute: read as a string");
                Field field = newField(target.getLocalPart(), target.getNamespaceURI());
                field.setAttribute(true);
                field.setKind(ValueKind.STRING);
                field.setMinOccurs(attribute.getUse() == XmlSchemaUse.REQUIRED ? 1 : 0);
                return field;
            }
        }
        if (attribute.getUse() == XmlSchemaUse.PROHIBITED) {
            return null;
        }
        // A global attribute is always qualified; XmlSchema's wire name leaves its namespace out.
        QName wireName = declaration.isTopLevel() ? declaration.getQName() : declaration.getWireName();
        Field field = newField(declaration.getName(), wireName == null ? "" : wireName.getNamespaceURI());
        field.setAttribute(true);
        field.setMinOccurs(attribute.getUse() == XmlSchemaUse.REQUIRED ? 1 : 0);
        QName typeName = declaration.getSchemaTypeName();
        XmlSchemaSimpleType anonymous = typeName == null ? declaration.getSchemaType() : null;
        if (typeName == null && anonymous == null) {
            field.setKind(ValueKind.STRING);
            field.setXsdType(new QName(SchemaNamespaces.XSD, "anySimpleType").toString());
        } else {
            applyType(field, typeName, anonymous, field.getName(), position(declaration, schema));
        }
        return field;
    }

    // ---------------------------------------------------------------- helpers

    private TypeShape newShape(String name) {
        TypeShape shape = MODEL.createTypeShape();
        shape.setName(name);
        shapes.add(shape);
        return shape;
    }

    private static Field newField(String name, String namespace) {
        Field field = MODEL.createField();
        field.setName(name);
        field.setNamespace(namespace == null ? "" : namespace);
        field.setArrayStyle(ArrayStyle.NONE);
        return field;
    }

    private static long multiply(long a, long b) {
        if (a == 0 || b == 0) {
            return 0;
        }
        if (a == Long.MAX_VALUE || b == Long.MAX_VALUE || a > Long.MAX_VALUE / b) {
            return Long.MAX_VALUE;
        }
        return a * b;
    }

    private static int toInt(long occurs) {
        return occurs >= Integer.MAX_VALUE ? -1 : (int) occurs;
    }

    @SuppressWarnings("unchecked")
    private static Attr externalAttribute(XmlSchemaObject object, QName name) {
        Map<Object, Object> meta = object.getMetaInfoMap();
        if (meta == null || !(meta.get(Constants.MetaDataConstants.EXTERNAL_ATTRIBUTES) instanceof Map<?, ?> map)) {
            return null;
        }
        Object attribute = ((Map<QName, Node>) map).get(name);
        return attribute instanceof Attr attr ? attr : null;
    }

    /** Where a schema component was written, from the position stamp {@link SchemaSources} put on it. */
    private SourcePosition position(XmlSchemaObject object, XmlSchema schema) {
        String uri = schema == null ? null : schema.getSourceURI();
        if (uri != null && uri.indexOf('#') >= 0) {
            uri = uri.substring(0, uri.indexOf('#'));
        }
        String file = uri == null ? null : documents.fileName(uri);
        Attr stamp = object == null ? null : externalAttribute(object, POSITION);
        if (stamp != null) {
            String[] lineAndColumn = stamp.getValue().split(":");
            try {
                return new SourcePosition(file, Integer.parseInt(lineAndColumn[0]), Integer.parseInt(lineAndColumn[1]));
            } catch (RuntimeException e) {
                return SourcePosition.ofFile(file);
            }
        }
        return SourcePosition.ofFile(file);
    }

    private static byte[] serialize(Document document) throws WsdlReadException {
        try {
            TransformerFactory factory = TransformerFactory.newDefaultInstance();
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
            Transformer transformer = factory.newTransformer();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            transformer.transform(new DOMSource(document), new StreamResult(out));
            return out.toByteArray();
        } catch (TransformerException e) {
            throw new WsdlReadException(SourcePosition.fileName(document.getDocumentURI()), -1, -1,
                    "cannot prepare the schema for reading: " + e.getMessage(), null, e);
        }
    }

    /**
     * Gives XmlSchema the prepared (repaired, position-stamped) copy of each schema file that a schema
     * imports or includes; {@link SchemaSources} has already rewritten their locations to those files'
     * URIs and refused anything not local. Anything else resolves to nothing, so XmlSchema fetches nothing.
     */
    private static final class PreparedDocumentResolver implements URIResolver {

        private final Map<String, byte[]> documents;

        PreparedDocumentResolver(Map<String, byte[]> documents) {
            this.documents = documents;
        }

        @Override
        public InputSource resolveEntity(String targetNamespace, String schemaLocation, String baseUri) {
            byte[] content = documents.get(schemaLocation);
            if (content == null) {
                return null;
            }
            InputSource source = new InputSource(new ByteArrayInputStream(content));
            source.setSystemId(schemaLocation);
            return source;
        }
    }
}
