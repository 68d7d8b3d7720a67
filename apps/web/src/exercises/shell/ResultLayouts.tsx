import {
  type BaseAnswer,
  isCompositeKind,
  KIND_INFO,
  type MultiPartItem,
  type PartKind,
  type PlayerMode,
  type Resource,
} from "@hibiki/exercises";
import { Spinner } from "@web/components/Spinner.tsx";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { uiFor } from "../registry.ts";
import { ResultNumberingContext, resourceNumbering } from "./result-numbering.ts";

type Group = { kind: PartKind; items: { question_id: string }[]; title?: string | undefined };

/**
 * Splits a resource into result groups: one for a plain kind, one per part of a multi-part subject, and
 * one per run of same-kind items of a mixed resource (rendered in sequence).
 * @param resource - the parsed resource
 * @returns the groups in order
 */
export function resultGroups(resource: Pick<Resource, "kind" | "items">): Group[] {
  if (resource.kind === "multi-part")
    return (resource.items as MultiPartItem[]).map((p) => ({
      kind: p.part_type,
      items: p.part_items as { question_id: string }[],
      title: p.part_info.title_jp ?? p.part_info.title,
    }));
  if (resource.kind !== "mixed")
    return [{ kind: resource.kind, items: resource.items as { question_id: string }[] }];
  const groups: Group[] = [];
  for (const raw of resource.items as ({ kind: PartKind; question_id: string } & Record<string, unknown>)[]) {
    const last = groups[groups.length - 1];
    if (last && last.kind === raw.kind) last.items.push(raw);
    else groups.push({ kind: raw.kind, items: [raw] });
  }
  return groups;
}

/**
 * The result layouts of a resource, each kind's own layout, in sequence (mixed and multi-part render
 * several). A multi-part subject heads each part with its title; a mixed resource heads each run with its
 * kind's name and numbers the rows through the whole resource (No.1 … No.n).
 * @param props - the resource, the attempt's answers, the asset base and the mode
 * @returns the layouts
 */
export function ResultLayouts({
  resource,
  answers,
  assetBase,
  mode,
}: {
  resource: Resource;
  answers: readonly BaseAnswer[];
  assetBase: string;
  mode: PlayerMode;
}) {
  const { t, i18n } = useTranslation();
  const groups = resultGroups(resource);
  const composite = isCompositeKind(resource.kind);
  const numbering = useMemo(() => resourceNumbering(resource), [resource]);
  const kindName = (kind: PartKind) =>
    i18n.language === "en" ? KIND_INFO[kind].label_en : KIND_INFO[kind].label_ja;
  const body = groups.map((g, i) => {
    const ui = uiFor(g.kind);
    const ids = new Set(g.items.map((it) => it.question_id));
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: groups follow the resource order and never reorder
      <section key={i} className="rs-section">
        {composite && (
          <h2>
            {g.title ?? (resource.kind === "mixed" ? kindName(g.kind) : t("player.question_n", { n: i + 1 }))}
          </h2>
        )}
        {ui ? (
          <Suspense fallback={<Spinner />}>
            <ui.Result
              kind={g.kind}
              items={g.items}
              answers={answers.filter((a) => ids.has(a.question_id))}
              assetBase={assetBase}
              mode={mode}
            />
          </Suspense>
        ) : (
          <p>{t("player.unsupported")}</p>
        )}
      </section>
    );
  });
  return (
    <ResultNumberingContext.Provider value={numbering}>
      <div data-testid={composite ? `result-${resource.kind}` : undefined}>{body}</div>
    </ResultNumberingContext.Provider>
  );
}
