package dev.bindwise.runtime.internal.soap;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

import org.apache.hc.client5.http.classic.ExecChain;
import org.apache.hc.core5.http.ClassicHttpRequest;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.io.entity.HttpEntityWrapper;

import dev.bindwise.runtime.internal.CallBytes;

/**
 * Counts a SOAP call's envelopes for the runtime's measurements ({@link CallBytes}), on the calling thread, right
 * before the HTTP client's transport: the request's entity as sent (its Content-Length: requests go whole, not
 * chunked) and the reply's entity as Axis2 reads it (without its chunks' framing). The HTTP heads are not counted.
 * Only when the runtime asks: otherwise the reply is passed on untouched; when it does, the reply's entity is
 * wrapped (two small objects a call, among the many Axis2 makes).
 */
final class EnvelopeBytes {

    private EnvelopeBytes() {
    }

    /** An {@code ExecChainHandler}: passes the request on and counts what crossed. */
    static ClassicHttpResponse count(ClassicHttpRequest request, ExecChain.Scope scope, ExecChain chain)
            throws IOException, HttpException {
        if (!CallBytes.asked()) {
            return chain.proceed(request, scope);
        }
        HttpEntity sent = request.getEntity();
        if (sent != null && sent.getContentLength() > 0) {
            CallBytes.add(sent.getContentLength());
        }
        ClassicHttpResponse response = chain.proceed(request, scope);
        HttpEntity reply = response.getEntity();
        if (reply != null) {
            response.setEntity(new HttpEntityWrapper(reply) {
                @Override
                public InputStream getContent() throws IOException {
                    return new Counted(super.getContent());
                }
            });
        }
        return response;
    }

    /** A reply's body that adds what is read from it to the call's bytes. */
    private static final class Counted extends FilterInputStream {

        Counted(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int read = super.read();
            if (read >= 0) {
                CallBytes.add(1);
            }
            return read;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int read = super.read(buffer, offset, length);
            if (read > 0) {
                CallBytes.add(read);
            }
            return read;
        }

        @Override
        public long skip(long count) throws IOException {
            long skipped = super.skip(count);
            CallBytes.add(skipped);
            return skipped;
        }
    }
}
