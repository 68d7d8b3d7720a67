import { liveCurrent } from "@hibiki/contracts/home-calls";
import { useQuery } from "@tanstack/react-query";
import { Icon } from "@web/components/Icon.tsx";
import { call } from "@web/lib/api-client.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * Lent to home's quick links: the live class entry (/live). While a session of the student's class is
 * open it says so with the session's title (/v3/live/current, read again every 30 s; the same query as /live's, written out here
 * so home loads nothing else of the live class: home's bundle budget). Its strings are home's.
 * @returns the link
 */
export function LiveQuickLink() {
  const { t } = useTranslation();
  const current = useQuery({
    queryKey: ["live", "current"],
    queryFn: ({ signal }) => call(liveCurrent, { signal, suppressToast: true }),
    // home is kept alive: look again now and then, a class may start any minute
    refetchInterval: 30_000,
  });
  const open = current.data?.live;
  return (
    <Link
      to="/live"
      className={open ? "quick-link is-live" : "quick-link"}
      data-testid="home-live"
      data-open={open ? 1 : 0}
    >
      <span className="quick-icon">
        <Icon name="users" />
      </span>
      <span>{open ? t("home.live_open", { title: open.title }) : t("home.q_live")}</span>
    </Link>
  );
}
