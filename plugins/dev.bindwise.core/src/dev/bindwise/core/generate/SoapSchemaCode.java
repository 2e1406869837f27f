package dev.bindwise.core.generate;

import javax.xml.namespace.QName;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

import dev.bindwise.model.ArrayStyle;
import dev.bindwise.model.Field;
import dev.bindwise.model.ValueKind;
import dev.bindwise.runtime.soap.SoapOperation;
import dev.bindwise.runtime.soap.SoapStructure;
import dev.bindwise.runtime.soap.SoapValue;

/**
 * What the schema says of an element or attribute, as the generated code hands it to the runtime's SOAP
 * client: the {@code @SoapElement} or {@code @SoapAttribute} of a data class's field, a {@code SoapOperation}
 * ({@link SoapOperations}) as the code that builds it. Only values of the kinds the client writes by schema are
 * described: not SOAP-encoded arrays or {@code xsd:any} content.
 */
final class SoapSchemaCode {

    static final String SOAP = "dev.bindwise.runtime.soap";
    static final ClassName XSD_TYPE = ClassName.get(SOAP, "XsdType");
    static final ClassName SOAP_ELEMENT = ClassName.get(SOAP, "SoapElement");
    static final ClassName SOAP_ATTRIBUTE = ClassName.get(SOAP, "SoapAttribute");
    static final ClassName SOAP_SEQUENCE = ClassName.get(SOAP, "SoapSequence");
    static final ClassName SOAP_OPERATION = ClassName.get(SOAP, "SoapOperation");
    static final ClassName SOAP_STRUCTURE = ClassName.get(SOAP, "SoapStructure");
    static final ClassName SOAP_VALUE = ClassName.get(SOAP, "SoapValue");
    private static final ClassName QNAME = ClassName.get(QName.class);

    private SoapSchemaCode() {
    }

    /** Whether the SOAP client can write and read the element (or attribute, of a simple type) by its schema. */
    static boolean describable(Field field) {
        return field != null && field.getName() != null && field.getKind() != ValueKind.ANY
                && field.getArrayStyle() != ArrayStyle.SOAP_ENCODED
                && !(field.isAttribute() && (field.getKind() == ValueKind.STRUCT || field.getMaxOccurs() != 1));
    }

    /**
     * The operation's {@code SoapOperation} as code: the builder's calls, the faults' after the structures', then
     * {@code build()}. A parameter or result of a simple type or a generated data class is written as
     * {@code namespace, name, XsdType.X, minOccurs, maxOccurs, nillable}, as proxies have always had it.
     */
    static CodeBlock code(SoapOperation operation, CodeBlock faults) {
        CodeBlock.Builder code = CodeBlock.builder();
        switch (operation.style()) {
            case RPC -> code.add("$T.rpc($S, $S)", SOAP_OPERATION, operation.request().getNamespaceURI(),
                    operation.request().getLocalPart());
            case WRAPPED -> code.add("$T.wrapped($L, $L)", SOAP_OPERATION, qname(operation.request()),
                    operation.response() == null ? "null" : qname(operation.response()));
            case BARE -> code.add("$T.bare()", SOAP_OPERATION);
        }
        code.indent();
        if (operation.soap12()) {
            code.add("\n.soap12()");
        }
        if (operation.oneWay()) {
            code.add("\n.oneWay()");
        }
        for (SoapValue parameter : operation.parameters()) {
            code.add("\n.parameter($L)", argument(parameter));
        }
        if (operation.result() != null) {
            code.add("\n.result($L)", argument(operation.result()));
        }
        for (SoapStructure structure : operation.structures()) {
            code.add("\n.structure($T.type($S, $S)", SOAP_STRUCTURE, structure.type().getNamespaceURI(),
                    structure.type().getLocalPart());
            code.indent();
            if (structure.javaClass() != null) {
                code.add("\n.javaClass($S)", structure.javaClass());
            }
            for (SoapStructure.Member element : structure.elements()) {
                code.add("\n.element($S, $L)", element.property(), value(element.value()));
            }
            for (SoapStructure.Member attribute : structure.attributes()) {
                SoapValue value = attribute.value();
                code.add("\n.attribute($S, $T.attribute($S, $S, $T.$L, $L))", attribute.property(), SOAP_VALUE,
                        value.namespace(), value.name(), XSD_TYPE, value.type().name(), value.minOccurs() > 0);
            }
            code.add(".build())").unindent();
        }
        return code.add(faults).add("\n.build()").unindent().build();
    }

    private static CodeBlock argument(SoapValue value) {
        if (value.structType() == null && value.item() == null) {
            return CodeBlock.of("$S, $S, $T.$L, $L, $L, $L", value.namespace(), value.name(), XSD_TYPE, value.type().name(),
                    value.minOccurs(), value.maxOccurs(), value.nillable());
        }
        return value(value);
    }

    /** {@code new SoapValue(...)}, with its {@code .ofType(...)} or {@code .wrapping(...)}. */
    private static CodeBlock value(SoapValue value) {
        CodeBlock.Builder code = CodeBlock.builder().add("new $T($S, $S, $T.$L, $L, $L, $L)", SOAP_VALUE, value.namespace(),
                value.name(), XSD_TYPE, value.type().name(), value.minOccurs(), value.maxOccurs(), value.nillable());
        if (value.structType() != null) {
            code.add(".ofType($S, $S)", value.structType().getNamespaceURI(), value.structType().getLocalPart());
        }
        if (value.item() != null) {
            code.add(".wrapping($L)", value(value.item()));
        }
        return code.build();
    }

    private static CodeBlock qname(QName name) {
        return CodeBlock.of("new $T($S, $S)", QNAME, name.getNamespaceURI(), name.getLocalPart());
    }

    /** The field's {@code @SoapAttribute} or {@code @SoapElement}. */
    static AnnotationSpec annotation(Field field) {
        return field.isAttribute() ? attribute(field) : element(field);
    }

    private static AnnotationSpec attribute(Field field) {
        AnnotationSpec.Builder annotation = AnnotationSpec.builder(SOAP_ATTRIBUTE).addMember("name", "$S", field.getName());
        if (!namespace(field).isEmpty()) {
            annotation.addMember("namespace", "$S", namespace(field));
        }
        annotation.addMember("type", "$T.$L", XSD_TYPE, field.getKind().name());
        if (field.getMinOccurs() > 0) {
            annotation.addMember("required", "true");
        }
        return annotation.build();
    }

    private static AnnotationSpec element(Field field) {
        AnnotationSpec.Builder annotation = AnnotationSpec.builder(SOAP_ELEMENT).addMember("name", "$S", field.getName());
        if (!namespace(field).isEmpty()) {
            annotation.addMember("namespace", "$S", namespace(field));
        }
        annotation.addMember("type", "$T.$L", XSD_TYPE, field.getKind().name());
        if (field.getMinOccurs() != 1) {
            annotation.addMember("minOccurs", "$L", field.getMinOccurs());
        }
        if (field.getMaxOccurs() != 1) {
            annotation.addMember("maxOccurs", "$L", field.getMaxOccurs());
        }
        if (field.isNillable()) {
            annotation.addMember("nillable", "true");
        }
        return annotation.build();
    }

    private static String namespace(Field field) {
        return field.getNamespace() == null ? "" : field.getNamespace();
    }
}
