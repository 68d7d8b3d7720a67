import { CLIENT_VERSION } from "@hibiki/contracts/constants";
import { CountBadge } from "@web/components/CountBadge.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { PointsChip } from "@web/features/integral/exports/PointsChip.tsx";
import { useDashboardQuery, useStudentInfoQuery } from "@web/features/student/api.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate, hourInJapan } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNoticeTotalQuery } from "../api.ts";
import { BannerStrip } from "../components/BannerStrip.tsx";
import { NewFunctions } from "../components/NewFunctions.tsx";
import { NoticeList } from "../components/NoticeList.tsx";
import { PasswordTip } from "../components/PasswordTip.tsx";
import { QuickLinks } from "../components/QuickLinks.tsx";

function greetingKey(hour: number) {
  if (hour >= 5 && hour < 11) return "home.greeting_morning" as const;
  if (hour >= 11 && hour < 18) return "home.greeting_day" as const;
  return "home.greeting_evening" as const;
}

/**
 * The home tab: greeting, password tip, unfinished homework badge, class, banners, notices, new features and
 * quick links.
 * @returns the page
 */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("tabs.home"));
  const info = useStudentInfoQuery();
  const dashboard = useDashboardQuery();
  const total = useNoticeTotalQuery();
  const name = info.data ? info.data.nickname || info.data.username : "";
  const unfinished = total.data?.unfinished_homework_count ?? dashboard.data?.unfinished_homework_count ?? 0;
  const expires = dashboard.data?.cur_card?.expires_at;
  return (
    <div className="page home-page" data-testid="home-page">
      <section className="hero">
        {info.isPending ? (
          <Skeleton lines={2} />
        ) : (
          <>
            <h1 data-testid="greeting">{t(greetingKey(hourInJapan()), { name })}</h1>
            <p>{t("home.today")}</p>
          </>
        )}
        <div className="hero-meta">
          <PointsChip />
          {unfinished > 0 && (
            <span className="hero-chip">
              {t("tabs.homeworkList")}
              <CountBadge count={unfinished} label={t("home.homework_badge", { count: unfinished })} />
            </span>
          )}
          {expires && (
            <span className="hero-chip">
              {t("home.card_until", { date: formatDate(expires, i18n.language) })}
            </span>
          )}
        </div>
      </section>
      <PasswordTip />
      <BannerStrip />
      <div className="home-grid">
        <section className="card" aria-labelledby="class-title">
          <h2 id="class-title">{t("home.class")}</h2>
          {info.data?.class_name ? (
            <p data-testid="home-class">
              <strong>{info.data.class_name}</strong>
              <br />
              <span className="muted">{info.data.school_name}</span>
            </p>
          ) : (
            <p className="muted">
              {t("home.no_class")} <Link to="/joinClass">{t("home.join_class")}</Link>
            </p>
          )}
        </section>
        <NoticeList />
        <NewFunctions />
        <QuickLinks />
      </div>
      <p className="version-label" data-testid="version-label">
        {t("common.version", { version: CLIENT_VERSION })}
      </p>
    </div>
  );
}
