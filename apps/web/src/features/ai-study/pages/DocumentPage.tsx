import type { AiDocPoint } from "@hibiki/contracts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useDocumentQuery, useSpeak } from "../api.ts";
import { ExampleLine } from "../components/ExampleLine.tsx";
import { Loading } from "../components/Loading.tsx";
import { PageError } from "../components/PageError.tsx";
import { matchesDoc } from "../doc-search.ts";
import "../i18n.ts";
import { aiStudyUrls } from "../urls.ts";
import { useSentenceVoice } from "../use-sentence-voice.ts";
import "../ai-study.css";

/**
 * /aistudy/document(?q=): the grammar reference: every course's points with their explanations and
 * examples (tap to hear), searchable by any word of them (the search kept in the address); each point
 * opens on a tap, all matches open while searching.
 * @returns the page
 */
export default function DocumentPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("aist.document"));
  const doc = useDocumentQuery();
  const [params, setParams] = useSearchParams();
  const query = (params.get("q") ?? "").slice(0, 100);
  const { speak } = useSpeak();
  const voice = useSentenceVoice(speak);
  const en = i18n.language === "en";
  if (doc.isError) return <PageError error={doc.error} onRetry={() => void doc.refetch()} />;
  if (!doc.data) return <Loading />;
  const courses = doc.data.exam_doc.map((c) => ({
    ...c,
    points: c.points.filter((p) => matchesDoc(p, query)),
  }));
  const count = courses.reduce((n, c) => n + c.points.length, 0);
  const searching = query.trim() !== "";
  return (
    <div className="page aist-page" data-testid="aist-document">
      <Link className="aist-back" to={aiStudyUrls.home()}>
        {t("aist.home_link")}
      </Link>
      <h1>{t("aist.document")}</h1>
      <p className="muted">{t("aist.document_lead")}</p>
      <search className="aist-search">
        <label htmlFor="aist-search-input">{t("aist.search")}</label>
        <input
          id="aist-search-input"
          type="search"
          value={query}
          maxLength={100}
          placeholder={t("aist.search_placeholder")}
          onChange={(e) =>
            setParams(e.currentTarget.value ? { q: e.currentTarget.value } : {}, { replace: true })
          }
          data-testid="aist-search"
        />
      </search>
      <p className="muted" aria-live="polite" data-testid="aist-search-count">
        {count === 0 ? t("aist.search_none", { q: query }) : t("aist.search_count", { n: count })}
      </p>
      {courses
        .filter((c) => c.points.length > 0)
        .map((c) => (
          <section key={c.course_id} aria-labelledby={`aist-doc-${c.course_id}`} className="aist-doc-course">
            <h2 id={`aist-doc-${c.course_id}`}>{en ? c.title_en : c.title_ja}</h2>
            {c.points.map((p) => (
              <DocPoint
                key={p.point}
                point={p}
                open={searching}
                speaking={voice.speaking}
                onSpeak={voice.say}
              />
            ))}
          </section>
        ))}
    </div>
  );
}

function DocPoint({
  point: p,
  open,
  speaking,
  onSpeak,
}: {
  point: AiDocPoint;
  open: boolean;
  speaking: string | null;
  onSpeak: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === "en";
  return (
    <details
      className="card aist-doc-point"
      open={open || undefined}
      data-testid="aist-doc-point"
      data-point={p.point}
    >
      <summary>
        <span className="aist-doc-title">{en ? p.title_en : p.title_ja}</span>
      </summary>
      <p className="aist-goal">
        <span className="aist-chip">{t("aist.goal")}</span> {p.goal_ja}
      </p>
      {p.sections.map((s) => (
        <div key={s.heading_ja} className="aist-doc-section">
          <h3>{s.heading_ja}</h3>
          <p>{s.body_ja}</p>
          <ul className="aist-examples">
            {s.examples.map((ex) => (
              <ExampleLine key={ex.en} example={ex} showJa speaking={speaking === ex.en} onSpeak={onSpeak} />
            ))}
          </ul>
        </div>
      ))}
      <Link className="btn btn-secondary btn-sm" to={aiStudyUrls.practice(p.lesson_id)}>
        {t("aist.study")}
      </Link>
    </details>
  );
}
