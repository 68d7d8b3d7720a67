import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { signFileUrl } from "../../lib/signed-url.ts";
import { RECORDING_FILE } from "../upload/file-kinds.ts";

/**
 * A tiny built content folder for the favourites and recognised-text API tests: one sentence-reading and
 * one word-reading resource in one textbook section (original text).
 */
export const FAV_FIXTURE = {
  sentences: { code: "fv-sentences", id: 9101, version: 201 },
  words: { code: "fv-words", id: 9102, version: 202 },
} as const;

const sentences = {
  res_code: FAV_FIXTURE.sentences.code,
  res_id: FAV_FIXTURE.sentences.id,
  res_title: "文を読もう",
  res_version: FAV_FIXTURE.sentences.version,
  kind: "sentence-reading",
  items: [
    {
      index: 0,
      question_id: "s1",
      screen_en_text: "The lake is calm this morning.",
      screen_jp_text: "今朝は湖が穏やかです。",
      audio_file: "a/s1.mp3",
    },
    { index: 1, question_id: "s2", screen_en_text: "My sister paints birds on Sundays." },
  ],
};

const words = {
  res_code: FAV_FIXTURE.words.code,
  res_id: FAV_FIXTURE.words.id,
  res_title: "単語を読もう",
  res_version: FAV_FIXTURE.words.version,
  kind: "word-reading",
  items: [
    { index: 0, question_id: "w1", screen_text: "Library", mean: "図書館", audio_file: "a/w1.mp3" },
    { index: 1, question_id: "w2", screen_text: "museum", mean: "博物館" },
  ],
};

const entry = (r: typeof sentences | typeof words) => ({
  res_code: r.res_code,
  res_id: r.res_id,
  kind: r.kind,
  res_version: r.res_version,
  title: { ja: r.res_title, en: r.res_title },
  item_count: r.items.length,
  path: `res/${r.res_code}/${r.res_version}/resource.json`,
});

/**
 * Writes the fixture content folder.
 * @returns its path (pass as HIBIKI_CONTENT_DIR)
 */
export function writeFavouritesContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-fav-fixture-"));
  const title = { ja: "お気に入りテスト", en: "Favourites test" };
  const catalog = {
    books: [
      {
        book_code: "fv1",
        title,
        level: "jh1",
        cover_color: "#336699",
        order: 1,
        units: [
          {
            unit_code: "fv1-u1",
            title,
            order: 1,
            sections: [
              { section_code: "fv1-u1-s1", title, order: 1, resources: [entry(sentences), entry(words)] },
            ],
          },
        ],
      },
    ],
  };
  writeFileSync(join(dir, "catalog.json"), JSON.stringify(catalog));
  for (const r of [sentences, words]) {
    const folder = join(dir, "res", r.res_code, String(r.res_version));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "resource.json"), JSON.stringify(r));
  }
  return dir;
}

/** One MPEG-2 Layer III frame (16 kHz): enough for the upload's mp3 check. */
export function tinyMp3(): Buffer {
  const frame = Buffer.alloc(417, 0x11);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return frame;
}

/**
 * Uploads a recording as the student (a one-frame mp3 unless one is given).
 * @returns data.file, the signed recording URL
 */
export async function uploadRecording(
  app: FastifyInstance,
  token: string,
  mp3: Buffer = tinyMp3(),
): Promise<string> {
  const boundary = "----hibikiFavBoundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`;
  const r = await app.inject({
    method: "POST",
    url: "/v3/upload/mp3",
    payload: Buffer.concat([Buffer.from(head), mp3, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
  });
  if (r.statusCode !== 200) throw new Error(`upload failed: ${r.statusCode} ${r.body}`);
  return (r.json() as { data: { file: string } }).data.file;
}

/**
 * The form a recording link is stored in, for looking the answer up in the database: pages get links
 * that expire (lib/file-links.ts); the answer keeps the lasting form.
 * @param app - the app (its signing secret)
 * @param link - a recording link as the upload answered it
 * @returns `/v3/files/rec/<id>.mp3?sig=`
 */
export async function storedRecordingUrl(app: FastifyInstance, link: string): Promise<string> {
  const id = /\/v3\/files\/rec\/([\w-]{22})\.mp3/.exec(link)?.[1];
  if (!id) throw new Error(`not a recording link: ${link}`);
  return signFileUrl(RECORDING_FILE, id, await app.secret());
}
