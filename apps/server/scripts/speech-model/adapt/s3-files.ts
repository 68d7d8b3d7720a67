import { readFileSync, writeFileSync } from "node:fs";

/**
 * Sphinx model files the adaptation reads and writes: the decoder's quantised mixture weights
 * (`sendump`) and SphinxTrain's float parameter files ("s3" header, then a byte-order word, the
 * dimensions and the floats).
 */

/** Mixture weights: weights[senone][feature][codeword], each row summing to 1. */
export interface MixtureWeights {
  senones: number;
  features: number;
  codewords: number;
  /** row-major senone × feature × codeword */
  weights: Float32Array;
}

/** pocketsphinx stores -log weights in base 1.0001, shifted right by 10 bits, one byte each. */
const SENDUMP_LOG_BASE = Math.log(1.0001);
const SENDUMP_SHIFT = 10;

/**
 * Reads a PTM model's `sendump`: a string header (length-prefixed, ended by a 0 length), the codeword and
 * senone counts, then for each feature and codeword one byte per senone.
 * @param path - the sendump file
 * @returns the mixture weights, renormalised per senone and feature
 * @throws Error when the file is clustered or its size does not match its header
 */
export function readSendump(path: string): MixtureWeights {
  const b = readFileSync(path);
  let o = 0;
  const header: string[] = [];
  for (;;) {
    const n = b.readInt32LE(o);
    o += 4;
    if (n === 0) break;
    header.push(b.toString("latin1", o, o + n - 1));
    o += n;
  }
  const value = (key: string) => Number(header.find((h) => h.startsWith(`${key} `))?.split(" ")[1] ?? 0);
  if (value("cluster_count") !== 0) throw new Error(`${path}: clustered sendump files are not supported`);
  const features = value("feature_count") || 1;
  const codewords = b.readInt32LE(o);
  const senones = b.readInt32LE(o + 4);
  o += 8;
  if (b.length - o !== features * codewords * senones)
    throw new Error(`${path}: ${b.length - o} bytes of weights, expected ${features * codewords * senones}`);
  const weights = new Float32Array(senones * features * codewords);
  for (let f = 0; f < features; f++)
    for (let c = 0; c < codewords; c++)
      for (let s = 0; s < senones; s++)
        weights[(s * features + f) * codewords + c] = Math.exp(
          -(b.readUInt8(o++) << SENDUMP_SHIFT) * SENDUMP_LOG_BASE,
        );
  for (let row = 0; row < senones * features; row++) {
    const w = weights.subarray(row * codewords, (row + 1) * codewords);
    const sum = w.reduce((a, x) => a + x, 0);
    for (let c = 0; c < codewords; c++) w[c] = (w[c] as number) / sum;
  }
  return { senones, features, codewords, weights };
}

/**
 * Writes a three-dimensional SphinxTrain parameter file (mixture_weights): header, byte-order word,
 * the dimensions, the float count and the floats, little-endian.
 * @param path - output file
 * @param dims - the three dimensions
 * @param data - the floats, row-major
 */
export function writeS3Float3d(path: string, dims: [number, number, number], data: Float32Array): void {
  let head = "s3\nversion 1.0\n";
  // the data after "endhdr\n" starts on a 4-byte boundary
  const pad = (4 - ((head.length + "endhdr\n".length) % 4)) % 4;
  head += `${" ".repeat(pad)}endhdr\n`;
  const body = Buffer.alloc(4 * 5 + data.length * 4);
  body.writeInt32LE(0x11223344, 0);
  for (const [i, d] of dims.entries()) body.writeUInt32LE(d, 4 + 4 * i);
  body.writeUInt32LE(data.length, 16);
  for (const [i, x] of data.entries()) body.writeFloatLE(x, 20 + 4 * i);
  writeFileSync(path, Buffer.concat([Buffer.from(head, "latin1"), body]));
}
