package io.ndgen.codegen;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Renders the per-primitive code: the strided copy kernels, {@code np.where}'s loops, the gathers
 * of boolean and integer indexing and the {@code .npy} element codecs. Each is one class template
 * whose {@code forComponent(Class)} picks a member per storage primitive of the dtype table (so a
 * primitive added to the table gets all four); what differs is the member template and how the
 * dispatch names it.
 */
final class PerPrimitive {
  private PerPrimitive() {}

  /** The distinct storage primitives of the dtype table, in table order, with capitalised names. */
  static Map<String, String> primitives() {
    Map<String, String> out = new LinkedHashMap<>();
    for (DTypeRow d : DTypes.ROWS) {
      out.put(d.storage(), d.storageTitle());
    }
    return out;
  }

  private static final String FOR_COMPONENT =
      """
      {fields}
        /** The {what} for storage arrays of the given primitive component type. */
        static {result} forComponent(Class<?> primitive) {
      {dispatch}
          throw new IllegalArgumentException("not a primitive storage type: " + primitive);
        }
      {members}""";

  private static final String DISPATCH =
      """
          if (primitive == {t}.class) {
            return {instance};
          }
      """;

  /**
   * One per-primitive class {@code cls} of {@code pkg}: {@code forComponent} returns {@code
   * instance} of each primitive {@code t} (as {@code {t}}, {@code {T}}) of the {@code result} type,
   * and {@code member} declares it; {@code fields} (or "") come first.
   */
  private static String render(
      String pkg,
      String imports,
      String cls,
      String doc,
      String fields,
      String what,
      String result,
      String instance,
      Function<String, String> member) {
    StringBuilder dispatch = new StringBuilder();
    StringBuilder members = new StringBuilder();
    for (Map.Entry<String, String> p : primitives().entrySet()) {
      String t = p.getKey();
      String boxed = p.getValue();
      dispatch.append(
          Template.fill(DISPATCH, "instance", instance).replace("{t}", t).replace("{T}", boxed));
      members.append(member.apply(t).replace("{t}", t).replace("{T}", boxed));
    }
    String body =
        Template.fill(
            FOR_COMPONENT,
            "fields",
            fields,
            "what",
            what,
            "result",
            result,
            "dispatch",
            dispatch.toString().stripTrailing(),
            "members",
            members.toString());
    return KernelSources.utilityClass(pkg, imports, doc, cls, body);
  }

  private static final String COPY =
      """

        private static final class {T}Copy implements CopyKernel {
          static final {T}Copy INSTANCE = new {T}Copy();

          @Override
          public void copy2d(
              Object dstArray,
              int dst,
              int dstOuter,
              int dstInner,
              Object srcArray,
              int src,
              int srcOuter,
              int srcInner,
              int outer,
              int inner) {
            {t}[] d = ({t}[]) dstArray;
            {t}[] s = ({t}[]) srcArray;
            if (srcInner == 0 && inner == 2) {
              // np.repeat(a, 2) along the last axis: each element stored twice, no inner loop
              // (the loop of two ran 2.7x slower, one core, 2048² float32)
              for (int i = 0; i < outer; i++, dst += dstOuter, src += srcOuter) {
                {t} v = s[src];
                d[dst] = v;
                d[dst + dstInner] = v;
              }
              return;
            }
            for (int i = 0; i < outer; i++, dst += dstOuter, src += srcOuter) {
              if (dstInner == 1 && srcInner == 1) {
                System.arraycopy(s, src, d, dst, inner);
              } else if (srcInner == 0) {
                {t} v = s[src];
                for (int j = 0, p = dst; j < inner; j++, p += dstInner) {
                  d[p] = v;
                }
              } else {
                for (int j = 0, p = dst, q = src; j < inner; j++, p += dstInner, q += srcInner) {
                  d[p] = s[q];
                }
              }
            }
          }

          @Override
          public void copyTransposed(
              Object dstArray,
              int dst,
              int dstOuter,
              int dstInner,
              Object srcArray,
              int src,
              int srcOuter,
              int srcInner,
              int outer,
              int inner) {
            {t}[] d = ({t}[]) dstArray;
            {t}[] s = ({t}[]) srcArray;
            for (int i0 = 0; i0 < outer; i0 += TILE) {
              int ti = Math.min(TILE, outer - i0);
              for (int j0 = 0; j0 < inner; j0 += TILE) {
                int tj = Math.min(TILE, inner - j0);
                // indices relative to the tile corner: C2 compiles this form ~1.4x faster
                int dTile = dst + i0 * dstOuter + j0 * dstInner;
                int sTile = src + i0 * srcOuter + j0 * srcInner;
                int i = 0;
                for (; i + 4 <= ti; i += 4) {
                  int j = 0;
                  for (; j + 4 <= tj; j += 4) {
                    // a 4x4 block through registers: four source lines read, four destination lines
                    int q = sTile + i * srcOuter + j * srcInner;
                    {t} a00 = s[q];
                    {t} a01 = s[q + srcOuter];
                    {t} a02 = s[q + 2 * srcOuter];
                    {t} a03 = s[q + 3 * srcOuter];
                    q += srcInner;
                    {t} a10 = s[q];
                    {t} a11 = s[q + srcOuter];
                    {t} a12 = s[q + 2 * srcOuter];
                    {t} a13 = s[q + 3 * srcOuter];
                    q += srcInner;
                    {t} a20 = s[q];
                    {t} a21 = s[q + srcOuter];
                    {t} a22 = s[q + 2 * srcOuter];
                    {t} a23 = s[q + 3 * srcOuter];
                    q += srcInner;
                    {t} a30 = s[q];
                    {t} a31 = s[q + srcOuter];
                    {t} a32 = s[q + 2 * srcOuter];
                    {t} a33 = s[q + 3 * srcOuter];
                    int p = dTile + i * dstOuter + j * dstInner;
                    d[p] = a00;
                    d[p + dstInner] = a10;
                    d[p + 2 * dstInner] = a20;
                    d[p + 3 * dstInner] = a30;
                    p += dstOuter;
                    d[p] = a01;
                    d[p + dstInner] = a11;
                    d[p + 2 * dstInner] = a21;
                    d[p + 3 * dstInner] = a31;
                    p += dstOuter;
                    d[p] = a02;
                    d[p + dstInner] = a12;
                    d[p + 2 * dstInner] = a22;
                    d[p + 3 * dstInner] = a32;
                    p += dstOuter;
                    d[p] = a03;
                    d[p + dstInner] = a13;
                    d[p + 2 * dstInner] = a23;
                    d[p + 3 * dstInner] = a33;
                  }
                  for (; j < tj; j++) {
                    int q = sTile + i * srcOuter + j * srcInner;
                    int p = dTile + i * dstOuter + j * dstInner;
                    for (int k = 0; k < 4; k++) {
                      d[p + k * dstOuter] = s[q + k * srcOuter];
                    }
                  }
                }
                for (; i < ti; i++) {
                  for (int j = 0; j < tj; j++) {
                    d[dTile + i * dstOuter + j * dstInner] = s[sTile + i * srcOuter + j * srcInner];
                  }
                }
              }
            }
          }
        }
      """;

  static String copyKernels() {
    return render(
        "io.ndgen.runtime.internal",
        "",
        "CopyKernels",
        "Per-primitive 2-D strided copy loops: the only per-type code a copy needs.",
        "\n  /** Tile edge of {@link CopyKernel#copyTransposed}, in elements. */\n"
            + "  static final int TILE = 64;\n",
        "kernel",
        "CopyKernel",
        "{T}Copy.INSTANCE",
        t -> COPY);
  }

  private static final String GATHER =
      """

        private static final class {T}Gather implements GatherLoop {
          static final {T}Gather INSTANCE = new {T}Gather();

          @Override
          public int compress(
              boolean[] keep,
              int k,
              Object srcArray,
              int s,
              int ss,
              Object dstArray,
              int d,
              int n,
              int limit) {
            {t}[] a = ({t}[]) srcArray;
            {t}[] o = ({t}[]) dstArray;
            int j = d;
            int end = d + limit;
            // every element is stored and the write index moves past kept ones only: no branch
            // on the flag, so a random mask costs no mispredictions; j < end keeps stores in range
            for (int i = 0; i < n && j < end; i++, s += ss) {
              o[j] = a[s];
              j += keep[k + i] ? 1 : 0;
            }
            return j - d;
          }

          @Override
          public void gather(Object srcArray, int s, int ss, int[] index, Object dstArray, int d) {
            {t}[] a = ({t}[]) srcArray;
            {t}[] o = ({t}[]) dstArray;
            for (int j = 0; j < index.length; j++) {
              o[d + j] = a[s + index[j] * ss];
            }
          }
        }
      """;

  static String gatherLoops() {
    return render(
        "io.ndgen.runtime",
        "",
        "GatherLoops",
        "Per-primitive loops of boolean and integer indexing: {@code a[mask]} and {@code take}.",
        "",
        "loops",
        "GatherLoop",
        "{T}Gather.INSTANCE",
        t -> GATHER);
  }

  private static final String WHERE =
      """

        static void {t}Where(
            boolean[] c,
            int ci,
            int cs,
            Object x,
            int xi,
            int xs,
            Object y,
            int yi,
            int ys,
            Object z,
            int zi,
            int zs,
            int n) {
          {t}[] a = ({t}[]) x;
          {t}[] b = ({t}[]) y;
          {t}[] o = ({t}[]) z;
      {simd}    for (int j = 0; j < n; j++, ci += cs, xi += xs, yi += ys, zi += zs) {
            o[zi] = c[ci] ? a[xi] : b[yi];
          }
        }
      """;

  /**
   * The Vector API leaf of the storage type's runs (a blend under the condition's mask), taken
   * first: the instance of the signed or float dtype of that storage ({@link SimdHooks}), since a
   * blend moves bits and every dtype stored as {@code t} shares it.
   */
  private static String whereSimd(String t) {
    String instance =
        switch (t) {
          case "boolean" -> "B";
          case "byte" -> "I8";
          case "short" -> "I16";
          case "int" -> "I32";
          case "long" -> "I64";
          case "float" -> "F32";
          default -> "F64";
        };
    return "    int k = io.ndgen.runtime.internal.Vectorized."
        + instance
        + ".where(c, ci, cs, a, xi, xs, b, yi, ys, o, zi, zs, n);\n"
        + "    ci += k * cs;\n"
        + "    xi += k * xs;\n"
        + "    yi += k * ys;\n"
        + "    zi += k * zs;\n"
        + "    n -= k;\n";
  }

  static String whereLoops() {
    return render(
        "io.ndgen.runtime.ops",
        "",
        "WhereLoops",
        "Per-primitive loops of {@code np.where}: {@code z = c ? x : y} over one strided run.",
        "",
        "loop",
        "WhereLoop",
        "WhereLoops::{t}Where",
        t -> Template.fill(WHERE, "simd", whereSimd(t)));
  }

  private static final String BOOLEAN_CODEC =
      """

        /** NumPy bools are one byte; any nonzero byte reads as true, true writes as 1. */
        private static final class BooleanCodec implements ElementCodec {
          static final BooleanCodec INSTANCE = new BooleanCodec();

          @Override
          public void decode(ByteBuffer src, Object dst, int offset, int count) {
            boolean[] d = (boolean[]) dst;
            for (int i = 0; i < count; i++) {
              d[offset + i] = src.get() != 0;
            }
          }

          @Override
          public void encode(Object src, int offset, int count, ByteBuffer dst) {
            boolean[] s = (boolean[]) src;
            for (int i = 0; i < count; i++) {
              dst.put(s[offset + i] ? (byte) 1 : (byte) 0);
            }
          }
        }
      """;

  private static final String BYTE_CODEC =
      """

        private static final class ByteCodec implements ElementCodec {
          static final ByteCodec INSTANCE = new ByteCodec();

          @Override
          public void decode(ByteBuffer src, Object dst, int offset, int count) {
            src.get((byte[]) dst, offset, count);
          }

          @Override
          public void encode(Object src, int offset, int count, ByteBuffer dst) {
            dst.put((byte[]) src, offset, count);
          }
        }
      """;

  private static final String CODEC =
      """

        private static final class {T}Codec implements ElementCodec {
          static final {T}Codec INSTANCE = new {T}Codec();

          @Override
          public void decode(ByteBuffer src, Object dst, int offset, int count) {
            src.as{T}Buffer().get(({t}[]) dst, offset, count);
            src.position(src.position() + count * {B}.BYTES);
          }

          @Override
          public void encode(Object src, int offset, int count, ByteBuffer dst) {
            dst.as{T}Buffer().put(({t}[]) src, offset, count);
            dst.position(dst.position() + count * {B}.BYTES);
          }
        }
      """;

  private static final Map<String, String> BOXED =
      Map.of(
          "short", "Short", "int", "Integer", "long", "Long", "float", "Float", "double", "Double");

  /**
   * The codecs: boolean and byte are written out, wider primitives go through the {@code
   * ByteBuffer} view of their own type, which honours the buffer's byte order.
   */
  static String elementCodecs() {
    return render(
        "io.ndgen.runtime.io",
        "import java.nio.ByteBuffer;\n",
        "ElementCodecs",
        "Per-primitive bulk conversion between storage arrays and bytes in a {@link ByteBuffer}'s"
            + " byte order: the only per-type code .npy I/O needs.",
        "",
        "codec",
        "ElementCodec",
        "{T}Codec.INSTANCE",
        t ->
            t.equals("boolean")
                ? BOOLEAN_CODEC
                : t.equals("byte") ? BYTE_CODEC : Template.fill(CODEC, "B", BOXED.get(t)));
  }
}
