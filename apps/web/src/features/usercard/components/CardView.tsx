import type { UserCard } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { badgeUrl, frameUrl } from "../art/index.ts";
import "../i18n.ts";

/**
 * A user card: the chosen frame around the nickname, the title, the class, the badges and the achievement
 * count (the owner's choices only).
 * @param props - the card
 * @returns the card
 */
export function CardView({ card }: { card: UserCard }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === "en";
  const name = card.nickname || t("uc.no_nickname");
  return (
    <figure
      className="uc-card"
      data-testid="uc-card"
      data-frame={card.frame.code}
      aria-label={t("uc.card_of", { name })}
    >
      <img
        className="uc-card-frame"
        src={frameUrl(card.frame.code)}
        alt={`${t("uc.edit_frame")}: ${en ? card.frame.name_en : card.frame.name_ja}`}
      />
      <div className="uc-card-body">
        <p className="uc-card-title" data-testid="uc-card-title">
          {card.title ? (en ? card.title.title_en : card.title.title_ja) : t("uc.no_title")}
        </p>
        <p className="uc-card-name">{name}</p>
        {card.class_name && <p className="uc-card-class">{card.class_name}</p>}
        {card.badges.length === 0 ? (
          <p className="uc-card-class">{t("uc.no_badges")}</p>
        ) : (
          <ul className="uc-card-badges" aria-label={t("uc.badges")}>
            {card.badges.map((b) => (
              <li key={b.photo_id}>
                <img src={badgeUrl(b.code)} alt={en ? b.name_en : b.name_ja} width={40} height={40} />
              </li>
            ))}
          </ul>
        )}
        <p className="uc-card-count">{t("uc.count", { n: card.achieve_count, total: card.achieve_total })}</p>
      </div>
    </figure>
  );
}
