package dev.bindwise.core.commarea;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import javax.xml.namespace.QName;

import dev.bindwise.model.Field;
import dev.bindwise.model.TypeShape;
import dev.bindwise.runtime.internal.commarea.CommareaItem;
import dev.bindwise.runtime.internal.commarea.CommareaLayout;
import dev.bindwise.runtime.internal.commarea.Picture;

/**
 * Lays out schema fields (the model's {@link Field} and {@link TypeShape}) as a COMMAREA record of the
 * runtime's codec ({@link CommareaLayout}):
 * <ul>
 * <li>xsd:string: PIC X(maxLength), EBCDIC (code page 037), space padded; a string needs a maxLength facet;
 * <li>xsd:boolean: PIC X, 'Y' or 'N';
 * <li>xsd:short, int, long: PIC S9(4), S9(9), S9(18) COMP-5, binary of 2, 4 and 8 bytes (COMP-5: the whole range of the Java type, where plain COMP would be truncated to the picture's digits);
 * <li>xsd:float, double: COMP-1 and COMP-2 widths, written as IEEE 754 of 4 and 8 bytes (every value exact; Enterprise COBOL's own COMP-1/2 are hexadecimal floating point, so a program on z/OS converts them);
 * <li>xsd:decimal: PIC S9(13)V99 COMP-3, packed decimal of 8 bytes (the model carries no totalDigits or
 * fractionDigits facets yet, so every decimal gets this picture);
 * <li>xsd:dateTime: PIC X(26), a timestamp yyyy-MM-dd-HH.mm.ss.SSSSSS in UTC;
 * <li>a complex type: its fields inline (a group);
 * <li>a repeated element: a table, see {@link CommareaItem.Table}; its items behind null indicators when nillable;
 * <li>an optional single element (minOccurs 0 or nillable): a one-byte null indicator first, see
 * {@link CommareaItem.NullIndicated}.
 * </ul>
 * Other types, xsd:any content and types that contain themselves have no fixed layout: a
 * {@link LayoutException} says which field and what to change.
 *
 * <p>The items follow the fields in step: item i of a record (or of a group) lays out field i of the list
 * (or of the group's type), and a table or a null indicator lays out the same field as the item inside
 * it. Whoever needs a field's schema facts beside its item (the JCA size model) walks both together.
 */
public final class CommareaLayouts {

    public static final int DECIMAL_DIGITS = 15;
    public static final int DECIMAL_FRACTION_DIGITS = 2;

    private CommareaLayouts() {
    }

    /** The record of a complex type, whose Java bean has a property per field. */
    public static CommareaLayout of(TypeShape type, String recordName) {
        return new CommareaLayout(recordName, new Builder().members(type));
    }

    /** A record of the given fields, one value each: the parameters of a call, or its result. */
    public static CommareaLayout of(List<Field> fields, String owner, String recordName) {
        Builder builder = new Builder();
        List<CommareaItem> items = new ArrayList<>();
        for (Field field : fields) {
            items.add(builder.item(field, owner));
        }
        return new CommareaLayout(recordName, items);
    }

    /** The name of a type for messages: {ns}Quote is Quote, an anonymous type is its element's name. */
    private static String simpleName(TypeShape type) {
        String name = type.getName() == null ? "(anonymous)" : type.getName();
        return name.substring(name.indexOf('}') + 1).replace("#anon", "");
    }

    private static final class Builder {

        private final Set<TypeShape> enclosing = new HashSet<>();

        List<CommareaItem> members(TypeShape type) {
            String owner = simpleName(type);
            if (type.isAnyContent()) {
                throw new LayoutException("type " + owner + " admits xsd:any content, which has no fixed record layout");
            }
            if (!enclosing.add(type)) {
                throw new LayoutException("type " + owner + " contains itself, which no fixed record layout can hold");
            }
            List<CommareaItem> members = new ArrayList<>();
            for (Field field : type.getFields()) {
                members.add(item(field, owner));
            }
            enclosing.remove(type);
            return members;
        }

        CommareaItem item(Field field, String owner) {
            CommareaItem single = single(field, owner);
            if (field.getMaxOccurs() != 1) {
                return new CommareaItem.Table(field.getName(),
                        field.isNillable() ? new CommareaItem.NullIndicated(single) : single, field.getMinOccurs(),
                        field.getMaxOccurs() < 0 ? CommareaItem.Table.UNBOUNDED : field.getMaxOccurs());
            }
            return field.getMinOccurs() == 0 || field.isNillable() ? new CommareaItem.NullIndicated(single) : single;
        }

        private CommareaItem single(Field field, String owner) {
            String name = field.getName();
            if (field.getKind() == null) {
                throw new LayoutException("field '" + name + "' of type " + owner + " has no type, so no COMMAREA layout");
            }
            return switch (field.getKind()) {
                case STRING -> {
                    if (field.getMaxLength() < 0) {
                        throw new LayoutException("string field '" + name + "' of type " + owner + " has no maxLength, "
                                + "so it has no fixed width in a COMMAREA record: add a maxLength facet to its schema type");
                    }
                    yield new CommareaItem.Elementary(name, new Picture.Text(field.getMaxLength()));
                }
                case BOOLEAN -> new CommareaItem.Elementary(name, new Picture.Flag());
                case SHORT -> new CommareaItem.Elementary(name, new Picture.Binary(2));
                case INT -> new CommareaItem.Elementary(name, new Picture.Binary(4));
                case LONG -> new CommareaItem.Elementary(name, new Picture.Binary(8));
                case FLOAT -> new CommareaItem.Elementary(name, new Picture.Floating(4));
                case DOUBLE -> new CommareaItem.Elementary(name, new Picture.Floating(8));
                case DECIMAL -> new CommareaItem.Elementary(name, new Picture.Packed(DECIMAL_DIGITS, DECIMAL_FRACTION_DIGITS));
                case DATE_TIME -> new CommareaItem.Elementary(name, new Picture.Timestamp());
                case STRUCT -> {
                    if (field.getType() == null) {
                        throw new LayoutException("field '" + name + "' of type " + owner
                                + " is a structure whose type the schema does not define, so it has no COMMAREA layout");
                    }
                    yield new CommareaItem.Group(name, members(field.getType()));
                }
                default -> throw new LayoutException("field '" + name + "' of type " + owner + " is " + describe(field)
                        + ", which has no COMMAREA layout here (strings, booleans, short, int, long, float, double, "
                        + "decimal, dateTime and structures do)");
            };
        }

        private static String describe(Field field) {
            return field.getXsdType() != null ? QName.valueOf(field.getXsdType()).getLocalPart() : field.getKind().getLiteral();
        }
    }
}
