package dev.bindwise.core.discovery;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.MalformedInputException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;

import dev.bindwise.model.persistence.InputLimit;
import dev.bindwise.runtime.BindingKind;

/**
 * Facts declared for a target that cannot be probed from where discovery runs (production, seen from a
 * developer's machine): a JSON file in the format {@value #FORMAT}, described in docs/cli.md ("Target
 * profiles"). Declared facts win over probed ones in the discovery result, each keeping the file and
 * line it came from. {@code //} and {@code #} comments are allowed.
 */
public final class TargetProfile {

    /** The format this Bindwise reads; the value of the profile's "format" key. */
    public static final String FORMAT = "bindwise.target/1";

    private static final List<String> TOP_LEVEL_KEYS = List.of("format", "name", "packageType", "server", "client",
            "firewall", "securityDomains", "facts", "endpoints");
    private static final List<String> PACKAGE_TYPES = List.of(PackageTypeProbe.EAR, PackageTypeProbe.WAR,
            PackageTypeProbe.JAR, PackageTypeProbe.PLAIN);
    private static final Pattern GSON_POSITION = Pattern.compile(" at line (\\d+) column (\\d+)");

    /** A declared value and the line it is written on. */
    record Declared(String value, int line) {
    }

    /** What a profile says about one port: whether it is accessible (null: not said), why, and where to probe it. */
    record DeclaredEndpoint(Boolean accessible, String reason, String address, int line) {
    }

    private final String file;
    private final String name;
    private final Map<String, Declared> facts;
    private final Map<String, DeclaredEndpoint> endpoints;
    private final Map<BindingKind, Integer> firewallBlocks;

    private TargetProfile(String file, String name, Map<String, Declared> facts,
            Map<String, DeclaredEndpoint> endpoints, Map<BindingKind, Integer> firewallBlocks) {
        this.file = file;
        this.name = name;
        this.facts = Collections.unmodifiableMap(facts);
        this.endpoints = Collections.unmodifiableMap(endpoints);
        this.firewallBlocks = Collections.unmodifiableMap(firewallBlocks);
    }

    /** Reads a profile file. @throws TargetProfileException naming the file, line and column, and what to fix */
    public static TargetProfile load(Path file) throws TargetProfileException {
        String text;
        try {
            text = InputLimit.TARGET_PROFILE.readString(file);
        } catch (InputLimit.InputTooLargeException e) {
            throw new TargetProfileException(file.toString(), -1, -1, "the file is " + e.problem(),
                    "Give the path of a target profile (" + FORMAT + ", JSON).");
        } catch (NoSuchFileException e) {
            throw new TargetProfileException(file.toString(), -1, -1, "no such file",
                    "Give the path of a target profile (" + FORMAT + ", JSON).");
        } catch (MalformedInputException e) {
            throw new TargetProfileException(file.toString(), -1, -1, "the file is not UTF-8 text",
                    "Save the profile as UTF-8 JSON.");
        } catch (IOException e) {
            throw new TargetProfileException(file.toString(), -1, -1, "cannot be read: " + e.getMessage(), null);
        }
        return parse(text, file.toString());
    }

    /**
     * Reads a profile from its text.
     *
     * @param file how error messages and fact details name the profile
     */
    public static TargetProfile parse(String text, String file) throws TargetProfileException {
        return new Parser(text, file).profile();
    }

    /** The target's name (Facts.target), or null when the profile gives none. */
    public String name() {
        return name;
    }

    /** The profile as its reader named it. */
    public String file() {
        return file;
    }

    /** Every declared fact by name (the typed sections under their fact names), in file order. */
    public Map<String, String> declaredFacts() {
        return facts.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().value(),
                (a, b) -> a, LinkedHashMap::new));
    }

    Map<String, Declared> facts() {
        return facts;
    }

    Map<String, DeclaredEndpoint> endpoints() {
        return endpoints;
    }

    /**
     * The profile's file name without its folders, as the facts, the plan and the generated sources name it: they
     * stay the same wherever the profile lies (a checkout in another folder, another machine).
     */
    public String fileName() {
        return file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
    }

    /** "prod.json:12", for the detail of a declared fact. */
    String where(int line) {
        return fileName() + ":" + line;
    }

    /** The address to probe a port at instead of the WSDL's, when the profile gives one. */
    String addressOverride(String port) {
        DeclaredEndpoint endpoint = endpoints.get(port);
        return endpoint == null ? null : endpoint.address();
    }

    /** A declared accessibility of a port, and its reason with the line it comes from. */
    record DeclaredAccess(boolean accessible, String reason) {
    }

    /**
     * Whether the profile declares the port accessible: by an endpoints entry; else not accessible when
     * the firewall blocks its kind, when it is local Java and the client is declared not in the same JVM,
     * or JCA and the adapter is declared unreachable.
     */
    Optional<DeclaredAccess> access(String port, BindingKind kind) {
        DeclaredEndpoint endpoint = endpoints.get(port);
        if (endpoint != null && endpoint.accessible() != null) {
            String reason = endpoint.reason() != null ? endpoint.reason()
                    : endpoint.accessible() ? "accessible" : "not accessible";
            return Optional.of(new DeclaredAccess(endpoint.accessible(), reason + " (" + where(endpoint.line()) + ")"));
        }
        Integer blocked = firewallBlocks.get(kind);
        if (blocked != null) {
            return Optional.of(new DeclaredAccess(false, "a firewall blocks " + kind + " (" + where(blocked) + ")"));
        }
        Declared sameJvm = facts.get(FactNames.CLIENT_SAME_JVM);
        if (kind == BindingKind.LOCAL_JAVA && sameJvm != null && sameJvm.value().equals("false")) {
            return Optional.of(new DeclaredAccess(false, "the client is not in the service's JVM ("
                    + where(sameJvm.line()) + ")"));
        }
        Declared adapter = facts.get(FactNames.JCA_ADAPTER_REACHABLE);
        if (kind == BindingKind.JCA && adapter != null && adapter.value().equals("false")) {
            return Optional.of(new DeclaredAccess(false, "the resource adapter is not reachable ("
                    + where(adapter.line()) + ")"));
        }
        return Optional.empty();
    }

    /** Reads the JSON with Gson's streaming reader, which knows the line and column of each token. */
    private static final class Parser {

        private final String file;
        private final JsonReader json;
        private final Map<String, Declared> facts = new LinkedHashMap<>();
        private final Map<String, DeclaredEndpoint> endpoints = new LinkedHashMap<>();
        private final Map<BindingKind, Integer> firewallBlocks = new EnumMap<>(BindingKind.class);
        /** Per object open now, its keys and their lines: a key twice would otherwise have the last one win. */
        private final Deque<Map<String, Integer>> keys = new ArrayDeque<>();
        private final String[] lines;
        /** Line and column where a block comment opens that is never closed; null when there is none. */
        private final int[] unclosedComment;
        private String name;

        Parser(String text, String file) {
            this.file = file;
            this.lines = text.split("\r\n|\r|\n", -1);
            // strict JSON once comments are blanked: no single quotes, unquoted strings, NaN or Infinity
            JsonComments.Blanked blanked = JsonComments.blanked(text);
            int at = blanked.unclosedCommentAt();
            String before = at < 0 ? "" : text.substring(0, at);
            this.unclosedComment = at < 0 ? null
                    : new int[] {before.split("\r\n|\r|\n", -1).length, at - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'))};
            this.json = new JsonReader(new StringReader(blanked.text()));
            json.setStrictness(Strictness.STRICT);
        }

        private void beginObject() throws IOException {
            json.beginObject();
            keys.push(new LinkedHashMap<>());
        }

        private void endObject() throws IOException {
            json.endObject();
            keys.pop();
        }

        /** The next key, refused when its object has it already. */
        private String name() throws IOException, TargetProfileException {
            int line = line();
            String key = json.nextName();
            Integer earlier = keys.peek().putIfAbsent(key, line);
            if (earlier != null) {
                throw error("key \"" + key + "\" is written twice in the same object (also on line " + earlier + ")",
                        "Keep one of the two: JSON readers disagree on which one counts.");
            }
            return key;
        }

        TargetProfile profile() throws TargetProfileException {
            if (unclosedComment != null) {
                throw new TargetProfileException(file, unclosedComment[0], unclosedComment[1],
                        "a /* comment that is never closed", "Close it with */, or remove it.");
            }
            try {
                if (json.peek() != JsonToken.BEGIN_OBJECT) {
                    throw error("a target profile is a JSON object, not " + describe(json.peek()),
                            "Write { \"format\": \"" + FORMAT + "\", ... } (see docs/cli.md, Target profiles).");
                }
                beginObject();
                String format = null;
                while (json.hasNext()) {
                    int line = line();
                    String key = name();
                    switch (key) {
                        case "format" -> format = string(key);
                        case "name" -> name = string(key);
                        case "packageType" -> packageType(line);
                        case "server" -> object(key, Map.of("vendor", FactNames.SERVER_VENDOR,
                                "version", FactNames.SERVER_VERSION), false);
                        case "client" -> object(key, Map.of("sameJvm", FactNames.CLIENT_SAME_JVM,
                                "sameOrb", FactNames.CLIENT_SAME_ORB, "sameHost", FactNames.CLIENT_SAME_HOST,
                                "sameSubnet", FactNames.CLIENT_SAME_SUBNET), true);
                        case "securityDomains" -> object(key, Map.of("client", FactNames.SECURITY_DOMAIN_CLIENT,
                                "service", FactNames.SECURITY_DOMAIN_SERVICE), false);
                        case "firewall" -> firewall();
                        case "facts" -> facts();
                        case "endpoints" -> endpoints();
                        default -> throw error("unknown key \"" + key + "\"",
                                "The keys of a target profile are " + String.join(", ", TOP_LEVEL_KEYS) + ".");
                    }
                }
                endObject();
                if (json.peek() != JsonToken.END_DOCUMENT) {
                    throw error("more after the profile's closing brace", "A profile is one JSON object.");
                }
                if (format == null) {
                    throw new TargetProfileException(file, 1, 1, "no \"format\" key",
                            "Add \"format\": \"" + FORMAT + "\" to the profile.");
                }
                if (!format.equals(FORMAT)) {
                    throw new TargetProfileException(file, -1, -1, "format \"" + format + "\" is not one this"
                            + " Bindwise reads", "Write \"format\": \"" + FORMAT + "\" and the keys of docs/cli.md (Target profiles).");
                }
                return new TargetProfile(file, name, facts, endpoints, firewallBlocks);
            } catch (IOException | IllegalStateException e) {
                // MalformedJsonException and Gson's other complaints name the line and column

                throw syntaxError(e);
            }
        }

        private void packageType(int line) throws IOException, TargetProfileException {
            String value = string("packageType").toUpperCase(Locale.ROOT);
            if (!PACKAGE_TYPES.contains(value)) {
                throw error("packageType \"" + value + "\" is not one of " + PACKAGE_TYPES,
                        "Write the client's package type, or leave the key out to have it probed.");
            }
            declare(FactNames.PACKAGE_TYPE, value, line);
        }

        /** An object whose keys each declare one fact: strings, or booleans when {@code booleans}. */
        private void object(String key, Map<String, String> factNames, boolean booleans)
                throws IOException, TargetProfileException {
            expect(JsonToken.BEGIN_OBJECT, key, "an object");
            beginObject();
            while (json.hasNext()) {
                int line = line();
                String member = name();
                String fact = factNames.get(member);
                if (fact == null) {
                    throw error("unknown key \"" + member + "\" in \"" + key + "\"",
                            "The keys of \"" + key + "\" are " + String.join(", ", factNames.keySet().stream()
                                    .sorted().toList()) + ".");
                }
                declare(fact, booleans ? Boolean.toString(bool(member)) : string(member), line);
            }
            endObject();
        }

        private void firewall() throws IOException, TargetProfileException {
            expect(JsonToken.BEGIN_OBJECT, "firewall", "an object");
            beginObject();
            while (json.hasNext()) {
                int line = line();
                String member = name();
                switch (member) {
                    case "present" -> declare(FactNames.NETWORK_FIREWALL, Boolean.toString(bool(member)), line);
                    case "blocks" -> {
                        expect(JsonToken.BEGIN_ARRAY, member, "an array of binding kinds");
                        json.beginArray();
                        while (json.hasNext()) {
                            int kindLine = line();
                            String kind = string("blocks");
                            try {
                                firewallBlocks.put(BindingKind.parse(kind), kindLine);
                            } catch (IllegalArgumentException e) {
                                throw error("\"" + kind + "\" is not a binding kind",
                                        "Name one of " + Arrays.toString(BindingKind.values()) + ".");
                            }
                        }
                        json.endArray();
                    }
                    default -> throw error("unknown key \"" + member + "\" in \"firewall\"",
                            "The keys of \"firewall\" are present (true or false) and blocks (binding kinds).");
                }
            }
            endObject();
        }

        private void facts() throws IOException, TargetProfileException {
            expect(JsonToken.BEGIN_OBJECT, "facts", "an object of fact names and values");
            beginObject();
            while (json.hasNext()) {
                int line = line();
                String fact = name();
                if (fact.isBlank()) {
                    throw error("an empty fact name", "Name the fact (see docs/cli.md, discover, for the names).");
                }
                JsonToken token = json.peek();
                String value = switch (token) {
                    case STRING -> json.nextString();
                    case BOOLEAN -> Boolean.toString(json.nextBoolean());
                    case NUMBER -> number(fact);
                    default -> throw error("the value of fact \"" + fact + "\" is " + describe(token),
                            "Give a string, a number or true/false.");
                };
                declare(fact, value, line);
            }
            endObject();
        }

        private void endpoints() throws IOException, TargetProfileException {
            expect(JsonToken.BEGIN_OBJECT, "endpoints", "an object of port names");
            beginObject();
            while (json.hasNext()) {
                int line = line();
                String port = name();
                expect(JsonToken.BEGIN_OBJECT, port, "an object with accessible, reason or address");
                beginObject();
                Boolean accessible = null;
                String reason = null;
                String address = null;
                while (json.hasNext()) {
                    String member = name();
                    switch (member) {
                        case "accessible" -> accessible = bool(member);
                        case "reason" -> reason = string(member);
                        case "address" -> address = string(member);
                        default -> throw error("unknown key \"" + member + "\" in endpoint \"" + port + "\"",
                                "The keys of an endpoint are accessible (true or false), reason and address.");
                    }
                }
                endObject();
                if (reason != null && accessible == null) {
                    throw new TargetProfileException(file, line, -1, "endpoint \"" + port
                            + "\" gives a reason but not whether it is accessible", "Add \"accessible\": true or false.");
                }
                if (accessible == null && address == null) {
                    throw new TargetProfileException(file, line, -1, "endpoint \"" + port
                            + "\" declares neither accessible nor address",
                            "Add \"accessible\": true or false (with a reason), or an \"address\" to probe instead.");
                }
                endpoints.put(port, new DeclaredEndpoint(accessible, reason, address, line));
            }
            endObject();
        }

        private String number(String fact) throws IOException, TargetProfileException {
            String text = json.nextString();
            if (Double.isInfinite(Double.parseDouble(text))) {
                throw error("the value of fact \"" + fact + "\" is " + text + ", a number too large to be one",
                        "Write the value as a string if it is not meant as a number.");
            }
            return text;
        }

        private void declare(String fact, String value, int line) throws TargetProfileException {
            Declared earlier = facts.putIfAbsent(fact, new Declared(value, line));
            if (earlier != null) {
                throw new TargetProfileException(file, line, -1, "fact \"" + fact + "\" is declared twice (also on line "
                        + earlier.line() + ")", "Keep one of the two.");
            }
        }

        private String string(String key) throws IOException, TargetProfileException {
            expect(JsonToken.STRING, key, "a string");
            return json.nextString();
        }

        private boolean bool(String key) throws IOException, TargetProfileException {
            expect(JsonToken.BOOLEAN, key, "true or false");
            return json.nextBoolean();
        }

        private void expect(JsonToken wanted, String key, String what) throws IOException, TargetProfileException {
            JsonToken token = json.peek();
            if (token != wanted) {
                throw error("the value of \"" + key + "\" is " + describe(token) + ", not " + what,
                        "Write " + what + " there (see docs/cli.md, Target profiles).");
            }
        }

        private static String describe(JsonToken token) {
            return switch (token) {
                case BEGIN_OBJECT -> "an object";
                case BEGIN_ARRAY -> "an array";
                case STRING -> "a string";
                case NUMBER -> "a number";
                case BOOLEAN -> "a boolean";
                case NULL -> "null";
                default -> "the end of the document";
            };
        }

        private TargetProfileException error(String problem, String advice) {
            int[] position = position(json.toString());
            return new TargetProfileException(file, position[0], position[1], problem, advice);
        }

        private int line() {
            return position(json.toString())[0];
        }

        private TargetProfileException syntaxError(Exception e) {
            String message = String.valueOf(e.getMessage());
            int[] position = position(message);
            if (message.contains(Strictness.LENIENT.name())) {
                return notStrict(position);
            }
            Matcher at = GSON_POSITION.matcher(message);
            String problem = at.find() ? message.substring(0, at.start()) : message.lines().findFirst().orElse(message);
            return new TargetProfileException(file, position[0], position[1], "not valid JSON: " + problem,
                    "Fix the JSON there (a profile is one JSON object; // comments are allowed).");
        }

        /**
         * What a lenient reader would have taken: Gson points at a single quote from just after it, at an
         * unquoted word from its start.
         */
        private TargetProfileException notStrict(int[] position) {
            String line = position[0] >= 1 && position[0] <= lines.length ? lines[position[0] - 1] : "";
            int at = position[1] - 1;
            if (at >= 1 && at <= line.length() && line.charAt(at - 1) == '\'') {
                return new TargetProfileException(file, position[0], at, "a string in single quotes",
                        "Write strings (and keys) in double quotes, as JSON has them.");
            }
            String word = at >= 0 && at < line.length() ? line.substring(at).split("[\\s,}\\]:]", 2)[0] : "";
            if (word.matches("[-+]?(NaN|Infinity)")) {
                return new TargetProfileException(file, position[0], position[1], word + " is not a number JSON has",
                        "Write a finite number, or the value as a string.");
            }
            return new TargetProfileException(file, position[0], position[1], "not valid JSON: " + (word.isEmpty()
                    ? "unexpected text" : "the unquoted word " + word), "Write strings (and keys) in double quotes, as JSON has them.");
        }

        /** Gson writes positions as " at line N column M" in its messages and in a reader's toString(). */
        private static int[] position(String text) {
            Matcher at = GSON_POSITION.matcher(text);
            return at.find() ? new int[] { Integer.parseInt(at.group(1)), Integer.parseInt(at.group(2)) }
                    : new int[] { -1, -1 };
        }
    }
}
