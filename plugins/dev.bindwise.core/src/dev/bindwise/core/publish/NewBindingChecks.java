package dev.bindwise.core.publish;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.regex.Pattern;

import dev.bindwise.runtime.internal.iiop.IiopAddress;

/**
 * The rules for what a publisher types about a new binding, one method per kind of value: each returns
 * null when the value is good, or a sentence that says what is wrong and what is expected. The wizard
 * checks as the user types and {@link AddBindingsOperation} checks again before it writes.
 */
public final class NewBindingChecks {

    /** A CICS program or region name: 1 to 8 letters, digits, @, # or $. */
    private static final Pattern CICS_NAME = Pattern.compile("[A-Za-z0-9@#$]{1,8}");
    /** A COBOL data name: letters, digits and hyphens, at most 30, a letter among them, no hyphen at either end. */
    private static final Pattern COBOL_NAME = Pattern.compile("(?=.*[A-Za-z])[A-Za-z0-9]([A-Za-z0-9-]{0,28}[A-Za-z0-9])?");

    private NewBindingChecks() {
    }

    /** A Java class name such as {@code com.example.TraderRemote} (nested classes with $ too). */
    public static String javaClassName(String what, String value) {
        if (value == null || value.isBlank()) {
            return what + " is missing: give a Java class name such as com.example.TraderImpl";
        }
        for (String identifier : value.split("\\.", -1)) {
            boolean valid = !identifier.isEmpty() && Character.isJavaIdentifierStart(identifier.charAt(0))
                    && identifier.chars().allMatch(Character::isJavaIdentifierPart);
            if (!valid) {
                return what + " '" + value + "' is not a Java class name: dot-separated identifiers, such as com.example.TraderImpl";
            }
        }
        return null;
    }

    /** A name in a JNDI or CORBA naming service. */
    public static String jndiName(String value) {
        if (value == null || value.isBlank()) {
            return "the JNDI name is missing: give the name the object is bound under, such as Trader";
        }
        if (!value.equals(value.strip())) {
            return "the JNDI name '" + value + "' starts or ends with a space: remove it";
        }
        return null;
    }

    /** The naming service of an RMI-IIOP binding: an address the runtime's {@link IiopAddress} reads. */
    public static String jndiProviderUrl(String value) {
        if (value == null || value.isBlank()) {
            return "the JNDI provider URL is missing: give the naming service, such as corbaloc:iiop:host:1050";
        }
        try {
            IiopAddress.parse(value);
        } catch (IiopAddress.Malformed e) {
            // the parser's detail where the form is known; where it is not, what to write instead
            String detail = e.problem() == IiopAddress.Malformed.Problem.UNKNOWN_FORM
                    ? "write corbaloc:iiop:host:port (or corbaname:iiop:host:port, iiop://host:port, iiopname://host:port, IOR:...)"
                    : e.getMessage();
            return "the JNDI provider URL '" + value + "' is not a CORBA object URL: " + detail;
        }
        return null;
    }

    /** The JNDI initial context factory: optional, a class name when given. */
    public static String initialContextFactory(String value) {
        return value == null || value.isBlank() ? null : javaClassName("the initial context factory", value);
    }

    /** Where a CICS gateway listens: a URL with a scheme, host and port, such as {@code tcp://host:2006}. */
    public static String connectionUrl(String value) {
        if (value == null || value.isBlank()) {
            return "the connection URL is missing: give the CICS gateway, such as tcp://host:2006";
        }
        try {
            URI uri = new URI(value);
            if (uri.getScheme() == null || uri.getHost() == null || uri.getPort() < 0) {
                return "the connection URL '" + value + "' needs a scheme, host and port, such as tcp://host:2006";
            }
        } catch (URISyntaxException e) {
            return "the connection URL '" + value + "' is not a URL (" + e.getReason() + "): write it like tcp://host:2006";
        }
        return null;
    }

    /** A CICS region (serverName) or program (functionName): 1 to 8 letters, digits, @, # or $. */
    public static String cicsName(String what, String value) {
        if (value == null || value.isBlank()) {
            return what + " is missing: give 1 to 8 letters or digits, such as TRADERBL";
        }
        if (!CICS_NAME.matcher(value).matches()) {
            return what + " '" + value + "' is not a CICS name: 1 to 8 letters, digits, @, # or $, such as TRADERBL";
        }
        return null;
    }

    /** The COBOL record (01 level) that holds a structure, such as {@code TRADER-QUOTE-COMMAREA}. */
    public static String cobolRecordName(String type, String value) {
        if (value == null || value.isBlank()) {
            return "the COBOL record of " + type + " is missing: give its 01-level name or leave the type out";
        }
        if (!COBOL_NAME.matcher(value).matches()) {
            return "the COBOL record of " + type + ", '" + value + "', is not a COBOL name: up to 30 letters, digits "
                    + "and hyphens, not starting or ending with a hyphen, such as TRADER-QUOTE-COMMAREA";
        }
        return null;
    }
}
