import type { AssignableResourceSchema } from "@hibiki/contracts";
import { type ExerciseKind, KIND_INFO } from "@hibiki/exercises";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";

type Resource = z.infer<typeof AssignableResourceSchema>;

/** A kind as teachers name it (「文法選択」, not "grammar-choice"). */
export function kindLabel(kind: string, lang: string): string {
  const info = (KIND_INFO as Partial<Record<string, { label_ja: string; label_en: string }>>)[
    kind as ExerciseKind
  ];
  if (!info) return kind;
  return lang === "en" ? info.label_en : info.label_ja;
}

/** A picked resource: its code and the chosen item ids (empty = every item). */
export type PickedTopic = { res_code: string; question_ids: string[] };

/** Props of {@link ResourcePicker}. */
export type ResourcePickerProps = {
  resources: Resource[];
  value: PickedTopic[];
  onChange: (next: PickedTopic[]) => void;
  /** allow only one resource (word tests) */
  single?: boolean;
};

const MAX_SHOWN = 60;

/**
 * Searchable list of catalogue resources with checkboxes; a picked resource unfolds its items so the
 * teacher can limit the homework to some of them (question_ids).
 * @param props - resources, picked topics and change handler
 * @returns the picker
 */
export function ResourcePicker({ resources, value, onChange, single = false }: ResourcePickerProps) {
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const shown = useMemo(() => {
    const s = search.trim().toLowerCase();
    const hits = s
      ? resources.filter((r) =>
          [
            r.title,
            r.res_code,
            r.book_title,
            r.unit_title,
            r.section_title,
            r.kind,
            kindLabel(r.kind, "ja"),
          ].some((f) => f.toLowerCase().includes(s)),
        )
      : resources;
    // Picked ones stay visible whatever the search says.
    const picked = resources.filter((r) => value.some((v) => v.res_code === r.res_code) && !hits.includes(r));
    return [...picked, ...hits].slice(0, MAX_SHOWN);
  }, [resources, search, value]);

  const toggle = (code: string, on: boolean) => {
    if (!on) onChange(value.filter((v) => v.res_code !== code));
    else
      onChange(
        single ? [{ res_code: code, question_ids: [] }] : [...value, { res_code: code, question_ids: [] }],
      );
  };
  const toggleItem = (code: string, qid: string, on: boolean) =>
    onChange(
      value.map((v) =>
        v.res_code !== code
          ? v
          : { ...v, question_ids: on ? [...v.question_ids, qid] : v.question_ids.filter((q) => q !== qid) },
      ),
    );

  return (
    <div>
      <label htmlFor={searchId}>{t("t.hw.search")}</label>
      <input
        id={searchId}
        type="search"
        className="tc-select"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="resource-search"
      />
      <fieldset className="tc-resource-list">
        <legend className="sr-only">{t("t.hw.resource")}</legend>
        {shown.map((r) => {
          const picked = value.find((v) => v.res_code === r.res_code);
          return (
            <div key={r.res_code} data-testid="resource-option" data-res-code={r.res_code}>
              <label>
                <input
                  type={single ? "radio" : "checkbox"}
                  name={single ? "tc-resource" : undefined}
                  checked={Boolean(picked)}
                  onChange={(e) => toggle(r.res_code, e.target.checked)}
                />
                <span>
                  {r.title} <span className="muted">（{kindLabel(r.kind, i18n.language)}）</span>
                  <br />
                  <small className="muted">
                    {[r.book_title, r.unit_title, r.section_title].filter(Boolean).join(" / ")}
                  </small>
                </span>
              </label>
              {!picked && r.items.length > 0 && (
                <details className="tc-preview">
                  <summary data-testid="resource-preview">
                    {t("t.hw.preview", { count: r.items.length })}
                  </summary>
                  <ol lang="en">
                    {r.items.map((it) => (
                      <li key={it.question_id}>{it.label}</li>
                    ))}
                  </ol>
                </details>
              )}
              {picked && r.items.length > 1 && (
                <fieldset>
                  <legend>{t("t.hw.question_ids")}</legend>
                  {r.items.map((it) => (
                    <label key={it.question_id}>
                      <input
                        type="checkbox"
                        checked={picked.question_ids.includes(it.question_id)}
                        onChange={(e) => toggleItem(r.res_code, it.question_id, e.target.checked)}
                      />
                      {it.label}
                    </label>
                  ))}
                </fieldset>
              )}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
