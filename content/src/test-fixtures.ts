import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * Writes a throwaway content tree (repo/content/textbooks/...) for build tests.
 * @param files - paths relative to the content folder → file text
 * @returns the repo root and content folder
 */
export async function writeContentTree(
  files: Record<string, string>,
): Promise<{ repoRoot: string; contentDir: string }> {
  const repoRoot = await mkdtemp(join(tmpdir(), "hibiki-content-"));
  const contentDir = join(repoRoot, "content");
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(contentDir, path)), { recursive: true });
    await writeFile(join(contentDir, path), text);
  }
  return { repoRoot, contentDir };
}

/** A one-book, one-unit tree with the given resource files (name → YAML) in one section. */
export function oneUnit(
  resources: Record<string, string>,
  extra: Record<string, string> = {},
): Record<string, string> {
  const names = Object.keys(resources);
  return {
    "textbooks/b1/book.yaml": `book_code: b1
title: { ja: 本, en: Book }
level: jh1
cover_color: "#123456"
units: [u1]
`,
    "textbooks/b1/u1/unit.yaml": `unit_code: b1-u1
title: { ja: 単元, en: Unit }
sections:
  - section_code: b1-u1-s1
    title: { ja: 節, en: Section }
    resources: [${names.join(", ")}]
`,
    ...Object.fromEntries(names.map((n) => [`textbooks/b1/u1/${n}.yaml`, resources[n] as string])),
    ...extra,
  };
}

/** A small valid word-choice resource with two items (English text → model audio). */
export function wordChoice(resCode: string, word = "library"): string {
  return `meta:
  res_code: ${resCode}
  kind: word-choice
  res_title: 単語
  res_title_en: Words
  voice: slt
items:
  - question_id: w1
    screen_text: 図書館
    screen_en_text: ${word}
    answers: [{ content: ${word}, correct: true }, { content: gym }]
  - question_id: w2
    screen_text: 駅
    screen_en_text: station
    answers: [{ content: station, correct: true }, { content: park }]
`;
}
