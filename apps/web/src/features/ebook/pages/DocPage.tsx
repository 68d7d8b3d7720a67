import { EBOOK_CEFR_BANDS } from "@hibiki/contracts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { ebookUrls } from "../urls.ts";
import "../ebook.css";

const HABITS = ["easy", "flow", "lots"] as const;
const READER = [
  "play",
  "tap",
  "speed",
  "japanese",
  "glossary",
  "pen",
  "bookmark",
  "speed_check",
  "after",
] as const;

/**
 * /ebook/doc: the guide to extensive reading in our own words: what it is, the YL scale and its CEFR-J
 * bands, the three habits, and how the reader works.
 * @returns the page
 */
export default function DocPage() {
  const { t } = useTranslation();
  usePageTitle(t("eb.doc.title"));
  return (
    <div className="page eb-doc" data-testid="eb-doc">
      <nav className="eb-back">
        <Link to={ebookUrls.index()}>‹ {t("eb.title")}</Link>
      </nav>
      <h1>{t("eb.doc.title")}</h1>
      <p>{t("eb.doc.intro")}</p>
      <section aria-labelledby="eb-doc-yl">
        <h2 id="eb-doc-yl">{t("eb.doc.yl_title")}</h2>
        <p>{t("eb.doc.yl_body")}</p>
        <div className="eb-table-wrap">
          <table className="eb-table" data-testid="eb-doc-scale">
            <caption className="sr-only">{t("eb.doc.yl_title")}</caption>
            <thead>
              <tr>
                <th scope="col">YL</th>
                <th scope="col">CEFR-J</th>
                <th scope="col">{t("eb.doc.yl_books")}</th>
              </tr>
            </thead>
            <tbody>
              {EBOOK_CEFR_BANDS.map((b) => (
                <tr key={b.cefr}>
                  <td>
                    {b.yl_min.toFixed(1)}–{b.yl_max.toFixed(1)}
                  </td>
                  <th scope="row">{b.cefr}</th>
                  <td>{t(`eb.doc.band.${b.cefr}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="eb-doc-habits">
        <h2 id="eb-doc-habits">{t("eb.doc.habits_title")}</h2>
        <ol className="eb-doc-list">
          {HABITS.map((h) => (
            <li key={h}>
              <strong>{t(`eb.doc.habit.${h}`)}</strong>
              <p>{t(`eb.doc.habit.${h}_body`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="eb-doc-reader">
        <h2 id="eb-doc-reader">{t("eb.doc.reader_title")}</h2>
        <ul className="eb-doc-list">
          {READER.map((r) => (
            <li key={r}>{t(`eb.doc.reader.${r}`)}</li>
          ))}
        </ul>
      </section>
      <div className="eb-actions">
        <Link className="btn btn-primary" to={ebookUrls.levelCheck()}>
          {t("eb.level.title")}
        </Link>
        <Link className="btn btn-secondary" to={ebookUrls.list()}>
          {t("eb.list.title")}
        </Link>
      </div>
    </div>
  );
}
