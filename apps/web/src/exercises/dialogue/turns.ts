import type { DialoguePracticeItem, Resource } from "@hibiki/exercises";

/** One dialogue turn (both dialogue kinds use the same item: speaker, line, model audio). */
export type DialogueTurn = DialoguePracticeItem;

/** A speaker of the dialogue as the UI shows it: name, optional picture, and a stable colour slot. */
export type DialogueSpeaker = { name: string; picture?: string | undefined; slot: number };

/** A waiting item between turns (resource `wait_items`). */
export type WaitItem = NonNullable<Resource["wait_items"]>[number];

/** The dialogue kinds. */
export type DialogueKind = "dialogue-practice" | "dialogue-challenge";

const isTurn = (v: unknown): v is DialogueTurn =>
  !!v &&
  typeof v === "object" &&
  typeof (v as { question_id?: unknown }).question_id === "string" &&
  typeof (v as { speaker?: unknown }).speaker === "string";

const hasId = (list: readonly unknown[], id: string) => list.some((t) => isTurn(t) && t.question_id === id);

/**
 * The turns of the dialogue a turn belongs to: the resource's items for a dialogue resource, the part's
 * items inside a multi-part subject, the run of same-kind items inside a mixed resource. Anything odd
 * falls back to the one turn given, so the player never breaks on unexpected content.
 * @param resource - the resource being played (from the resource context)
 * @param turn - the current turn
 * @returns the dialogue's turns in order
 */
export function dialogueTurnsOf(
  resource: Pick<Resource, "kind" | "items">,
  turn: DialogueTurn,
): DialogueTurn[] {
  const id = turn.question_id;
  const items = Array.isArray(resource.items) ? (resource.items as unknown[]) : [];
  if (resource.kind === "multi-part") {
    for (const p of items) {
      const parts = (p as { part_items?: unknown }).part_items;
      if (Array.isArray(parts) && hasId(parts, id)) return parts.filter(isTurn);
    }
    return [turn];
  }
  if (resource.kind === "mixed") {
    let run: DialogueTurn[] = [];
    for (const raw of items) {
      const sameKind = isTurn(raw) && (raw as { kind?: unknown }).kind === (turn as { kind?: unknown }).kind;
      if (!sameKind) {
        if (hasId(run, id)) return run;
        run = [];
        continue;
      }
      run.push(raw);
    }
    return hasId(run, id) ? run : [turn];
  }
  const turns = items.filter(isTurn);
  return hasId(turns, id) ? turns : [turn];
}

/**
 * The speakers to show: the resource's single speakers (name, picture) in their order, then any speaker
 * named by a turn but missing from the list. Each gets a colour slot for its avatar.
 * @param speakers - the resource's `speakers` (may be absent)
 * @param turns - the dialogue's turns
 * @returns the speakers, unique by name (case-insensitive)
 */
export function speakersOf(
  speakers: Resource["speakers"] | undefined,
  turns: readonly DialogueTurn[],
): DialogueSpeaker[] {
  const out: DialogueSpeaker[] = [];
  const seen = new Set<string>();
  const add = (name: string, picture?: string) => {
    const key = name.trim().toLowerCase();
    if (key === "" || seen.has(key)) return;
    seen.add(key);
    out.push({ name: name.trim(), picture, slot: out.length });
  };
  for (const s of speakers ?? []) if (s.type !== "all") add(s.name, s.picture);
  for (const t of turns) add(t.speaker);
  return out;
}

/**
 * The speakers who have at least one turn (the roles a student can take).
 * @param all - the dialogue's speakers
 * @param turns - the dialogue's turns
 * @returns the speakers with a line
 */
export function rolesOf(all: readonly DialogueSpeaker[], turns: readonly DialogueTurn[]): DialogueSpeaker[] {
  const speaking = new Set(turns.map((t) => t.speaker.trim().toLowerCase()));
  return all.filter((s) => speaking.has(s.name.toLowerCase()));
}

/**
 * The picture of the "all roles" entry (a speaker of type "all"), if the resource has one.
 * @param speakers - the resource's `speakers`
 * @returns its picture file
 */
export function allRolesPicture(speakers: Resource["speakers"] | undefined): string | undefined {
  return speakers?.find((s) => s.type === "all")?.picture;
}

/**
 * Finds a turn's speaker (case-insensitive), or a plain entry for an unknown name.
 * @param speakers - the dialogue's speakers
 * @param name - the turn's speaker
 * @returns the speaker
 */
export function speakerNamed(speakers: readonly DialogueSpeaker[], name: string): DialogueSpeaker {
  const key = name.trim().toLowerCase();
  return speakers.find((s) => s.name.toLowerCase() === key) ?? { name, slot: 0 };
}

/**
 * The text the engine scores for a turn: evaluate_text when authored, else the shown line.
 * @param turn - the turn
 * @returns the reference text
 */
export function lineOf(turn: DialogueTurn): string {
  return turn.evaluate_text?.trim() ? turn.evaluate_text : turn.screen_en_text;
}

/**
 * The Japanese translation of a turn, if any.
 * @param turn - the turn
 * @returns the translation
 */
export function translationOf(turn: DialogueTurn): string | undefined {
  return turn.screen_jp_text ?? turn.translation ?? turn.screen_text_jp ?? turn.screen_jp;
}
