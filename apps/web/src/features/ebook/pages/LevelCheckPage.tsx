import { EBOOK_CEFR_BANDS, EBOOK_LEVEL_CHECK_ITEMS, type ebookLevelCheckSubmit } from "@hibiki/contracts";
import { BarChart } from "@web/components/charts/BarChart.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { z } from "zod";
import { useEbookIndexQuery } from "../api.ts";
import { BookGrid } from "../components/BookCard.tsx";
import { LevelBadge } from "../components/LevelBadge.tsx";
import "../i18n.ts";
import { ebookUrls } from "../urls.ts";
import "../ebook.css";

type LevelResult = z.output<typeof ebookLevelCheckSubmit.data>;

const resultOf = (state: unknown): LevelResult | null =>
  state && typeof state === "object" && "result" in state
    ? ((state as { result: LevelResult }).result ?? null)
    : null;

/** The result: the suggested level, right answers per band as bars, and books to start with. */
function LevelResultView({ result }: { result: LevelResult }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const points = result.per_level.map((l) => ({
    label: l.cefr,
    value: l.total > 0 ? Math.round((l.right / l.total) * 100) : 0,
  }));
  const near = (d: number) => Math.min(4, Math.max(0.5, Math.round((result.yl + d) * 2) / 2));
  return (
    <section aria-labelledby="eb-level-result" data-testid="eb-level-result" data-yl={result.yl}>
      <h2 id="eb-level-result" ref={heading} tabIndex={-1}>
        {t("eb.level.result_title")}
      </h2>
      <div className="card eb-level-card">
        <p className="eb-level-line">
          <LevelBadge yl={result.yl} cefr={result.cefr} />
        </p>
        <p>{t("eb.level.right", { right: result.right, total: result.total })}</p>
        <p className="muted">{t("eb.level.result_lead")}</p>
      </div>
      <BarChart
        title={t("eb.level.per_level")}
        points={points}
        max={100}
        labelHeader={t("eb.level.band")}
        valueHeader={t("eb.level.percent")}
        format={(v) => `${Math.round(v)}%`}
        emptyText={t("common.no_data")}
        testId="eb-level-bars"
      />
      <h2>{t("eb.level.start_with")}</h2>
      <BookGrid books={result.recommended} empty={t("eb.recommended_none")} testId="eb-level-recommended" />
      <div className="eb-actions">
        <Link
          className="btn btn-secondary"
          to={ebookUrls.list({ yl_min: near(-0.5), yl_max: near(0.5) })}
          data-testid="eb-level-library"
        >
          {t("eb.level.library")}
        </Link>
        <Link className="btn btn-ghost" to={ebookUrls.index()}>
          {t("eb.title")}
        </Link>
      </div>
    </section>
  );
}

/**
 * /ebook/level-check: what the level check is and the start; after the test, its result (the suggested YL
 * and CEFR band, bars per band, recommended books).
 * @returns the page
 */
export default function LevelCheckPage() {
  const { t } = useTranslation();
  usePageTitle(t("eb.level.title"));
  const result = resultOf(useLocation().state);
  const index = useEbookIndexQuery();
  const level = index.data?.level ?? null;
  return (
    <div className="page eb-level-check" data-testid="eb-level-check">
      <nav className="eb-back">
        <Link to={ebookUrls.index()}>‹ {t("eb.title")}</Link>
      </nav>
      <h1>{t("eb.level.title")}</h1>
      {result ? (
        <LevelResultView result={result} />
      ) : (
        <section className="card" aria-labelledby="eb-level-intro">
          <h2 id="eb-level-intro">{t("eb.level.intro_title")}</h2>
          <p>{t("eb.level.intro", { count: EBOOK_LEVEL_CHECK_ITEMS })}</p>
          <ul className="eb-bands">
            {EBOOK_CEFR_BANDS.map((b) => (
              <li key={b.cefr}>
                {t("eb.level.band_row", { cefr: b.cefr, min: b.yl_min.toFixed(1), max: b.yl_max.toFixed(1) })}
              </li>
            ))}
          </ul>
          {level && (
            <p data-testid="eb-level-current">
              {t("eb.level.current")} <LevelBadge yl={level.yl} cefr={level.cefr} />
            </p>
          )}
          <Link className="btn btn-primary" to={ebookUrls.test()} data-testid="eb-level-start">
            {t(level ? "eb.level.retake" : "eb.level.start")}
          </Link>
        </section>
      )}
    </div>
  );
}
