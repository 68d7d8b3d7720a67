import { assetUrl, type BaseAnswer, isRecordTurn, waitItemsAfter } from "@hibiki/exercises";
import { usePlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import "../dialogue/i18n.ts";
import {
  type ChallengeMachine,
  type ChallengeSnapshot,
  createChallengeMachine,
} from "../dialogue/challenge-machine.ts";
import { DialogueTranscript } from "../dialogue/DialogueTranscript.tsx";
import { listenedPayload } from "../dialogue/listened.ts";
import { RoleChooser } from "../dialogue/RoleChooser.tsx";
import { challengeRole, markTurnEnded, needsReady, rememberRole } from "../dialogue/session-store.ts";
import {
  allRolesPicture,
  type DialogueTurn,
  lineOf,
  rolesOf,
  speakerNamed,
  speakersOf,
} from "../dialogue/turns.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import { playBeep } from "../speaking/beep.ts";
import { maxTimeMsOf, SENTENCE_MAX_TIME_MS } from "../speaking/limits.ts";
import { useRecordingCycle } from "../speaking/use-recording-cycle.ts";
import type { PlayerProps } from "../types.ts";
import { ChallengeStage } from "./ChallengeStage.tsx";
import { RoleTag } from "./RoleTag.tsx";

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * One running turn of the dialogue challenge: drives the step machine (role choice, ready countdown,
 * beep, record or listen, wait items), posts the turn (the recording, or a "listened" skipped answer for
 * another speaker's line) and calls onNext once the turn and its wait items are over.
 * @param props - the shell's player props and the dialogue's turns
 * @returns the turn
 */
export function ChallengeRun(props: PlayerProps<"dialogue-challenge"> & { turns: readonly DialogueTurn[] }) {
  const { item, turns, visibility } = props;
  const { resource, assetBase } = useResourceContext();
  const { on, allowed } = usePlayerSwitches();
  const speed = usePlaySpeed();
  const code = resource.res_code;
  const speakers = speakersOf(resource.speakers, turns);
  const [snap, setSnap] = useState<ChallengeSnapshot | null>(null);
  const [saved, setSaved] = useState<BaseAnswer | null>(null);
  const [post, setPost] = useState<"idle" | "saving" | "failed" | "done">("idle");
  const [finished, setFinished] = useState(false);
  const machine = useRef<ChallengeMachine | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const latest = useRef({ props, rate: allowed.speed ? speed : 1 });
  latest.current = { props, rate: allowed.speed ? speed : 1 };
  const maxTimeMs = maxTimeMsOf(item.record_max_time, SENTENCE_MAX_TIME_MS);

  const store = useCallback(
    (answer: BaseAnswer) => {
      setSaved(answer);
      markTurnEnded(code, Date.now());
    },
    [code],
  );
  const cycle = useRecordingCycle({
    questionId: item.question_id,
    text: lineOf(item),
    category: "read_sentence",
    maxTimeMs,
    onSubmit: async (a) => {
      const stored = await latest.current.props.onSubmit(a);
      store(stored);
      machine.current?.recorded();
      return stored;
    },
  });
  const startRef = useRef(cycle.start);
  startRef.current = cycle.start;

  const postListened = useCallback(async () => {
    setPost("saving");
    try {
      store(await latest.current.props.onSubmit(listenedPayload(item.question_id)));
      setPost("done");
    } catch {
      // The API client has already told the student; the retry button stays until it is saved.
      setPost("failed");
    }
  }, [item.question_id, store]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one machine per mounted turn; it reads the latest values through refs
  useEffect(() => {
    const m = createChallengeMachine(
      {
        turn: { speaker: item.speaker, audio_file: item.audio_file, words: wordsIn(item.screen_en_text) },
        waitItems:
          resource.kind === "dialogue-challenge" ? waitItemsAfter(resource.wait_items, item.index) : [],
        role: challengeRole(code),
        roleChoice: visibility.dialogueRole,
        ready: needsReady(code, Date.now()),
      },
      {
        onChange: (s) => {
          setSnap(s);
          if (s.role) rememberRole(code, s.role);
        },
        beep: () => void playBeep(),
        play: (file) => {
          const el = audio.current;
          if (!el) return m.audioFailed();
          el.src = assetUrl(assetBase, file, resource.res_version);
          el.playbackRate = latest.current.rate;
          void Promise.resolve()
            .then(() => el.play())
            .catch(() => m.audioFailed());
        },
        startRecording: () => startRef.current(),
        listened: () => void postListened(),
        finished: () => setFinished(true),
      },
    );
    machine.current = m;
    m.start();
    return () => {
      m.dispose();
      machine.current = null;
      audio.current?.pause();
    };
  }, []);

  const moved = useRef(false);
  useEffect(() => {
    if (!finished || !saved || moved.current) return;
    moved.current = true;
    markTurnEnded(code, Date.now());
    props.onNext();
  }, [finished, saved, code, props.onNext]);

  const role = snap?.role ?? null;
  const speaker = speakerNamed(speakers, item.speaker);
  return (
    <div className="dl-player" data-testid="player-dialogue-challenge" data-phase={snap?.phase}>
      {role && <RoleTag role={role} speakers={speakers} />}
      <DialogueTranscript
        turns={turns}
        speakers={speakers}
        currentId={item.question_id}
        hideText={(tn) => !on.subtitle && !!role && !isRecordTurn(role, tn.speaker)}
      />
      {snap && (
        <ChallengeStage
          snap={snap}
          speakerName={speaker.name}
          cycle={cycle}
          maxTimeMs={maxTimeMs}
          saved={saved}
          post={post}
          onRetryPost={() => void postListened()}
        />
      )}
      {snap?.phase === "choose-role" && (
        <RoleChooser
          roles={rolesOf(speakers, turns)}
          allPicture={allRolesPicture(resource.speakers)}
          onChoose={(r) => machine.current?.chooseRole(r)}
        />
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: the other speakers' lines, shown as text in the conversation */}
      <audio
        ref={audio}
        preload="auto"
        hidden
        data-testid="challenge-audio"
        onEnded={() => machine.current?.audioEnded()}
        onError={() => machine.current?.audioFailed()}
      />
    </div>
  );
}
