package dev.bindwise.core.estimate;

/**
 * The one point of the parameter space an operation's data are at, as the user knows it, and where that
 * came from: the point given ({@code --at}) or the sample messages of the operation ({@code --samples}).
 * Where it is known, the sizes are estimated and the vote taken there instead of over the space.
 *
 * @param setting the point
 * @param source where it came from, in words ("the operating point given", "3 sample messages")
 */
public record OperatingPoint(ValueSetting setting, String source) {

    /** "strlen=12,nulls=0.25,array=4,binary=10KB from 3 sample messages", as a plan records it. */
    public String describe() {
        return setting.text() + " from " + source;
    }
}
