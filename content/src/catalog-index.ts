import type { Catalog, CatalogCefrResource, CatalogResource } from "./catalog-schema.ts";

/** A level-test resource with its CEFR-J step. */
export interface CefrPlacedResource extends CatalogCefrResource {
  step: string;
}

/** A catalogue resource with where it sits: book, unit, section and its position in the whole book. */
export interface PlacedResource extends CatalogResource {
  /** textbook resources sit in a book; skill-up resources in a practice type; Eiken ones in a grade's set */
  module: "textbook" | "skillup" | "eiken" | "tokyo" | "listening" | "ebook" | "ai-study";
  /**
   * the book's code; for skill-up `skillup:<type>` (so "next" stays inside the type); for Eiken
   * `eiken:<grade>:<set>` (practice sets, or the mock test's parts in paper order); for the Tokyo speaking
   * test `tokyo:test` or `tokyo:training:<part>`; for a listening exam `listening:<region_id>`; for an
   * e-book's exercise `ebook:<book_id>` (one resource, so "next" never leads to another book); for an AI
   * study resource `ai-study:<res_code>` (alone too: the AI course decides what comes next), its unit_code
   * the course and its section_code the stage (review, consolidation, test, bank)
   */
  book_code: string;
  unit_code: string;
  section_code: string;
  /** 0-based position of the resource in its book's study order */
  position: number;
}

/** Lookups over catalog.json that the textbook and skill-up APIs need. */
export interface CatalogIndex {
  byCode: ReadonlyMap<string, PlacedResource>;
  byId: ReadonlyMap<number, PlacedResource>;
  /** every resource of each book (and each skill-up type, keyed `skillup:<type>`), in study order */
  byBook: ReadonlyMap<string, readonly PlacedResource[]>;
  /** the level test's resources by res_code (kept apart: the textbook calls must not serve test items) */
  cefrByCode: ReadonlyMap<string, CefrPlacedResource>;
}

/**
 * The byBook key of a skill-up type.
 * @param type - the type code (reading, speaking, …)
 * @returns `skillup:<type>`
 */
export function skillupKey(type: string): string {
  return `skillup:${type}`;
}

/**
 * The byBook key of an Eiken grade's practice sets or mock test.
 * @param grade - the grade code ("5" … "2")
 * @param set - practice or mock
 * @returns `eiken:<grade>:<set>`
 */
export function eikenKey(grade: string, set: "practice" | "mock"): string {
  return `eiken:${grade}:${set}`;
}

/**
 * Indexes a parsed catalog by res_code, res_id and book order.
 * @param catalog - content/dist/catalog.json parsed with CatalogSchema
 * @returns the lookups
 */
export function indexCatalog(catalog: Catalog): CatalogIndex {
  const byCode = new Map<string, PlacedResource>();
  const byId = new Map<number, PlacedResource>();
  const byBook = new Map<string, PlacedResource[]>();
  for (const book of catalog.books) {
    const list: PlacedResource[] = [];
    for (const unit of book.units) {
      for (const section of unit.sections) {
        for (const res of section.resources) {
          const placed: PlacedResource = {
            ...res,
            module: "textbook",
            book_code: book.book_code,
            unit_code: unit.unit_code,
            section_code: section.section_code,
            position: list.length,
          };
          list.push(placed);
          byCode.set(res.res_code, placed);
          byId.set(res.res_id, placed);
        }
      }
    }
    byBook.set(book.book_code, list);
  }
  for (const group of catalog.skillup) {
    const key = skillupKey(group.type);
    const list = group.resources.map(
      (res, position): PlacedResource => ({
        ...res,
        module: "skillup",
        book_code: key,
        unit_code: group.type,
        section_code: group.type,
        position,
      }),
    );
    for (const placed of list) {
      byCode.set(placed.res_code, placed);
      byId.set(placed.res_id, placed);
    }
    byBook.set(key, list);
  }
  const eikenLists = new Map<string, PlacedResource[]>();
  for (const res of catalog.eiken_practice) {
    const key = eikenKey(res.grade, res.set);
    const list = eikenLists.get(key) ?? [];
    const placed: PlacedResource = {
      ...res,
      module: "eiken",
      book_code: key,
      unit_code: res.grade,
      section_code: res.section,
      position: list.length,
    };
    list.push(placed);
    eikenLists.set(key, list);
    byCode.set(placed.res_code, placed);
    byId.set(placed.res_id, placed);
  }
  for (const card of catalog.eiken_interviews) {
    const key = `eiken:${card.grade}:interview`;
    const list = eikenLists.get(key) ?? [];
    const placed: PlacedResource = {
      ...card.resource,
      module: "eiken",
      book_code: key,
      unit_code: card.grade,
      section_code: "interview",
      position: list.length,
    };
    list.push(placed);
    eikenLists.set(key, list);
    byCode.set(placed.res_code, placed);
    byId.set(placed.res_id, placed);
  }
  for (const [key, list] of eikenLists) byBook.set(key, list);
  for (const res of catalog.tokyo_speaking) {
    const key = res.set === "test" ? "tokyo:test" : `tokyo:training:${res.part}`;
    const list = byBook.get(key) ?? [];
    const placed: PlacedResource = {
      ...res,
      module: "tokyo",
      book_code: key,
      unit_code: res.set,
      section_code: res.part ?? "test",
      position: list.length,
    };
    list.push(placed);
    byBook.set(key, list);
    byCode.set(placed.res_code, placed);
    byId.set(placed.res_id, placed);
  }
  for (const res of catalog.listening_exams) {
    const key = `listening:${res.region_id}`;
    const list = byBook.get(key) ?? [];
    const placed: PlacedResource = {
      ...res,
      module: "listening",
      book_code: key,
      unit_code: res.set,
      section_code: res.part ?? res.set,
      position: list.length,
    };
    list.push(placed);
    byBook.set(key, list);
    byCode.set(placed.res_code, placed);
    byId.set(placed.res_id, placed);
  }
  for (const res of catalog.ebooks?.books ?? []) {
    const key = `ebook:${res.book_id}`;
    const placed: PlacedResource = {
      ...res,
      module: "ebook",
      book_code: key,
      unit_code: res.book_id,
      section_code: "exercise",
      position: 0,
    };
    byBook.set(key, [placed]);
    byCode.set(placed.res_code, placed);
    byId.set(placed.res_id, placed);
  }
  for (const res of catalog.ai_study?.resources ?? []) {
    const key = `ai-study:${res.res_code}`;
    const placed: PlacedResource = {
      ...res,
      module: "ai-study",
      book_code: key,
      unit_code: res.course,
      section_code: res.stage,
      position: 0,
    };
    byBook.set(key, [placed]);
    byCode.set(placed.res_code, placed);
    byId.set(placed.res_id, placed);
  }
  const cefrByCode = new Map<string, CefrPlacedResource>();
  for (const step of catalog.cefr)
    for (const res of step.resources) cefrByCode.set(res.res_code, { ...res, step: step.step });
  return { byCode, byId, byBook, cefrByCode };
}

/**
 * The resource that follows one in its book's study order (textbook/next-resource-info).
 * @param index - from indexCatalog
 * @param resId - the current resource's res_id
 * @returns the next resource, or undefined at the end of the book or for an unknown id
 */
export function nextResourceOf(index: CatalogIndex, resId: number): PlacedResource | undefined {
  const current = index.byId.get(resId);
  if (!current) return undefined;
  return index.byBook.get(current.book_code)?.[current.position + 1];
}
