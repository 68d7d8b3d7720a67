import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { TestAudio } from "../../speech/test-audio.ts";
import { client } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";
import { FAV_FIXTURE, uploadRecording } from "../favourites/test-fixture.ts";

/** The sentence the engine tests read, and words the recogniser must hear in it. */
export const SPOKEN = "We usually play soccer in the park after school.";
export const HEARD_WORDS = ["soccer", "park", "school", "play"];

/**
 * SPOKEN read by flite, encoded as the browser's encoder would (16 kHz mono mp3 at 32 kbps).
 * @param work - a scratch folder
 * @returns the mp3
 */
export function spokenMp3(work: string): Buffer {
  const audio = new TestAudio();
  const raw = audio.speak(SPOKEN);
  audio.dispose();
  const [rawFile, wav, mp3] = ["speech.raw", "speech.wav", "speech.mp3"].map((f) => join(work, f)) as [
    string,
    string,
    string,
  ];
  writeFileSync(rawFile, raw);
  execFileSync("sox", ["-t", "raw", "-r", "16000", "-c", "1", "-b", "16", "-e", "signed", rawFile, wav]);
  execFileSync("lame", ["--quiet", "-b", "32", wav, mp3]);
  return readFileSync(mp3);
}

/**
 * Signs in a new student, uploads the recording, saves it with a textbook answer of the favourites fixture (sentence s2) and waits
 * until the recognised-text lookup returns text (polled every 250 ms, at most 30 s).
 * @param app - the test app (with the favourites fixture content)
 * @param mp3 - the recording
 * @returns the recognised text ("" when none came in time)
 */
export async function answerAndHear(app: FastifyInstance, mp3: Buffer): Promise<string> {
  const c = client(app);
  const token = await (await createTestSchool({ app, db: app.db })).student.signIn();
  const sound = await uploadRecording(app, token, mp3);
  const saved = await c.postJson(
    "/v3/textbook/topic-answer-record",
    {
      res_code: FAV_FIXTURE.sentences.code,
      guid: "engine-1",
      item: { question_id: "s2", sound_file: sound, total_score: 4 },
    },
    token,
  );
  if (saved.statusCode !== 200) throw new Error(`answer not saved: ${saved.statusCode} ${saved.body}`);
  const url = `/v3/textbook/textbook_recognize_text?question_id=s2&resource_id=${FAV_FIXTURE.sentences.id}`;
  let text = "";
  for (let i = 0; i < 120 && text === ""; i++) {
    await new Promise((r) => setTimeout(r, 250));
    text = (await c.get(url, token)).json().data.recognize_text;
  }
  return text;
}
