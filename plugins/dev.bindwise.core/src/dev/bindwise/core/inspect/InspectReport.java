package dev.bindwise.core.inspect;

import java.util.List;
import java.util.Locale;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Diagnostic;
import dev.bindwise.model.Fault;
import dev.bindwise.model.Field;
import dev.bindwise.model.Message;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Part;
import dev.bindwise.model.Port;
import dev.bindwise.model.PortType;
import dev.bindwise.model.Service;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeShape;
import dev.bindwise.model.ValueKind;

/**
 * What the reader found in an extended WSDL, per service and port type: each operation with the
 * bindings that offer it (kind, port, address) and its message shapes. The same report backs
 * {@code ./bindwise inspect}, its {@code --json} form, and the IDE's Bindings view.
 */
public final class InspectReport {

    /** Names the JSON document's layout; bumped when a field changes meaning or goes away. */
    public static final String JSON_FORMAT = "bindwise.inspect/1";

    private InspectReport() {
    }

    // ------------------------------------------------------------------ text

    public static String text(ServiceDescription description) {
        StringBuilder out = new StringBuilder();
        out.append(fileName(description.getLocation()));
        if (description.getTargetNamespace() != null) {
            out.append("  (").append(description.getTargetNamespace()).append(')');
        }
        out.append('\n');
        for (Service service : description.getServices()) {
            out.append("\nService ").append(service.getName()).append('\n');
            for (Port port : service.getPorts()) {
                out.append(String.format(Locale.ROOT, "  %-24s %-10s %s%n", port.getName(), port.getKind(),
                        orDash(port.getAddress())));
            }
        }
        for (PortType portType : description.getPortTypes()) {
            out.append("\nPort type ").append(portType.getName()).append('\n');
            for (Operation operation : portType.getOperations()) {
                out.append("  ").append(signature(operation)).append('\n');
                List<OperationOffer> offers = Offers.of(description, operation);
                if (offers.isEmpty()) {
                    out.append("    (no binding offers it)\n");
                }
                for (OperationOffer offer : offers) {
                    out.append(String.format(Locale.ROOT, "    %-10s %-24s %-16s %s%n", offer.binding().getKind(),
                            offer.port() == null ? "(no port)" : offer.port().getName(),
                            encoding(offer.binding(), offer.bindingOperation()), orDash(offer.address())));
                }
            }
        }
        if (!description.getTypes().isEmpty()) {
            out.append("\nTypes\n");
            for (TypeShape type : description.getTypes()) {
                out.append("  ").append(localName(type.getName()));
                if (type.getBase() != null) {
                    out.append(" extends ").append(localName(type.getBase().getName()));
                }
                out.append(" { ");
                StringBuilder fields = new StringBuilder();
                for (Field field : type.getFields()) {
                    if (fields.length() > 0) {
                        fields.append(", ");
                    }
                    fields.append(field.getName()).append(": ").append(shape(field));
                }
                if (type.isAnyContent()) {
                    fields.append(fields.length() > 0 ? ", " : "").append("<any>");
                }
                out.append(fields).append(" }\n");
            }
        }
        if (!description.getWarnings().isEmpty()) {
            out.append('\n').append(warnings(description));
        }
        return out.toString();
    }

    /**
     * What the reader warned of, one line each ({@code file:line:column: message}) under a heading; empty when it
     * warned of nothing. The report shows it last; select and generate print it too.
     */
    public static String warnings(ServiceDescription description) {
        if (description.getWarnings().isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("Warnings\n");
        for (Diagnostic warning : description.getWarnings()) {
            out.append("  ").append(warning.getLocation()).append(": ").append(warning.getMessage()).append('\n');
        }
        return out.toString();
    }

    private static String signature(Operation operation) {
        StringBuilder signature = new StringBuilder(operation.getName()).append('(');
        appendParts(signature, operation.getInput());
        signature.append(')');
        if (operation.getOutput() != null) {
            signature.append(" -> (");
            appendParts(signature, operation.getOutput());
            signature.append(')');
        }
        for (Fault fault : operation.getFaults()) {
            signature.append(" throws ").append(fault.getName());
        }
        return signature.toString();
    }

    private static void appendParts(StringBuilder out, Message message) {
        if (message == null) {
            return;
        }
        boolean first = true;
        for (Part part : message.getParts()) {
            if (!first) {
                out.append(", ");
            }
            first = false;
            out.append(part.getName()).append(": ");
            out.append(part.getShape() == null ? "?" : shape(part.getShape()));
        }
    }

    /** A field's shape in one short word: its kind or type name, with [min..max] for arrays and ? for nillable. */
    static String shape(Field field) {
        StringBuilder shape = new StringBuilder();
        if (field.getKind() == ValueKind.STRUCT && field.getType() != null) {
            shape.append(localName(field.getType().getName()));
        } else {
            shape.append(field.getKind().getLiteral().toLowerCase(Locale.ROOT));
        }
        if (isArray(field)) {
            shape.append('[').append(field.getMinOccurs()).append("..")
                    .append(field.getMaxOccurs() < 0 ? "*" : String.valueOf(field.getMaxOccurs())).append(']');
        } else if (field.getMinOccurs() == 0) {
            shape.append(" (optional)");
        }
        if (field.isNillable()) {
            shape.append('?');
        }
        return shape.toString();
    }

    private static boolean isArray(Field field) {
        return field.getArrayStyle() != dev.bindwise.model.ArrayStyle.NONE;
    }

    private static String encoding(Binding binding, BindingOperation operation) {
        if (operation.getStyle() == null || binding.getKind() != dev.bindwise.runtime.BindingKind.SOAP) {
            return "";
        }
        return operation.getStyle().getLiteral().toLowerCase(Locale.ROOT) + "/"
                + operation.getUse().getLiteral().toLowerCase(Locale.ROOT);
    }

    // ------------------------------------------------------------------ JSON

    public static String json(ServiceDescription description) {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create()
                .toJson(jsonTree(description));
    }

    public static JsonObject jsonTree(ServiceDescription description) {
        JsonObject root = new JsonObject();
        root.addProperty("format", JSON_FORMAT);
        root.addProperty("file", description.getLocation());
        root.addProperty("name", description.getName());
        root.addProperty("targetNamespace", description.getTargetNamespace());

        JsonArray services = new JsonArray();
        for (Service service : description.getServices()) {
            JsonObject jsonService = new JsonObject();
            jsonService.addProperty("name", service.getName());
            JsonArray ports = new JsonArray();
            for (Port port : service.getPorts()) {
                JsonObject jsonPort = new JsonObject();
                jsonPort.addProperty("name", port.getName());
                jsonPort.addProperty("kind", port.getKind().name());
                jsonPort.addProperty("binding", port.getBinding() == null ? null : port.getBinding().getName());
                jsonPort.addProperty("address", port.getAddress());
                ports.add(jsonPort);
            }
            jsonService.add("ports", ports);
            services.add(jsonService);
        }
        root.add("services", services);

        JsonArray portTypes = new JsonArray();
        for (PortType portType : description.getPortTypes()) {
            JsonObject jsonPortType = new JsonObject();
            jsonPortType.addProperty("name", portType.getName());
            jsonPortType.addProperty("namespace", portType.getNamespace());
            JsonArray operations = new JsonArray();
            for (Operation operation : portType.getOperations()) {
                operations.add(jsonOperation(description, operation));
            }
            jsonPortType.add("operations", operations);
            portTypes.add(jsonPortType);
        }
        root.add("portTypes", portTypes);

        JsonArray types = new JsonArray();
        for (TypeShape type : description.getTypes()) {
            JsonObject jsonType = new JsonObject();
            jsonType.addProperty("name", type.getName());
            jsonType.addProperty("base", type.getBase() == null ? null : type.getBase().getName());
            jsonType.addProperty("anyContent", type.isAnyContent());
            JsonArray fields = new JsonArray();
            for (Field field : type.getFields()) {
                fields.add(jsonField(field));
            }
            jsonType.add("fields", fields);
            types.add(jsonType);
        }
        root.add("types", types);

        JsonArray warnings = new JsonArray();
        for (Diagnostic warning : description.getWarnings()) {
            JsonObject jsonWarning = new JsonObject();
            jsonWarning.addProperty("location", warning.getLocation());
            jsonWarning.addProperty("message", warning.getMessage());
            warnings.add(jsonWarning);
        }
        root.add("warnings", warnings);
        return root;
    }

    private static JsonObject jsonOperation(ServiceDescription description, Operation operation) {
        JsonObject json = new JsonObject();
        json.addProperty("name", operation.getName());
        json.addProperty("inputName", operation.getInputName());
        json.addProperty("outputName", operation.getOutputName());
        JsonArray bindings = new JsonArray();
        for (OperationOffer offer : Offers.of(description, operation)) {
            JsonObject jsonOffer = new JsonObject();
            jsonOffer.addProperty("kind", offer.binding().getKind().name());
            jsonOffer.addProperty("binding", offer.binding().getName());
            jsonOffer.addProperty("service", offer.service() == null ? null : offer.service().getName());
            jsonOffer.addProperty("port", offer.port() == null ? null : offer.port().getName());
            jsonOffer.addProperty("address", offer.address());
            BindingOperation bindingOperation = offer.bindingOperation();
            jsonOffer.addProperty("style", bindingOperation.getStyle() == null ? null
                    : bindingOperation.getStyle().getLiteral().toLowerCase(Locale.ROOT));
            jsonOffer.addProperty("use", bindingOperation.getUse() == null ? null
                    : bindingOperation.getUse().getLiteral().toLowerCase(Locale.ROOT));
            bindings.add(jsonOffer);
        }
        json.add("bindings", bindings);
        json.add("input", jsonMessage(operation.getInput()));
        json.add("output", jsonMessage(operation.getOutput()));
        JsonArray faults = new JsonArray();
        for (Fault fault : operation.getFaults()) {
            JsonObject jsonFault = jsonMessage(fault.getMessage());
            if (jsonFault == null) {
                jsonFault = new JsonObject();
            }
            jsonFault.addProperty("name", fault.getName());
            faults.add(jsonFault);
        }
        json.add("faults", faults);
        return json;
    }

    private static JsonObject jsonMessage(Message message) {
        if (message == null) {
            return null;
        }
        JsonObject json = new JsonObject();
        json.addProperty("message", message.getName());
        JsonArray parts = new JsonArray();
        for (Part part : message.getParts()) {
            JsonObject jsonPart = new JsonObject();
            jsonPart.addProperty("name", part.getName());
            jsonPart.addProperty("element", part.getElementName());
            jsonPart.addProperty("type", part.getTypeName());
            jsonPart.add("shape", part.getShape() == null ? null : jsonField(part.getShape()));
            parts.add(jsonPart);
        }
        json.add("parts", parts);
        return json;
    }

    private static JsonObject jsonField(Field field) {
        JsonObject json = new JsonObject();
        json.addProperty("name", field.getName());
        json.addProperty("kind", field.getKind().getLiteral());
        json.addProperty("xsdType", field.getXsdType());
        json.addProperty("minOccurs", field.getMinOccurs());
        json.addProperty("maxOccurs", field.getMaxOccurs());
        json.addProperty("nillable", field.isNillable());
        json.addProperty("attribute", field.isAttribute());
        json.addProperty("array", field.getArrayStyle().getLiteral());
        json.addProperty("maxLength", field.getMaxLength());
        json.addProperty("type", field.getType() == null ? null : field.getType().getName());
        return json;
    }

    // ------------------------------------------------------------------ helpers

    private static String orDash(String value) {
        return value == null || value.isEmpty() ? "-" : value;
    }

    private static String fileName(String location) {
        if (location == null) {
            return "(unnamed WSDL)";
        }
        int slash = Math.max(location.lastIndexOf('/'), location.lastIndexOf('\\'));
        return location.substring(slash + 1);
    }

    /** {namespace}local to local. */
    static String localName(String qualifiedName) {
        if (qualifiedName == null) {
            return "?";
        }
        int brace = qualifiedName.lastIndexOf('}');
        return brace < 0 ? qualifiedName : qualifiedName.substring(brace + 1);
    }
}
