import type { AchievePhoto } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { badgeUrl, frameUrl } from "../art/index.ts";
import "../i18n.ts";

/**
 * A frame or badge in the gallery: its picture (greyed while locked), name, state and, while locked, how to
 * earn it with the progress so far.
 * @param props - the frame or badge
 * @returns the tile
 */
export function Tile({ item }: { item: AchievePhoto }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === "en";
  const name = en ? item.name_en : item.name_ja;
  const locked = item.earned === 0;
  const src = item.photo_type === 1 ? frameUrl(item.code) : badgeUrl(item.code);
  return (
    <div
      className={`uc-tile${locked ? " uc-locked" : ""}`}
      data-testid="uc-tile"
      data-code={item.code}
      data-earned={item.earned}
    >
      <img
        className={item.photo_type === 1 ? "uc-tile-frame" : "uc-tile-badge"}
        src={src}
        alt=""
        aria-hidden="true"
      />
      <span className="uc-tile-name">{name}</span>
      <span className={`uc-state${locked ? "" : " uc-state-earned"}`}>
        {locked ? t("uc.locked") : item.is_selected ? t("uc.selected") : t("uc.earned")}
      </span>
      {locked && (
        <>
          <span className="uc-how">{t("uc.how", { how: en ? item.how_en : item.how_ja })}</span>
          <Progress n={item.progress} target={item.target} label={name} />
        </>
      )}
    </div>
  );
}

/**
 * A progress bar towards a target, with the numbers written beside it.
 * @param props - progress, target and what it is for
 * @returns the bar
 */
export function Progress({ n, target, label }: { n: number; target: number; label: string }) {
  const { t } = useTranslation();
  return (
    <span className="uc-progress">
      <progress value={Math.min(n, target)} max={target} aria-label={label} />
      <span className="uc-progress-num">{t("uc.progress", { n: Math.min(n, target), target })}</span>
    </span>
  );
}
