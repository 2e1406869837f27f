package dev.bindwise.runtime.internal.soap;

import dev.bindwise.runtime.soap.SoapValue;
import dev.bindwise.runtime.soap.XsdType;
import dev.bindwise.runtime.soap.SoapStructure;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.TimeZone;

import javax.xml.namespace.QName;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.util.AXIOMUtil;
import org.junit.jupiter.api.Test;

/**
 * A service's own classes (no annotations, as a {@code format:typeMapping} names them) written and read by the
 * schema through their {@link SoapStructure}: the sequence's order, not the alphabet's; a list wrapper with its
 * items inside, empty when empty, nil or left out when null; nil only where nillable; decimals without an
 * exponent; a dateTime's offset kept; base64; an enum by its constant; a subclass with its xsi:type. These are the
 * cases Axis2's bean serializer got wrong (issue 28).
 */
class ServiceClassSchemaTest {

    private static final String NS = "urn:p";
    private static final SoapValue PORTFOLIO = new SoapValue("", "portfolio", XsdType.STRUCT, 1, 1, false)
            .ofType(NS, "portfolio");
    private static final SoapValue HOLDING = new SoapValue("", "holding", XsdType.STRUCT, 0, -1, false)
            .ofType(NS, "holding");
    private static final SoapStructure PORTFOLIO_TYPE = SoapStructure.type(NS, "portfolio")
            .javaClass(Portfolio.class.getName())
            .element("owner", new SoapValue("", "owner", XsdType.STRING, 1, 1, false))
            .element("tags", new SoapValue("", "tags", XsdType.STRUCT, 0, 1, true)
                    .wrapping(new SoapValue("", "tag", XsdType.STRING, 0, -1, false)))
            .element("notes", new SoapValue("", "notes", XsdType.STRUCT, 0, 1, false)
                    .wrapping(new SoapValue("", "note", XsdType.STRING, 0, -1, false)))
            .element("holding", HOLDING)
            .element("price", new SoapValue("", "price", XsdType.DECIMAL, 0, 1, false))
            .element("at", new SoapValue("", "at", XsdType.DATE_TIME, 0, 1, true))
            .element("blob", new SoapValue("", "blob", XsdType.BASE64_BINARY, 0, 1, false))
            .element("side", new SoapValue("", "side", XsdType.STRING, 0, 1, false))
            .element("count", new SoapValue("", "count", XsdType.INT, 0, 1, false))
            .element("alpha", new SoapValue("", "alpha", XsdType.STRING, 0, 1, false))
            .attribute("id", SoapValue.attribute("", "id", XsdType.INT, false))
            .build();
    private static final SoapStructure HOLDING_TYPE = SoapStructure.type(NS, "holding").javaClass(Holding.class.getName())
            .element("company", new SoapValue("", "company", XsdType.STRING, 0, 1, false))
            .element("shares", new SoapValue("", "shares", XsdType.INT, 1, 1, false))
            .build();
    private static final SoapStructure SPECIAL_TYPE = SoapStructure.type(NS, "specialHolding")
            .javaClass(SpecialHolding.class.getName())
            .element("company", new SoapValue("", "company", XsdType.STRING, 0, 1, false))
            .element("shares", new SoapValue("", "shares", XsdType.INT, 1, 1, false))
            .element("bonus", new SoapValue("", "bonus", XsdType.STRING, 0, 1, false))
            .build();
    private static final SoapTypes TYPES = new SoapTypes(List.of(PORTFOLIO_TYPE, HOLDING_TYPE, SPECIAL_TYPE));

    @Test
    void writesInTheSequencesOrderWithWrappedListsAndNilOnlyWhereNillable() {
        Portfolio portfolio = new Portfolio();
        portfolio.setOwner("Ada");
        portfolio.setAlpha("first in the alphabet, last in the sequence");
        portfolio.setTags(List.of("rush", "gift"));
        portfolio.notes = new String[0];
        String xml = write(portfolio);
        assertEquals("<ns:op xmlns:ns=\"urn:t\"><portfolio><owner>Ada</owner><tags><tag>rush</tag><tag>gift</tag></tags>"
                + "<notes/><at xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:nil=\"true\"/>"
                + "<alpha>first in the alphabet, last in the sequence</alpha></portfolio></ns:op>", xml);
    }

    @Test
    void aNullListIsNilWhereTheWrapperIsNillableAndLeftOutWhereItIsOptional() {
        Portfolio portfolio = new Portfolio();
        portfolio.setOwner("Ada");
        String xml = write(portfolio);
        assertTrue(xml.contains("<tags xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:nil=\"true\"/>"), xml);
        assertFalse(xml.contains("notes"), xml);
        assertFalse(xml.contains("<empty>"), xml);
        Portfolio back = readBack(portfolio);
        assertNull(back.getTags());
        assertNull(back.notes);
    }

    @Test
    void anEmptyListIsAnEmptyWrapperAndReadsBackEmpty() throws Exception {
        Portfolio portfolio = new Portfolio();
        portfolio.setOwner("Ada");
        portfolio.setTags(List.of());
        portfolio.notes = new String[0];
        assertTrue(write(portfolio).contains("<tags/><notes/>"), write(portfolio));
        Portfolio back = readBack(portfolio);
        assertEquals(List.of(), back.getTags());
        assertArrayEquals(new String[0], back.notes);
    }

    @Test
    void readsBackEveryValueAsItWasWithTheDateTimesOffset() throws Exception {
        Portfolio portfolio = new Portfolio();
        portfolio.setOwner("Ada");
        portfolio.setTags(List.of("a", "b"));
        portfolio.notes = new String[] {"n"};
        Holding plain = new Holding();
        plain.setCompany("ACME");
        plain.setShares(3);
        portfolio.holding = new ArrayList<>(List.of(plain));
        portfolio.setPrice(new BigDecimal("1E-9"));
        GregorianCalendar at = new GregorianCalendar(TimeZone.getTimeZone("GMT+05:30"));
        at.clear();
        at.set(2026, Calendar.NOVEMBER, 28, 9, 15, 30);
        portfolio.setAt(at);
        portfolio.setBlob(new byte[] {0, 1, (byte) 0xff});
        portfolio.setSide(Side.SELL);
        portfolio.setCount(0);
        portfolio.setId(7);
        String xml = write(portfolio);
        assertTrue(xml.contains("<price>0.000000001</price>"), xml);
        assertTrue(xml.contains("<at>2026-11-28T09:15:30.000+05:30</at>"), xml);
        assertTrue(xml.contains("<blob>AAH/</blob>"), xml);
        assertTrue(xml.contains("<side>SELL</side>"), xml);
        assertTrue(xml.contains("<portfolio id=\"7\">"), xml);
        Portfolio back = readBack(portfolio);
        assertEquals("Ada", back.getOwner());
        assertEquals(List.of("a", "b"), back.getTags());
        assertArrayEquals(new String[] {"n"}, back.notes);
        assertEquals(1, back.holding.size());
        assertEquals("ACME", back.holding.get(0).getCompany());
        assertEquals(3, back.holding.get(0).getShares());
        assertEquals(new BigDecimal("0.000000001"), back.getPrice());
        assertEquals(at.getTimeInMillis(), back.getAt().getTimeInMillis());
        assertEquals(5 * 3_600_000 + 30 * 60_000, back.getAt().getTimeZone().getOffset(back.getAt().getTimeInMillis()));
        assertArrayEquals(new byte[] {0, 1, (byte) 0xff}, back.getBlob());
        assertEquals(Side.SELL, back.getSide());
        assertEquals(0, back.getCount());
        assertEquals(7, back.getId());
        assertNull(back.getAlpha());
    }

    @Test
    void aSubclassCarriesItsXsiTypeAndReadsBackAsTheSubclass() throws Exception {
        Portfolio portfolio = new Portfolio();
        portfolio.setOwner("Ada");
        SpecialHolding special = new SpecialHolding();
        special.setCompany("ACME");
        special.setShares(1);
        special.setBonus("dividend");
        portfolio.holding = List.of(special);
        String xml = write(portfolio);
        assertTrue(xml.contains("<holding xmlns:a1=\"urn:p\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\""
                + " xsi:type=\"a1:specialHolding\"><company>ACME</company><shares>1</shares><bonus>dividend</bonus></holding>"),
                xml);
        Holding back = readBack(portfolio).holding.get(0);
        SpecialHolding read = assertInstanceOf(SpecialHolding.class, back);
        assertEquals("dividend", read.getBonus());
    }

    @Test
    void aSubclassTheSchemaHasNoTypeForIsRefusedNamingIt() {
        Portfolio portfolio = new Portfolio();
        portfolio.setOwner("Ada");
        portfolio.holding = List.of(new Holding() {
        });
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> write(portfolio));
        assertTrue(refused.getMessage().contains("op.portfolio.holding[0]"), refused.getMessage());
        assertTrue(refused.getMessage().contains("names no schema type"), refused.getMessage());
    }

    @Test
    void aRequiredNullIsRefusedBeforeAnythingIsSent() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> write(new Portfolio()));
        assertTrue(refused.getMessage().contains("op.portfolio.owner: owner is required"), refused.getMessage());
    }

    @Test
    void aClassThatCannotHoldAnElementIsRefusedNamingTheElementAndTheProperty() {
        SoapStructure wrongType = SoapStructure.type(NS, "holding")
                .element("company", new SoapValue("", "company", XsdType.INT, 0, 1, false)).build();
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> wrongType.checkHeldBy(Holding.class));
        assertEquals("the element company of {urn:p}holding (property company of " + Holding.class.getName()
                + "): the schema's int cannot be held by the property's java.lang.String", refused.getMessage());
        SoapStructure missing = SoapStructure.type(NS, "holding")
                .element("owner", new SoapValue("", "owner", XsdType.STRING, 0, 1, false)).build();
        refused = assertThrows(IllegalArgumentException.class, () -> missing.checkHeldBy(Holding.class));
        assertTrue(refused.getMessage().contains("has no property owner"), refused.getMessage());
        SoapStructure repeated = SoapStructure.type(NS, "holding")
                .element("company", new SoapValue("", "company", XsdType.STRING, 0, -1, false)).build();
        refused = assertThrows(IllegalArgumentException.class, () -> repeated.checkHeldBy(Holding.class));
        assertTrue(refused.getMessage().contains("the element repeats, but the property is java.lang.String"),
                refused.getMessage());
    }

    private static String write(Portfolio portfolio) {
        OMElement wrapper = SchemaWriter.element(new QName("urn:t", "op"));
        SchemaWriter.value(wrapper, PORTFOLIO, portfolio, TYPES, "op.portfolio");
        return wrapper.toString();
    }

    private static Portfolio readBack(Portfolio portfolio) {
        try {
            return (Portfolio) SchemaReader.childrenOf(AXIOMUtil.stringToOM(write(portfolio)), TYPES)
                    .value(PORTFOLIO, Portfolio.class);
        } catch (javax.xml.stream.XMLStreamException e) {
            throw new IllegalStateException(e);
        }
    }

    public enum Side {
        BUY, SELL
    }

    /** A service's class: JavaBean properties, a public array field, a private List field with no accessors. */
    public static class Portfolio {
        private String owner;
        private List<String> tags;
        public String[] notes;
        private List<Holding> holding;
        private BigDecimal price;
        private Calendar at;
        private byte[] blob;
        private Side side;
        private Integer count;
        private String alpha;
        private Integer id;

        public String getOwner() {
            return owner;
        }

        public void setOwner(String owner) {
            this.owner = owner;
        }

        public List<String> getTags() {
            return tags;
        }

        public void setTags(List<String> tags) {
            this.tags = tags;
        }

        public BigDecimal getPrice() {
            return price;
        }

        public void setPrice(BigDecimal price) {
            this.price = price;
        }

        public Calendar getAt() {
            return at;
        }

        public void setAt(Calendar at) {
            this.at = at;
        }

        public byte[] getBlob() {
            return blob;
        }

        public void setBlob(byte[] blob) {
            this.blob = blob;
        }

        public Side getSide() {
            return side;
        }

        public void setSide(Side side) {
            this.side = side;
        }

        public Integer getCount() {
            return count;
        }

        public void setCount(Integer count) {
            this.count = count;
        }

        public String getAlpha() {
            return alpha;
        }

        public void setAlpha(String alpha) {
            this.alpha = alpha;
        }

        public Integer getId() {
            return id;
        }

        public void setId(Integer id) {
            this.id = id;
        }
    }

    public static class Holding {
        private String company;
        private int shares;

        public String getCompany() {
            return company;
        }

        public void setCompany(String company) {
            this.company = company;
        }

        public int getShares() {
            return shares;
        }

        public void setShares(int shares) {
            this.shares = shares;
        }
    }

    public static class SpecialHolding extends Holding {
        private String bonus;

        public String getBonus() {
            return bonus;
        }

        public void setBonus(String bonus) {
            this.bonus = bonus;
        }
    }
}
