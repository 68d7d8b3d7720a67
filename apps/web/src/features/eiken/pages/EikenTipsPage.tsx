import { EIKEN_LEVELS } from "@hibiki/contracts";
import { EIKEN_FORMAT, EIKEN_SECTIONS, type EikenGradeCode } from "@hibiki/exercises/eiken";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { levelName } from "../format.ts";
import "../i18n.ts";
import "../eiken.css";

const KINDS = ["vocab", "dialogue", "order", "reading", "listening", "writing", "interview"] as const;

/**
 * /college/eiken/tips: a guide to the Eiken grades: each grade's first stage (parts, questions, time, how
 * often listening plays, the writing word ranges, the pass line on the CSE scale) and the second stage,
 * with study tips for each kind of question. Static: open to every student, college students included.
 * @returns the page
 */
export default function EikenTipsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("eiken.tips_title"));
  const [grade, setGrade] = useState<EikenGradeCode>("3");
  const en = i18n.language.startsWith("en");
  const format = EIKEN_FORMAT[grade];
  const level = EIKEN_LEVELS.find((l) => l.grade === grade);
  return (
    <div className="page ek-page" data-testid="eiken-tips">
      <h1>{t("eiken.tips_title")}</h1>
      <p className="muted">{t("eiken.tips_lead")}</p>
      <label className="ek-filters">
        <span className="ek-label">{t("eiken.tips_grade")}</span>
        <select
          className="field"
          value={grade}
          onChange={(e) => setGrade(e.currentTarget.value as EikenGradeCode)}
          data-testid="ek-tips-grade"
        >
          {EIKEN_LEVELS.map((l) => (
            <option key={l.grade} value={l.grade}>
              {levelName(i18n.language, l)}
            </option>
          ))}
        </select>
      </label>
      <section className="card" aria-labelledby="ek-tips-first">
        <h2 id="ek-tips-first">
          {level ? levelName(i18n.language, level) : grade} · {t("eiken.tips_first_stage")}
        </h2>
        <p>{t("eiken.tips_time", { minutes: format.rw_minutes })}</p>
        <table className="ek-table" data-testid="ek-tips-table">
          <thead>
            <tr>
              <th scope="col">{t("eiken.section")}</th>
              <th scope="col">{t("eiken.tips_questions")}</th>
              <th scope="col">{t("eiken.tips_note")}</th>
            </tr>
          </thead>
          <tbody>
            {format.parts.map((p) => (
              <tr key={p.section}>
                <th scope="row">{en ? EIKEN_SECTIONS[p.section].en : EIKEN_SECTIONS[p.section].ja}</th>
                <td>{p.count}</td>
                <td>
                  {p.plays ? t(p.plays === 2 ? "eiken.plays_twice" : "eiken.plays_once") : ""}
                  {p.words ? t("eiken.tips_words", { min: p.words.min, max: p.words.max }) : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted ek-small">
          {t("eiken.tips_pass", { pass: format.cse.pass, max: format.cse.max_per_skill })}
        </p>
      </section>
      <section className="card" aria-labelledby="ek-tips-second">
        <h2 id="ek-tips-second">{t("eiken.tips_second_stage")}</h2>
        <p>{t(grade === "5" || grade === "4" ? "eiken.tips_speaking_test" : "eiken.tips_interview")}</p>
      </section>
      <section className="card" aria-labelledby="ek-tips-how">
        <h2 id="ek-tips-how">{t("eiken.tips_how")}</h2>
        <dl className="ek-tips">
          {KINDS.map((k) => (
            <div key={k}>
              <dt>{t(`eiken.tips.${k}.title`)}</dt>
              <dd>{t(`eiken.tips.${k}.body`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
