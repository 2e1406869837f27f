package dev.bindwise.examples.jca.layout;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.ByteBuffer;
import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.TimeZone;

/**
 * How one elementary COBOL field holds a value: its width in bytes and its bytes. Every number is
 * big-endian, as on z/Architecture.
 */
sealed interface Picture {

    int width();

    /** Writes a value that is not null. */
    void write(Object value, ByteBuffer out, String field);

    Object read(ByteBuffer in, String field);

    /** PIC X(n): EBCDIC text. A null and an empty text are both all spaces, and read back as an empty text. */
    record Text(int width) implements Picture {

        @Override
        public void write(Object value, ByteBuffer out, String field) {
            out.put(Ebcdic.encode((String) value, width, "value of " + field));
        }

        @Override
        public Object read(ByteBuffer in, String field) {
            return Ebcdic.read(in, width);
        }

        @Override
        public String toString() {
            return "PIC X(" + width + ")";
        }
    }

    /** PIC S9(4), S9(9) or S9(18) COMP: a two's complement binary integer of 2, 4 or 8 bytes. */
    record Binary(int width) implements Picture {

        @Override
        public void write(Object value, ByteBuffer out, String field) {
            long number = ((Number) value).longValue();
            long limit = 1L << (width * 8 - 1);
            if (width < 8 && (number >= limit || number < -limit)) {
                throw new LayoutException("value of " + field + " (" + number + ") does not fit in " + width + " bytes");
            }
            switch (width) {
                case 2 -> out.putShort((short) number);
                case 4 -> out.putInt((int) number);
                default -> out.putLong(number);
            }
        }

        @Override
        public Object read(ByteBuffer in, String field) {
            return switch (width) {
                case 2 -> in.getShort();
                case 4 -> in.getInt();
                default -> in.getLong();
            };
        }

        @Override
        public String toString() {
            return "PIC S9(" + (width == 2 ? 4 : width == 4 ? 9 : 18) + ") COMP";
        }
    }

    /** COMP-1 or COMP-2: IEEE 754 binary floating point of 4 or 8 bytes. */
    record Floating(int width) implements Picture {

        @Override
        public void write(Object value, ByteBuffer out, String field) {
            if (width == 4) {
                out.putFloat(((Number) value).floatValue());
            } else {
                out.putDouble(((Number) value).doubleValue());
            }
        }

        @Override
        public Object read(ByteBuffer in, String field) {
            return width == 4 ? (Object) in.getFloat() : (Object) in.getDouble();
        }

        @Override
        public String toString() {
            return width == 4 ? "COMP-1" : "COMP-2";
        }
    }

    /**
     * PIC S9(i)V9(f) COMP-3: packed decimal, two digits a byte and the sign in the last half byte (C plus,
     * D minus). A value with more fraction digits, or more integer digits, than the picture is an error.
     */
    record Packed(int digits, int scale) implements Picture {

        @Override
        public int width() {
            return digits / 2 + 1;
        }

        @Override
        public void write(Object value, ByteBuffer out, String field) {
            BigDecimal decimal = value instanceof BigDecimal d ? d : new BigDecimal(value.toString());
            BigDecimal scaled;
            try {
                scaled = decimal.setScale(scale, RoundingMode.UNNECESSARY);
            } catch (ArithmeticException e) {
                throw new LayoutException("value of " + field + " (" + decimal.toPlainString() + ") has more than "
                        + scale + " fraction digits, which " + this + " holds");
            }
            String number = scaled.unscaledValue().abs().toString();
            int nibbles = width() * 2 - 1;
            if (number.length() > digits) {
                throw new LayoutException("value of " + field + " (" + decimal.toPlainString() + ") has more digits than "
                        + this + " holds");
            }
            String allDigits = "0".repeat(nibbles - number.length()) + number + (scaled.signum() < 0 ? 'D' : 'C');
            for (int i = 0; i < allDigits.length(); i += 2) {
                out.put((byte) (Character.digit(allDigits.charAt(i), 16) << 4 | Character.digit(allDigits.charAt(i + 1), 16)));
            }
        }

        @Override
        public Object read(ByteBuffer in, String field) {
            StringBuilder number = new StringBuilder(width() * 2);
            int sign = 0;
            for (int i = 0; i < width(); i++) {
                int b = in.get() & 0xFF;
                number.append(digit(b >> 4, field));
                if (i < width() - 1) {
                    number.append(digit(b & 0x0F, field));
                } else {
                    sign = b & 0x0F;
                }
            }
            if (sign < 0x0A) {
                throw new LayoutException(field + " is not packed decimal: sign half byte " + sign);
            }
            boolean negative = sign == 0x0B || sign == 0x0D;
            return new BigDecimal(new BigInteger((negative ? "-" : "") + number), scale);
        }

        private static char digit(int nibble, String field) {
            if (nibble > 9) {
                throw new LayoutException(field + " is not packed decimal: digit half byte " + nibble);
            }
            return (char) ('0' + nibble);
        }

        @Override
        public String toString() {
            return "PIC S9(" + (digits - scale) + ")" + (scale > 0 ? "V9(" + scale + ")" : "") + " COMP-3";
        }
    }

    /**
     * PIC X(26): a DB2-style timestamp yyyy-MM-dd-HH.mm.ss.SSSSSS in UTC; a Calendar keeps milliseconds.
     * Written and parsed by hand: a DateTimeFormatter costs more than the rest of a record.
     */
    record Timestamp() implements Picture {

        private static final TimeZone UTC = TimeZone.getTimeZone("UTC");
        private static final String PATTERN = "yyyy-MM-dd-HH.mm.ss.SSSSSS";

        @Override
        public int width() {
            return PATTERN.length();
        }

        @Override
        public void write(Object value, ByteBuffer out, String field) {
            long millis = ((Calendar) value).getTimeInMillis();
            LocalDateTime time = LocalDateTime.ofEpochSecond(Math.floorDiv(millis, 1000),
                    Math.floorMod(millis, 1000) * 1_000_000, ZoneOffset.UTC);
            if (time.getYear() < 1 || time.getYear() > 9999) {
                throw new LayoutException("value of " + field + " (" + time + ") is outside the years 1 to 9999 of " + this);
            }
            StringBuilder text = new StringBuilder(width());
            digits(text, time.getYear(), 4).append('-');
            digits(text, time.getMonthValue(), 2).append('-');
            digits(text, time.getDayOfMonth(), 2).append('-');
            digits(text, time.getHour(), 2).append('.');
            digits(text, time.getMinute(), 2).append('.');
            digits(text, time.getSecond(), 2).append('.');
            digits(text, time.getNano() / 1000, 6);
            out.put(Ebcdic.encode(text.toString(), width(), "value of " + field));
        }

        @Override
        public Object read(ByteBuffer in, String field) {
            String text = Ebcdic.read(in, width());
            try {
                if (text.length() != width() || !separatorsMatch(text)) {
                    throw new DateTimeException(text);
                }
                LocalDateTime time = LocalDateTime.of(number(text, 0, 4), number(text, 5, 7), number(text, 8, 10),
                        number(text, 11, 13), number(text, 14, 16), number(text, 17, 19), number(text, 20, 26) * 1000);
                GregorianCalendar calendar = new GregorianCalendar(UTC);
                calendar.setTimeInMillis(time.toInstant(ZoneOffset.UTC).toEpochMilli());
                return calendar;
            } catch (DateTimeException | NumberFormatException e) {
                throw new LayoutException(field + " is not a timestamp " + PATTERN + ": '" + text + "'");
            }
        }

        private static StringBuilder digits(StringBuilder text, int value, int width) {
            String number = Integer.toString(value);
            return text.append("0".repeat(width - number.length())).append(number);
        }

        private static boolean separatorsMatch(String text) {
            for (int i = 0; i < PATTERN.length(); i++) {
                if (!Character.isLetter(PATTERN.charAt(i)) && text.charAt(i) != PATTERN.charAt(i)) {
                    return false;
                }
            }
            return true;
        }

        private static int number(String text, int begin, int end) {
            for (int i = begin; i < end; i++) {
                if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                    throw new NumberFormatException(text);
                }
            }
            return Integer.parseInt(text, begin, end, 10);
        }

        @Override
        public String toString() {
            return "PIC X(26) timestamp";
        }
    }

    /** PIC X: 'Y' or 'N' (EBCDIC), a COBOL flag. */
    record Flag() implements Picture {

        private static final byte YES = (byte) 0xE8;
        private static final byte NO = (byte) 0xD5;

        @Override
        public int width() {
            return 1;
        }

        @Override
        public void write(Object value, ByteBuffer out, String field) {
            out.put((Boolean) value ? YES : NO);
        }

        @Override
        public Object read(ByteBuffer in, String field) {
            byte b = in.get();
            if (b != YES && b != NO) {
                throw new LayoutException(field + " is not a flag 'Y' or 'N': X'" + Integer.toHexString(b & 0xFF) + "'");
            }
            return b == YES;
        }

        @Override
        public String toString() {
            return "PIC X flag";
        }
    }
}
