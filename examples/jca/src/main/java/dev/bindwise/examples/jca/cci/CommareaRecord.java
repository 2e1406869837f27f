package dev.bindwise.examples.jca.cci;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Objects;

import jakarta.resource.cci.Record;
import jakarta.resource.cci.Streamable;

/** A COMMAREA as a CCI record: its bytes, which an interaction sends and fills. */
public final class CommareaRecord implements Record, Streamable {

    private static final long serialVersionUID = 1L;

    private String recordName;
    private String description;
    private byte[] bytes;

    public CommareaRecord(String recordName, byte[] bytes) {
        this.recordName = recordName;
        this.bytes = bytes;
    }

    /** An empty record for an interaction to fill. */
    public CommareaRecord(String recordName) {
        this(recordName, new byte[0]);
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
        return other instanceof CommareaRecord record && Objects.equals(recordName, record.recordName)
                && Arrays.equals(bytes, record.bytes);
    }

    @Override
    public int hashCode() {
        return Objects.hash(recordName, Arrays.hashCode(bytes));
    }

    @Override
    public CommareaRecord clone() {
        CommareaRecord copy = new CommareaRecord(recordName, bytes.clone());
        copy.description = description;
        return copy;
    }
}
