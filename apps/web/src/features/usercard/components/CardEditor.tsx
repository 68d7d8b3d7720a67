import { type AchievePhoto, USER_CARD_MAX_BADGES, type UserCardChangeType } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { useTranslation } from "react-i18next";
import { useChangeAchieveMutation, useMyCardQuery, usePhotosQuery, useTitlesQuery } from "../api.ts";
import { badgeUrl, frameUrl } from "../art/index.ts";
import "../i18n.ts";
import { CardView } from "./CardView.tsx";

/**
 * The edit mode: the card's preview beside the choices of title (earned ones), frame (unlocked ones),
 * badges (earned ones, at most USER_CARD_MAX_BADGES) and the study-record switch; each choice is saved at
 * once and the preview follows.
 * @returns the editor
 */
export function CardEditor() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === "en";
  const mine = useMyCardQuery();
  const titles = useTitlesQuery();
  const photos = usePhotosQuery();
  const change = useChangeAchieveMutation();
  const failed = [mine, titles, photos].find((q) => q.isError);
  if (failed) return <LoadError onRetry={() => void failed.refetch()} />;
  if (!mine.data || !titles.data || !photos.data)
    return (
      <div role="status" aria-busy="true">
        <Skeleton lines={8} />
      </div>
    );
  const card = mine.data.card;
  const save = (change_type: UserCardChangeType, achieve_id = 0) =>
    change.mutate({ change_type, achieve_id });
  const earnedTitles = titles.data.list.filter((x) => x.earned === 1);
  const frames = photos.data.list.filter((p) => p.photo_type === 1 && p.earned === 1);
  const badges = photos.data.list.filter((p) => p.photo_type === 2 && p.earned === 1);
  const chosen = new Set(card.badges.map((b) => b.photo_id));
  const full = chosen.size >= USER_CARD_MAX_BADGES;
  const nameOf = (p: AchievePhoto) => (en ? p.name_en : p.name_ja);
  return (
    <div className="uc-editor" data-testid="uc-editor" aria-busy={change.isPending || undefined}>
      <section className="uc-preview" aria-label={t("uc.preview")}>
        <CardView card={card} />
      </section>
      <div className="uc-choices">
        {earnedTitles.length === 0 && <p className="muted">{t("uc.nothing_yet")}</p>}
        <fieldset>
          <legend>{t("uc.edit_title")}</legend>
          <label className="uc-option">
            <input
              type="radio"
              name="uc-title"
              checked={card.title === null}
              onChange={() => save("title", 0)}
              data-testid="uc-title-none"
            />
            {t("uc.edit_title_none")}
          </label>
          {earnedTitles.map((x) => (
            <label key={x.achieve_id} className="uc-option">
              <input
                type="radio"
                name="uc-title"
                checked={card.title?.achieve_id === x.achieve_id}
                onChange={() => save("title", x.achieve_id)}
                data-testid="uc-title-option"
                data-code={x.code}
              />
              {en ? x.title_en : x.title_ja}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t("uc.edit_frame")}</legend>
          <div className="uc-option-grid">
            {frames.map((f) => (
              <label key={f.photo_id} className="uc-option uc-option-frame">
                <input
                  type="radio"
                  name="uc-frame"
                  checked={card.frame.photo_id === f.photo_id}
                  onChange={() => save("frame", f.photo_id)}
                  data-testid="uc-frame-option"
                  data-code={f.code}
                />
                <img src={frameUrl(f.code)} alt="" aria-hidden="true" width={80} height={50} />
                {nameOf(f)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>
            {t("uc.edit_badges", { max: USER_CARD_MAX_BADGES })}{" "}
            <span className="muted">
              {t("uc.edit_badges_count", { n: chosen.size, max: USER_CARD_MAX_BADGES })}
            </span>
          </legend>
          <div className="uc-option-grid">
            {badges.map((b) => {
              const on = chosen.has(b.photo_id);
              return (
                <label key={b.photo_id} className="uc-option uc-option-badge">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={!on && full}
                    onChange={() => save(on ? "badge_remove" : "badge_add", b.photo_id)}
                    data-testid="uc-badge-option"
                    data-code={b.code}
                  />
                  <img src={badgeUrl(b.code)} alt="" aria-hidden="true" width={36} height={36} />
                  {nameOf(b)}
                </label>
              );
            })}
          </div>
        </fieldset>
        <label className="uc-option uc-switch">
          <input
            type="checkbox"
            checked={card.show_stats === 1}
            onChange={(e) => save(e.currentTarget.checked ? "show_stats" : "hide_stats")}
            data-testid="uc-show-stats"
          />
          {t("uc.edit_stats")}
        </label>
        <p className="muted uc-note">{t("uc.edit_stats_note")}</p>
      </div>
    </div>
  );
}
