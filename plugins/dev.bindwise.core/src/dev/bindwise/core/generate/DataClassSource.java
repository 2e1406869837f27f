package dev.bindwise.core.generate;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

import dev.bindwise.model.Field;
import dev.bindwise.model.TypeShape;

/**
 * A data class for a structure the WSDL's Java type mapping does not name: a JavaBean with a public
 * no-argument constructor and a getter and setter per field of the schema, in the schema's order (a repeated
 * element, as xjc writes it: a {@code List} getter that makes the list on first use, and no setter),
 * Serializable, as SOAP (Axis2 POJO), RMI-IIOP (value types) and the JCA records all read and write it.
 * Its fields carry what the schema says of their elements and attributes ({@code @SoapElement},
 * {@code @SoapAttribute}, {@code @SoapSequence}), by which the SOAP client writes and reads it (unless a
 * field is one it cannot describe: {@code xsd:any}, a SOAP-encoded array, the text of simple content).
 * A structure derived from another extends that one's class.
 */
final class DataClassSource {

    private DataClassSource() {
    }

    static TypeSpec of(JavaTypes.DataClass dataClass, JavaTypes types, String wsdlName) throws GenerateException {
        TypeShape shape = dataClass.shape();
        TypeSpec.Builder type = TypeSpec.classBuilder(dataClass.name())
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("The structure $L of $L, as a JavaBean.\n", CommentText.of(shape.getName()),
                        CommentText.of(wsdlName));
        if (shape.getBase() != null && !shape.getBase().getFields().isEmpty()) {
            type.superclass(types.classOf(shape.getBase(), dataClass.name().simpleName() + "Base"));
        } else {
            type.addSuperinterface(Serializable.class);
        }
        type.addField(FieldSpec.builder(TypeName.LONG, "serialVersionUID", Modifier.PRIVATE, Modifier.STATIC,
                Modifier.FINAL).initializer("1L").build());
        List<MethodSpec> accessors = new ArrayList<>();
        Set<String> names = new HashSet<>();
        boolean describable = shape.getFields().stream().allMatch(SoapSchemaCode::describable)
                && !simpleContentWithAttributes(shape);
        List<String> sequence = new ArrayList<>();
        List<String> attributes = new ArrayList<>();
        for (Field field : shape.getFields()) {
            String name = JavaNames.property(field.getName());
            if (!names.add(name)) {
                throw new GenerateException("structure " + shape.getName() + " of " + wsdlName + " has two fields named "
                        + name + " in Java: rename one in the schema");
            }
            TypeName fieldType = types.of(field);
            FieldSpec.Builder javaField = FieldSpec.builder(fieldType, name, Modifier.PRIVATE);
            if (JavaTypes.listItem(fieldType) != null) {
                // javac's serial lint: List is no Serializable type, but the list the getter makes is an ArrayList
                javaField.addAnnotation(AnnotationSpec.builder(SuppressWarnings.class).addMember("value", "$S", "serial").build());
            }
            if (describable) {
                javaField.addAnnotation(SoapSchemaCode.annotation(field));
                (field.isAttribute() ? attributes : sequence).add(name);
            }
            type.addField(javaField.build());
            String property = JavaNames.capitalized(name);
            if (JavaTypes.listItem(fieldType) != null) {
                // as xjc writes a repeated element: a live list made on first use, and no setter
                accessors.add(MethodSpec.methodBuilder("get" + property).addModifiers(Modifier.PUBLIC).returns(fieldType)
                        .beginControlFlow("if ($N == null)", name)
                        .addStatement("$N = new $T<>()", name, ArrayList.class)
                        .endControlFlow()
                        .addStatement("return this.$N", name).build());
                continue;
            }
            accessors.add(MethodSpec.methodBuilder((fieldType.equals(TypeName.BOOLEAN) ? "is" : "get") + property)
                    .addModifiers(Modifier.PUBLIC).returns(fieldType).addStatement("return $N", name).build());
            accessors.add(MethodSpec.methodBuilder("set" + property).addModifiers(Modifier.PUBLIC)
                    .addParameter(fieldType, name).addStatement("this.$N = $N", name, name).build());
        }
        if (describable) {
            AnnotationSpec.Builder annotation = AnnotationSpec.builder(SoapSchemaCode.SOAP_SEQUENCE)
                    .addMember("value", "$L", names(sequence));
            if (!attributes.isEmpty()) {
                annotation.addMember("attributes", "$L", names(attributes));
            }
            type.addAnnotation(annotation.build());
        }
        type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC).build());
        type.addMethods(accessors);
        return type.build();
    }

    private static CodeBlock names(List<String> names) {
        return CodeBlock.of("{$L}", names.stream().map(n -> CodeBlock.of("$S", n)).collect(CodeBlock.joining(", ")));
    }

    /**
     * A simpleContent type with attributes: the schema reader holds its text as a first field named
     * {@code value}, which the SOAP client would write as an element, so such a class gets no schema
     * annotations and a SOAP route carrying it is refused ({@link SoapOperations}). (A type whose first element
     * is an unqualified {@code value} beside attributes looks the same and is treated alike.)
     */
    static boolean simpleContentWithAttributes(TypeShape shape) {
        List<Field> fields = shape.getFields();
        return !fields.isEmpty() && !fields.get(0).isAttribute() && "value".equals(fields.get(0).getName())
                && (fields.get(0).getNamespace() == null || fields.get(0).getNamespace().isEmpty())
                && fields.stream().anyMatch(Field::isAttribute);
    }
}
