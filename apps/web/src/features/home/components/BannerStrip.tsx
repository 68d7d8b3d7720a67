import { Skeleton } from "@web/components/Spinner.tsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBannersQuery } from "../api.ts";

/**
 * Home banners; in-app links open as routes, https links in a new tab.
 * @returns the banner strip, or nothing when there are none
 */
export function BannerStrip() {
  const { t } = useTranslation();
  const banners = useBannersQuery();
  if (banners.isPending) return <Skeleton lines={2} />;
  const items = banners.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-label={t("home.banners")} className="banner-strip">
      {items.map((b) => {
        const body = (
          <>
            {b.image_url && <img src={b.image_url} alt="" loading="lazy" />}
            <span className="banner-title">{b.title}</span>
          </>
        );
        if (b.link_url.startsWith("/")) {
          return (
            <Link key={b.banner_id} to={b.link_url} className="banner">
              {body}
            </Link>
          );
        }
        if (b.link_url.startsWith("https://")) {
          return (
            <a
              key={b.banner_id}
              href={b.link_url}
              className="banner"
              target="_blank"
              rel="noopener noreferrer"
            >
              {body}
            </a>
          );
        }
        return (
          <div key={b.banner_id} className="banner">
            {body}
          </div>
        );
      })}
    </section>
  );
}
