package dev.bindwise.core.discovery;

/**
 * An application server product as discovery names it.
 *
 * @param vendor the canonical name (see {@link FactNames#SERVER_VENDOR})
 * @param version as the product writes it, or null when not known
 * @param evidence where it was read: a file, a header
 */
record ServerProduct(String vendor, String version, String evidence) {

    Findings findings() {
        return Findings.fact(FactNames.SERVER_VENDOR, vendor, evidence)
                .plusFact(FactNames.SERVER_VERSION, version == null ? FactNames.UNKNOWN : version, evidence);
    }
}
