import { type BaseAnswer, type DialoguePracticeItem, type Resource, ResourceSchema } from "@hibiki/exercises";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { ResourceContext } from "../shell/resource-context.ts";
import { type PlayerSwitches, SwitchesContext } from "../shell/switches.ts";
import { type SpeakingServices, SpeakingServicesContext } from "../speaking/services.ts";
import type { DialogueKind } from "./turns.ts";

/** An original four-line dialogue between Mika and Ben (Mika has a picture, Ben does not). */
export function dialogueResource(kind: DialogueKind, extra: Record<string, unknown> = {}): Resource {
  return ResourceSchema.parse({
    res_code: `test-${kind}`,
    res_id: 11,
    res_title: "At the bus stop",
    res_version: 3,
    kind,
    speakers: [
      { name: "Mika", type: "single", picture: "mika.svg" },
      { name: "Ben", type: "single" },
      { name: "Both", type: "all", picture: "both.svg" },
    ],
    items: [
      {
        index: 0,
        question_id: "d1",
        speaker: "Mika",
        screen_en_text: "Is this the bus to the zoo?",
        screen_jp_text: "これは動物園行きのバスですか。",
        audio_file: "audio/d1.mp3",
      },
      {
        index: 1,
        question_id: "d2",
        speaker: "Ben",
        screen_en_text: "Yes, it leaves in five minutes.",
        screen_jp_text: "はい、5 分後に出発します。",
        audio_file: "audio/d2.mp3",
      },
      {
        index: 2,
        question_id: "d3",
        speaker: "Mika",
        screen_en_text: "Great, thank you so much.",
        audio_file: "audio/d3.mp3",
      },
      {
        index: 3,
        question_id: "d4",
        speaker: "Ben",
        screen_en_text: "You're welcome. Have fun!",
        audio_file: "audio/d4.mp3",
        record_max_time: 8,
      },
    ],
    ...extra,
  });
}

/**
 * The turn at a position of a dialogue resource.
 * @param resource - the resource
 * @param i - 0-based position
 * @returns the item
 */
export function turnAt(resource: Resource, i: number): DialoguePracticeItem {
  return resource.items[i] as DialoguePracticeItem;
}

const ALLOWED = { translation: true, subtitle: true, sampleAnswer: true, tips: true, speed: true };

/**
 * Switch values as the shell provides them (translation off and subtitles on unless given).
 * @param on - switch values to change
 * @returns the context value
 */
export function switches(on: Partial<PlayerSwitches["on"]> = {}): PlayerSwitches {
  return {
    on: { translation: false, subtitle: true, sampleAnswer: false, tips: false, ...on },
    allowed: ALLOWED,
  };
}

/**
 * Renders a dialogue component inside the services, resource and switch contexts.
 * @param ui - the element
 * @param opts - services, resource and switches
 * @returns the render result
 */
export function renderDialogue(
  ui: ReactElement,
  opts: { services: SpeakingServices; resource: Resource; switches?: PlayerSwitches },
) {
  return render(
    <SpeakingServicesContext.Provider value={opts.services}>
      <ResourceContext.Provider value={{ resource: opts.resource, assetBase: "/assets/", query: {} }}>
        <SwitchesContext.Provider value={opts.switches ?? switches()}>{ui}</SwitchesContext.Provider>
      </ResourceContext.Provider>
    </SpeakingServicesContext.Provider>,
  );
}

/**
 * A stored recording answer with the given total score (0-5).
 * @param questionId - the turn
 * @param total - total score
 * @returns the answer
 */
export function recordedAnswer(questionId: string, total: number): BaseAnswer {
  return {
    question_id: questionId,
    total_score: total,
    percent_score: total * 20,
    accuracy_score: total,
    fluency_score: total,
    integrity_score: 5,
    sound_file: `/v3/files/rec/${questionId}.mp3`,
    evaluate_html: '<span class="sw sw-ok">Yes</span> <span class="sw sw-mispronounced">leaves</span>',
  };
}
