package dev.bindwise.runtime.internal.commarea;

/**
 * How one elementary COBOL field holds a value, and so its width in bytes. Numbers are big-endian, as
 * on z/Architecture; text is EBCDIC, code page 037 ({@link Ebcdic}).
 */
public sealed interface Picture {

    /** The field's bytes in the record, whatever its value. */
    int width();

    /** PIC X(n): EBCDIC text padded with spaces; a null is all spaces. Text form {@code X(n)}. */
    record Text(int width) implements Picture {

        @Override
        public String toString() {
            return "PIC X(" + width + ")";
        }
    }

    /** PIC X: 'Y' or 'N' (EBCDIC), a COBOL flag. Text form {@code FLAG}. */
    record Flag() implements Picture {

        @Override
        public int width() {
            return 1;
        }

        @Override
        public String toString() {
            return "PIC X flag";
        }
    }

    /**
     * PIC S9(4), S9(9) or S9(18) COMP-5: a two's complement integer of 2, 4 or 8 bytes, its whole range
     * (a Java short, int or long). Not COMP: under Enterprise COBOL's default TRUNC(STD) a COMP item holds
     * only the digits of its picture (S9(4) COMP at most 9999), COMP-5 its bytes' range. Text form
     * {@code BIN(n)}.
     */
    record Binary(int width) implements Picture {

        @Override
        public String toString() {
            return "PIC S9(" + (width == 2 ? 4 : width == 4 ? 9 : 18) + ") COMP-5";
        }
    }

    /**
     * IEEE 754 binary floating point of 4 or 8 bytes, big-endian, the width of COMP-1 or COMP-2. Not their
     * bytes: Enterprise COBOL for z/OS keeps COMP-1/COMP-2 as hexadecimal floating point, which cannot
     * hold every float exactly nor doubles beyond 7.2E75, so a program reading these fields converts them
     * (an independent encoder, examples/jca CommareaIndependentEncoderTest, shows the difference). Text form
     * {@code FLOAT(n)}.
     */
    record Floating(int width) implements Picture {

        @Override
        public String toString() {
            return width == 4 ? "COMP-1" : "COMP-2";
        }
    }

    /**
     * PIC S9(i)V9(f) COMP-3: packed decimal, two digits a byte and the sign in the last half byte. Text
     * form {@code PACKED(digits,scale)}.
     */
    record Packed(int digits, int scale) implements Picture {

        @Override
        public int width() {
            return digits / 2 + 1;
        }

        /** PIC S9(i)V9(f) COMP-3; SV9(f) when every digit is a fraction digit (S9(0) is no picture). */
        @Override
        public String toString() {
            return "PIC S" + (digits > scale ? "9(" + (digits - scale) + ")" : "") + (scale > 0 ? "V9(" + scale + ")" : "")
                    + " COMP-3";
        }
    }

    /** PIC X(26): a DB2-style timestamp yyyy-MM-dd-HH.mm.ss.SSSSSS in UTC. Text form {@code TIMESTAMP}. */
    record Timestamp() implements Picture {

        public static final String PATTERN = "yyyy-MM-dd-HH.mm.ss.SSSSSS";

        @Override
        public int width() {
            return PATTERN.length();
        }

        @Override
        public String toString() {
            return "PIC X(26) timestamp";
        }
    }
}
