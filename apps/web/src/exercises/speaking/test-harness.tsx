import {
  type BaseAnswer,
  modeVisibility,
  type PlayerMode,
  type Resource,
  ResourceSchema,
} from "@hibiki/exercises";
import { render } from "@testing-library/react";
import type { RecordedTake, RecorderError } from "@web/lib/recorder/index.ts";
import {
  buildFirstFrame,
  type EvaluationOutcome,
  LowScoreStreak,
  parseEvaluationXml,
  type SpeechSession,
  type SpeechSessionOptions,
} from "@web/lib/speech/index.ts";
import { SAMPLE_OPEN_ANSWER_XML } from "@web/lib/speech/sample-open-answer.xml.ts";
import { SAMPLE_ISE_XML } from "@web/lib/speech/sample-result.xml.ts";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { ResourceContext } from "../shell/resource-context.ts";
import { type SpeakingServices, SpeakingServicesContext } from "./services.ts";

/** A small original sentence-reading resource for component tests. */
export function sentenceResource(): Resource {
  return ResourceSchema.parse({
    res_code: "test-sr",
    res_id: 9,
    res_title: "Test sentence reading",
    res_version: 1,
    kind: "sentence-reading",
    items: [
      {
        index: 0,
        question_id: "s1",
        screen_en_text: "Ken plays the guitar every evening.",
        audio_file: "a/s1.mp3",
      },
      { index: 1, question_id: "s2", screen_en_text: "We walk to the station together." },
    ],
  });
}

/** An evaluation outcome from the sample ISE XML, with its total score replaced when given. */
export function sampleOutcome(total?: number): EvaluationOutcome {
  // The first total_score is the paper's (read_chapter), the one the payload uses.
  const xml =
    total === undefined
      ? SAMPLE_ISE_XML
      : SAMPLE_ISE_XML.replace('total_score="3.357"', `total_score="${total}"`);
  return { result: parseEvaluationXml(xml), xml, sid: "sid-test" };
}

/** An open-answer outcome (sample-open-answer.xml.ts), as the server answers with its kept XML's URL. */
export function openOutcome(xml = SAMPLE_OPEN_ANSWER_XML, evaluateUrl?: string): EvaluationOutcome {
  return { result: parseEvaluationXml(xml), xml, sid: "sid-open", ...(evaluateUrl ? { evaluateUrl } : {}) };
}

/**
 * The first frame a session started with these options sends (evaluate() passes text, category and item
 * through to buildFirstFrame unchanged; lib/speech/evaluate.test.ts checks that over a real socket).
 * @param options - what the player started the session with
 * @returns the frame's business part
 */
export function firstFrameOf(options: SpeechSessionOptions | null | undefined) {
  if (!options) throw new Error("no session was started");
  return buildFirstFrame({ text: options.text, category: options.category, item: options.item }).business;
}

const take: RecordedTake = {
  samples: new Int16Array(32000),
  durationMs: 2000,
  mp3: new Blob([new Uint8Array([0xff, 0xfb, 0x90, 0x00])], { type: "audio/mpeg" }),
  url: "blob:local-take",
  waveform: new Float32Array(10),
  reason: "manual",
  release: () => undefined,
};

/** A controllable microphone session: tests set the elapsed time, stop it, or make it fail. */
export type FakeSession = {
  options: SpeechSessionOptions | null;
  elapsed: number;
  /** the evaluation the session resolves with once stopped */
  outcome: EvaluationOutcome;
  fail: (error: unknown) => void;
  cancelled: boolean;
};

/**
 * Services whose microphone session is a fake (happy-dom has no microphone; the browser test uses the real
 * one) and whose API calls are recorded.
 * @param opts - startup failure to throw, outcome to score with
 * @returns the services and what they saw
 */
export function fakeServices(
  opts: {
    startError?: RecorderError;
    outcome?: EvaluationOutcome;
    /** the kept result XML by evaluate_result, for result views (a missing one fails to load) */
    xmlByRef?: Record<string, string>;
  } = {},
) {
  const seen: {
    uploads: Blob[];
    urls: number;
    sessions: FakeSession[];
    wentBack: number;
    xmlLoads: string[];
  } = {
    uploads: [],
    urls: 0,
    sessions: [],
    wentBack: 0,
    xmlLoads: [],
  };
  const startSession = async (options: SpeechSessionOptions): Promise<SpeechSession> => {
    if (opts.startError) throw opts.startError;
    let resolve: (v: { take: RecordedTake; outcome: EvaluationOutcome }) => void = () => undefined;
    let reject: (e: unknown) => void = () => undefined;
    const done = new Promise<{ take: RecordedTake; outcome: EvaluationOutcome }>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    done.catch(() => undefined);
    const fake: FakeSession = {
      options,
      elapsed: 0,
      outcome: opts.outcome ?? sampleOutcome(),
      fail: (e) => reject(e),
      cancelled: false,
    };
    seen.sessions.push(fake);
    return {
      done,
      stop: async () => {
        if (fake.elapsed < 1000) return { ok: false, reason: "too_short", elapsedMs: fake.elapsed };
        resolve({ take, outcome: fake.outcome });
        return { ok: true, take };
      },
      cancel: () => {
        fake.cancelled = true;
      },
      elapsedMs: () => fake.elapsed,
    };
  };
  const services: SpeakingServices = {
    loadSocketUrl: async () => {
      seen.urls++;
      return "ws://127.0.0.1:1/v3/speech/evaluate?signature=test";
    },
    uploadRecording: vi.fn(async (mp3: Blob) => {
      seen.uploads.push(mp3);
      return `/v3/files/rec/${seen.uploads.length}.mp3?sig=t`;
    }),
    collectPoorlyWords: vi.fn(async () => undefined),
    ...(opts.xmlByRef
      ? {
          loadEvaluationXml: async (ref: string) => {
            seen.xmlLoads.push(ref);
            const xml = opts.xmlByRef?.[ref];
            if (xml === undefined) throw new Error(`no kept XML for ${ref}`);
            return xml;
          },
        }
      : {}),
    startSession,
    goBack: () => {
      seen.wentBack++;
    },
    lowScore: new LowScoreStreak(),
  };
  return { services, seen };
}

/** Props every player test passes. */
export function playerProps(mode: PlayerMode = "practice") {
  return {
    mode,
    visibility: modeVisibility(mode),
    assetBase: "/assets/",
    position: 0,
    count: 2,
    onNext: () => undefined,
  };
}

/**
 * Renders a speaking component inside the resource and services contexts.
 * @param ui - the element
 * @param services - the services
 * @returns the render result
 */
export function renderSpeaking(ui: ReactElement, services: SpeakingServices) {
  const resource = sentenceResource();
  return render(
    <SpeakingServicesContext.Provider value={services}>
      <ResourceContext.Provider value={{ resource, assetBase: "/assets/", query: {} }}>
        {ui}
      </ResourceContext.Provider>
    </SpeakingServicesContext.Provider>,
  );
}

/** A save function like the shell's: the server stores the answer and returns it. */
export function echoSubmit() {
  const posted: BaseAnswer[] = [];
  const onSubmit = vi.fn(async (a: BaseAnswer) => {
    posted.push(a);
    return a;
  });
  return { onSubmit, posted };
}
