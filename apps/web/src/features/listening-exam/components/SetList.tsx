import type { ListeningSet } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Flavour, listeningUrls } from "../urls.ts";

/**
 * A region's sets as cards: title, parts, questions, the student's best score and tries, and how many
 * questions wait for review.
 * @param props - the flavour (for the links) and the sets
 * @returns the list
 */
export function SetList({
  flavour,
  sets,
  testId,
}: {
  flavour: Flavour;
  sets: readonly ListeningSet[];
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  return (
    <ul className="lx-sets" data-testid={testId}>
      {sets.map((s) => (
        <li key={s.res_id}>
          <Link
            className="lx-set card"
            to={listeningUrls.info(flavour, s.res_id, s.set === "mock")}
            data-testid="lx-set"
            data-res-code={s.res_code}
          >
            <span className="lx-set-title">{en ? s.title_en : s.title}</span>
            <span className="lx-set-meta muted">
              {t("lx.questions", { n: s.question_count })}
              {s.parts.length > 1 && ` ・ ${s.parts.join(" ")}`}
            </span>
            <span className="lx-set-score">
              {s.best_points === null ? (
                <span className="muted">{t("lx.untried")}</span>
              ) : (
                <>
                  <strong>{t("lx.best", { points: s.best_points, max: s.max_points })}</strong>
                  <span className="muted"> ・ {t("lx.tries", { n: s.learn_count })}</span>
                </>
              )}
              {s.review_count > 0 && (
                <span className="lx-chip lx-chip-review">{t("lx.review_n", { n: s.review_count })}</span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
