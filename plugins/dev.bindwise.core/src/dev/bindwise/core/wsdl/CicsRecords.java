package dev.bindwise.core.wsdl;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

import dev.bindwise.core.commarea.CommareaLayouts;
import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.core.wsdl.extensions.CicsOperation;
import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.TypeMapEntry;
import dev.bindwise.model.TypeMapping;
import dev.bindwise.model.ValueKind;
import dev.bindwise.runtime.internal.commarea.CommareaLayout;

/**
 * The records of an operation on a cics binding (Bindwise's JCA binding to a CICS-style program), laid
 * out by {@link CommareaLayouts} in the runtime's codec: what generated proxies and the example resource
 * adapter (examples/jca) send, and what the JCA size model counts.
 * <ul>
 * <li>The request record starts with the request type, the operation's name in
 * {@value #REQUEST_TYPE_LENGTH} characters (one program serves several operations, as CICS programs
 * do), followed by one field per parameter; the reply record holds the result.
 * <li>Messages are read the WS-I way ({@link WrappedValues}).
 * <li>A reply record that holds a structure is named by the binding's COBOL type mapping
 * (format:typeMap formatType, e.g. TRADER-QUOTE-COMMAREA); other records are named
 * PROGRAM-OPERATION-REQUEST or -REPLY.
 * <li>cics:operation may state commareaLength and replyLength: a record of one fixed length must have
 * the stated length ({@link #checkStatedLengths}).
 * </ul>
 */
public final class CicsRecords {

    public static final int REQUEST_TYPE_LENGTH = 16;
    public static final String REQUEST_TYPE_FIELD = "requestType";

    private CicsRecords() {
    }

    /** The CICS program the operation calls (cics:operation functionName), or null when the WSDL names none. */
    public static String program(BindingOperation operation) {
        return operation.getProperties().get(CicsOperation.FUNCTION_NAME);
    }

    /** The request record: the request type, then the parameters. */
    public static CommareaLayout request(BindingOperation operation) {
        return CommareaLayouts.of(requestFields(operation), operation.getName(), prefix(operation) + "-REQUEST");
    }

    /** The fields the request record lays out, item for item: the request type, then the parameters. */
    public static List<Field> requestFields(BindingOperation operation) {
        List<Field> fields = new ArrayList<>();
        fields.add(requestTypeField());
        fields.addAll(parameters(operation));
        return fields;
    }

    /** The reply record: the result (nothing for a one-way operation), laid out from {@link #results}. */
    public static CommareaLayout reply(BindingOperation operation) {
        List<Field> results = results(operation);
        String mapped = null;
        if (results.size() == 1 && results.get(0).getType() != null && operation.eContainer() instanceof Binding binding) {
            mapped = cobolName(binding, results.get(0).getType().getName());
        }
        return CommareaLayouts.of(results, operation.getName() + "Response", mapped != null ? mapped : prefix(operation) + "-REPLY");
    }

    /** The values the call carries in: the wrapper element's fields, or one field per part. */
    public static List<Field> parameters(BindingOperation operation) {
        return WrappedValues.parameters(operation.getOperation());
    }

    /** The values the call carries out. */
    public static List<Field> results(BindingOperation operation) {
        return WrappedValues.results(operation.getOperation());
    }

    /** The length of the request's COMMAREA as cics:operation commareaLength states it. */
    public static OptionalInt statedRequestLength(BindingOperation operation) {
        return statedLength(operation, CicsOperation.COMMAREA_LENGTH);
    }

    /** The length of the reply's COMMAREA as cics:operation replyLength states it. */
    public static OptionalInt statedReplyLength(BindingOperation operation) {
        return statedLength(operation, CicsOperation.REPLY_LENGTH);
    }

    /**
     * Checks that a record of one fixed length has the length the WSDL states for it; a record that
     * grows with an unbounded table has no single length to state.
     */
    public static void checkStatedLengths(BindingOperation operation, CommareaLayout request, CommareaLayout reply) {
        check(operation, CicsOperation.COMMAREA_LENGTH, statedRequestLength(operation), request);
        check(operation, CicsOperation.REPLY_LENGTH, statedReplyLength(operation), reply);
    }

    private static void check(BindingOperation operation, String attribute, OptionalInt stated, CommareaLayout layout) {
        if (stated.isPresent() && !layout.variable() && stated.getAsInt() != layout.fixedLength()) {
            throw new LayoutException("cics:operation " + operation.getName() + " says " + attribute + "=\""
                    + stated.getAsInt() + "\", but its record " + layout.recordName() + " is " + layout.fixedLength()
                    + " bytes: correct the attribute");
        }
    }

    private static OptionalInt statedLength(BindingOperation operation, String attribute) {
        String stated = operation.getProperties().get(attribute);
        if (stated == null) {
            return OptionalInt.empty();
        }
        try {
            int length = Integer.parseInt(stated.trim());
            if (length >= 0) {
                return OptionalInt.of(length);
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new LayoutException("cics:operation " + operation.getName() + " says " + attribute + "=\"" + stated
                + "\", which is not a length in bytes: give a whole number >= 0 or leave the attribute out");
    }

    private static Field requestTypeField() {
        Field requestType = ModelFactory.eINSTANCE.createField();
        requestType.setName(REQUEST_TYPE_FIELD);
        requestType.setKind(ValueKind.STRING);
        requestType.setMaxLength(REQUEST_TYPE_LENGTH);
        return requestType;
    }

    private static String prefix(BindingOperation operation) {
        String program = program(operation);
        return (program != null ? program + "-" : "") + operation.getName().toUpperCase(Locale.ROOT);
    }

    private static String cobolName(Binding binding, String typeName) {
        for (TypeMapping mapping : binding.getTypeMappings()) {
            if ("COBOL".equalsIgnoreCase(mapping.getEncoding())) {
                for (TypeMapEntry entry : mapping.getEntries()) {
                    if (entry.getTypeName() != null && entry.getTypeName().equals(typeName)) {
                        return entry.getFormatType();
                    }
                }
            }
        }
        return null;
    }
}
