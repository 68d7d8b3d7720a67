import type {
  AnswerOf,
  BaseAnswer,
  ExerciseKind,
  ItemOf,
  ModeVisibility,
  PartKind,
  PlayerMode,
} from "@hibiki/exercises";
import type { ComponentType, LazyExoticComponent } from "react";

/** What every player receives from the player shell. A player collects answers; it never scores. */
export interface PlayerProps<K extends ExerciseKind> {
  kind: K;
  /** the item to answer (already filtered by question_ids and, where the kind wants it, option-shuffled) */
  item: ItemOf<K>;
  /** 0-based position of the item in the resource and the number of items */
  position: number;
  count: number;
  mode: PlayerMode;
  visibility: ModeVisibility;
  /** base URL of the resource's assets (audio, pictures), ending in "/" */
  assetBase: string;
  /** the resource's code (players that send it to the server, e.g. writing, so it finds the item's task) */
  resCode?: string;
  /** the stored answer for this item when resuming or reviewing */
  previous?: AnswerOf<K>;
  /** sends one answer item; resolves with the server's scored answer (server-authoritative) */
  onSubmit: (answer: AnswerOf<K>) => Promise<AnswerOf<K>>;
  /** moves on (next item, or the result screen after the last one) */
  onNext: () => void;
}

/** What every result layout receives: content merged with the student's answers. */
export interface ResultProps<K extends ExerciseKind> {
  kind: K;
  items: ItemOf<K>[];
  answers: AnswerOf<K>[];
  assetBase: string;
  mode: PlayerMode;
}

/** One exercise kind's UI: a lazily loaded player and result layout (each its own chunk). */
export interface ExerciseUi<K extends ExerciseKind = ExerciseKind> {
  kind: K;
  Player: LazyExoticComponent<ComponentType<PlayerProps<K>>>;
  Result: LazyExoticComponent<ComponentType<ResultProps<K>>>;
}

/**
 * Declares a kind's UI, keeping its literal kind type.
 * @param ui - the kind, its lazy Player and lazy Result
 * @returns the same object
 */
export function defineExerciseUi<K extends ExerciseKind>(ui: ExerciseUi<K>): ExerciseUi<K> {
  return ui;
}

/**
 * The props the shell passes a Player. The shell learns a step's kind at run time, so it holds the
 * item and answers in their shared base shape; `uiFor` pairs them with that same kind's Player.
 */
export type ShellPlayerProps = Omit<PlayerProps<PartKind>, "item" | "previous" | "onSubmit"> & {
  item: { question_id: string } & Record<string, unknown>;
  previous?: BaseAnswer | undefined;
  onSubmit: (answer: BaseAnswer) => Promise<BaseAnswer>;
};

/** The props the result screen passes a Result layout (items and answers of one kind, in base shape). */
export type ShellResultProps = Omit<ResultProps<PartKind>, "items" | "answers"> & {
  items: { question_id: string }[];
  answers: BaseAnswer[];
};

/** A kind's UI as the shell renders it (see {@link ShellPlayerProps}). */
export interface ShellUi {
  Player: LazyExoticComponent<ComponentType<ShellPlayerProps>>;
  Result: LazyExoticComponent<ComponentType<ShellResultProps>>;
}
