package dev.bindwise.core.generate;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

import dev.bindwise.model.ArrayStyle;
import dev.bindwise.model.Field;
import dev.bindwise.model.ValueKind;

/**
 * What the schema says of an element or attribute, as the generated code hands it to the runtime's SOAP
 * client: the {@code @SoapElement} or {@code @SoapAttribute} of a data class's field, the arguments of a
 * parameter or result of a {@code SoapOperation}. Only values of the kinds the client writes by schema are
 * described: not SOAP-encoded arrays or {@code xsd:any} content.
 */
final class SoapSchemaCode {

    static final String SOAP = "dev.bindwise.runtime.soap";
    static final ClassName XSD_TYPE = ClassName.get(SOAP, "XsdType");
    static final ClassName SOAP_ELEMENT = ClassName.get(SOAP, "SoapElement");
    static final ClassName SOAP_ATTRIBUTE = ClassName.get(SOAP, "SoapAttribute");
    static final ClassName SOAP_SEQUENCE = ClassName.get(SOAP, "SoapSequence");
    static final ClassName SOAP_OPERATION = ClassName.get(SOAP, "SoapOperation");

    private SoapSchemaCode() {
    }

    /** Whether the SOAP client can write and read the element (or attribute, of a simple type) by its schema. */
    static boolean describable(Field field) {
        return field != null && field.getName() != null && field.getKind() != ValueKind.ANY
                && field.getArrayStyle() != ArrayStyle.SOAP_ENCODED
                && !(field.isAttribute() && (field.getKind() == ValueKind.STRUCT || field.getMaxOccurs() != 1));
    }

    /** {@code namespace, name, XsdType.X, minOccurs, maxOccurs, nillable}. */
    static CodeBlock arguments(Field field) {
        return CodeBlock.of("$S, $S, $T.$L, $L, $L, $L", namespace(field), field.getName(), XSD_TYPE,
                field.getKind().name(), field.getMinOccurs(), field.getMaxOccurs(), field.isNillable());
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
