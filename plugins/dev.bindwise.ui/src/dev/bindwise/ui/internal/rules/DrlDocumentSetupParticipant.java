package dev.bindwise.ui.internal.rules;

import org.eclipse.core.filebuffers.IDocumentSetupParticipant;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension3;
import org.eclipse.jface.text.rules.FastPartitioner;

/** Partitions every .drl document when its file buffer is created (declared in plugin.xml). */
public final class DrlDocumentSetupParticipant implements IDocumentSetupParticipant {

    @Override
    public void setup(IDocument document) {
        if (document instanceof IDocumentExtension3 extension) {
            FastPartitioner partitioner = new FastPartitioner(new DrlPartitionScanner(), DrlPartitions.CONTENT_TYPES);
            extension.setDocumentPartitioner(DrlPartitions.PARTITIONING, partitioner);
            partitioner.connect(document);
        }
    }
}
