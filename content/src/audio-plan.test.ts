import { describe, expect, it } from "vitest";
import { formatContentError } from "./errors.ts";
import { loadResource } from "./load-resource.ts";

const FILE = "content/skillup/t/x.yaml";

type Json = Record<string, unknown>;

function load(text: string) {
  const { loaded, errors } = loadResource(FILE, text);
  return { loaded, errors: errors.map(formatContentError) };
}

/** The built items of a resource that loaded (fails the test when it did not). */
function itemsOf(loaded: ReturnType<typeof load>["loaded"]): Json[] {
  if (!loaded) throw new Error("the resource did not load");
  return loaded.resource.items as Json[];
}

/** A narration: a cue with its own voice, a source spoken from its subtitle, a cue given as audio_text. */
const NARRATION = `meta:
  res_code: t-narration
  kind: narration
  res_title: ナレーション
  res_title_en: Narration
  voice: slt
items:
  - question_id: n1
    progress:
      - type: audio
        audio_text: Listen to the story.
        audio_voice: awb
      - type: audio
        subtitle_en: Ken found a small cat in the rain.
        subtitle_jp: ケンは雨の中で小さなネコを見つけました。
      - { type: wait, time: 2 }
      - { type: record, question_id: n1-r, max_record_time: 40, evaluate_text: Ken found a cat. }
`;

describe("planAudio: progress steps", () => {
  it("gives every audio step an audio_path, from audio_text or its English subtitle", () => {
    const { loaded, errors } = load(NARRATION);
    expect(errors).toEqual([]);
    const steps = itemsOf(loaded)[0]?.progress as Json[];
    expect(steps.map((s) => s.audio_path)).toEqual([
      "audio/items-0-progress-0.mp3",
      "audio/items-0-progress-1.mp3",
      undefined,
      undefined,
    ]);
    // build-only keys are gone, nothing lands in audio_file (which a step does not have)
    expect(steps[0]).not.toHaveProperty("audio_text");
    expect(steps[0]).not.toHaveProperty("audio_voice");
    expect(steps[0]).not.toHaveProperty("audio_file");
    expect(loaded?.audio).toEqual([
      { name: "items-0-progress-0.mp3", lines: [{ text: "Listen to the story.", voice: "awb" }] },
      {
        name: "items-0-progress-1.mp3",
        lines: [{ text: "Ken found a small cat in the rain.", voice: "slt" }],
      },
    ]);
  });

  it("leaves an authored audio_path alone and rejects it together with audio_text", () => {
    const given = NARRATION.replace(
      "        audio_text: Listen to the story.\n        audio_voice: awb\n",
      "        audio_path: cue.mp3\n",
    );
    const ok = load(given);
    expect(ok.errors).toEqual([]);
    const steps = itemsOf(ok.loaded)[0]?.progress as Json[];
    expect(steps[0]?.audio_path).toBe("cue.mp3");
    expect(ok.loaded?.audio.map((j) => j.name)).toEqual(["items-0-progress-1.mp3"]);

    const both = NARRATION.replace("        audio_voice: awb\n", "        audio_path: cue.mp3\n");
    expect(load(both).errors).toEqual([
      `${FILE}:12:9 items[0].progress[0].audio_path: give either audio_path or audio_text/audio_script, not both`,
    ]);
  });

  it("reports an audio step that would play nothing", () => {
    const silent = NARRATION.replace("        subtitle_en: Ken found a small cat in the rain.\n", "");
    expect(load(silent).errors).toEqual([
      `${FILE}:13:9 items[0].progress[1]: an audio step needs audio_text, audio_script, subtitle_en (spoken) or audio_path`,
    ]);
  });

  it("does not speak the subtitles of record or wait steps", () => {
    const text = NARRATION.replace(
      "{ type: wait, time: 2 }",
      "{ type: wait, time: 2, subtitle_en: Get ready. }",
    );
    const { loaded, errors } = load(text);
    expect(errors).toEqual([]);
    expect(loaded?.audio).toHaveLength(2);
  });

  it("plans audio for the steps inside integrated-process parts", () => {
    const text = `meta:
  res_code: t-integrated
  kind: integrated-process
  res_title: 総合
  res_title_en: Integrated
  voice: rms
items:
  - question_id: ip1
    part_items:
      - part_type: init
        part_info: { title: Start }
      - part_type: speaking
        progress:
          - { type: audio, subtitle_en: What do you do after school? }
          - { type: record, question_id: ip1-s1 }
`;
    const { loaded, errors } = load(text);
    expect(errors).toEqual([]);
    const parts = (itemsOf(loaded)[0] as Json).part_items as Json[];
    const part = parts[1] as Json;
    expect((part.progress as Json[])[0]?.audio_path).toBe("audio/items-0-part_items-1-progress-0.mp3");
    expect(loaded?.audio[0]?.lines).toEqual([{ text: "What do you do after school?", voice: "rms" }]);
  });
});

describe("planAudio: chat-bot bot lines", () => {
  const CHAT = `meta:
  res_code: t-chat
  kind: chat-bot
  res_title: チャット
  res_title_en: Chat
  voice: slt
  speakers:
    - { name: Robo, voice: kal16 }
items:
  - question_id: cb1
    question_items:
      - index: 0
        question_id: cb1-0
        speaker: Robo
        screen_text: Do you like cats?
        options:
          - { content: "Yes, I do.", child_index: 1 }
          - { content: "No, I don't.", child_index: 1 }
      - index: 1
        question_id: cb1-1
        screen_text: OK. See you!
        audio_text: OK. See you later!
    answer_items:
      - { index: 0, screen_text: "Yes, I do." }
`;

  it("speaks each bot line with its speaker's voice, or says its audio_text", () => {
    const { loaded, errors } = load(CHAT);
    expect(errors).toEqual([]);
    const item = itemsOf(loaded)[0] as Json;
    expect((item.question_items as Json[]).map((q) => q.audio_file)).toEqual([
      "audio/cb1-0.mp3",
      "audio/cb1-1.mp3",
    ]);
    expect(loaded?.audio).toEqual([
      { name: "cb1-0.mp3", lines: [{ text: "Do you like cats?", voice: "kal16" }] },
      { name: "cb1-1.mp3", lines: [{ text: "OK. See you later!", voice: "slt" }] },
    ]);
    // sample replies are not spoken unless the author asks
    expect((item.answer_items as Json[])[0]).not.toHaveProperty("audio_file");
    expect(item).not.toHaveProperty("audio_file");
  });

  it("checks a bot line's audio_voice", () => {
    const bad = CHAT.replace("        speaker: Robo\n", "        audio_voice: robot\n");
    expect(load(bad).errors).toEqual([
      `${FILE}:14:9 items[0].question_items[0].audio_voice: unknown voice; use one of slt, awb, rms, kal16`,
    ]);
  });
});
