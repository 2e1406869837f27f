package dev.bindwise.runtime.internal.commarea;

import java.util.Calendar;

/** A bean with a field of every kind that a record lays out, for the layout tests. */
public class Sample {

    private boolean flag;
    private short small;
    private long big;
    private float ratio;
    private String note;
    private Calendar when;
    private int[] scores;

    public boolean isFlag() {
        return flag;
    }

    public void setFlag(boolean flag) {
        this.flag = flag;
    }

    public short getSmall() {
        return small;
    }

    public void setSmall(short small) {
        this.small = small;
    }

    public long getBig() {
        return big;
    }

    public void setBig(long big) {
        this.big = big;
    }

    public float getRatio() {
        return ratio;
    }

    public void setRatio(float ratio) {
        this.ratio = ratio;
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note;
    }

    public Calendar getWhen() {
        return when;
    }

    public void setWhen(Calendar when) {
        this.when = when;
    }

    public int[] getScores() {
        return scores;
    }

    public void setScores(int[] scores) {
        this.scores = scores;
    }
}
