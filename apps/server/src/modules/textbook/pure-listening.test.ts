import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";
import { useContentDir, writeFixtureContent } from "./test-fixture.ts";

/** A three-passage story: the player plays all of it and posts question 1 only (spec). Original text. */
const story = {
  res_code: "tb2-u1-story",
  res_id: 9101,
  res_title: "物語を聞こう",
  res_version: 201,
  kind: "pure-listening",
  items: ["The bus was late again.", "Mika ran to the station.", "She caught the last train."].map(
    (text, i) => ({
      index: i,
      question_id: `s${i + 1}`,
      audio_file: `audio/s${i + 1}.mp3`,
      screen_en_text: text,
    }),
  ),
};

/** Adds the story to the fixture catalogue (book tb2, which the shared fixture leaves empty). */
function addStory(dir: string): void {
  const path = join(dir, "catalog.json");
  const catalog = JSON.parse(readFileSync(path, "utf8"));
  const entry = {
    res_code: story.res_code,
    res_id: story.res_id,
    kind: story.kind,
    res_version: story.res_version,
    title: { ja: story.res_title, en: "Listen to a story" },
    item_count: story.items.length,
    path: `res/${story.res_code}/${story.res_version}/resource.json`,
  };
  catalog.books[1].units = [
    {
      unit_code: "tb2-u1",
      title: { ja: "ユニット 1", en: "Unit 1" },
      order: 1,
      sections: [
        { section_code: "tb2-u1-s1", title: { ja: "聞く", en: "Listen" }, order: 1, resources: [entry] },
      ],
    },
  ];
  writeFileSync(path, JSON.stringify(catalog));
  const folder = join(dir, "res", story.res_code, String(story.res_version));
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "resource.json"), JSON.stringify(story));
}

describe.skipIf(skipPg)("pure listening attempt", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let dir: string;
  let me: string;

  beforeAll(async () => {
    dir = writeFixtureContent();
    addStory(dir);
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    me = await (await createTestSchool(t)).student.signIn();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("the one answer the player posts is the whole grade, not a third of it", async () => {
    const guid = "story-1";
    const posted = await c.postJson(
      "/v3/textbook/topic-answer-record",
      {
        res_code: story.res_code,
        guid,
        is_completed: 1,
        item: { question_id: "s1", answer_result: "played", score: 5, percent_score: 100 },
      },
      me,
    );
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data.answer_data).toMatchObject({ total_score: 5, percent_score: 100 });
    const result = (
      await c.get(`/v3/textbook/topic-answer-result?res_code=${story.res_code}&guid=${guid}`, me)
    ).json().data;
    expect(result.summary).toMatchObject({ total_score: 5, percent_score: 100, answered: 1, correct: 1 });
    expect(result.resource.question_ids).toEqual(["s1"]);
  });
});
