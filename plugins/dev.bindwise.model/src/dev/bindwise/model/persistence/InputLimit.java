package dev.bindwise.model.persistence;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The largest file of each kind that Bindwise reads, in one place. A file is read up to its limit and no
 * further, so that a huge file, or a device that never ends ({@code /dev/zero}), is refused with a message
 * instead of running the JVM out of memory. The limits are far above any real file of the kind (the largest
 * public WSDLs are a few megabytes, a target profile or calibration a few kilobytes).
 */
public enum InputLimit {

  /** A WSDL, or a WSDL or schema it imports or includes. */
  WSDL("a WSDL or schema document", 32 * Sizes.MIB),
  /** A target profile (JSON). */
  TARGET_PROFILE("a target profile", Sizes.MIB),
  /** A selection plan (XMI) or another Bindwise document. */
  PLAN("a selection plan", 32 * Sizes.MIB),
  /** A calibration file (JSON). */
  CALIBRATION("a calibration file", Sizes.MIB),
  /** One policy rule file (DRL). */
  RULES("a policy rule file", 4 * Sizes.MIB),
  /** A Java source already at a path generation writes to. */
  GENERATED_SOURCE("a generated Java source", 16 * Sizes.MIB),
  /** A sample message (a request or reply a client captured) that hints are read from. */
  SAMPLE_MESSAGE("a sample message", 32 * Sizes.MIB),
  /** A file of the client's project or the server's installation that discovery looks into. */
  PROBED_FILE("a file discovery looks into", 4 * Sizes.MIB);

  private final String kind;
  private final long maxBytes;

  InputLimit(String kind, long maxBytes) {
    this.kind = kind;
    this.maxBytes = maxBytes;
  }

  /** The largest size of the kind, in bytes. */
  public long maxBytes() {
    return maxBytes;
  }

  /**
   * The file's bytes, read no further than the limit.
   *
   * @throws InputTooLargeException when the file has more
   */
  public byte[] read(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, file.toString());
    }
  }

  /**
   * What is left in the stream, read no further than the limit (an entry of an archive, for instance).
   *
   * @param name how the message names the stream's source
   * @throws InputTooLargeException when the stream has more
   */
  public byte[] read(InputStream in, String name) throws IOException {
    byte[] content = in.readNBytes((int) maxBytes + 1);
    if (content.length > maxBytes) {
      throw new InputTooLargeException(name, "larger than the " + Sizes.describe(maxBytes) + " " + kind
          + " may have (is it the right file?)");
    }
    return content;
  }

  /**
   * The file's text in UTF-8, read no further than the limit.
   *
   * @throws InputTooLargeException when the file has more
   * @throws CharacterCodingException (a MalformedInputException) when it is not UTF-8
   */
  public String readString(Path file) throws IOException {
    return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(read(file))).toString();
  }

  /** A file larger than Bindwise reads of its kind; the message names the file, the limit and the kind. */
  public static final class InputTooLargeException extends IOException {

    private static final long serialVersionUID = 1L;

    private final String problem;

    InputTooLargeException(String file, String problem) {
      super(file + ": " + problem);
      this.problem = problem;
    }

    /** What is wrong, without the file: "larger than the 1 MB a target profile may have (...)". */
    public String problem() {
      return problem;
    }
  }

  private static final class Sizes {

    static final long MIB = 1024 * 1024;

    static String describe(long bytes) {
      return String.format(Locale.ROOT, "%d MB", bytes / MIB);
    }
  }
}
