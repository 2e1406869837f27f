package dev.bindwise.runtime.internal.commarea;

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
 * The bytes of one elementary field for each {@link Picture}. Every number is big-endian, as on
 * z/Architecture; text is EBCDIC ({@link Ebcdic}).
 */
final class PictureCodec {

    private static final TimeZone UTC = TimeZone.getTimeZone("UTC");
    private static final byte YES = (byte) 0xE8;
    private static final byte NO = (byte) 0xD5;

    private PictureCodec() {
    }

    /** Writes a value that is not null. */
    static void write(Picture picture, Object value, ByteBuffer out, String field) {
        if (picture instanceof Picture.Text text) {
            out.put(Ebcdic.encode((String) value, text.width(), "value of " + field));
        } else if (picture instanceof Picture.Flag) {
            out.put((Boolean) value ? YES : NO);
        } else if (picture instanceof Picture.Binary binary) {
            writeBinary(binary, ((Number) value).longValue(), out, field);
        } else if (picture instanceof Picture.Floating floating) {
            if (floating.width() == 4) {
                out.putFloat(((Number) value).floatValue());
            } else {
                out.putDouble(((Number) value).doubleValue());
            }
        } else if (picture instanceof Picture.Packed packed) {
            writePacked(packed, value, out, field);
        } else {
            writeTimestamp((Picture.Timestamp) picture, (Calendar) value, out, field);
        }
    }

    static Object read(Picture picture, ByteBuffer in, String field) {
        if (picture instanceof Picture.Text text) {
            return Ebcdic.read(in, text.width());
        }
        if (picture instanceof Picture.Flag) {
            byte b = in.get();
            if (b != YES && b != NO) {
                throw new CommareaException(field + " is not a flag 'Y' or 'N': X'" + Integer.toHexString(b & 0xFF) + "'");
            }
            return b == YES;
        }
        if (picture instanceof Picture.Binary binary) {
            switch (binary.width()) {
                case 2:
                    return in.getShort();
                case 4:
                    return in.getInt();
                default:
                    return in.getLong();
            }
        }
        if (picture instanceof Picture.Floating floating) {
            return floating.width() == 4 ? (Object) in.getFloat() : (Object) in.getDouble();
        }
        if (picture instanceof Picture.Packed packed) {
            return readPacked(packed, in, field);
        }
        return readTimestamp((Picture.Timestamp) picture, in, field);
    }

    /** PIC S9(4), S9(9) or S9(18) COMP-5: a value that does not fit its width is an error, never cut. */
    private static void writeBinary(Picture.Binary binary, long number, ByteBuffer out, String field) {
        int width = binary.width();
        long limit = 1L << (width * 8 - 1);
        if (width < 8 && (number >= limit || number < -limit)) {
            throw new CommareaException("value of " + field + " (" + number + ") does not fit in " + width + " bytes");
        }
        switch (width) {
            case 2 -> out.putShort((short) number);
            case 4 -> out.putInt((int) number);
            default -> out.putLong(number);
        }
    }

    /**
     * COMP-3: two digits a byte and the sign in the last half byte (C plus, D minus). A value with more
     * fraction digits, or more integer digits, than the picture is an error.
     */
    private static void writePacked(Picture.Packed packed, Object value, ByteBuffer out, String field) {
        BigDecimal decimal = value instanceof BigDecimal d ? d : new BigDecimal(value.toString());
        BigDecimal scaled;
        try {
            scaled = decimal.setScale(packed.scale(), RoundingMode.UNNECESSARY);
        } catch (ArithmeticException e) {
            throw new CommareaException("value of " + field + " (" + decimal.toPlainString() + ") has more than "
                    + packed.scale() + " fraction digits, which " + packed + " holds");
        }
        String number = scaled.unscaledValue().abs().toString();
        int nibbles = packed.width() * 2 - 1;
        if (number.length() > packed.digits()) {
            throw new CommareaException("value of " + field + " (" + decimal.toPlainString() + ") has more digits than "
                    + packed + " holds");
        }
        String allDigits = "0".repeat(nibbles - number.length()) + number + (scaled.signum() < 0 ? 'D' : 'C');
        for (int i = 0; i < allDigits.length(); i += 2) {
            out.put((byte) (Character.digit(allDigits.charAt(i), 16) << 4 | Character.digit(allDigits.charAt(i + 1), 16)));
        }
    }

    private static BigDecimal readPacked(Picture.Packed packed, ByteBuffer in, String field) {
        int width = packed.width();
        StringBuilder number = new StringBuilder(width * 2);
        int sign = 0;
        for (int i = 0; i < width; i++) {
            int b = in.get() & 0xFF;
            number.append(digit(b >> 4, field));
            if (i < width - 1) {
                number.append(digit(b & 0x0F, field));
            } else {
                sign = b & 0x0F;
            }
        }
        if (sign < 0x0A) {
            throw new CommareaException(field + " is not packed decimal: sign half byte " + sign);
        }
        boolean negative = sign == 0x0B || sign == 0x0D;
        return new BigDecimal(new BigInteger((negative ? "-" : "") + number), packed.scale());
    }

    private static char digit(int nibble, String field) {
        if (nibble > 9) {
            throw new CommareaException(field + " is not packed decimal: digit half byte " + nibble);
        }
        return (char) ('0' + nibble);
    }

    /**
     * PIC X(26), yyyy-MM-dd-HH.mm.ss.SSSSSS in UTC; a Calendar keeps milliseconds. Written and parsed by
     * hand: a DateTimeFormatter costs more than the rest of a record.
     */
    private static void writeTimestamp(Picture.Timestamp timestamp, Calendar value, ByteBuffer out, String field) {
        long millis = value.getTimeInMillis();
        LocalDateTime time = LocalDateTime.ofEpochSecond(Math.floorDiv(millis, 1000),
                Math.floorMod(millis, 1000) * 1_000_000, ZoneOffset.UTC);
        if (time.getYear() < 1 || time.getYear() > 9999) {
            throw new CommareaException("value of " + field + " (" + time + ") is outside the years 1 to 9999 of " + timestamp);
        }
        StringBuilder text = new StringBuilder(timestamp.width());
        digits(text, time.getYear(), 4).append('-');
        digits(text, time.getMonthValue(), 2).append('-');
        digits(text, time.getDayOfMonth(), 2).append('-');
        digits(text, time.getHour(), 2).append('.');
        digits(text, time.getMinute(), 2).append('.');
        digits(text, time.getSecond(), 2).append('.');
        digits(text, time.getNano() / 1000, 6);
        out.put(Ebcdic.encode(text.toString(), timestamp.width(), "value of " + field));
    }

    private static Calendar readTimestamp(Picture.Timestamp timestamp, ByteBuffer in, String field) {
        String text = Ebcdic.read(in, timestamp.width());
        try {
            if (text.length() != timestamp.width() || !separatorsMatch(text)) {
                throw new DateTimeException(text);
            }
            LocalDateTime time = LocalDateTime.of(number(text, 0, 4), number(text, 5, 7), number(text, 8, 10),
                    number(text, 11, 13), number(text, 14, 16), number(text, 17, 19), number(text, 20, 26) * 1000);
            GregorianCalendar calendar = new GregorianCalendar(UTC);
            calendar.setTimeInMillis(time.toInstant(ZoneOffset.UTC).toEpochMilli());
            return calendar;
        } catch (DateTimeException | NumberFormatException e) {
            throw new CommareaException(field + " is not a timestamp " + Picture.Timestamp.PATTERN + ": '" + text + "'");
        }
    }

    private static StringBuilder digits(StringBuilder text, int value, int width) {
        String number = Integer.toString(value);
        return text.append("0".repeat(width - number.length())).append(number);
    }

    private static boolean separatorsMatch(String text) {
        String pattern = Picture.Timestamp.PATTERN;
        for (int i = 0; i < pattern.length(); i++) {
            if (!Character.isLetter(pattern.charAt(i)) && text.charAt(i) != pattern.charAt(i)) {
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
}
