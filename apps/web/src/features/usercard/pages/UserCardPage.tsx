import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { usePhotosQuery, useTitlesQuery } from "../api.ts";
import { CardEditor } from "../components/CardEditor.tsx";
import { Progress, Tile } from "../components/Tile.tsx";
import "../i18n.ts";
import { modeOf, USERCARD_MODES, type UsercardMode, usercardUrls } from "../urls.ts";
import "../usercard.css";

/**
 * /usercard: the student's card in three modes (spec): edit (choose the title, frame, badges and whether
 * classmates see the study record, with the card's preview), photo (every frame and badge, locked ones
 * greyed with how to earn them) and collection (every achievement with its progress). The mode is kept in
 * the address (?mode=photo).
 * @returns the page
 */
export default function UserCardPage() {
  const { t } = useTranslation();
  usePageTitle(t("uc.title"));
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get("mode"));
  const go = (m: UsercardMode) => setParams(m === "edit" ? {} : { mode: m }, { replace: true });
  return (
    <div className="page uc-page" data-testid="usercard-page">
      <h1>{t("uc.title")}</h1>
      <p className="muted">{t("uc.lead")}</p>
      <p>
        <Link to={usercardUrls.list()} data-testid="uc-to-list">
          {t("uc.to_list")}
        </Link>
      </p>
      <div className="uc-tabs" role="tablist" aria-label={t("uc.modes")}>
        {USERCARD_MODES.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            id={`uc-tab-${m}`}
            aria-controls="uc-panel"
            aria-selected={mode === m}
            className="uc-tab"
            data-testid={`uc-mode-${m}`}
            onClick={() => go(m)}
          >
            {t(`uc.mode.${m}`)}
          </button>
        ))}
      </div>
      <section id="uc-panel" role="tabpanel" aria-labelledby={`uc-tab-${mode}`}>
        {mode === "edit" && <CardEditor />}
        {mode === "photo" && <Gallery />}
        {mode === "collection" && <Collection />}
      </section>
    </div>
  );
}

function Gallery() {
  const { t } = useTranslation();
  const photos = usePhotosQuery();
  if (photos.isError) return <LoadError onRetry={() => void photos.refetch()} />;
  if (!photos.data)
    return (
      <div role="status" aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  const groups = [
    { key: "uc.frames", items: photos.data.list.filter((p) => p.photo_type === 1) },
    { key: "uc.badges", items: photos.data.list.filter((p) => p.photo_type === 2) },
  ];
  return (
    <div data-testid="uc-gallery">
      {groups.map((g) => (
        <section key={g.key} aria-label={t(g.key)}>
          <h2>
            {t(g.key)}{" "}
            <span className="muted uc-summary">
              {t("uc.earned_summary", {
                n: g.items.filter((i) => i.earned === 1).length,
                total: g.items.length,
              })}
            </span>
          </h2>
          <ul className="uc-grid">
            {g.items.map((item) => (
              <li key={`${item.photo_type}-${item.photo_id}`}>
                <Tile item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Collection() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === "en";
  const titles = useTitlesQuery();
  if (titles.isError) return <LoadError onRetry={() => void titles.refetch()} />;
  if (!titles.data)
    return (
      <div role="status" aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  const { list, earned_count } = titles.data;
  return (
    <div data-testid="uc-collection">
      <p className="uc-summary" data-testid="uc-collection-summary">
        {t("uc.earned_summary", { n: earned_count, total: list.length })}
      </p>
      {earned_count === 0 && <p className="muted">{t("uc.nothing_yet")}</p>}
      <ul className="uc-achievements">
        {list.map((a) => {
          const title = en ? a.title_en : a.title_ja;
          return (
            <li
              key={a.achieve_id}
              className={`card uc-achievement${a.earned ? "" : " uc-locked"}`}
              data-testid="uc-achievement"
              data-code={a.code}
              data-earned={a.earned}
            >
              <span className="uc-achievement-name">{title}</span>
              <span className={`uc-state${a.earned ? " uc-state-earned" : ""}`}>
                {a.earned && a.earned_at
                  ? t("uc.earned_on", { date: new Date(a.earned_at).toLocaleDateString(i18n.language) })
                  : t("uc.locked")}
              </span>
              <span className="uc-how">{en ? a.how_en : a.how_ja}</span>
              <Progress n={a.progress} target={a.target} label={title} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
