package dev.bindwise.core.wsdl;

import java.util.List;

import javax.xml.namespace.QName;

import dev.bindwise.model.Field;
import dev.bindwise.model.Message;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Part;

/**
 * The values an operation's messages carry, read the WS-I way (document/literal wrapped): a single part
 * whose element is named after the operation (or the operation plus "Response") wraps the parameters (or
 * the results); otherwise each part is one value.
 */
public final class WrappedValues {

    private WrappedValues() {
    }

    /** The values a call carries in: the request wrapper element's fields, or one field per part. */
    public static List<Field> parameters(Operation operation) {
        return values(operation.getInput(), operation.getName());
    }

    /** The values a call carries out: the reply wrapper element's fields, or one field per part. */
    public static List<Field> results(Operation operation) {
        return values(operation.getOutput(), operation.getName() + "Response");
    }

    /** The request's wrapper part (document/literal wrapped), or null when each part is one value. */
    public static Part requestWrapper(Operation operation) {
        return wrapper(operation.getInput(), operation.getName());
    }

    /** The reply's wrapper part (document/literal wrapped), or null when each part is one value. */
    public static Part replyWrapper(Operation operation) {
        return wrapper(operation.getOutput(), operation.getName() + "Response");
    }

    private static List<Field> values(Message message, String wrapperName) {
        if (message == null) {
            return List.of();
        }
        Part wrapper = wrapper(message, wrapperName);
        if (wrapper != null) {
            return List.copyOf(wrapper.getShape().getType().getFields());
        }
        return message.getParts().stream().map(Part::getShape).toList();
    }

    private static Part wrapper(Message message, String wrapperName) {
        if (message == null) {
            return null;
        }
        List<Part> parts = message.getParts();
        if (parts.size() == 1 && parts.get(0).getElementName() != null
                && QName.valueOf(parts.get(0).getElementName()).getLocalPart().equals(wrapperName)
                && parts.get(0).getShape() != null && parts.get(0).getShape().getType() != null) {
            return parts.get(0);
        }
        return null;
    }
}
