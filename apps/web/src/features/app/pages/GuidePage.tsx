import { Button } from "@web/components/Button.tsx";
import { Icon, type IconName } from "@web/components/Icon.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { appUrls } from "../routes.tsx";

/** Parts of the starter guide, in order; /guide/about and /guide/record are spec routes. */
export const GUIDE_PARTS = ["start", "card", "class", "record", "about"] as const;
const ICONS: IconName[] = ["hand", "card", "school", "mic", "bulb"];

/**
 * /guide/:part — a short starter guide for new students (no header); unknown parts show the first one.
 * @returns the page
 */
export default function GuidePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { part } = useParams();
  const index = Math.max(0, GUIDE_PARTS.indexOf(part as (typeof GUIDE_PARTS)[number]));
  const key = GUIDE_PARTS[index] ?? "start";
  usePageTitle(t("guide.title"));
  const prev = GUIDE_PARTS[index - 1];
  const next = GUIDE_PARTS[index + 1];
  return (
    <div className="bare-page guide">
      <main id="main" className="page page-narrow">
        <p className="muted">
          {t("guide.title")} · {t("guide.step", { n: index + 1, total: GUIDE_PARTS.length })}
        </p>
        <article className="card guide-card" data-testid="guide">
          <div className="guide-icon">
            <Icon name={ICONS[index] ?? "hand"} size={48} />
          </div>
          <h1>{t(`guide.${key}_title`)}</h1>
          <p>{t(`guide.${key}_body`)}</p>
        </article>
        <nav className="guide-nav" aria-label={t("guide.title")}>
          {prev ? (
            <Link className="btn btn-secondary" to={appUrls.guide(prev)}>
              {t("guide.prev")}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link className="btn btn-primary" to={appUrls.guide(next)}>
              {t("guide.next")}
            </Link>
          ) : (
            <Button onClick={() => void navigate("/")}>{t("guide.finish")}</Button>
          )}
        </nav>
      </main>
    </div>
  );
}
