package dev.bindwise.core.generate;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

/**
 * A wsdl:fault as the checked exception a JAX-WS user knows: {@code getFaultInfo()} returns the value of the
 * fault's detail element; the proxy throws it when the service answers with that fault, over SOAP and over the
 * bindings that map the fault to the service's own exception (RMI-IIOP, local Java).
 */
final class FaultExceptionSource {

    private FaultExceptionSource() {
    }

    static TypeSpec of(JavaTypes.FaultClass fault, String wsdlName) {
        return TypeSpec.classBuilder(fault.name()).addModifiers(Modifier.PUBLIC).superclass(Exception.class)
                .addJavadoc("The fault $L of $L: the service's answer when $L.\n", CommentText.of(fault.messageName()),
                        CommentText.of(wsdlName), (fault.element() ? "its detail is the element " : "it throws its part ")
                                + CommentText.of(fault.detail().getName()))
                .addField(FieldSpec.builder(TypeName.LONG, "serialVersionUID", Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("1L").build())
                .addField(fault.info(), "faultInfo", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addParameter(String.class, "message").addParameter(fault.info(), "faultInfo")
                        .addStatement("super(message)").addStatement("this.faultInfo = faultInfo").build())
                .addMethod(MethodSpec.methodBuilder("getFaultInfo").addModifiers(Modifier.PUBLIC)
                        .addJavadoc("The value of the fault's detail element.\n")
                        .returns(fault.info()).addStatement("return faultInfo").build())
                .build();
    }
}
