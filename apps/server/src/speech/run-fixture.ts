import type { EngineRun } from "./engine-run.ts";
import type { EnginePhone, EngineReply, EngineWordPhones } from "./worker-process.ts";

/** The CI phones of Debian's en-us model, in its mdef order. */
export const TEST_CI =
  "+NSN+ +SPN+ AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH SIL T TH UH UW V W Y Z ZH".split(
    " ",
  );

/**
 * A phone whose frames the expected phone explains best, except where `rivals` say another phone
 * does better by that much (mean log-likelihood per frame).
 */
export function phone(p: string, sf: number, ef: number, rivals: Record<string, number> = {}): EnginePhone {
  const ll: number[] = TEST_CI.map((q) => (q === p ? -1 : q.startsWith("+") ? -30 : -8));
  for (const [q, by] of Object.entries(rivals)) ll[TEST_CI.indexOf(q)] = -1 + by;
  return { p, sf, ef, lpp: -0.5, lpps: -3, ll };
}

/** One text word of a test reading: its expected phones, frames, and optional changes. */
export interface FixtureWord {
  w: string;
  phones: string[];
  sf: number;
  ef: number;
  rivals?: Record<number, Record<string, number>>;
  epen?: EngineWordPhones["epen"];
}

/**
 * An engine run of a clean reading: silence, then each word (an even share of frames per phone),
 * silence. Words missing from `said` are skipped by the aligner.
 * @param said the words the aligner found, in order, with their reference index
 * @param frames total frames
 * @returns the run
 */
export function fixtureRun(said: (FixtureWord & { ref: number })[], frames = 400): EngineRun {
  const words: EngineReply["words"] = [{ w: "<sil>", sf: 0, ef: (said[0]?.sf ?? frames) - 1, ascr: -100 }];
  const wph: EngineWordPhones[] = [];
  for (const word of said) {
    const n = word.phones.length;
    const len = (word.ef - word.sf + 1) / n;
    wph.push({
      k: words.length,
      ref: word.ref,
      ph: word.phones.map((p, i) =>
        phone(p, Math.round(word.sf + i * len), Math.round(word.sf + (i + 1) * len) - 1, word.rivals?.[i]),
      ),
      ...(word.epen ? { epen: word.epen } : {}),
    });
    words.push({ w: word.w, sf: word.sf, ef: word.ef, ascr: -20 * (word.ef - word.sf + 1) });
  }
  const speech = Array.from({ length: frames }, (_, t) => said.some((w) => t >= w.sf && t <= w.ef));
  return {
    frames,
    energies: speech.map((s) => (s ? -20 : -70)),
    speech,
    hasSpeech: said.length > 0,
    reply: {
      id: "1",
      ok: true,
      frames,
      prons: [],
      words,
      phones: [],
      wph,
      ci: TEST_CI,
    },
    speculative: false,
  };
}
