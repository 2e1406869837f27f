package dev.bindwise.examples.accuracy;

import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.examples.Dates;
import dev.bindwise.examples.accuracy.RandomService.Kind;
import dev.bindwise.examples.accuracy.RandomService.Member;
import dev.bindwise.examples.accuracy.RandomService.Occurrence;
import dev.bindwise.examples.accuracy.RandomService.StructType;

/**
 * Random data at a point of the parameter space, as the point means it: strings of lengths spread evenly
 * around its length (from half to one and a half times it, see {@link #spread}), arrays of its number of items (never null, no
 * item null), binaries of its size, and its share of the single values that may be null (the objects:
 * strings, enumerations, decimals, dateTimes, binaries, structures) left null. Which values are null over
 * the {@link Settings#CALLS} calls of a point is drawn per value (by its path in the message) among the
 * calls that reach it (its structure is there): each value is null in exactly the share of them, and
 * independently of the others, so that the mean of the calls' messages is the expectation the size models
 * give, not one draw of it. Numbers have the decimal lengths the size models take for a typical number (the
 * paper's space has no dimension for them): ints of 3 digits, longs of 5, doubles and decimals of 6
 * characters. DateTimes are UTC Calendars, as the example services' are. No object is met twice in a
 * message: the space says nothing of shared objects.
 */
public final class RandomValues {

    private static final String LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

    private final RandomService service;
    private final String javaPackage;
    private final int point;
    private final int call;
    private final ValueSetting setting;
    private final Random random;
    private final ClassLoader loader;

    /** For each value (seed, point and path), in which of the point's calls it is there. */
    private static final Map<String, boolean[]> THERE = new ConcurrentHashMap<>();
    /** The server's count of the calls of each operation and point so far. */
    private static final Map<String, AtomicInteger> CALLS_MADE = new ConcurrentHashMap<>();

    /**
     * The values of one call.
     *
     * @param control names the point
     * @param call which of the point's calls, from 0
     */
    public RandomValues(RandomService service, int control, int call, Random random, ClassLoader loader) {
        this.service = service;
        this.javaPackage = service.javaPackage();
        this.point = Settings.pointOf(control);
        this.call = call % Settings.CALLS;
        this.setting = Settings.at(point);
        this.random = random;
        this.loader = loader;
    }

    /**
     * The reply a service's implementation returns: the operation's result at the point {@code control}
     * names, for the next of its calls.
     */
    public static Object reply(long seed, String operation, int control) {
        return reply(RandomService.of(seed), operation, control);
    }

    /** The reply of a service of any profile at the point {@code control} names ({@link #reply(long, String, int)}). */
    public static Object reply(RandomService service, String operation, int control) {
        long seed = service.seed();
        int call = control == Settings.WARM_UP ? 0
                : CALLS_MADE.computeIfAbsent(seed + "." + operation + "@" + control, key -> new AtomicInteger()).getAndIncrement();
        // the same reply for the same call, run after run
        Random random = new Random(Objects.hash(seed, operation, control, call));
        RandomValues values = new RandomValues(service, control, call, random, RandomValues.class.getClassLoader());
        return values.value(service.operation(operation).result(), operation + "/return");
    }

    /** The arguments of a call, the control last. */
    public Object[] arguments(RandomService.Operation operation, int control) {
        Object[] arguments = new Object[operation.parameters().size()];
        for (int i = 0; i < arguments.length - 1; i++) {
            Member parameter = operation.parameters().get(i);
            arguments[i] = value(parameter, operation.name() + "/" + parameter.name());
        }
        arguments[arguments.length - 1] = control;
        return arguments;
    }

    /**
     * A value of a member: an array of items (a {@code java.util.List} where the service's Java has one), or one
     * item, null with the null share unless required (a primitive of the accuracy profile; a required object, a
     * required attribute or a required primitive of the every-construct profile).
     */
    private Object value(Member member, String path) {
        if (member.array()) {
            int items = (int) Math.round(setting.arrayLength());
            List<Object> list = new ArrayList<>(items);
            for (int i = 0; i < items; i++) {
                // an item is there whenever its array is: the path goes on from the array's
                list.add(item(member, path + "[" + i + "]"));
            }
            if (lists()) {
                return list;
            }
            Object array = Array.newInstance(itemClass(member), items);
            for (int i = 0; i < items; i++) {
                Array.set(array, i, list.get(i));
            }
            return array;
        }
        if (member.occurrence() == Occurrence.REQUIRED) {
            return item(member, path);
        }
        String nullable = path + "?";
        return there(nullable)[call] ? item(member, nullable) : null;
    }

    /**
     * In which calls of the point the value at a path is there. A path is the operation, then the names of
     * the values down to this one; a name ending in {@code ?} is of a value that may be null. Such a value is
     * null in exactly the null share of the calls that reach it (where the value holding it is there), which
     * ones drawn at random by a generator of its own. Not a systematic sample: at a share of tenths its
     * pattern repeats every 2, 5 or 10 calls, one in five pairs of values at 60 % nulls shares its phase and
     * is null in the same calls, and the nulls of a message are no longer independent, as the size models
     * take them (an RMI-IIOP message's first dateTime carries its time zone, so the share of messages with
     * any dateTime at all is what its size hangs on).
     */
    boolean[] there(String path) {
        String key = service.seed() + "@" + point + "@" + path;
        boolean[] known = THERE.get(key);
        if (known != null) {
            return known;
        }
        boolean[] there = new boolean[Settings.CALLS];
        int cut = path.lastIndexOf('/');
        String holder = path.substring(0, cut);
        boolean[] holderThere = holder.contains("/") ? there(holder) : null;
        List<Integer> reached = new ArrayList<>();
        for (int c = 0; c < there.length; c++) {
            if (holderThere == null || holderThere[c]) {
                reached.add(c);
            }
        }
        Collections.shuffle(reached, new Random(Objects.hash(service.seed(), point, path)));
        long nulls = path.endsWith("?") ? Math.round(reached.size() * setting.nullRatio()) : 0;
        for (int i = (int) nulls; i < reached.size(); i++) {
            there[reached.get(i)] = true;
        }
        // not computeIfAbsent: the holder's row is worked out, and put, on the way
        THERE.putIfAbsent(key, there);
        return there;
    }

    private Object item(Member member, String path) {
        return switch (member.kind()) {
            case STRING -> text(spread(setting.stringLength(), path));
            // a new String, as one read from anywhere is: RMI-IIOP writes a string it met before as a reference
            case ENUMERATION -> new String(member.literals().get(random.nextInt(member.literals().size())));
            case INT -> 100 + random.nextInt(900);
            case LONG -> 10_000L + random.nextInt(90_000);
            case DOUBLE -> (10_000 + 10 * random.nextInt(9_000) + 1 + random.nextInt(9)) / 100.0;
            // as long as the models take a typical one: 2 digits, 6 characters, 3 digits
            case BYTE -> (byte) (10 + random.nextInt(90));
            case SHORT -> (short) (10 + random.nextInt(90));
            case FLOAT -> (10_000 + 10 * random.nextInt(9_000) + 1 + random.nextInt(9)) / 100.0f;
            case INTEGER -> BigInteger.valueOf(100 + random.nextInt(900));
            case BOOLEAN -> random.nextBoolean();
            case DECIMAL -> BigDecimal.valueOf(10_000 + 10 * random.nextInt(9_000) + 1 + random.nextInt(9), 2);
            case DATE_TIME -> (Calendar) Dates.at(random.nextInt(1_000_000));
            case BINARY -> bytes((int) Math.round(setting.binaryBytes()));
            case STRUCT -> bean(member.struct(), path);
        };
    }

    private Object bean(StructType type, String path) {
        try {
            Class<?> beanClass = Class.forName(javaPackage + "." + type.name(), true, loader);
            Object bean = beanClass.getConstructor().newInstance();
            for (Member field : type.fields()) {
                Class<?> fieldClass = field.array() ? lists() ? List.class : itemClass(field).arrayType() : itemClass(field);
                String setter = "set" + Character.toUpperCase(field.name().charAt(0)) + field.name().substring(1);
                beanClass.getMethod(setter, fieldClass).invoke(bean, value(field, path + "/" + field.name()));
            }
            return bean;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot fill a " + type.name() + " of " + javaPackage + ": " + e, e);
        }
    }

    /** Whether the service's Java holds a repeated member in a {@code java.util.List}, as JAXB binds it. */
    private boolean lists() {
        return service.profile() == RandomService.Profile.EVERY_CONSTRUCT;
    }

    /** The Java class of one item of the member: primitive where it is required, else (and in a List) boxed. */
    Class<?> itemClass(Member member) {
        boolean primitive = member.primitive() && !(member.array() && lists());
        return switch (member.kind()) {
            case STRING, ENUMERATION -> String.class;
            case INT -> primitive ? int.class : Integer.class;
            case LONG -> primitive ? long.class : Long.class;
            case DOUBLE -> primitive ? double.class : Double.class;
            case BYTE -> primitive ? byte.class : Byte.class;
            case SHORT -> primitive ? short.class : Short.class;
            case FLOAT -> primitive ? float.class : Float.class;
            case INTEGER -> BigInteger.class;
            case BOOLEAN -> primitive ? boolean.class : Boolean.class;
            case DECIMAL -> BigDecimal.class;
            case DATE_TIME -> Calendar.class;
            case BINARY -> byte[].class;
            case STRUCT -> {
                try {
                    yield Class.forName(javaPackage + "." + member.struct().name(), false, loader);
                } catch (ClassNotFoundException e) {
                    throw new IllegalStateException("the classes of " + javaPackage + " are not on the class path", e);
                }
            }
        };
    }

    /**
     * A whole number of characters from half to one and a half times the length asked for, whose mean over
     * the calls that carry the value is that length: those calls take the lengths of the range in an evenly
     * spread sequence (golden-ratio steps from a start of the value's own), not independent draws, which would
     * leave a small message's mean a few characters off. The sequence runs over the calls the value is in,
     * not over all the point's calls: a string of a structure that is there in 10 of them would otherwise
     * take 10 lengths picked at random from the sequence.
     */
    private int spread(double length, String path) {
        int half = (int) Math.floor(length / 2);
        int base = (int) Math.round(length);
        double start = new Random(Objects.hash(service.seed(), point, path, "length")).nextDouble();
        double step = (start + carriedBefore(path) * 0.6180339887498949) % 1.0;
        return base - half + (int) Math.floor(step * (2 * half + 1));
    }

    /** How many of the point's calls before this one carry the value at a path. */
    private int carriedBefore(String path) {
        String holder = path.substring(0, path.lastIndexOf('/'));
        boolean[] there = path.endsWith("?") ? there(path) : holder.contains("/") ? there(holder) : null;
        if (there == null) {
            return call;
        }
        int carried = 0;
        for (int c = 0; c < call; c++) {
            carried += there[c] ? 1 : 0;
        }
        return carried;
    }

    private String text(int length) {
        char[] text = new char[length];
        for (int i = 0; i < length; i++) {
            text[i] = LETTERS.charAt(random.nextInt(LETTERS.length()));
        }
        return new String(text);
    }

    private byte[] bytes(int count) {
        byte[] bytes = new byte[count];
        random.nextBytes(bytes);
        return bytes;
    }
}
