import { TOKYO_FORMAT, TOKYO_PARTS } from "@hibiki/exercises/tokyo";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * The four parts with their items, windows and task, as cards.
 * @returns the list
 */
export function PartCards() {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  return (
    <ul className="tk-parts" data-testid="tk-parts">
      {TOKYO_PARTS.map((p) => {
        const f = TOKYO_FORMAT[p];
        return (
          <li key={p} className="card tk-part" data-testid="tk-part">
            <h3>{en ? f.en : f.ja}</h3>
            <p className="tk-part-meta">
              <span className="chip">{t("tokyo.part_items", { n: f.items })}</span>
              <span className="chip">
                {t("tokyo.part_windows", { prep: f.prep_seconds, record: f.record_seconds })}
              </span>
            </p>
            <p className="muted">{en ? f.task_en : f.task_ja}</p>
          </li>
        );
      })}
    </ul>
  );
}
