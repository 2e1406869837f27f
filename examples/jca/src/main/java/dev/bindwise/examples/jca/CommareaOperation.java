package dev.bindwise.examples.jca;

import java.lang.reflect.Method;
import java.util.Arrays;

import dev.bindwise.runtime.internal.commarea.CommareaLayout;

/**
 * One operation on the cics binding: the program it calls and its two records. The request record starts
 * with the request type, the operation's name in {@value CommareaService#REQUEST_TYPE_LENGTH} characters
 * (the programs serve several operations, as CICS programs do), followed by the call's arguments; the
 * reply record holds the result. The server reads the one and writes the other; clients call through the
 * runtime's JCA client ({@link JcaBinding}).
 *
 * @param name the operation's name, which is also the request type and the Java method's name
 * @param program the CICS program (cics:operation functionName)
 * @param interactionVerb the cics:operation interactionVerb, empty when the WSDL gives none
 * @param method the service interface's method
 * @param request the request record's layout: requestType, then one field per parameter
 * @param reply the reply record's layout: one field, the result
 */
public record CommareaOperation(String name, String program, String interactionVerb, Method method,
        CommareaLayout request, CommareaLayout reply) {

    /** The call's arguments, from a request record. */
    public Object[] arguments(byte[] requestRecord) {
        Class<?>[] types = new Class<?>[method.getParameterCount() + 1];
        types[0] = String.class;
        System.arraycopy(method.getParameterTypes(), 0, types, 1, method.getParameterCount());
        Object[] values = request.decodeValues(requestRecord, types);
        return Arrays.copyOfRange(values, 1, values.length);
    }

    /** The reply record of a result. */
    public byte[] replyRecord(Object result) {
        return reply.encodeValues(result);
    }
}
