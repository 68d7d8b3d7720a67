import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const choice = (right: number) =>
  [0, 1, 2, 3].map((i) => ({ index: i, type: "text", content: `option ${i + 1}`, correct: i === right }));

/**
 * A Common Test practice set of part 3 (two one-question items) and a Tokyo-style entrance set (a 1-question
 * item of part A and a part B item with two sub-questions): built resources and their catalogue entries.
 */
export const LISTENING_FIXTURE = {
  ct3: {
    res_code: "ct-listening-3-1",
    res_id: 9700,
    res_title: "共通テスト 第3問 練習",
    res_version: 4,
    kind: "listening-choice",
    exam_set: "practice",
    exam_part: "3",
    option_random: 0,
    region_id: 1,
    items: ["q1", "q2"].map((id, k) => ({
      index: k,
      question_id: id,
      item_type: "3",
      plays: 1,
      audio_file: `${id}.mp3`,
      answers: choice(1),
    })),
  },
  tokyo: {
    res_code: "hs-tokyo-listening-1",
    res_id: 9701,
    res_title: "都立入試型 練習 1",
    res_version: 4,
    kind: "listening-choice",
    exam_set: "practice",
    option_random: 0,
    region_id: 2,
    items: [
      { index: 0, question_id: "a1", item_type: "A", plays: 2, audio_file: "a1.mp3", answers: choice(2) },
      {
        index: 1,
        question_id: "b1",
        item_type: "B",
        plays: 2,
        audio_file: "b1.mp3",
        questions: [
          { index: 0, question_id: "b1-1", answers: choice(0) },
          { index: 1, question_id: "b1-2", answers: choice(3) },
        ],
      },
    ],
  },
};

/**
 * Writes the fixture content folder.
 * @returns its path (pass as HIBIKI_CONTENT_DIR)
 */
export function writeListeningContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-listening-fixture-"));
  const sets = [LISTENING_FIXTURE.ct3, LISTENING_FIXTURE.tokyo];
  for (const r of sets) {
    const out = join(dir, "res", r.res_code, String(r.res_version));
    mkdirSync(out, { recursive: true });
    const { region_id: _, ...resource } = r;
    writeFileSync(join(out, "resource.json"), JSON.stringify(resource));
  }
  const catalog = {
    books: [],
    listening_exams: sets.map((r) => ({
      res_code: r.res_code,
      res_id: r.res_id,
      kind: r.kind,
      res_version: r.res_version,
      title: { ja: r.res_title, en: `${r.res_title} (en)` },
      item_count: r.items.length,
      path: `res/${r.res_code}/${r.res_version}/resource.json`,
      region_id: r.region_id,
      set: r.exam_set,
      part: "exam_part" in r ? r.exam_part : null,
      questions: r.items.flatMap((it) =>
        "questions" in it && it.questions
          ? it.questions.map((q) => ({
              question_id: q.question_id,
              item_id: it.question_id,
              part: it.item_type,
            }))
          : [{ question_id: it.question_id, item_id: it.question_id, part: it.item_type }],
      ),
    })),
  };
  writeFileSync(join(dir, "catalog.json"), JSON.stringify(catalog));
  return dir;
}
