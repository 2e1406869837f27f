package dev.bindwise.examples.jca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TimeZone;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.legstar.coxb.convert.simple.CobolDoubleSimpleConverter;
import com.legstar.coxb.convert.simple.CobolFloatSimpleConverter;
import com.legstar.coxb.host.HostException;

import dev.bindwise.core.estimate.CommareaSizeModel;
import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.core.wsdl.CicsRecords;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Port;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.commarea.CommareaItem;
import dev.bindwise.runtime.internal.commarea.CommareaLayout;
import dev.bindwise.runtime.internal.commarea.Picture;

/**
 * The COMMAREA codec and the JCA size model against an independent COBOL encoder, LegStar's
 * ({@link LegStarRecord}), instead of against our own codec: for every picture the layout reader accepts
 * (X(n), FLAG, BIN(2/4/8), FLOAT(4/8), PACKED(d,s) for every d of 1 to 31 and scales 0, d/2 and d,
 * TIMESTAMP), alone, behind a null indicator (present and null), in a fixed table, a counted bounded
 * table and an unbounded one, and in groups, with edge values (zero, the largest and most negative
 * values, empty, short and full strings, every table count) and random ones. Each record is written by
 * both; their lengths and their bytes must be the same, except for COMP-1/COMP-2, where IBM COBOL keeps
 * hexadecimal floating point and our codec IEEE 754 (documented on {@link Picture.Floating}): there the
 * widths must agree. The size model's prediction for a WSDL holding every schema type the core lays out
 * must be the length LegStar gives the same record.
 */
class CommareaIndependentEncoderTest {

    private static final int VALUES_PER_PICTURE = 12;
    private static final DateTimeFormatter DB2_TIMESTAMP = DateTimeFormatter.ofPattern("uuuu-MM-dd-HH.mm.ss.SSSSSS",
            Locale.ROOT);
    /** Characters code page 037 holds: letters, digits, punctuation and Latin-1 letters. */
    private static final String CP037_TEXT = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,;:-_/()+*&%$#@!?'\"=<>"
            + "éèàçüöäßñÉÜÖÄ";

    private final Random random = new Random(29);
    private final Tally tally = new Tally();

    @Test
    void everyPictureTheReaderAcceptsIsWrittenAsLegStarWritesIt() throws Exception {
        for (String picture : pictures()) {
            List<Object> values = values(picture);
            for (Object value : values) {
                check(picture, "f:" + picture, value);
                check(picture, "f?:" + picture, value);
                check(picture, "f?:" + picture, null);
                check(picture, "f[3..3]:" + picture, List.of(value, value(picture), value(picture)));
            }
            for (int count = 0; count <= 4; count++) {
                check(picture, "f[0..4]:" + picture, items(picture, count));
                check(picture, "f[0..4]?:" + picture, withNulls(items(picture, count)));
            }
            for (int count : new int[] {0, 1, 2 + random.nextInt(6)}) {
                check(picture, "f[0..*]:" + picture, items(picture, count));
                check(picture, "f[1..*]?:" + picture, withNulls(items(picture, Math.max(1, count))));
            }
        }
        checkGroups();
        System.out.println(tally.summary());
        assertEquals(List.of(), tally.lengthDifferences, "records whose length differs from LegStar's");
        assertEquals(List.of(), tally.byteDifferences, "records whose bytes differ from LegStar's (other than floats)");
        assertEquals(List.of(), tally.refused, "records LegStar refuses to write");
        assertTrue(tally.pictures.size() >= 80, tally.pictures.toString());
    }

    /**
     * The size model's bytes for a request holding every schema type the core lays out (so every picture
     * a WSDL can give), alone, optional, in fixed, bounded and unbounded tables and in a structure, at
     * several table lengths and with all optional values there or all null, against LegStar's length of
     * the same record plus the frame.
     */
    @Test
    void theSizeModelPredictsTheLengthLegStarWrites(@TempDir Path folder) throws Exception {
        Path wsdl = Files.writeString(folder.resolve("Pictures.wsdl"), PICTURES_WSDL);
        Port port = new WsdlReader().read(wsdl).getServices().get(0).getPorts().stream()
                .filter(p -> p.getKind() == BindingKind.JCA).findFirst().orElseThrow();
        BindingOperation operation = port.getBinding().getOperations().get(0);
        CommareaLayout layout = CicsRecords.request(operation);
        CommareaSizeModel model = new CommareaSizeModel();
        List<String> misses = new ArrayList<>();
        int predictions = 0;
        for (int items : new int[] {0, 1, 2, 3, 4, 7}) {
            for (double nullRatio : new double[] {0, 1}) {
                double predicted = model.requestBytes(port, operation, new ValueSetting(5, items, 0, nullRatio));
                LegStarRecord record = new LegStarRecord();
                for (CommareaItem field : layout.fields()) {
                    write(record, field, shaped(field, items, nullRatio == 1));
                }
                record.encode();
                predictions++;
                int expected = CommareaSizeModel.REQUEST_FRAME_BYTES + record.length();
                if (predicted != expected) {
                    misses.add(items + " items, null ratio " + nullRatio + ": model " + predicted + ", LegStar "
                            + expected + " " + record);
                }
            }
        }
        System.out.printf(Locale.ROOT, "size model: %d predictions for a request of %d fields, %d differ from LegStar; "
                + "the request as a copybook:%n%s", predictions, layout.fields().size(), misses.size(), copybook(layout));
        assertEquals(List.of(), misses);
    }

    // ---- one record, both ways

    private void check(String picture, String layoutText, Object value) throws Exception {
        CommareaLayout layout = CommareaLayout.parse("RECORD", layoutText);
        byte[] ours = layout.encodeValues(value);
        tally.count(picture, layoutText);
        LegStarRecord record = new LegStarRecord();
        byte[] theirs;
        try {
            write(record, layout.fields().get(0), value);
            theirs = record.encode();
        } catch (HostException e) {
            tally.refused.add(layoutText + " = " + describe(value) + ": " + e.getMessage() + "\n" + copybook(layout));
            return;
        }
        String what = layoutText + " = " + describe(value) + "\n  ours    " + HexFormat.of().formatHex(ours)
                + "\n  LegStar " + HexFormat.of().formatHex(theirs) + "\n" + copybook(layout);
        if (ours.length != theirs.length || ours.length != layout.length(null) && !layout.variable()) {
            tally.lengthDifferences.add(what);
        } else if (!Arrays.equals(ours, theirs)) {
            if (picture.startsWith("FLOAT")) {
                tally.floatDifferences++;
                if (layoutText.startsWith("f:")) {
                    // the same number both ways? LegStar reads its hexadecimal float back; ours is IEEE 754
                    double hex = picture.equals("FLOAT(4)") ? CobolFloatSimpleConverter.fromHostSingle(4, theirs, 0)
                            : CobolDoubleSimpleConverter.fromHostSingle(8, theirs, 0);
                    double ieee = picture.equals("FLOAT(4)") ? ByteBuffer.wrap(ours).getFloat() : ByteBuffer.wrap(ours).getDouble();
                    tally.floatsCompared++;
                    if (hex != ieee) {
                        tally.floatsHexChanges++;
                    }
                }
            } else {
                tally.byteDifferences.add(what);
            }
        }
    }

    /** Groups: a structure inline, optional, and as the items of fixed, bounded and unbounded tables. */
    private void checkGroups() throws Exception {
        String line = "{code:X(6),quantity:BIN(4),price?:PACKED(9,2),stamp:TIMESTAMP,done:FLAG}";
        for (int round = 0; round < VALUES_PER_PICTURE; round++) {
            check("group", "line" + line, line());
            check("group", "line?" + line, round % 2 == 0 ? null : line());
            check("group", "lines[2..2]" + line, List.of(line(), line()));
            check("group", "lines[0..3]" + line, lines(round % 4));
            check("group", "lines[0..*]" + line, lines(round % 5));
            check("group", "order{id:BIN(8),lines[0..*]" + line + ",note?:X(10)}", order(round % 4));
        }
    }

    // ---- the LegStar record of an item: the copybook our layout stands for

    private void write(LegStarRecord record, CommareaItem item, Object value) throws Exception {
        String name = item.name();
        if (item instanceof CommareaItem.Elementary elementary) {
            elementary(record, elementary.picture(), name, value);
        } else if (item instanceof CommareaItem.Group group) {
            for (CommareaItem member : group.members()) {
                write(record, member, property(value, member.name()));
            }
        } else if (item instanceof CommareaItem.NullIndicated indicated) {
            // 05 NAME-NULL PIC X: LOW-VALUE when the item is there, HIGH-VALUE when it is null
            record.bytes(name + "-NULL", new byte[] {value == null ? (byte) 0xFF : 0});
            if (value == null) {
                int from = record.size();
                write(record, indicated.item(), template(indicated.item()));
                record.replaceByLowValues(from, name);
            } else {
                write(record, indicated.item(), value);
            }
        } else {
            CommareaItem.Table table = (CommareaItem.Table) item;
            List<?> items = value == null ? List.of() : (List<?>) value;
            if (table.counted()) {
                // 05 NAME-COUNT PIC S9(9) COMP-5, then the table
                record.binary(name + "-COUNT", "S9(9)", items.size());
            }
            for (Object each : items) {
                write(record, table.item(), each);
            }
            for (int slot = items.size(); table.bounded() && slot < table.maxOccurs(); slot++) {
                int from = record.size();
                write(record, table.item(), template(table.item()));
                record.replaceByLowValues(from, name);
            }
        }
    }

    private void elementary(LegStarRecord record, Picture picture, String name, Object value) throws Exception {
        switch (picture) {
            case Picture.Text text -> record.text(name, text.width(), value == null ? "" : (String) value);
            case Picture.Flag flag -> record.text(name, 1, (Boolean) value ? "Y" : "N");
            case Picture.Binary binary -> record.binary(name, binaryPicture(binary), ((Number) value).longValue());
            case Picture.Floating floating when floating.width() == 4 -> record.comp1(name, (Float) value);
            case Picture.Floating floating -> record.comp2(name, (Double) value);
            case Picture.Packed packed -> packed(record, packed, name, (BigDecimal) value);
            case Picture.Timestamp timestamp -> record.text(name, 26,
                    DB2_TIMESTAMP.format(((Calendar) value).toInstant().atOffset(ZoneOffset.UTC)));
        }
    }

    /**
     * PIC S9(i)V9(f) COMP-3 through LegStar's picture; where LegStar errs, through PIC S9(d) COMP-3 and the
     * unscaled value, which COBOL stores in the same bytes (V is an assumed point): LegStar refuses every
     * value of SV9(f) ("too large", counting the 0 before the point as an integer digit) and packs the
     * digits of BigDecimal.toString(), so a value it prints as 8.2E-7 becomes 827 (LegStar's deviations,
     * counted apart).
     */
    private void packed(LegStarRecord record, Picture.Packed packed, String name, BigDecimal value) throws Exception {
        if (packed.scale() < packed.digits() && !value.toString().contains("E")) {
            record.packed(name, packedPicture(packed), value);
        } else {
            tally.legStarWorkarounds++;
            record.packed(name, "S9(" + packed.digits() + ")", new BigDecimal(value.setScale(packed.scale()).unscaledValue()));
        }
    }

    private static String binaryPicture(Picture.Binary binary) {
        return binary.width() == 2 ? "S9(4)" : binary.width() == 4 ? "S9(9)" : "S9(18)";
    }

    /** The copybook the layout stands for, the one LegStar's items follow. */
    static String copybook(CommareaLayout layout) {
        StringBuilder copybook = new StringBuilder("       01 ").append(cobolName(layout.recordName())).append(".\n");
        for (CommareaItem field : layout.fields()) {
            copybook(copybook, field, 5, "");
        }
        return copybook.toString();
    }

    private static void copybook(StringBuilder copybook, CommareaItem item, int level, String occurs) {
        String name = cobolName(item.name());
        switch (item) {
            case CommareaItem.Elementary elementary -> line(copybook, level, name, occurs + switch (elementary.picture()) {
                case Picture.Text text -> "PIC X(" + text.width() + ")";
                case Picture.Flag flag -> "PIC X";
                case Picture.Binary binary -> "PIC " + binaryPicture(binary) + " COMP-5";
                case Picture.Floating floating -> floating.width() == 4 ? "COMP-1" : "COMP-2";
                case Picture.Packed packed -> "PIC " + packedPicture(packed) + " COMP-3";
                case Picture.Timestamp timestamp -> "PIC X(26)";
            });
            case CommareaItem.Group group -> {
                line(copybook, level, name, occurs.strip());
                for (CommareaItem member : group.members()) {
                    copybook(copybook, member, level + 5, "");
                }
            }
            case CommareaItem.NullIndicated indicated -> {
                if (occurs.isEmpty()) {
                    line(copybook, level, name + "-NULL", "PIC X");
                    copybook(copybook, indicated.item(), level, "");
                } else {
                    line(copybook, level, name + "-ENTRY", occurs.strip());
                    line(copybook, level + 5, name + "-NULL", "PIC X");
                    copybook(copybook, indicated.item(), level + 5, "");
                }
            }
            case CommareaItem.Table table -> {
                if (table.counted()) {
                    line(copybook, level, name + "-COUNT", "PIC S9(9) COMP-5");
                }
                copybook(copybook, table.item(), level, table.bounded() ? "OCCURS " + table.maxOccurs() + " TIMES "
                        : "OCCURS " + table.minOccurs() + " TO 9999 TIMES DEPENDING ON " + name + "-COUNT ");
            }
        }
    }

    private static void line(StringBuilder copybook, int level, String name, String clauses) {
        copybook.append("       ").append(" ".repeat(level / 5 * 3)).append(String.format(Locale.ROOT, "%02d %s", level, name))
                .append(clauses.isEmpty() ? "" : " " + clauses).append(".\n");
    }

    private static String cobolName(String name) {
        return name.replaceAll("([a-z])([A-Z])", "$1-$2").toUpperCase(Locale.ROOT).replace('_', '-').replace('.', '-');
    }

    /** S9(i)V9(f), or SV9(f) when every digit is a fraction digit. */
    private static String packedPicture(Picture.Packed packed) {
        int integers = packed.digits() - packed.scale();
        return "S" + (integers > 0 ? "9(" + integers + ")" : "") + (packed.scale() > 0 ? "V9(" + packed.scale() + ")" : "");
    }

    /** Some value of the item, which a null item or an unused slot overwrites with LOW-VALUES. */
    private static Object template(CommareaItem item) {
        if (item instanceof CommareaItem.Elementary elementary) {
            return switch (elementary.picture()) {
                case Picture.Text text -> "";
                case Picture.Flag flag -> Boolean.FALSE;
                case Picture.Binary binary -> 0L;
                case Picture.Floating floating -> floating.width() == 4 ? (Object) 0f : (Object) 0d;
                case Picture.Packed packed -> BigDecimal.ZERO;
                case Picture.Timestamp timestamp -> new GregorianCalendar(TimeZone.getTimeZone("UTC"));
            };
        }
        if (item instanceof CommareaItem.Group group) {
            Map<String, Object> members = new LinkedHashMap<>();
            for (CommareaItem member : group.members()) {
                members.put(member.name(), template(member));
            }
            return members;
        }
        if (item instanceof CommareaItem.NullIndicated) {
            return null;
        }
        return List.of();
    }

    /** A value of the item shaped as a ValueSetting says: tables of {@code items} items, optional values all null or all there. */
    private Object shaped(CommareaItem item, int items, boolean nulls) {
        return switch (item) {
            case CommareaItem.Elementary elementary -> value(text(elementary.picture()));
            case CommareaItem.Group group -> {
                Map<String, Object> members = new LinkedHashMap<>();
                for (CommareaItem member : group.members()) {
                    members.put(member.name(), shaped(member, items, nulls));
                }
                yield members;
            }
            case CommareaItem.NullIndicated indicated -> nulls ? null : shaped(indicated.item(), items, nulls);
            case CommareaItem.Table table -> {
                int count = table.minOccurs() == table.maxOccurs() ? table.maxOccurs()
                        : table.bounded() ? Math.min(Math.max(items, table.minOccurs()), table.maxOccurs())
                        : Math.max(items, table.minOccurs());
                List<Object> list = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    // the items of a table are there (a null share counts for single values only)
                    list.add(shaped(table.item() instanceof CommareaItem.NullIndicated n ? n.item() : table.item(), items, nulls));
                }
                yield list;
            }
        };
    }

    private static Object property(Object bean, String name) throws Exception {
        if (bean instanceof Map<?, ?> map) {
            return map.get(name);
        }
        return bean.getClass().getMethod("get" + Character.toUpperCase(name.charAt(0)) + name.substring(1)).invoke(bean);
    }

    // ---- pictures and values

    /** Every picture the reader accepts, PACKED at every number of digits. */
    private List<String> pictures() {
        Set<String> pictures = new LinkedHashSet<>(List.of("X(1)", "X(2)", "X(8)", "X(20)", "X(80)", "X(255)",
                "X(" + (3 + random.nextInt(60)) + ")", "FLAG", "BIN(2)", "BIN(4)", "BIN(8)", "FLOAT(4)", "FLOAT(8)",
                "TIMESTAMP"));
        for (int digits = 1; digits <= 31; digits++) {
            for (int scale : new int[] {0, digits / 2, digits}) {
                pictures.add("PACKED(" + digits + "," + scale + ")");
            }
        }
        return new ArrayList<>(pictures);
    }

    private static String text(Picture picture) {
        return switch (picture) {
            case Picture.Text text -> "X(" + text.width() + ")";
            case Picture.Flag flag -> "FLAG";
            case Picture.Binary binary -> "BIN(" + binary.width() + ")";
            case Picture.Floating floating -> "FLOAT(" + floating.width() + ")";
            case Picture.Packed packed -> "PACKED(" + packed.digits() + "," + packed.scale() + ")";
            case Picture.Timestamp timestamp -> "TIMESTAMP";
        };
    }

    /** The edge values of the picture, then random ones. */
    private List<Object> values(String picture) {
        Picture parsed = ((CommareaItem.Elementary) CommareaLayout.parse("R", "f:" + picture).fields().get(0)).picture();
        List<Object> values = new ArrayList<>(switch (parsed) {
            case Picture.Text text -> List.of("", "A", CP037_TEXT.substring(0, Math.min(text.width(), 10)),
                    randomText(text.width(), text.width()));
            case Picture.Flag flag -> List.of(true, false);
            case Picture.Binary binary when binary.width() == 2 -> List.of((short) 0, (short) 1, (short) -1,
                    (short) 9999, (short) -9999, Short.MAX_VALUE, Short.MIN_VALUE);
            case Picture.Binary binary when binary.width() == 4 -> List.of(0, 1, -1, 999_999_999, -999_999_999,
                    Integer.MAX_VALUE, Integer.MIN_VALUE);
            case Picture.Binary binary -> List.of(0L, 1L, -1L, 999_999_999_999_999_999L, Long.MAX_VALUE, Long.MIN_VALUE);
            case Picture.Floating floating when floating.width() == 4 -> List.of(0f, 1f, -1.5f, 0.1f, 123456.7f, -3.0e-20f);
            case Picture.Floating floating -> List.of(0d, 1d, -1.5d, 0.1d, 1234567.890123d, -3.0e-60d);
            case Picture.Packed packed -> List.of(BigDecimal.ZERO.setScale(packed.scale()),
                    largest(packed), largest(packed).negate(), BigDecimal.ONE.movePointLeft(packed.scale()),
                    BigDecimal.ONE.movePointLeft(packed.scale()).negate());
            case Picture.Timestamp timestamp -> List.of(calendar(0), calendar(-62_135_596_800_000L),
                    calendar(253_402_300_799_999L), calendar(1_764_288_000_123L));
        });
        while (values.size() < VALUES_PER_PICTURE) {
            values.add(value(picture));
        }
        return values;
    }

    /** A random value of the picture. */
    private Object value(String picture) {
        Picture parsed = ((CommareaItem.Elementary) CommareaLayout.parse("R", "f:" + picture).fields().get(0)).picture();
        return switch (parsed) {
            case Picture.Text text -> randomText(0, text.width());
            case Picture.Flag flag -> random.nextBoolean();
            case Picture.Binary binary when binary.width() == 2 -> (short) random.nextInt();
            case Picture.Binary binary when binary.width() == 4 -> random.nextInt();
            case Picture.Binary binary -> random.nextLong();
            case Picture.Floating floating when floating.width() == 4 -> (random.nextFloat() - 0.5f) * 1e6f;
            case Picture.Floating floating -> (random.nextDouble() - 0.5) * 1e12;
            case Picture.Packed packed -> {
                int digits = 1 + random.nextInt(packed.digits());
                StringBuilder number = new StringBuilder();
                for (int i = 0; i < digits; i++) {
                    number.append(random.nextInt(10));
                }
                BigDecimal decimal = new BigDecimal(new BigInteger(number.toString()), packed.scale());
                yield random.nextBoolean() ? decimal : decimal.negate();
            }
            case Picture.Timestamp timestamp -> calendar(random.nextLong(253_402_300_799_999L));
        };
    }

    private static BigDecimal largest(Picture.Packed packed) {
        return new BigDecimal(new BigInteger("9".repeat(packed.digits())), packed.scale());
    }

    private static Calendar calendar(long millis) {
        GregorianCalendar calendar = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        calendar.setTimeInMillis(millis);
        return calendar;
    }

    private String randomText(int least, int most) {
        int length = least + random.nextInt(most - least + 1);
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(CP037_TEXT.charAt(random.nextInt(CP037_TEXT.length())));
        }
        return text.toString();
    }

    private List<Object> items(String picture, int count) {
        List<Object> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            items.add(value(picture));
        }
        return items;
    }

    /** Every other item null, from a random start. */
    private List<Object> withNulls(List<Object> items) {
        List<Object> mixed = new ArrayList<>(items);
        for (int i = random.nextInt(2); i < mixed.size(); i += 2) {
            mixed.set(i, null);
        }
        return mixed;
    }

    private Line line() {
        Line line = new Line();
        line.setCode(randomText(0, 6));
        line.setQuantity(random.nextInt());
        line.setPrice(random.nextBoolean() ? null : (BigDecimal) value("PACKED(9,2)"));
        line.setStamp((Calendar) value("TIMESTAMP"));
        line.setDone(random.nextBoolean());
        return line;
    }

    private List<Line> lines(int count) {
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            lines.add(line());
        }
        return lines;
    }

    private Order order(int count) {
        Order order = new Order();
        order.setId(random.nextLong());
        order.setLines(lines(count));
        order.setNote(random.nextBoolean() ? null : randomText(0, 10));
        return order;
    }

    private static String describe(Object value) {
        if (value instanceof Calendar calendar) {
            return Instant.ofEpochMilli(calendar.getTimeInMillis()).toString();
        }
        return String.valueOf(value);
    }

    /** What was checked and what differed. */
    private static final class Tally {
        final Set<String> pictures = new LinkedHashSet<>();
        final Set<String> layouts = new LinkedHashSet<>();
        final List<String> lengthDifferences = new ArrayList<>();
        final List<String> byteDifferences = new ArrayList<>();
        final List<String> refused = new ArrayList<>();
        int records;
        int floatDifferences;
        int legStarWorkarounds;
        int floatsCompared;
        int floatsHexChanges;

        void count(String picture, String layout) {
            pictures.add(picture);
            layouts.add(layout);
            records++;
        }

        String summary() {
            return String.format(Locale.ROOT, "independent encoder (LegStar): %d pictures, %d layouts, %d records; "
                    + "%d differ in length, %d in bytes, %d COMP-1/COMP-2 records in bytes only (hexadecimal vs IEEE 754 "
                    + "floating point; of %d such values read back, %d changed in hexadecimal), %d refused by LegStar; "
                    + "%d packed values given to LegStar unscaled (its deviations)",
                    pictures.size(), layouts.size(), records, lengthDifferences.size(), byteDifferences.size(),
                    floatDifferences, floatsCompared, floatsHexChanges, refused.size(), legStarWorkarounds);
        }
    }

    /** A group's bean. */
    public static final class Line {
        private String code;
        private int quantity;
        private BigDecimal price;
        private Calendar stamp;
        private boolean done;

        public String getCode() {
            return code;
        }

        public void setCode(String code) {
            this.code = code;
        }

        public int getQuantity() {
            return quantity;
        }

        public void setQuantity(int quantity) {
            this.quantity = quantity;
        }

        public BigDecimal getPrice() {
            return price;
        }

        public void setPrice(BigDecimal price) {
            this.price = price;
        }

        public Calendar getStamp() {
            return stamp;
        }

        public void setStamp(Calendar stamp) {
            this.stamp = stamp;
        }

        public boolean getDone() {
            return done;
        }

        public void setDone(boolean done) {
            this.done = done;
        }
    }

    /** A group that holds an unbounded table. */
    public static final class Order {
        private long id;
        private List<Line> lines;
        private String note;

        public long getId() {
            return id;
        }

        public void setId(long id) {
            this.id = id;
        }

        public List<Line> getLines() {
            return lines;
        }

        public void setLines(List<Line> lines) {
            this.lines = lines;
        }

        public String getNote() {
            return note;
        }

        public void setNote(String note) {
            this.note = note;
        }
    }

    /** A cics binding whose request holds every schema type the core lays out, single, optional, in tables and a structure. */
    private static final String PICTURES_WSDL = """
            <?xml version="1.0" encoding="UTF-8"?>
            <definitions name="Pictures" targetNamespace="http://bindwise.dev/test/pictures"
                xmlns:tns="http://bindwise.dev/test/pictures" xmlns="http://schemas.xmlsoap.org/wsdl/"
                xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:cics="http://schemas.xmlsoap.org/wsdl/cics/">
              <types>
                <xsd:schema targetNamespace="http://bindwise.dev/test/pictures" elementFormDefault="unqualified">
                  <xsd:simpleType name="Code"><xsd:restriction base="xsd:string"><xsd:maxLength value="12"/></xsd:restriction></xsd:simpleType>
                  <xsd:complexType name="Line">
                    <xsd:sequence>
                      <xsd:element name="code" type="tns:Code"/>
                      <xsd:element name="quantity" type="xsd:short"/>
                      <xsd:element name="price" type="xsd:decimal" minOccurs="0" nillable="true"/>
                      <xsd:element name="marks" type="xsd:int" minOccurs="0" maxOccurs="unbounded"/>
                    </xsd:sequence>
                  </xsd:complexType>
                  <xsd:element name="place">
                    <xsd:complexType><xsd:sequence>
                      <xsd:element name="text" type="tns:Code"/>
                      <xsd:element name="flag" type="xsd:boolean"/>
                      <xsd:element name="small" type="xsd:short"/>
                      <xsd:element name="number" type="xsd:int"/>
                      <xsd:element name="big" type="xsd:long"/>
                      <xsd:element name="single" type="xsd:float"/>
                      <xsd:element name="double" type="xsd:double"/>
                      <xsd:element name="amount" type="xsd:decimal"/>
                      <xsd:element name="when" type="xsd:dateTime"/>
                      <xsd:element name="maybeText" type="tns:Code" minOccurs="0"/>
                      <xsd:element name="maybeAmount" type="xsd:decimal" nillable="true"/>
                      <xsd:element name="maybeWhen" type="xsd:dateTime" minOccurs="0" nillable="true"/>
                      <xsd:element name="line" type="tns:Line"/>
                      <xsd:element name="maybeLine" type="tns:Line" minOccurs="0"/>
                      <xsd:element name="three" type="xsd:double" minOccurs="3" maxOccurs="3"/>
                      <xsd:element name="some" type="xsd:decimal" minOccurs="0" maxOccurs="4"/>
                      <xsd:element name="someNillable" type="tns:Code" minOccurs="0" maxOccurs="4" nillable="true"/>
                      <xsd:element name="many" type="xsd:long" minOccurs="0" maxOccurs="unbounded"/>
                      <xsd:element name="lines" type="tns:Line" minOccurs="1" maxOccurs="unbounded"/>
                    </xsd:sequence></xsd:complexType>
                  </xsd:element>
                  <xsd:element name="placeResponse">
                    <xsd:complexType><xsd:sequence><xsd:element name="return" type="xsd:int"/></xsd:sequence></xsd:complexType>
                  </xsd:element>
                </xsd:schema>
              </types>
              <message name="placeRequest"><part name="parameters" element="tns:place"/></message>
              <message name="placeResponse"><part name="parameters" element="tns:placeResponse"/></message>
              <portType name="Pictures">
                <operation name="place"><input message="tns:placeRequest"/><output message="tns:placeResponse"/></operation>
              </portType>
              <binding name="PicturesCicsBinding" type="tns:Pictures">
                <cics:binding/>
                <operation name="place">
                  <cics:operation functionName="PICTURES" interactionVerb="SYNC_SEND_RECEIVE"/>
                  <input/><output/>
                </operation>
              </binding>
              <service name="PicturesService">
                <port name="PicturesCicsPort" binding="tns:PicturesCicsBinding">
                  <cics:address connectionURL="tcp://127.0.0.1:2006" serverName="CICSA"/>
                </port>
              </service>
            </definitions>
            """;
}
