package dev.bindwise.core.publish;

/** Text made safe inside a double-quoted XML attribute value. */
final class XmlEscape {

    private XmlEscape() {
    }

    static String attribute(String value) {
        return value.replace("&", "&amp;").replace("<", "&lt;").replace("\"", "&quot;");
    }
}
