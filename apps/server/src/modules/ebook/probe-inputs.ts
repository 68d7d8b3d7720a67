import { readFileSync } from "node:fs";
import { join } from "node:path";
import { addDays, dayOf, STUDY_WORD_TIME_ZONE } from "@hibiki/exercises/study-word";
import { contentDirOf } from "../content/catalog-store.ts";

/**
 * Inputs of the access matrix's e-book probes (regression/access-probes.ts): a book of the built library
 * the matrix's app serves, and a free-reading period that is open today, so the owners' control requests
 * are valid.
 */

let first: string | undefined;

/** The first book (the lowest level) of the default build's ebooks/index.json, as the matrix's app reads it; read once. */
export function matrixBookId(): string {
  if (first === undefined) {
    const file = join(contentDirOf({}), "ebooks", "index.json");
    try {
      first = (JSON.parse(readFileSync(file, "utf8")) as { books: Array<{ book_id: string }> }).books[0]
        ?.book_id;
    } catch {
      first = undefined;
    }
    // without a built library every book call is 404 for everyone (and the controls say so)
    first ??= "eb-01-missing-library";
  }
  return first;
}

/** A period from today to a week on, in Japan days. */
export function matrixPeriod(): { start_date: string; end_date: string } {
  const today = dayOf(new Date(), STUDY_WORD_TIME_ZONE);
  return { start_date: today, end_date: addDays(today, 7) };
}
