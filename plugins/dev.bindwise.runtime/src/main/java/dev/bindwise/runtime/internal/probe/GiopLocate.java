package dev.bindwise.runtime.internal.probe;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * A GIOP 1.2 LocateRequest and the reading of the answer: the cheapest question an ORB answers (is
 * this object here?), and the proof that what listens on a port is an ORB and not just a socket.
 */
final class GiopLocate {

    static final int LOCATE_REQUEST = 3;
    static final int LOCATE_REPLY = 4;
    private static final int HEADER_BYTES = 12;
    private static final byte[] MAGIC = "GIOP".getBytes(StandardCharsets.US_ASCII);
    private static final String[] MESSAGE_TYPES = { "Request", "Reply", "CancelRequest", "LocateRequest",
            "LocateReply", "CloseConnection", "MessageError", "Fragment" };
    private static final String[] LOCATE_STATUSES = { "UNKNOWN_OBJECT", "OBJECT_HERE", "OBJECT_FORWARD",
            "OBJECT_FORWARD_PERM", "LOC_SYSTEM_EXCEPTION", "LOC_NEEDS_ADDRESSING_MODE" };

    private GiopLocate() {
    }

    /**
     * The message, big-endian: the 12-byte header (magic, version 1.2, flags, type 3, body size), then
     * request_id, the TargetAddress discriminator KeyAddr (0), two bytes of padding (the key's length is
     * a ulong, aligned on 4 from the start of the message) and the object key as a sequence of octets.
     */
    static byte[] request(int requestId, byte[] objectKey) {
        int bodyBytes = 4 + 2 + 2 + 4 + objectKey.length;
        ByteBuffer message = ByteBuffer.allocate(HEADER_BYTES + bodyBytes).order(ByteOrder.BIG_ENDIAN);
        message.put(MAGIC).put((byte) 1).put((byte) 2).put((byte) 0).put((byte) LOCATE_REQUEST).putInt(bodyBytes);
        message.putInt(requestId).putShort((short) 0).putShort((short) 0).putInt(objectKey.length).put(objectKey);
        return message.array();
    }

    /** The first message the ORB sent back. */
    record Reply(int major, int minor, int messageType, int requestId, int locateStatus) {

        boolean isLocateReply() {
            return messageType == LOCATE_REPLY;
        }

        String describe() {
            String type = messageType >= 0 && messageType < MESSAGE_TYPES.length ? MESSAGE_TYPES[messageType]
                    : "message type " + messageType;
            String text = "GIOP " + major + "." + minor + " " + type;
            if (isLocateReply()) {
                text += " " + (locateStatus >= 0 && locateStatus < LOCATE_STATUSES.length ? LOCATE_STATUSES[locateStatus]
                        : "status " + locateStatus);
            }
            return text;
        }
    }

    /**
     * Reads one GIOP message header (and, for a LocateReply, its request id and status).
     *
     * @throws ProbeFailure FAILED when the peer closes without answering or answers something that is not GIOP
     * @throws java.net.SocketTimeoutException when nothing comes within the socket's timeout
     */
    static Reply readReply(InputStream in) throws IOException, ProbeFailure {
        byte[] header = new byte[HEADER_BYTES];
        int read = readFully(in, header);
        if (read == 0) {
            throw new ProbeFailure(ProbeOutcome.FAILED, "closed the connection without a GIOP answer (not an ORB?)");
        }
        for (int i = 0; i < MAGIC.length; i++) {
            if (i >= read || header[i] != MAGIC[i]) {
                throw new ProbeFailure(ProbeOutcome.FAILED, "answered with bytes that are not GIOP (" + printable(header, read)
                        + "): not an ORB");
            }
        }
        if (read < HEADER_BYTES) {
            throw new ProbeFailure(ProbeOutcome.FAILED, "closed the connection within a GIOP header");
        }
        ByteOrder order = (header[6] & 1) == 0 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
        int type = header[7] & 0xff;
        if (type != LOCATE_REPLY) {
            return new Reply(header[4], header[5], type, -1, -1);
        }
        byte[] body = new byte[8];
        if (readFully(in, body) < body.length) {
            throw new ProbeFailure(ProbeOutcome.FAILED, "closed the connection within a GIOP LocateReply");
        }
        ByteBuffer values = ByteBuffer.wrap(body).order(order);
        return new Reply(header[4], header[5], type, values.getInt(), values.getInt());
    }

    /** Reads until the array is full or the stream ends; the count read. */
    private static int readFully(InputStream in, byte[] into) throws IOException {
        int total = 0;
        while (total < into.length) {
            int n = in.read(into, total, into.length - total);
            if (n < 0) {
                return total;
            }
            total += n;
        }
        return total;
    }

    private static String printable(byte[] bytes, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            char c = (char) (bytes[i] & 0xff);
            text.append(c >= 0x20 && c < 0x7f ? c : '.');
        }
        return "'" + text + "', 0x" + HexFormat.of().formatHex(bytes, 0, count);
    }
}
