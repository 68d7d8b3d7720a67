import { assetUrl } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import type { InterviewCard } from "../interview-flow.ts";
import "../i18n.ts";

/**
 * The problem card on the table: the passage under its title and the pictures (with text alternatives);
 * the story's opening sentence where the grade gives one.
 * @param props - the card, the resource's asset base and version
 * @returns the card
 */
export function InterviewCardView({
  card,
  assetBase,
  version,
}: {
  card: InterviewCard;
  assetBase: string;
  version: number;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  return (
    <section className="card ek-interview-card" aria-label={t("eiken.card")} data-testid="ek-interview-card">
      <h2 lang="en">{card.title}</h2>
      <p lang="en" className="ek-passage">
        {card.passage}
      </p>
      <div className="ek-pictures">
        {card.pictures.map((p) => (
          <figure key={p.file}>
            {p.label !== "main" && <figcaption>{p.label}</figcaption>}
            <img src={assetUrl(assetBase, p.file, version)} alt={en ? p.alt_en : p.alt_ja} />
          </figure>
        ))}
      </div>
      {card.story_opening && (
        <p className="muted" lang="en">
          {t("eiken.story_opening")} {card.story_opening}
        </p>
      )}
    </section>
  );
}
