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
