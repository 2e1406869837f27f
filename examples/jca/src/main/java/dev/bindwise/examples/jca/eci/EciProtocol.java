package dev.bindwise.examples.jca.eci;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;

import dev.bindwise.runtime.internal.commarea.Ebcdic;

/**
 * The frames of our stand-in for CICS ECI (External Call Interface), one request and one reply a call on
 * a connection that stays open for the next call. All numbers are 4-byte big-endian binary.
 * <pre>
 * request: program name    8 bytes  EBCDIC, space padded (CICS program names have at most 8 characters)
 *          COMMAREA length 4 bytes  0 to {@value #MAX_COMMAREA_LENGTH}
 *          COMMAREA        n bytes
 * reply:   return code     4 bytes  {@link ReturnCode}: 0 normal, else the data is a message
 *          data length     4 bytes
 *          data            n bytes  the reply COMMAREA, or the message (EBCDIC text) that says what went wrong
 * </pre>
 * A real CICS COMMAREA holds at most 32 KB, beyond which CICS uses channels and containers; this one holds
 * more, so that the 100 KB workloads of the paper fit one record.
 *
 * <p>A client opens every connection with a call of the server's own no-op program {@value #NOOP_PROGRAM}
 * (an empty COMMAREA; the server answers an empty reply and runs nothing): an ordinary frame, so the calls that
 * follow are unchanged on the wire, and an answer in this protocol within a bound, so a server that accepts
 * connections but is hung or frozen gives no connection. Names starting with {@code $} are the server's.
 */
public final class EciProtocol {

    public static final int PROGRAM_NAME_LENGTH = 8;
    public static final int REQUEST_HEADER_LENGTH = PROGRAM_NAME_LENGTH + 4;
    public static final int REPLY_HEADER_LENGTH = 8;
    public static final int MAX_COMMAREA_LENGTH = 16 * 1024 * 1024;
    /** The program that does nothing, called to open a connection; CICS program names allow {@code $}. */
    public static final String NOOP_PROGRAM = "$NOOP";

    /** Why a call did not run normally, named after the CICS conditions. */
    public enum ReturnCode {
        NORMAL(0),
        /** No program of that name (CICS PGMIDERR). */
        PGMIDERR(1),
        /** A COMMAREA length out of range (CICS LENGERR); the server closes the connection after it. */
        LENGERR(2),
        /** The program failed (a CICS abend): its request did not fit its layout, or the service threw. */
        ABEND(3);

        private final int code;

        ReturnCode(int code) {
            this.code = code;
        }

        public int code() {
            return code;
        }

        static ReturnCode of(int code) throws IOException {
            for (ReturnCode each : values()) {
                if (each.code == code) {
                    return each;
                }
            }
            throw new IOException("the server sent an unknown return code " + code);
        }
    }

    public record Request(String program, byte[] commarea) {
    }

    public record Reply(ReturnCode returnCode, byte[] data) {

        /** The message of a reply that is not normal. */
        public String message() {
            return new String(data, Ebcdic.CP037);
        }
    }

    /** A request frame whose COMMAREA length is out of range: the rest of the stream cannot be framed. */
    public static final class LengthException extends IOException {

        private static final long serialVersionUID = 1L;

        LengthException(String message) {
            super(message);
        }
    }

    private EciProtocol() {
    }

    public static void writeRequest(DataOutputStream out, String program, byte[] commarea) throws IOException {
        out.write(Ebcdic.encode(program, PROGRAM_NAME_LENGTH, "program name"));
        out.writeInt(commarea.length);
        out.write(commarea);
        out.flush();
    }

    /** The next request, or null when the client closed the connection between calls. */
    public static Request readRequest(DataInputStream in) throws IOException {
        byte[] name = new byte[PROGRAM_NAME_LENGTH];
        int first = in.read();
        if (first < 0) {
            return null;
        }
        name[0] = (byte) first;
        in.readFully(name, 1, name.length - 1);
        int length = in.readInt();
        if (length < 0 || length > MAX_COMMAREA_LENGTH) {
            throw new LengthException("COMMAREA length " + length + " is not between 0 and " + MAX_COMMAREA_LENGTH);
        }
        byte[] commarea = new byte[length];
        in.readFully(commarea);
        return new Request(Ebcdic.read(ByteBuffer.wrap(name), PROGRAM_NAME_LENGTH), commarea);
    }

    public static void writeReply(DataOutputStream out, ReturnCode code, byte[] data) throws IOException {
        out.writeInt(code.code());
        out.writeInt(data.length);
        out.write(data);
        out.flush();
    }

    public static void writeMessage(DataOutputStream out, ReturnCode code, String message) throws IOException {
        writeReply(out, code, message.getBytes(Ebcdic.CP037));
    }

    public static Reply readReply(DataInputStream in) throws IOException {
        ReturnCode code = ReturnCode.of(in.readInt());
        int length = in.readInt();
        if (length < 0 || length > MAX_COMMAREA_LENGTH) {
            throw new IOException("the server sent a reply length of " + length);
        }
        byte[] data = new byte[length];
        in.readFully(data);
        return new Reply(code, data);
    }
}
