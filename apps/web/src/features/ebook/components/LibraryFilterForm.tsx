import { EBOOK_CEFRS, EBOOK_GENRES, EBOOK_SORTS, EBOOK_STATUSES, EBOOK_TOPICS } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { YL_STEPS } from "../library-filters.ts";
import type { LibraryFilters } from "../urls.ts";

function Select({
  label,
  value,
  onChange,
  children,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="field eb-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {children}
      </select>
    </div>
  );
}

/**
 * The library's search box (applied on Enter or the button) and filters (applied when chosen).
 * @param props - the filters in the address and what to do with new ones
 * @returns the form
 */
export function LibraryFilterForm({
  filters,
  onChange,
}: {
  filters: LibraryFilters;
  onChange: (next: LibraryFilters) => void;
}) {
  const { t } = useTranslation();
  const keywordId = useId();
  const [keyword, setKeyword] = useState(filters.keyword ?? "");
  useEffect(() => setKeyword(filters.keyword ?? ""), [filters.keyword]);
  const set = (key: keyof LibraryFilters, raw: string) =>
    onChange({ ...filters, [key]: raw === "" ? undefined : key.startsWith("yl_") ? Number(raw) : raw });
  const all = <option value="">{t("eb.list.any")}</option>;
  return (
    <form
      className="card eb-filters"
      aria-label={t("eb.list.search_label")}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...filters, keyword: keyword.trim() || undefined });
      }}
    >
      <div className="field eb-keyword">
        <label htmlFor={keywordId}>{t("eb.list.keyword")}</label>
        <div className="eb-keyword-row">
          <input
            id={keywordId}
            type="search"
            value={keyword}
            maxLength={60}
            placeholder={t("eb.list.keyword_hint")}
            onChange={(e) => setKeyword(e.target.value)}
            data-testid="eb-keyword"
          />
          <Button type="submit" data-testid="eb-search">
            {t("eb.list.search")}
          </Button>
        </div>
      </div>
      <div className="eb-filter-row">
        <Select
          label={t("eb.list.yl_min")}
          value={String(filters.yl_min ?? "")}
          onChange={(v) => set("yl_min", v)}
          testId="eb-yl-min"
        >
          {all}
          {YL_STEPS.map((y) => (
            <option key={y} value={y}>
              {y.toFixed(1)}
            </option>
          ))}
        </Select>
        <Select
          label={t("eb.list.yl_max")}
          value={String(filters.yl_max ?? "")}
          onChange={(v) => set("yl_max", v)}
          testId="eb-yl-max"
        >
          {all}
          {YL_STEPS.map((y) => (
            <option key={y} value={y}>
              {y.toFixed(1)}
            </option>
          ))}
        </Select>
        <Select
          label={t("eb.list.cefr")}
          value={filters.cefr ?? ""}
          onChange={(v) => set("cefr", v)}
          testId="eb-cefr"
        >
          {all}
          {EBOOK_CEFRS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <Select
          label={t("eb.list.genre")}
          value={filters.genre ?? ""}
          onChange={(v) => set("genre", v)}
          testId="eb-genre"
        >
          {all}
          {EBOOK_GENRES.map((g) => (
            <option key={g} value={g}>
              {t(`eb.genre.${g}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t("eb.list.topic")}
          value={filters.topic ?? ""}
          onChange={(v) => set("topic", v)}
          testId="eb-topic"
        >
          {all}
          {EBOOK_TOPICS.map((tp) => (
            <option key={tp} value={tp}>
              {t(`eb.topic.${tp}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t("eb.list.status")}
          value={filters.status ?? "all"}
          onChange={(v) => set("status", v === "all" ? "" : v)}
          testId="eb-status"
        >
          {EBOOK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`eb.status.${s}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t("eb.list.sort")}
          value={filters.sort ?? "level"}
          onChange={(v) => set("sort", v === "level" ? "" : v)}
          testId="eb-sort"
        >
          {EBOOK_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`eb.sort.${s}`)}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
