import type { EikenPracticeSection } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";

const SKILLS = ["reading", "writing", "listening"] as const;

/**
 * A grade's sections grouped by skill, each with its sets (title, questions, attempts, best score, how
 * often the audio plays) and the link to play one.
 * @param props - the sections and the link of a set
 * @returns the list
 */
export function PracticeSections({
  sections,
  linkOf,
  linkLabel,
}: {
  sections: EikenPracticeSection[];
  linkOf: (resCode: string) => string;
  linkLabel: string;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  return (
    <>
      {SKILLS.map((skill) => {
        const list = sections.filter((s) => s.skill === skill && s.resources.length > 0);
        if (list.length === 0) return null;
        return (
          <section
            key={skill}
            className="card"
            aria-labelledby={`ek-skill-${skill}`}
            data-testid={`ek-skill-${skill}`}
          >
            <h2 id={`ek-skill-${skill}`}>{t(`eiken.skill.${skill}`)}</h2>
            <ul className="ek-sets">
              {list.flatMap((s) =>
                s.resources.map((r) => (
                  <li
                    key={r.res_code}
                    className="ek-set"
                    data-testid="ek-set"
                    data-res-code={r.res_code}
                    data-section={s.section}
                  >
                    <div className="ek-set-main">
                      <span className="ek-set-title">{en ? s.name_en : s.name}</span>
                      <span className="muted ek-small">{en ? r.title_en : r.title}</span>
                      <span className="muted ek-small">
                        {t("eiken.set_questions", { count: r.question_count })}
                        {r.plays ? ` · ${t(r.plays === 2 ? "eiken.plays_twice" : "eiken.plays_once")}` : ""}
                        {r.learn_count > 0
                          ? ` · ${t("eiken.set_best", { score: r.best_score, n: r.learn_count })}`
                          : ""}
                      </span>
                    </div>
                    <Link className="btn btn-secondary" to={linkOf(r.res_code)} data-testid="ek-set-start">
                      {linkLabel}
                    </Link>
                  </li>
                )),
              )}
            </ul>
          </section>
        );
      })}
    </>
  );
}
