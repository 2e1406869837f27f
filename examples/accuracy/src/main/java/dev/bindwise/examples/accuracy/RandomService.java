package dev.bindwise.examples.accuracy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A service nobody wrote by hand: structures (some extending another), nested structures, arrays of
 * structures and of simple values, nillable values, strings, enumerations, ints, longs, doubles,
 * booleans, decimals, dateTimes and binaries (and in the every-construct profile bytes, shorts, floats and
 * integers), in one or two operations. The same seed makes the same
 * service in every JVM, so that the servers and the client agree on it without a file between them.
 * <p>
 * Two profiles draw from the same generator: {@link Profile#ACCURACY}, the services the size models are
 * measured against (objects optional and nillable, primitives required), and {@link Profile#EVERY_CONSTRUCT},
 * for the differential benchmark, whose members are also required objects, optional (absent, not nil) or
 * nillable primitives, whose structures also have required and optional attributes of simple kinds, and whose
 * implementation echoes what it received ({@link ReceivedValues}).
 *
 * @param profile which constructs it is drawn from
 * @param seed what it was made from
 * @param types its structures, each only referring to those before it
 * @param operations its operations; each takes a last int {@code control} that names the point of the
 *        parameter space its reply is made at ({@link Settings})
 */
public record RandomService(Profile profile, long seed, List<StructType> types, List<Operation> operations) {

    /** Which constructs a service is drawn from. */
    public enum Profile {
        /** The accuracy harness's: objects {@code minOccurs="0" nillable="true"}, primitives required. */
        ACCURACY("Random"),
        /** Every occurrence the WSDL reader accepts, on every kind: the differential benchmark's. */
        EVERY_CONSTRUCT("Every");

        private final String prefix;

        Profile(String prefix) {
            this.prefix = prefix;
        }
    }

    /**
     * How a member may be missing: {@code REQUIRED} never (an object is never null), {@code OPTIONAL}
     * {@code minOccurs="0"} (null is an absent element), {@code NILLABLE} {@code minOccurs="0" nillable="true"}
     * (null is written {@code xsi:nil}). A primitive that is not required is boxed in Java, as JAXB does.
     */
    public enum Occurrence {
        REQUIRED, OPTIONAL, NILLABLE
    }

    /** What a member holds. */
    public enum Kind {
        STRING, ENUMERATION, INT, LONG, DOUBLE, BOOLEAN, DECIMAL, DATE_TIME, BINARY, STRUCT,
        /** xsd:byte, xsd:short, xsd:float, xsd:integer: the every-construct profile's only. */
        BYTE, SHORT, FLOAT, INTEGER;

        /** Whether Java holds it in a primitive, which is never null and always on the wire. */
        public boolean primitive() {
            return this == INT || this == LONG || this == DOUBLE || this == BOOLEAN || this == BYTE || this == SHORT
                    || this == FLOAT;
        }
    }

    /** The numbers the every-construct profile draws beside int, long, double and decimal. */
    private static final Kind[] MORE_NUMBERS = {Kind.BYTE, Kind.SHORT, Kind.FLOAT, Kind.INTEGER};

    /** A structure: a Java bean and a complex type; a base's fields come first. */
    public record StructType(String name, StructType base, List<Member> ownFields) {

        public List<Member> fields() {
            List<Member> all = new ArrayList<>(base == null ? List.of() : base.fields());
            all.addAll(ownFields);
            return all;
        }

        /** Whether it or its base has a required attribute. */
        boolean hasRequiredAttribute() {
            return fields().stream().anyMatch(field -> field.attribute() && field.occurrence() == Occurrence.REQUIRED);
        }

        /** How many arrays of structures lie one inside the other below this type. */
        int arrayDepth() {
            int depth = 0;
            for (Member field : fields()) {
                if (field.kind() == Kind.STRUCT) {
                    depth = Math.max(depth, (field.array() ? 1 : 0) + field.struct().arrayDepth());
                }
            }
            return depth;
        }
    }

    /**
     * A field of a structure, a parameter or a result.
     *
     * @param literals the values of an enumeration (empty otherwise)
     * @param attribute whether it is an XML attribute of its structure (a simple value, required or optional,
     *        never an array nor nillable), not an element
     */
    public record Member(String name, Kind kind, StructType struct, boolean array, List<String> literals,
            Occurrence occurrence, boolean attribute) {

        /**
         * A structure with a required attribute is optional where it would be nillable: a nil element must still
         * carry its type's required attributes (XML Schema), and a null has none to give.
         */
        public Member {
            if (occurrence == Occurrence.NILLABLE && struct != null && struct.hasRequiredAttribute()) {
                occurrence = Occurrence.OPTIONAL;
            }
        }

        /** As the accuracy profile has them: objects nillable, primitives required. */
        public Member(String name, Kind kind, StructType struct, boolean array, List<String> literals) {
            this(name, kind, struct, array, literals, kind.primitive() ? Occurrence.REQUIRED : Occurrence.NILLABLE);
        }

        /** An element. */
        public Member(String name, Kind kind, StructType struct, boolean array, List<String> literals, Occurrence occurrence) {
            this(name, kind, struct, array, literals, occurrence, false);
        }

        /**
         * Whether Java holds it (an array: each of its items) in a primitive, as JAXB binds it: a primitive kind,
         * required; in an array, whose element is always {@code minOccurs="0"}, a primitive kind whose items are
         * not nillable (they are when the array is {@code NILLABLE}: {@code Integer[]}, else {@code int[]}).
         */
        public boolean primitive() {
            return kind.primitive() && (array ? occurrence != Occurrence.NILLABLE : occurrence == Occurrence.REQUIRED);
        }
    }

    public record Operation(String name, List<Member> parameters, Member result) {
    }

    /** The name of the last parameter of every operation: the point its reply is made at. */
    public static final String CONTROL = "control";

    private static final String[] WORDS = {"amount", "city", "code", "count", "created", "detail", "email", "expires",
        "flag", "height", "label", "level", "memo", "notes", "owner", "price", "quantity", "rating", "region",
        "remark", "score", "serial", "status", "street", "summary", "title", "total", "updated", "weight", "zone",
        "account", "batch", "carrier", "channel", "comment", "country", "currency", "customer", "discount",
        "invoice", "payload", "priority", "reference", "shipment", "supplier", "tariff", "voucher", "warehouse"};
    private static final String[] TYPE_WORDS = {"Order", "Line", "Customer", "Address", "Shipment", "Invoice",
        "Product", "Payment", "Account", "Contact", "Parcel", "Booking", "Ticket", "Quote", "Claim", "Policy"};
    private static final String[] OPERATION_WORDS = {"submit", "fetch", "lookup", "place", "query", "update",
        "register", "price", "route", "audit"};
    private static final String[] LITERALS = {"NEW", "OPEN", "PENDING", "SHIPPED", "CANCELLED", "ON_HOLD", "DONE",
        "REJECTED", "IN_TRANSIT", "A", "B2", "PARTIALLY_DELIVERED"};

    private static final Map<String, RandomService> MADE = new ConcurrentHashMap<>();

    /** The accuracy harness's service of a seed (made once per JVM). */
    public static RandomService of(long seed) {
        return of(Profile.ACCURACY, seed);
    }

    /** The service of a seed in a profile (made once per JVM). */
    public static RandomService of(Profile profile, long seed) {
        return MADE.computeIfAbsent(profile + "@" + seed, key -> make(profile, seed));
    }

    /** The name of the service, its WSDL's and the Java interface's: {@code Random<seed>} ({@code Every<seed>}). */
    public String name() {
        return profile.prefix + seed;
    }

    /** The package of its interface, implementation and beans. */
    public String javaPackage() {
        return "dev.bindwise.examples.random." + (profile == Profile.ACCURACY ? "r" : "e") + seed;
    }

    /** Its XML namespace, as the example SOAP server names a service's ({@code http://bindwise.dev/examples/<name>}). */
    public String namespace() {
        return "http://bindwise.dev/examples/" + exampleName();
    }

    /** Its name among the example services: the name in lower case. */
    public String exampleName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public Operation operation(String name) {
        return operations.stream().filter(o -> o.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(name() + " has no operation " + name));
    }

    private static RandomService make(Profile profile, long seed) {
        Random random = new Random(seed * 0x9E3779B97F4A7C15L + 17);
        List<StructType> types = new ArrayList<>();
        int typeCount = 1 + random.nextInt(5);
        for (int t = 0; t < typeCount; t++) {
            StructType base = !types.isEmpty() && random.nextDouble() < 0.25 ? types.get(random.nextInt(types.size())) : null;
            Set<String> taken = new HashSet<>();
            if (base != null) {
                base.fields().forEach(f -> taken.add(f.name()));
            }
            List<Member> fields = new ArrayList<>();
            int fieldCount = 1 + random.nextInt(7);
            for (int f = 0; f < fieldCount; f++) {
                fields.add(member(profile, random, fieldName(random, taken), types, false));
            }
            if (profile == Profile.EVERY_CONSTRUCT) {
                int attributeCount = random.nextInt(3);
                for (int a = 0; a < attributeCount; a++) {
                    fields.add(attribute(random, fieldName(random, taken)));
                }
            }
            types.add(new StructType(TYPE_WORDS[t % TYPE_WORDS.length] + (t >= TYPE_WORDS.length ? t : ""), base, fields));
        }
        List<Operation> operations = new ArrayList<>();
        int operationCount = 1 + random.nextInt(2);
        for (int o = 0; o < operationCount; o++) {
            Set<String> taken = new HashSet<>(Set.of(CONTROL));
            List<Member> parameters = new ArrayList<>();
            int parameterCount = 1 + random.nextInt(4);
            boolean binary = false;
            for (int p = 0; p < parameterCount; p++) {
                Member parameter = member(profile, random, fieldName(random, taken), types, !binary);
                binary |= parameter.kind() == Kind.BINARY;
                parameters.add(parameter);
            }
            parameters.add(new Member(CONTROL, Kind.INT, null, false, List.of()));
            Member result;
            if (random.nextDouble() < 0.2) {
                // a reply of its own that carries a binary beside a structure
                List<Member> fields = new ArrayList<>(List.of(new Member("content", Kind.BINARY, null, false, List.of()),
                        member(profile, random, "detail", types, false)));
                StructType reply = new StructType("Reply" + o, null, fields);
                types.add(reply);
                result = new Member("return", Kind.STRUCT, reply, false, List.of());
            } else {
                result = random.nextDouble() < 0.75
                        ? new Member("return", Kind.STRUCT, types.get(random.nextInt(types.size())), false, List.of())
                        : member(profile, random, "return", types, false);
            }
            operations.add(new Operation(OPERATION_WORDS[o] + TYPE_WORDS[random.nextInt(TYPE_WORDS.length)], parameters, result));
        }
        return new RandomService(profile, seed, List.copyOf(types), List.copyOf(operations));
    }

    /**
     * A member of a random kind: a structure only of a type made before, arrays of structures at most two deep;
     * in the every-construct profile also booleans in arrays and an occurrence drawn (the accuracy profile draws
     * nothing more, so that its seeds keep making the services they always made).
     */
    private static Member member(Profile profile, Random random, String name, List<StructType> types, boolean binaryAllowed) {
        while (true) {
            double draw = random.nextDouble() * 16;
            Kind kind = draw < 5 ? Kind.STRING : draw < 6 ? Kind.ENUMERATION : draw < 8 ? Kind.INT : draw < 9 ? Kind.LONG
                    : draw < 10 ? Kind.DOUBLE : draw < 11 ? Kind.BOOLEAN : draw < 12 ? Kind.DECIMAL
                    : draw < 13.5 ? Kind.DATE_TIME : draw < 14 ? Kind.BINARY : Kind.STRUCT;
            if (kind == Kind.BINARY && !binaryAllowed || kind == Kind.STRUCT && types.isEmpty()) {
                continue;
            }
            StructType struct = kind == Kind.STRUCT ? types.get(random.nextInt(types.size())) : null;
            boolean array = kind != Kind.BINARY && (kind != Kind.BOOLEAN || profile == Profile.EVERY_CONSTRUCT)
                    && random.nextDouble() < 0.25
                    && (struct == null || struct.arrayDepth() <= 1);
            List<String> literals = List.of();
            if (kind == Kind.ENUMERATION) {
                List<String> chosen = new ArrayList<>();
                int count = 2 + random.nextInt(4);
                while (chosen.size() < count) {
                    String literal = LITERALS[random.nextInt(LITERALS.length)];
                    if (!chosen.contains(literal)) {
                        chosen.add(literal);
                    }
                }
                literals = List.copyOf(chosen);
            }
            if (profile == Profile.ACCURACY) {
                return new Member(name, kind, struct, array, literals);
            }
            kind = moreNumbers(kind, random);
            Occurrence occurrence = Occurrence.values()[random.nextInt(Occurrence.values().length)];
            return new Member(name, kind, struct, array, literals, occurrence);
        }
    }

    /**
     * In the every-construct profile, two in five numbers are of a kind the accuracy profile never draws: a byte, a
     * short, a float or an integer (the accuracy profile draws nothing more, so that its seeds keep their services).
     */
    private static Kind moreNumbers(Kind kind, Random random) {
        boolean number = kind == Kind.INT || kind == Kind.LONG || kind == Kind.DOUBLE || kind == Kind.DECIMAL;
        return number && random.nextDouble() < 0.4 ? MORE_NUMBERS[random.nextInt(MORE_NUMBERS.length)] : kind;
    }

    /** An attribute of a simple kind (no binary: an attribute holds a short value), required or optional. */
    private static Member attribute(Random random, String name) {
        Kind[] simple = {Kind.STRING, Kind.ENUMERATION, Kind.INT, Kind.LONG, Kind.DOUBLE, Kind.BOOLEAN, Kind.DECIMAL, Kind.DATE_TIME};
        Kind kind = moreNumbers(simple[random.nextInt(simple.length)], random);
        List<String> literals = new ArrayList<>();
        if (kind == Kind.ENUMERATION) {
            List<String> all = new ArrayList<>(List.of(LITERALS));
            Collections.shuffle(all, random);
            literals.addAll(all.subList(0, 2 + random.nextInt(4)));
        }
        Occurrence occurrence = random.nextBoolean() ? Occurrence.REQUIRED : Occurrence.OPTIONAL;
        return new Member(name, kind, null, false, List.copyOf(literals), occurrence, true);
    }

    private static String fieldName(Random random, Set<String> taken) {
        String name = WORDS[random.nextInt(WORDS.length)];
        for (int suffix = 2; !taken.add(name); suffix++) {
            name = WORDS[random.nextInt(WORDS.length)] + suffix;
        }
        return name;
    }
}
