import {
  FAVOURITE_AUDIO_FILE_PATTERN,
  FAVOURITE_RECORD_MAX_TIME,
  type FavouriteSource,
} from "@hibiki/contracts";
import type { PlayerMode } from "@hibiki/exercises";
import { useResourceContext } from "@web/exercises/shell/resource-context.ts";
import { isCollegeStudent } from "@web/lib/session.ts";
import type { ReactNode } from "react";
import { useInRouterContext, useLocation } from "react-router";
import { FavouriteSentenceButton } from "./FavouriteSentenceButton.tsx";
import { FavouriteWordButton } from "./FavouriteWordButton.tsx";

/**
 * The module a player runs in, read from the page's path: the collection buttons appear only in the
 * textbook (/textbook/details) and skill-up (/skillup/details) players, not in homework, exams or elsewhere.
 * @param pathname - the location's path
 * @returns the favourite source, or null where collecting is not offered
 */
export function favouriteSourceOfPath(pathname: string): FavouriteSource | null {
  const first = pathname.split("/").filter(Boolean)[0];
  if (first === "textbook") return "textbook";
  if (first === "skillup") return "skillup";
  return null;
}

/** The item fields a sentence favourite is made of (sentence-level speaking items). */
export type SentenceItemLike = {
  question_id: string;
  index?: number | undefined;
  screen_en_text: string;
  evaluate_text?: string | undefined;
  screen_jp_text?: string | undefined;
  translation?: string | undefined;
  audio_file?: string | undefined;
  category?: string | undefined;
  record_max_time?: number | undefined;
};

/** The item fields a word favourite is made of (word reading). */
export type WordItemLike = {
  question_id: string;
  screen_text: string;
  mean?: string | undefined;
  ipa?: string | undefined;
  screen_jp_text?: string | undefined;
  translation?: string | undefined;
  audio_file?: string | undefined;
};

type SlotProps<I> = { item: I; mode: PlayerMode; position: number };
type Render = (source: FavouriteSource) => ReactNode;

/** Renders the button only inside a router (component tests of players have none). */
function Gate({ mode, render }: { mode: PlayerMode; render: Render }) {
  if (!useInRouterContext()) return null;
  return <Located mode={mode} render={render} />;
}

/** …and only in the textbook or skill-up module, not in exam mode, not for college students. */
function Located({ mode, render }: { mode: PlayerMode; render: Render }) {
  const source = favouriteSourceOfPath(useLocation().pathname);
  if (!source || mode === "exam" || isCollegeStudent()) return null;
  return <div className="fav-slot">{render(source)}</div>;
}

const safeAudio = (file: string | undefined) => (file && FAVOURITE_AUDIO_FILE_PATTERN.test(file) ? file : "");

function SentenceButton({
  item,
  position,
  source,
}: SlotProps<SentenceItemLike> & { source: FavouriteSource }) {
  const { resource } = useResourceContext();
  const category =
    item.category === "read_word" || item.category === "read_chapter" ? item.category : "read_sentence";
  return (
    <FavouriteSentenceButton
      sentence={{
        client: "web",
        resource_code: resource.res_code,
        resource_id: resource.res_id,
        question_index: item.index ?? position,
        screen_en_text: item.screen_en_text,
        evaluate_text: item.evaluate_text ?? "",
        screen_jp_text: item.screen_jp_text ?? item.translation ?? "",
        audio_file_name: safeAudio(item.audio_file),
        category,
        record_max_time: Math.min(300, Math.round(item.record_max_time ?? FAVOURITE_RECORD_MAX_TIME)),
        sentence_id: item.question_id,
        sentence_source: source,
      }}
    />
  );
}

function WordButton({ item, source }: SlotProps<WordItemLike> & { source: FavouriteSource }) {
  const { resource } = useResourceContext();
  return (
    <FavouriteWordButton
      resCode={resource.res_code}
      source={source}
      word={{
        words: item.screen_text,
        mean: (item.mean ?? item.screen_jp_text ?? item.translation ?? "").slice(0, 200),
        ipa: (item.ipa ?? "").slice(0, 100),
        resource_code: resource.res_code,
        audio_file_name: safeAudio(item.audio_file),
        question_id: item.question_id,
      }}
    />
  );
}

/**
 * The sentence ☆ for a sentence-level speaking player (sentence, shadow and single reading); renders
 * nothing outside the textbook and skill-up modules, in exam mode, for college students, or without a router.
 * @param props - the item, the player mode and the item's position
 * @returns the button or nothing
 */
export function FavouriteSentenceSlot(props: SlotProps<SentenceItemLike>) {
  return <Gate mode={props.mode} render={(source) => <SentenceButton {...props} source={source} />} />;
}

/**
 * The word ☆ for word reading; renders nothing where {@link FavouriteSentenceSlot} renders nothing.
 * @param props - the item, the player mode and the item's position
 * @returns the button or nothing
 */
export function FavouriteWordSlot(props: SlotProps<WordItemLike>) {
  return <Gate mode={props.mode} render={(source) => <WordButton {...props} source={source} />} />;
}
