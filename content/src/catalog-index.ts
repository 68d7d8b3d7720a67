import type { Catalog, CatalogResource } from "./catalog-schema.ts";

/** A catalogue resource with where it sits: book, unit, section and its position in the whole book. */
export interface PlacedResource extends CatalogResource {
  book_code: string;
  unit_code: string;
  section_code: string;
  /** 0-based position of the resource in its book's study order */
  position: number;
}

/** Lookups over catalog.json that the textbook API needs. */
export interface CatalogIndex {
  byCode: ReadonlyMap<string, PlacedResource>;
  byId: ReadonlyMap<number, PlacedResource>;
  /** every resource of each book, in study order */
  byBook: ReadonlyMap<string, readonly PlacedResource[]>;
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
          const placed = {
            ...res,
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
  return { byCode, byId, byBook };
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
