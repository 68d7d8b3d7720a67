import type { CefrItemRef, CefrSkill, CefrStepCode } from "@hibiki/contracts";
import { answerableItems } from "@hibiki/exercises";
import { type CatItem, stepCentre, stepIndex } from "@hibiki/exercises/cefr";
import type { ContentCatalog } from "../content/catalog-store.ts";

/** One item of the level-test bank: the model's view (CatItem) and where it is played from. */
export type BankItem = CatItem & {
  ref: CefrItemRef;
  point: string;
  level: CefrStepCode;
};

/** The bank: every answerable item of content/cefr, by item id, and by step. */
export type Bank = {
  items: Map<string, BankItem>;
  byLevel: Map<CefrStepCode, BankItem[]>;
};

const banks = new WeakMap<object, Bank>();

/**
 * The level test's item bank from the built content: each answerable item of each CEFR-J resource, with
 * its step's centre as difficulty (the placement's ability scale). Built once per catalogue version.
 * @param content - the content catalogue
 * @returns the bank
 * @throws ContentUnavailableError when the content cannot be read
 */
export async function loadBank(content: ContentCatalog): Promise<Bank> {
  const { catalog } = await content.load();
  const cached = banks.get(catalog);
  if (cached) return cached;
  const items = new Map<string, BankItem>();
  const byLevel = new Map<CefrStepCode, BankItem[]>();
  for (const step of catalog.cefr) {
    const level = step.step as CefrStepCode;
    const list: BankItem[] = [];
    for (const r of step.resources) {
      const found = await content.cefrResource(r.res_code);
      if (!found) continue;
      for (const located of answerableItems(found.resource)) {
        const id = `${r.res_code}/${located.item.question_id}`;
        const item: BankItem = {
          id,
          skill: r.skill as CefrSkill,
          kind: located.kind,
          b: stepCentre(stepIndex(level)),
          point: r.point,
          level,
          ref: {
            item_id: id,
            res_code: r.res_code,
            res_version: r.res_version,
            question_id: located.item.question_id,
            kind: located.kind,
            skill: r.skill as CefrSkill,
            cefr_type: r.type,
            resource_url: `/${r.path}`,
          },
        };
        items.set(id, item);
        list.push(item);
      }
    }
    byLevel.set(level, list);
  }
  const bank = { items, byLevel };
  banks.set(catalog, bank);
  return bank;
}
