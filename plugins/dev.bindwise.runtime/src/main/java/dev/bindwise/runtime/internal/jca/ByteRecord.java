package dev.bindwise.runtime.internal.jca;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Objects;

import jakarta.resource.cci.Record;
import jakarta.resource.cci.Streamable;

/**
 * A COMMAREA as a CCI record: its bytes, as a stream, the form CICS-style adapters (ECI) exchange. The
 * request record is written from its bytes; the reply record is read, whole, from the adapter's stream.
 * The runtime's JCA client sends and fills these; a resource adapter may use them too (the example one does).
 */
public final class ByteRecord implements Record, Streamable {

    private static final long serialVersionUID = 1L;

    private String recordName;
    private String description;
    private byte[] bytes;

    /** A record of these bytes; an empty array for a record that an interaction fills. */
    public ByteRecord(String recordName, byte[] bytes) {
        this.recordName = recordName;
        this.bytes = bytes;
    }

    public byte[] bytes() {
        return bytes;
    }

    @Override
    public void read(InputStream in) throws IOException {
        bytes = in.readAllBytes();
    }

    @Override
    public void write(OutputStream out) throws IOException {
        out.write(bytes);
    }

    @Override
    public String getRecordName() {
        return recordName;
    }

    @Override
    public void setRecordName(String name) {
        recordName = name;
    }

    @Override
    public String getRecordShortDescription() {
        return description;
    }

    @Override
    public void setRecordShortDescription(String description) {
        this.description = description;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ByteRecord record && Objects.equals(recordName, record.recordName)
                && Arrays.equals(bytes, record.bytes);
    }

    @Override
    public int hashCode() {
        return Objects.hash(recordName, Arrays.hashCode(bytes));
    }

    @Override
    public ByteRecord clone() {
        ByteRecord copy = new ByteRecord(recordName, bytes.clone());
        copy.description = description;
        return copy;
    }
}
