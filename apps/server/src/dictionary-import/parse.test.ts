import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ARPABET_IPA, arpabetToIpa } from "./arpabet-ipa.ts";
import { parseFreedictEntry } from "./freedict.ts";
import { plainText } from "./sanitize.ts";
import { definitionUnsuitability } from "./sense-filter.ts";
import { parseGloss, readWordnet } from "./wordnet.ts";

describe("dictionary import parsers", () => {
  it("reads a FreeDict entry's meanings, numbering and English senses", () => {
    const go = parseFreedictEntry(
      "go //ɡoʊ// <v>\n1. 動く, 行く\nof a machine, to work\n2. 崩れる\nto be destroyed\n",
    );
    expect(go.pos).toBe("verb");
    expect(go.meanings).toEqual([
      { pos: "verb", text: "動く, 行く", gloss_en: "of a machine, to work" },
      { pos: "verb", text: "崩れる", gloss_en: "to be destroyed" },
    ]);
    const cat = parseFreedictEntry(
      "cat //kæt// <n>\n猫 2.\ndomestic species\n 3.\nmember of the family Felidae\n",
    );
    expect(cat.meanings).toEqual([
      { pos: "noun", text: "猫", gloss_en: "domestic species; member of the family Felidae" },
    ]);
    // empty translations are dropped, markup never passes
    expect(parseFreedictEntry("er <suffix>\n1. , , \nagent\n").meanings).toEqual([]);
    expect(parseFreedictEntry("x <n>\n<b>猫</b><script>\nsense\n").meanings[0]?.text).toBe("猫");
  });

  it("makes plain text of anything", () => {
    expect(plainText(' a <i>b</i>\u0000 &amp; "c" ')).toBe('a b "c"');
    expect(plainText("<script>alert(1)</script>")).toBe("alert(1)");
  });

  it("splits a WordNet gloss into definition and examples", () => {
    expect(parseGloss('change location; move, travel; "How fast does it go?"; "We went"  ')).toEqual({
      definition: "change location; move, travel",
      examples: ["How fast does it go?", "We went"],
    });
  });

  it("labels slang and offensive definitions, and not ordinary ones", () => {
    expect(definitionUnsuitability("street names for methylenedioxymethamphetamine")).toBe(1);
    expect(definitionUnsuitability("(slang) a neighborhood")).toBe(1);
    expect(definitionUnsuitability("(ethnic slur) offensive term for a person")).toBe(2);
    expect(definitionUnsuitability("(sometimes offensive) to cheat")).toBe(2);
    expect(definitionUnsuitability("obscene terms for feces")).toBe(2);
    expect(definitionUnsuitability("change location; move, travel, or proceed")).toBe(0);
    expect(definitionUnsuitability("a vulgar person (especially someone who makes a vulgar display)")).toBe(
      0,
    );
  });

  it("reads WordNet without its slang, vulgar and offensive senses", () => {
    const { lemmas, synsets, offensive } = readWordnet();
    const defs = (w: string) => (lemmas.get(w)?.synsets ?? []).map((id) => synsets[id - 1]!.definition);
    expect(defs("go")[0]).toMatch(/^change location/);
    expect(defs("go").join(" ")).not.toMatch(/street name/);
    // a slang-only sense ("(slang) a neighborhood") and the drug sense of pot
    expect(defs("hood").join(" ")).not.toMatch(/neighborhood/);
    expect(defs("pot").join(" ")).not.toMatch(/marijuana/);
    expect(defs("pot").join(" ")).toMatch(/cooking vessel/);
    // "stiff" is marked slang for a corpse; "corpse" and "cadaver" are not
    expect(defs("corpse").join(" ")).toMatch(/dead body/);
    expect(lemmas.has("kike")).toBe(false);
    expect(offensive.has("kike")).toBe(true);
    expect(offensive.has("go")).toBe(false);
    expect(synsets.some((s) => /street names? for|offensive term for/.test(s.definition))).toBe(false);
  });

  it("turns ARPAbet into IPA with the stress mark before the stressed syllable", () => {
    expect(arpabetToIpa("K AE1 T")).toBe("kæt");
    expect(arpabetToIpa("B AH0 N AE1 N AH0")).toBe("bəˈnænə");
    expect(arpabetToIpa("S T AH1 D IY0")).toBe("ˈstʌdi");
    expect(arpabetToIpa("K AH0 M P Y UW1 T ER0")).toBe("kəmˈpjuːtər");
  });

  it("uses the phoneme symbols of the pronunciation pages (content/phonics)", () => {
    const dir = join(import.meta.dirname, "../../../../content/phonics");
    const files = readdirSync(dir).filter((f) => f.endsWith(".yaml"));
    expect(files.length).toBe(Object.keys(ARPABET_IPA).length);
    for (const f of files) {
      const p = parse(readFileSync(join(dir, f), "utf8")) as { arpabet: string; ipa: string };
      expect(ARPABET_IPA[p.arpabet], p.arpabet).toBe(p.ipa);
    }
  });
});
