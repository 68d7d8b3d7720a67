import { describe, expect, it } from "vitest";
import { indexCatalog, nextResourceOf } from "./catalog-index.ts";
import { type Catalog, CatalogSchema } from "./catalog-schema.ts";

const t = (s: string) => ({ ja: s, en: s });
const res = (code: string, id: number) => ({
  res_code: code,
  res_id: id,
  kind: "grammar-choice",
  res_version: 7,
  title: t(code),
  item_count: 6,
  path: `res/${code}/7/resource.json`,
});
const catalog: Catalog = CatalogSchema.parse({
  books: [
    {
      book_code: "jh1",
      title: t("Book"),
      level: "jh1",
      cover_color: "#000000",
      order: 1,
      units: [
        {
          unit_code: "u1",
          title: t("U1"),
          order: 1,
          sections: [{ section_code: "s1", title: t("S1"), order: 1, resources: [res("a", 1), res("b", 2)] }],
        },
        {
          unit_code: "u2",
          title: t("U2"),
          order: 2,
          sections: [{ section_code: "s2", title: t("S2"), order: 1, resources: [res("c", 3)] }],
        },
      ],
    },
  ],
});

describe("catalog index", () => {
  const index = indexCatalog(catalog);

  it("finds resources by code and id with their place", () => {
    expect(index.byCode.get("c")).toMatchObject({
      res_id: 3,
      book_code: "jh1",
      unit_code: "u2",
      section_code: "s2",
      position: 2,
    });
    expect(index.byId.get(2)?.res_code).toBe("b");
  });

  it("gives the next resource across unit boundaries, and nothing after the last or for unknown ids", () => {
    expect(nextResourceOf(index, 1)?.res_code).toBe("b");
    expect(nextResourceOf(index, 2)?.res_code).toBe("c");
    expect(nextResourceOf(index, 3)).toBeUndefined();
    expect(nextResourceOf(index, 99)).toBeUndefined();
  });

  it("rejects a catalog without res_version", () => {
    const broken = JSON.parse(JSON.stringify(catalog));
    delete broken.books[0].units[0].sections[0].resources[0].res_version;
    expect(CatalogSchema.safeParse(broken).success).toBe(false);
  });
});

describe("skill-up types in the index", () => {
  const withSkillup = CatalogSchema.parse({
    books: catalog.books,
    skillup: [
      { type: "reading", title: t("Reading"), order: 1, resources: [res("su-x", 11), res("su-y", 12)] },
      { type: "speaking", title: t("Speaking"), order: 2, resources: [res("su-z", 13)] },
    ],
  });
  const index = indexCatalog(withSkillup);

  it("finds skill-up resources by code and id, placed in their type", () => {
    expect(index.byCode.get("su-y")).toMatchObject({ module: "skillup", unit_code: "reading", position: 1 });
    expect(index.byId.get(13)?.res_code).toBe("su-z");
    expect(index.byCode.get("a")?.module).toBe("textbook");
  });

  it("keeps 'next' inside one type", () => {
    expect(nextResourceOf(index, 11)?.res_code).toBe("su-y");
    expect(nextResourceOf(index, 12)).toBeUndefined();
  });

  it("reads an older catalogue without skill-up as having none", () => {
    expect(CatalogSchema.parse({ books: [] }).skillup).toEqual([]);
  });
});
