import {
  type FavouriteSentence,
  type FavouriteSource,
  FavouriteSourceSchema,
  type FavouriteWord,
} from "@hibiki/contracts";
import { SpeechCategorySchema } from "@hibiki/contracts/ws/speech";
import { assetUrl } from "@hibiki/exercises";
import { iso } from "../../lib/present.ts";
import { resPath } from "../textbook/presenter.ts";
import type { FavouriteRow } from "./repository.ts";

/** res_version of resources by res_code (the current catalogue). */
export type VersionOf = (resCode: string) => number | undefined;

/**
 * The playable model audio of a favourite: the file in the resource's current version.
 * @returns the URL, or "" when the favourite has no file or its resource left the catalogue
 */
export function audioUrlOf(resCode: string, file: string, versionOf: VersionOf): string {
  const version = resCode && file ? versionOf(resCode) : undefined;
  return version === undefined ? "" : assetUrl(resPath(resCode, version), file, version);
}

/**
 * A stored favourite sentence in the contract's shape.
 * @param row - the row with its practice
 * @param versionOf - current resource versions
 * @returns the DTO
 */
export function presentSentence(row: FavouriteRow, versionOf: VersionOf): FavouriteSentence {
  const source = FavouriteSourceSchema.safeParse(row.sentence_source);
  const category = SpeechCategorySchema.safeParse(row.category);
  return {
    favourite_id: row.id,
    resource_code: row.resource_code,
    resource_id: row.resource_id,
    question_index: row.question_index,
    sentence_id: row.sentence_id,
    sentence_source: source.success ? source.data : ("textbook" satisfies FavouriteSource),
    screen_en_text: row.screen_en_text,
    evaluate_text: row.evaluate_text,
    screen_jp_text: row.screen_jp_text,
    audio_file_name: row.audio_file_name,
    audio_url: audioUrlOf(row.resource_code, row.audio_file_name, versionOf),
    category: category.success ? category.data : "read_sentence",
    record_max_time: row.record_max_time,
    is_collected: 1,
    created_at: iso(row.created_at),
    practice:
      row.p_sound_file === null
        ? null
        : {
            sound_file: row.p_sound_file,
            total_score: row.p_total_score ?? 0,
            percent_score: row.p_percent_score ?? 0,
            accuracy_score: row.p_accuracy_score ?? 0,
            fluency_score: row.p_fluency_score ?? 0,
            integrity_score: row.p_integrity_score ?? 0,
            evaluate_html: row.p_evaluate_html ?? "",
            evaluate_result: row.p_evaluate_result ?? "",
            record_duration: row.p_record_duration ?? 0,
            practice_count: row.p_practice_count ?? 1,
            practiced_at: iso(row.p_practiced_at ?? row.created_at),
          },
  };
}

/**
 * A stored favourite word in the contract's shape.
 * @param row - the row
 * @param versionOf - current resource versions
 * @returns the DTO
 */
export function presentWord(row: FavouriteRow, versionOf: VersionOf): FavouriteWord {
  return {
    favourite_id: row.id,
    word: row.screen_en_text,
    mean: row.screen_jp_text,
    ipa: row.ipa,
    resource_code: row.resource_code,
    question_id: row.sentence_id,
    audio_url: audioUrlOf(row.resource_code, row.audio_file_name, versionOf),
    is_collected: 1,
    created_at: iso(row.created_at),
  };
}
