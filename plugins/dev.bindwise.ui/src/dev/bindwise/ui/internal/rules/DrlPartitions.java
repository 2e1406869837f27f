package dev.bindwise.ui.internal.rules;

import org.eclipse.jface.text.IDocument;

/** The partitions of a .drl document: comments and strings apart from the rest, so each gets its colour. */
public final class DrlPartitions {

    /** The partitioning the setup participant installs and the editor reads. */
    public static final String PARTITIONING = "dev.bindwise.ui.drlPartitioning";
    public static final String COMMENT = "__drl_comment";
    public static final String STRING = "__drl_string";

    static final String[] CONTENT_TYPES = { IDocument.DEFAULT_CONTENT_TYPE, COMMENT, STRING };

    private DrlPartitions() {
    }
}
