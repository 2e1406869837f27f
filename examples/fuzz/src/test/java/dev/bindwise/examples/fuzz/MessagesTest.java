package dev.bindwise.examples.fuzz;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MessagesTest {

    @Test
    void aTraceOrAnExceptionNameAloneIsNoMessageOfOurs() {
        assertTrue(Messages.noneOfOurs(""));
        assertTrue(Messages.noneOfOurs("Exception in thread \"main\" java.lang.StackOverflowError\n"
                + "\tat dev.bindwise.core.wsdl.SchemaShapes.group(SchemaShapes.java:120)\n\t... 1024 more\n"));
        assertTrue(Messages.noneOfOurs("bindwise: java.lang.IllegalArgumentException: Illegal character in authority"));
    }

    @Test
    void aMessageInOurWordsIs() {
        assertFalse(Messages.noneOfOurs("bindwise: Trader.wsdl:12:3: the part \"x\" is not there. Name a part."));
        assertFalse(Messages.noneOfOurs("bindwise: internal error: java.lang.NullPointerException\n"
                + "bindwise: this is a bug in Bindwise; run again with BINDWISE_DEBUG=1 for the stack trace and report it."));
    }
}
