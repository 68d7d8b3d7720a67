import type { RecognizePartialFrame, RecognizeResultFrame } from "@hibiki/contracts/ws/speech";
import type { RecognizedWord } from "./live-recognition.ts";

type PartialResult = RecognizePartialFrame["data"]["result"];
type FinalResult = RecognizeResultFrame["data"]["result"];

/** One result sent: its number and the index of its first word in the text. */
interface Sent {
  sn: number;
  start: number;
}

const same = (a: RecognizedWord | undefined, b: RecognizedWord | undefined) =>
  !!a && !!b && a.bg === b.bg && a.cw[0]?.w === b.cw[0]?.w;

/**
 * Numbers the partial results of one recognition socket in iFlytek's dynamic-correction shape
 * (`dwa` "wpgs"): words that only extend the text are appended (`pgs` "apd"); when earlier words changed,
 * the results from the one holding the first changed word on are replaced (`pgs` "rpl", `rg` [first, last
 * sn]) by one result with the words from its start. A client that keeps results by `sn` and applies each
 * "rpl" always holds the server's words so far, and only the changed end of the text is sent again.
 */
export class PartialResults {
  private sent: Sent[] = [];
  private words: RecognizedWord[] = [];
  private sn = 0;

  /**
   * The next partial result for the words recognised so far.
   * @param words every word so far
   * @returns the result, or undefined when nothing changed
   */
  next(words: RecognizedWord[]): PartialResult | undefined {
    let changed = 0;
    while (changed < words.length && same(words[changed], this.words[changed])) changed++;
    if (changed === words.length && changed === this.words.length) return undefined;
    this.sn++;
    let result: PartialResult;
    // The first sent result holding a word at or after the first change (or none: append).
    const at = changed < this.words.length ? this.sent.findLastIndex((s) => s.start <= changed) : -1;
    const from = at >= 0 ? (this.sent[at] as Sent) : undefined;
    if (!from) {
      result = { sn: this.sn, ls: false, pgs: "apd", ws: words.slice(this.words.length) };
      this.sent.push({ sn: this.sn, start: this.words.length });
    } else {
      const lastSn = (this.sent.at(-1) as Sent).sn;
      result = { sn: this.sn, ls: false, pgs: "rpl", rg: [from.sn, lastSn], ws: words.slice(from.start) };
      this.sent = [...this.sent.slice(0, at), { sn: this.sn, start: from.start }];
    }
    this.words = words;
    return result;
  }

  /**
   * The final result: every word, replacing all partial results sent (when there were any).
   * @param words every word of the take
   * @returns the result
   */
  final(words: RecognizedWord[]): FinalResult {
    const last = this.sent.at(-1);
    this.sn++;
    if (!last) return { sn: this.sn, ls: true, ws: words };
    return { sn: this.sn, ls: true, pgs: "rpl", rg: [1, last.sn], ws: words };
  }
}
