package dev.bindwise.core.generate;

import java.lang.reflect.UndeclaredThrowableException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

import dev.bindwise.model.PortType;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.runtime.BindingKind;

/**
 * The two sources of one port type: its service interface (one method per operation) and the proxy that
 * implements it over the plan's bindings, {@code <PortType>Proxy implements <PortType>, AutoCloseable}. The
 * proxy carries its plan as a {@code ServicePlan} built once in its static initializer and hands every
 * call to the runtime ({@code ServiceRuntime.call}) by the operation's index.
 */
final class PortTypeSources {

    private static final ClassName SERVICE_PLAN = ClassName.get(ProxyRoutes.RUNTIME, "ServicePlan");
    private static final ClassName OPERATION_PLAN = ClassName.get(ProxyRoutes.RUNTIME, "OperationPlan");
    private static final ClassName SERVICE_RUNTIME = ClassName.get(ProxyRoutes.RUNTIME, "ServiceRuntime");
    private static final ClassName RUNTIME_OPTIONS = ClassName.get(ProxyRoutes.RUNTIME, "RuntimeOptions");

    /**
     * An operation with what the proxy needs of its plan.
     *
     * @param routes the routes in the plan's order, as Java expressions
     * @param kept the ranked bindings the routes come from (chosen first)
     */
    record PlannedOperation(OperationSignature signature, boolean idempotent, List<CodeBlock> routes,
            List<RankedBinding> kept) {
    }

    private PortTypeSources() {
    }

    static TypeSpec serviceInterface(PortType portType, ClassName name, List<PlannedOperation> operations,
            String wsdlName) {
        TypeSpec.Builder type = TypeSpec.interfaceBuilder(name).addModifiers(Modifier.PUBLIC)
                .addJavadoc("The port type $L of $L as a Java interface; {@link $L} calls it over the bindings of its plan.\n",
                        CommentText.of(portType.getName()), CommentText.of(wsdlName), name.simpleName() + "Proxy");
        for (PlannedOperation operation : operations) {
            OperationSignature signature = operation.signature();
            type.addMethod(MethodSpec.methodBuilder(signature.methodName())
                    .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                    .addParameters(parameters(signature))
                    .returns(signature.result())
                    .addExceptions(faultNames(signature))
                    .build());
        }
        return type.build();
    }

    static TypeSpec proxy(PortType portType, ClassName serviceInterface, List<CodeBlock> endpoints,
            List<PlannedOperation> operations, String planSource, String wsdlName) {
        ClassName name = serviceInterface.peerClass(serviceInterface.simpleName() + "Proxy");
        CodeBlock.Builder plan = CodeBlock.builder().add("$T.service($S, $S)", SERVICE_PLAN, portType.getName(), planSource)
                .indent().add("\n.wsdl($S)", wsdlName);
        for (CodeBlock endpoint : endpoints) {
            plan.add("\n.endpoint($L)", endpoint);
        }
        for (PlannedOperation operation : operations) {
            OperationSignature signature = operation.signature();
            plan.add("\n.operation($T.operation($S, $T.class, $L)", OPERATION_PLAN, signature.operation().getName(),
                    JavaTypes.raw(signature.result()), operation.idempotent()).indent();
            if (JavaTypes.listItem(signature.result()) != null) {
                // a List's items are erased from List.class: a reply is read into them
                plan.add("\n.resultItems($T.class)", JavaTypes.listItem(signature.result()));
            }
            for (OperationSignature.Parameter parameter : signature.parameters()) {
                plan.add("\n.parameter($S, $T.class)", parameter.xmlName(), JavaTypes.raw(parameter.type()));
            }
            plan.add("\n.routes(").indent();
            for (int i = 0; i < operation.routes().size(); i++) {
                plan.add("\n$L$L", operation.routes().get(i), i + 1 < operation.routes().size() ? "," : "");
            }
            plan.add("))").unindent().unindent();
        }
        plan.add("\n.build()").unindent();

        TypeSpec.Builder type = TypeSpec.classBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(serviceInterface).addSuperinterface(AutoCloseable.class)
                .addJavadoc(proxyJavadoc(portType, operations))
                .addField(FieldSpec.builder(SERVICE_PLAN, "PLAN", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The plan: the ports, and per operation the bindings in the order the selection ranked them.\n")
                        .initializer(plan.build()).build())
                .addField(SERVICE_RUNTIME, "runtime", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addJavadoc("Starts the proxy with the WSDL's addresses (or those of system properties bindwise.address.PORT).\n")
                        .addStatement("this($T.defaults())", RUNTIME_OPTIONS).build())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addJavadoc("Starts the proxy: probes the plan's ports and leaves out those not accessible from here.\n")
                        .addParameter(RUNTIME_OPTIONS, "options")
                        .addStatement("this.runtime = $T.start(PLAN, $T.class.getClassLoader(), options)", SERVICE_RUNTIME, name)
                        .build());
        for (int index = 0; index < operations.size(); index++) {
            type.addMethod(call(operations.get(index).signature(), index));
        }
        type.addMethod(MethodSpec.methodBuilder("runtime").addModifiers(Modifier.PUBLIC)
                .addJavadoc("The runtime behind this proxy: where each operation's calls go now, and why.\n")
                .returns(SERVICE_RUNTIME).addStatement("return runtime").build());
        type.addMethod(MethodSpec.methodBuilder("close").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .addStatement("runtime.close()").build());
        return type.build();
    }

    private static MethodSpec call(OperationSignature signature, int index) {
        List<CodeBlock> arguments = new ArrayList<>();
        arguments.add(CodeBlock.of("$L", index));
        List<OperationSignature.Parameter> parameters = signature.parameters();
        for (OperationSignature.Parameter parameter : parameters) {
            // a lone array of objects would be taken as the varargs array itself
            boolean spreads = parameters.size() == 1 && parameter.type() instanceof ArrayTypeName array
                    && !array.componentType().isPrimitive();
            arguments.add(spreads ? CodeBlock.of("($T) $N", Object.class, parameter.javaName())
                    : CodeBlock.of("$N", parameter.javaName()));
        }
        CodeBlock call = CodeBlock.of("runtime.call($L)", CodeBlock.join(arguments, ", "));
        MethodSpec.Builder method = MethodSpec.methodBuilder(signature.methodName()).addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC).addParameters(parameters(signature)).returns(signature.result())
                .addExceptions(faultNames(signature));
        if (!signature.faults().isEmpty()) {
            method.beginControlFlow("try");
        }
        if (JavaTypes.listItem(signature.result()) != null) {
            method.addAnnotation(AnnotationSpec.builder(SuppressWarnings.class).addMember("value", "$S", "unchecked").build());
        }
        if (signature.result().equals(TypeName.VOID)) {
            method.addStatement("$L", call);
        } else {
            method.addStatement("return ($T) $L", signature.result(), call);
        }
        if (!signature.faults().isEmpty()) {
            // the runtime hands a checked exception on undeclared; the declared faults are this method's own
            // ($ in the names: no parameter, named after an XML name, can take them)
            method.nextControlFlow("catch ($T undeclared$$)", UndeclaredThrowableException.class);
            for (ClassName fault : faultNames(signature)) {
                method.beginControlFlow("if (undeclared$$.getCause() instanceof $T fault$$)", fault).addStatement("throw fault$$")
                        .endControlFlow();
            }
            method.addStatement("throw undeclared$$").endControlFlow();
        }
        return method.build();
    }

    private static List<ClassName> faultNames(OperationSignature signature) {
        return signature.faults().stream().map(JavaTypes.FaultClass::name).toList();
    }

    private static List<ParameterSpec> parameters(OperationSignature signature) {
        return signature.parameters().stream().map(p -> ParameterSpec.builder(p.type(), p.javaName()).build()).toList();
    }

    private static CodeBlock proxyJavadoc(PortType portType, List<PlannedOperation> operations) {
        CodeBlock.Builder doc = CodeBlock.builder()
                .add("Calls $L over the binding its plan chose for each operation, with the ranked fallbacks behind it:\n<ul>\n",
                        portType.getName());
        for (PlannedOperation operation : operations) {
            List<RankedBinding> kept = operation.kept();
            String fallbacks = kept.subList(1, kept.size()).stream().map(b -> b.getKind().name())
                    .collect(Collectors.joining(", "));
            doc.add("<li>$L: $L$L$L\n", operation.signature().operation().getName(), kept.get(0).getKind().name(),
                    fallbacks.isEmpty() ? "" : ", then " + fallbacks,
                    operation.idempotent() ? "" : " (not idempotent: never sent again over another binding)");
        }
        doc.add("</ul>\nAt start it probes the ports and leaves out those not accessible from where it runs.\n");
        boolean local = operations.stream().anyMatch(o -> o.kept().stream().anyMatch(b -> b.getKind() == BindingKind.LOCAL_JAVA));
        boolean jca = operations.stream().anyMatch(o -> o.kept().stream().anyMatch(b -> b.getKind() == BindingKind.JCA));
        if (local) {
            doc.add("Local Java is called only on the instance given in {@code RuntimeOptions.localInstance} or {@code localService}, or where the\n"
                    + "target profile declared the service co-located: the service's class on the class path is not enough.\n");
        }
        if (jca) {
            doc.add("JCA needs its connection factory, given in {@code RuntimeOptions.resource(port, factory)} or found in JNDI.\n");
        }
        return doc.build();
    }
}
