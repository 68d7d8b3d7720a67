import { assetUrl } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import type { RunStep } from "../run-flow.ts";

/**
 * What the screen shows for an item: the situation (Japanese, with its English), the picture or figure,
 * part A's text to read, and, where the run shows it, the question heard.
 * @param props - the step, the resource's asset base and version, and whether to show the question text
 * @returns the panel
 */
export function ItemPanel({
  step,
  assetBase,
  version,
  showQuestion,
}: {
  step: RunStep;
  assetBase: string;
  version: number;
  showQuestion: boolean;
}) {
  const { t } = useTranslation();
  const { item } = step;
  return (
    <section className="card tk-item" aria-labelledby="tk-item-h" data-testid="tk-item">
      <h2 id="tk-item-h" className="tk-item-label">
        {t("tokyo.item_label", { part: step.part, n: step.inPart })}
      </h2>
      {item.instruction_jp && <p className="tk-situation">{item.instruction_jp}</p>}
      {item.instruction && (
        <p className="muted tk-small" lang="en">
          {item.instruction}
        </p>
      )}
      {item.picture && (
        <img
          className="tk-picture"
          src={assetUrl(assetBase, item.picture, version)}
          alt={item.instruction_jp ?? ""}
          data-testid="tk-picture"
        />
      )}
      {step.part === "A" && (
        <>
          <p className="muted tk-small">{t("tokyo.read_this")}</p>
          <p className="tk-read-text" lang="en" data-testid="tk-read-text">
            {item.screen_en_text}
          </p>
        </>
      )}
      {showQuestion && step.part !== "A" && item.screen_en_text && (
        <p className="tk-question" lang="en" data-testid="tk-question">
          {t("tokyo.question_text", { text: item.screen_en_text })}
        </p>
      )}
    </section>
  );
}
