package io.ndgen.runtime.io;

import io.ndgen.runtime.StridedArray;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PushbackInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Reads and writes NumPy's {@code .npz} archives: a zip file of {@code .npy} members, one per named
 * array ({@code np.savez} stores them, {@code np.savez_compressed} deflates them).
 *
 * <p>Reading returns the arrays by name (the member name without {@code .npy}) in archive order,
 * each a new array that owns its storage, read with the same checks as {@link Npy}. A member that
 * is not a {@code .npy} file, a duplicate name or a damaged archive is a {@link
 * NpyFormatException}. Writing names each member {@code <name>.npy} with the bytes {@link Npy}
 * writes; member timestamps are fixed (1980-01-01, as NumPy's) so equal input gives equal bytes.
 */
public final class Npz {
  private static final String SUFFIX = ".npy";
  private static final LocalDateTime ZIP_EPOCH = LocalDateTime.of(1980, 1, 1, 0, 0);

  private Npz() {}

  // ---------------------------------------------------------------- reading

  /** Reads every array of a {@code .npz} file, by name, in archive order. */
  public static Map<String, StridedArray> read(Path path) throws IOException {
    long fileSize = Files.size(path);
    Map<String, StridedArray> arrays = new LinkedHashMap<>();
    List<String> central = new ArrayList<>();
    try (ZipFile zip = open(path)) {
      Enumeration<? extends ZipEntry> entries = zip.entries();
      while (true) {
        ZipEntry entry;
        try {
          if (!entries.hasMoreElements()) {
            break;
          }
          entry = entries.nextElement();
        } catch (RuntimeException e) {
          throw damaged(e);
        }
        central.add(entry.getName());
        String name = arrayName(entry, arrays);
        // a stored member's size can be checked against the file; a deflated one's cannot
        long known =
            entry.getMethod() == ZipEntry.STORED
                    && entry.getSize() >= 0
                    && entry.getSize() <= fileSize
                ? entry.getSize()
                : -1;
        InputStream in;
        try {
          in = zip.getInputStream(entry);
        } catch (ZipException | RuntimeException e) {
          throw damaged(e);
        }
        try (in) {
          arrays.put(name, readMember(in, known, entry.getName()));
        } catch (ZipException e) {
          throw damaged(e);
        }
      }
    }
    List<String> local = localNames(path);
    if (!local.equals(central)) {
      // Python's zipfile (np.load) checks each member's local header against the directory
      throw new NpyFormatException(
          "damaged .npz (zip) archive: the central directory names the members "
              + central
              + " but the local headers "
              + local);
    }
    return arrays;
  }

  /** The member names of the local file headers in file order, as a streaming reader sees them. */
  private static List<String> localNames(Path path) throws IOException {
    List<String> names = new ArrayList<>();
    try (ZipInputStream zip =
        new ZipInputStream(new BufferedInputStream(Files.newInputStream(path)))) {
      while (true) {
        ZipEntry entry = zip.getNextEntry();
        if (entry == null) {
          return names;
        }
        names.add(entry.getName());
      }
    } catch (ZipException | EOFException | RuntimeException e) {
      throw damaged(e);
    }
  }

  /** Reads every array of a {@code .npz} archive from a stream; does not close it. */
  public static Map<String, StridedArray> read(InputStream in) throws IOException {
    Map<String, StridedArray> arrays = new LinkedHashMap<>();
    PushbackInputStream start = new PushbackInputStream(in, 4);
    byte[] signature = start.readNBytes(4);
    start.unread(signature);
    // ZipInputStream reads any non-zip input as an archive without members: tell them apart
    if (!isZipStart(signature)) {
      throw new NpyFormatException(
          "damaged .npz (zip) archive: it does not start with a zip signature (PK\\x03\\x04 or"
              + " PK\\x05\\x06 for an empty archive)");
    }
    ZipInputStream zip = new ZipInputStream(start);
    while (true) {
      ZipEntry entry;
      try {
        entry = zip.getNextEntry();
      } catch (ZipException | EOFException | RuntimeException e) {
        throw damaged(e);
      }
      if (entry == null) {
        return arrays;
      }
      String name = arrayName(entry, arrays);
      try {
        arrays.put(name, readMember(zip, -1, entry.getName()));
      } catch (ZipException e) {
        throw damaged(e);
      }
    }
  }

  private static boolean isZipStart(byte[] s) {
    return s.length == 4
        && s[0] == 'P'
        && s[1] == 'K'
        && ((s[2] == 3 && s[3] == 4) || (s[2] == 5 && s[3] == 6));
  }

  private static ZipFile open(Path path) throws IOException {
    try {
      return new ZipFile(path.toFile());
    } catch (ZipException | EOFException | RuntimeException e) {
      throw damaged(e);
    }
  }

  private static StridedArray readMember(InputStream in, long known, String member)
      throws IOException {
    NpySource source = NpySource.of(in, known);
    try {
      return NpyReader.readData(source, NpyReader.readHeader(source));
    } catch (NpyFormatException e) {
      throw new NpyFormatException("npz member '" + member + "': " + e.getMessage(), e);
    } catch (EOFException e) {
      throw new NpyFormatException(
          "npz member '" + member + "' is truncated: " + e.getMessage(), e);
    }
  }

  private static String arrayName(ZipEntry entry, Map<String, StridedArray> seen)
      throws NpyFormatException {
    String member = entry.getName();
    if (entry.isDirectory() || !member.endsWith(SUFFIX)) {
      throw new NpyFormatException(
          "npz member '" + member + "' is not a .npy array (its name does not end in .npy)");
    }
    String name = member.substring(0, member.length() - SUFFIX.length());
    if (seen.containsKey(name)) {
      throw new NpyFormatException("npz archive holds the array '" + name + "' twice");
    }
    return name;
  }

  private static NpyFormatException damaged(Exception e) {
    return new NpyFormatException("damaged .npz (zip) archive: " + e.getMessage(), e);
  }

  // ---------------------------------------------------------------- writing

  /** Writes the arrays, stored uncompressed as {@code np.savez} does, to a new file. */
  public static void write(Path path, Map<String, StridedArray> arrays) throws IOException {
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(path))) {
      write(out, arrays, false);
    }
  }

  /** Writes the arrays deflated, as {@code np.savez_compressed} does, to a new file. */
  public static void writeCompressed(Path path, Map<String, StridedArray> arrays)
      throws IOException {
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(path))) {
      write(out, arrays, true);
    }
  }

  /**
   * Writes the arrays as a complete zip archive to a stream, stored or deflated; finishes the
   * archive but does not close the stream.
   */
  public static void write(OutputStream out, Map<String, StridedArray> arrays, boolean compressed)
      throws IOException {
    ZipOutputStream zip = new ZipOutputStream(out);
    zip.setMethod(compressed ? ZipOutputStream.DEFLATED : ZipOutputStream.STORED);
    for (Map.Entry<String, StridedArray> e : arrays.entrySet()) {
      ZipEntry entry = new ZipEntry(e.getKey() + SUFFIX);
      entry.setTimeLocal(ZIP_EPOCH);
      StridedArray array = e.getValue();
      if (!compressed) {
        // a stored member needs its size and CRC up front: encode once to measure
        CrcStream crc = new CrcStream();
        Npy.write(crc, array);
        entry.setMethod(ZipEntry.STORED);
        entry.setSize(crc.count);
        entry.setCompressedSize(crc.count);
        entry.setCrc(crc.crc.getValue());
      }
      zip.putNextEntry(entry);
      Npy.write(zip, array);
      zip.closeEntry();
    }
    zip.finish();
  }

  /** Counts and checksums what is written to it, keeping nothing. */
  private static final class CrcStream extends OutputStream {
    final CRC32 crc = new CRC32();
    long count;

    @Override
    public void write(int b) {
      crc.update(b);
      count++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      crc.update(b, off, len);
      count += len;
    }
  }
}
