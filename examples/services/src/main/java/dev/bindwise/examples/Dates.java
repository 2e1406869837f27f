package dev.bindwise.examples;

import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.TimeZone;

/** Fixed instants for the example data, in UTC, so that every binding carries the same values. */
public final class Dates {

    private static final TimeZone UTC = TimeZone.getTimeZone("UTC");

    private Dates() {
    }

    /** 2005-09-09T18:18:30.830Z (the paper's example dateTime) plus the given number of minutes. */
    public static Calendar at(long plusMinutes) {
        GregorianCalendar calendar = new GregorianCalendar(UTC);
        calendar.clear();
        calendar.setTimeInMillis(1126289910830L + plusMinutes * 60_000L);
        return calendar;
    }
}
