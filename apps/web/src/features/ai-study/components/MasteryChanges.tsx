import type { AiMasteryChange } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { percent, trend } from "../mastery.ts";
import { MasteryChip } from "./MasteryChip.tsx";
import "./results.css";

const ARROW = { up: "↑", down: "↓", same: "→" } as const;

/**
 * How an attempt moved each grammar point it answered: the estimate before and after as numbers and a
 * pair of bars, with the label after it.
 * @param props - the changes (the lesson's point first)
 * @returns the list, or nothing when no point moved
 */
export function MasteryChanges({ changes }: { changes: readonly AiMasteryChange[] }) {
  const { t, i18n } = useTranslation();
  if (changes.length === 0) return null;
  const en = i18n.language === "en";
  return (
    <section
      className="card aist-changes"
      aria-labelledby="aist-changes-title"
      data-testid="aist-mastery-changes"
    >
      <h2 id="aist-changes-title">{t("aist.result.mastery")}</h2>
      <ul>
        {changes.map((c) => {
          const dir = trend(c.before, c.after);
          return (
            <li
              key={c.point}
              className={`aist-change is-${dir}`}
              data-testid="aist-mastery-change"
              data-point={c.point}
              data-before={percent(c.before.p)}
              data-after={percent(c.after.p)}
            >
              <span className="aist-change-name">{en ? c.name_en : c.name_ja}</span>
              <span className="aist-change-bars" aria-hidden="true">
                <span className="aist-change-bar is-before" style={{ width: `${percent(c.before.p)}%` }} />
                <span className="aist-change-bar is-after" style={{ width: `${percent(c.after.p)}%` }} />
              </span>
              <span className="aist-change-values">
                <span aria-hidden="true">{ARROW[dir]} </span>
                {t("aist.result.before_after", { before: percent(c.before.p), after: percent(c.after.p) })}
              </span>
              <MasteryChip label={c.after.label} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
