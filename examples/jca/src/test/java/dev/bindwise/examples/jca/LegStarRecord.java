package dev.bindwise.examples.jca;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import com.legstar.coxb.CobolContext;
import com.legstar.coxb.CobolType;
import com.legstar.coxb.ICobolBinding;
import com.legstar.coxb.common.CBinding;
import com.legstar.coxb.convert.simple.CobolSimpleConverters;
import com.legstar.coxb.host.HostException;
import com.legstar.coxb.impl.CBinaryBinding;
import com.legstar.coxb.impl.CDoubleBinding;
import com.legstar.coxb.impl.CFloatBinding;
import com.legstar.coxb.impl.COctetStreamBinding;
import com.legstar.coxb.impl.CPackedDecimalBinding;
import com.legstar.coxb.impl.CStringBinding;
import com.legstar.coxb.impl.visitor.CobolMarshalVisitor;
import com.legstar.coxb.util.PictureUtil;

/**
 * A record written by LegStar's COBOL transformers (com.legsem.legstar:legstar-coxbrt), an encoder that
 * shares nothing with our codec: each elementary item is a LegStar binding made from its COBOL picture and
 * usage, whose width LegStar computes from the picture (PIC X(n): n, S9(n) COMP: 2, 4 or 8, COMP-3:
 * n/2+1, COMP-1/COMP-2: 4/8) and whose bytes LegStar's converters write (EBCDIC through the host code
 * page, two's complement big-endian, packed decimal with its sign nibble, IBM hexadecimal floating
 * point). The record is its items in order, as a COBOL group of items without SYNCHRONIZED lays them
 * out.
 */
final class LegStarRecord {

    private static final String CODE_PAGE = "IBM037";

    private final List<ICobolBinding> items = new ArrayList<>();

    /** PIC X(n), the text space padded. */
    LegStarRecord text(String name, int width, String value) throws HostException {
        CStringBinding item = new CStringBinding(name, null, null, null, null);
        item.setCobolType(CobolType.ALPHANUMERIC_ITEM);
        item.setPicture("X(" + width + ")");
        item.setStringValue(value);
        return add(item);
    }

    /** PIC S9(i)V9(f) COMP-5, native binary (the full range of its 2, 4 or 8 bytes). */
    LegStarRecord binary(String name, String picture, long value) throws HostException {
        CBinaryBinding item = new CBinaryBinding(name, null, null, null, null);
        item.setCobolType(CobolType.NATIVE_BINARY_ITEM);
        numeric(item, picture);
        item.setBigIntegerValue(BigInteger.valueOf(value));
        return add(item);
    }

    /** PIC S9(i)V9(f) COMP-3, packed decimal. */
    LegStarRecord packed(String name, String picture, BigDecimal value) throws HostException {
        CPackedDecimalBinding item = new CPackedDecimalBinding(name, null, null, null, null);
        item.setCobolType(CobolType.PACKED_DECIMAL_ITEM);
        numeric(item, picture);
        item.setBigDecimalValue(value);
        return add(item);
    }

    /** COMP-1. */
    LegStarRecord comp1(String name, float value) throws HostException {
        CFloatBinding item = new CFloatBinding(name, null, null, null, null);
        item.setCobolType(CobolType.SINGLE_FLOAT_ITEM);
        item.setUsage("COMP-1");
        item.setFloatValue(value);
        return add(item);
    }

    /** COMP-2. */
    LegStarRecord comp2(String name, double value) throws HostException {
        CDoubleBinding item = new CDoubleBinding(name, null, null, null, null);
        item.setCobolType(CobolType.DOUBLE_FLOAT_ITEM);
        item.setUsage("COMP-2");
        item.setDoubleValue(value);
        return add(item);
    }

    /** PIC X(n) holding bytes as they are (LOW-VALUE X'00', HIGH-VALUE X'FF'). */
    LegStarRecord bytes(String name, byte[] value) throws HostException {
        COctetStreamBinding item = new COctetStreamBinding(name, null, null, null, null);
        item.setCobolType(CobolType.OCTET_STREAM_ITEM);
        item.setPicture("X(" + value.length + ")");
        item.setByteArrayValue(value);
        return add(item);
    }

    /** The record's bytes, as long as LegStar's items say they are. */
    byte[] encode() throws HostException {
        byte[] host = new byte[length()];
        CobolContext context = new CobolContext();
        context.setHostCharsetName(CODE_PAGE);
        CobolMarshalVisitor visitor = new CobolMarshalVisitor(host, 0, new CobolSimpleConverters(context));
        for (ICobolBinding item : items) {
            item.accept(visitor);
        }
        if (visitor.getOffset() != host.length) {
            throw new IllegalStateException("LegStar wrote " + visitor.getOffset() + " of " + host.length + " bytes");
        }
        return host;
    }

    /** The record's length: the sum of LegStar's widths of its items. */
    int length() {
        return items.stream().mapToInt(ICobolBinding::getByteLength).sum();
    }

    /** The items added since {@code from}, as LOW-VALUES of their LegStar width (MOVE LOW-VALUES TO item). */
    void replaceByLowValues(int from, String name) throws HostException {
        List<ICobolBinding> added = items.subList(from, items.size());
        int width = added.stream().mapToInt(ICobolBinding::getByteLength).sum();
        added.clear();
        bytes(name + "-LOW-VALUES", new byte[width]);
    }

    int size() {
        return items.size();
    }

    private static void numeric(CBinding item, String picture) {
        String digits = picture.replace("S", "");
        int point = digits.indexOf('V');
        item.setPicture(picture);
        item.setIsSigned(picture.startsWith("S"));
        item.setTotalDigits(PictureUtil.getSymbolsNumber('9', digits));
        item.setFractionDigits(point < 0 ? 0 : PictureUtil.getSymbolsNumber('9', digits.substring(point)));
    }

    private LegStarRecord add(ICobolBinding item) {
        items.add(item);
        return this;
    }

    /** The widths LegStar gives the items. */
    @Override
    public String toString() {
        return Arrays.toString(items.stream().mapToInt(ICobolBinding::getByteLength).toArray());
    }
}
