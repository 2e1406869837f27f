package dev.bindwise.examples.accuracy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.bindwise.examples.accuracy.RandomService.Member;
import dev.bindwise.examples.accuracy.RandomService.Operation;

/**
 * What the implementation of a service of the every-construct profile received, kept where the differential
 * benchmark reads it, and the reply it makes. The implementation (in whichever JVM serves it: a SOAP or an
 * RMI-IIOP server, or the client itself over local Java) writes the fields of its arguments ({@link FieldValues})
 * to a file of the folder the system property {@link #FOLDER} names, one per call, before it answers; the
 * call's {@code control} argument numbers it. Its reply echoes the argument that has the result's very
 * member shape (so that what it received goes back the other way too), else is made from the service, the
 * operation and the control alone ({@link EdgeValues}): every binding's server makes the same.
 */
public final class ReceivedValues {

    /** The system property naming the folder the implementation writes what it received to. */
    public static final String FOLDER = "bindwise.differential.received";

    /**
     * The system property that, {@code true}, makes the implementation answer as the accuracy harness's services do:
     * at the point its {@code control} names ({@link RandomValues#reply}), keeping nothing.
     */
    public static final String REPLIES_AT_POINTS = "bindwise.accuracy.repliesAtPoints";

    private ReceivedValues() {
    }

    /** What an implementation of the service does: records its arguments, and answers. */
    public static Object answer(long seed, String operationName, Object[] arguments) {
        RandomService service = RandomService.of(RandomService.Profile.EVERY_CONSTRUCT, seed);
        Operation operation = service.operation(operationName);
        int control = (Integer) arguments[arguments.length - 1];
        if (Boolean.getBoolean(REPLIES_AT_POINTS)) {
            return RandomValues.reply(service, operationName, control);
        }
        String folder = System.getProperty(FOLDER);
        if (folder == null) {
            throw new IllegalStateException("-D" + FOLDER + " names no folder for what " + service.name() + " received");
        }
        try {
            Files.write(file(Path.of(folder), service, operationName, control), FieldValues.lines(fields(operation, arguments)),
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep what " + service.name() + "." + operationName + " received", e);
        }
        return reply(service, operation, arguments);
    }

    /**
     * The reply to these arguments: the first argument of the result's very member shape, else a value made from
     * the service, the operation and the call's control alone. The caller works out the same to compare with.
     */
    public static Object reply(RandomService service, Operation operation, Object[] arguments) {
        for (int i = 0; i < arguments.length - 1; i++) {
            if (sameShape(operation.parameters().get(i), operation.result())) {
                return arguments[i];
            }
        }
        int control = (Integer) arguments[arguments.length - 1];
        return EdgeValues.of(service, operation.name(), control, "reply", ReceivedValues.class.getClassLoader())
                .value(operation.result());
    }

    /** The fields of a call's arguments, each under its parameter's name. */
    public static Map<String, String> fields(Operation operation, Object[] arguments) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (int i = 0; i < arguments.length; i++) {
            fields.putAll(FieldValues.of(operation.parameters().get(i).name(), arguments[i]));
        }
        return fields;
    }

    /**
     * What the implementation in the folder received in the call of this control, taken out of the folder;
     * null when it received no such call.
     */
    public static Map<String, String> take(Path folder, RandomService service, String operation, int control) throws IOException {
        Path file = file(folder, service, operation, control);
        if (!Files.exists(file)) {
            return null;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        Files.delete(file);
        return FieldValues.parse(lines);
    }

    private static Path file(Path folder, RandomService service, String operation, int control) {
        return folder.resolve(service.name() + "." + operation + "." + control + ".tsv");
    }

    /** Whether a value of one member is a value the other allows: the same kind, type, array, literals and occurrence. */
    private static boolean sameShape(Member a, Member b) {
        return a.kind() == b.kind() && a.struct() == b.struct() && a.array() == b.array() && a.literals().equals(b.literals())
                && a.occurrence() == b.occurrence();
    }
}
