import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Loadable } from "../shell/Loadable.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useLiveDetailQuery } from "./api.ts";
import "./i18n.ts";
import { LiveConsole } from "./LiveConsole.tsx";
import "./live.css";
import { SavedResults } from "./SavedResults.tsx";

/**
 * /teacher/live/:liveId: an open session's console (roster, push, answers arriving, chart, reveal, end),
 * or an ended session's saved results. Another teacher's session is "not found" (the server's 404).
 * @returns the page
 */
export default function LiveConsolePage() {
  const { t } = useTranslation();
  const liveId = Number(useParams().liveId) || 0;
  const detail = useLiveDetailQuery(liveId);
  usePageTitle(t("t.live.console", { title: detail.data?.live.title ?? "" }));
  return (
    <div className="tl-page" data-testid="tl-console-page">
      <p>
        <Link to={teacherUrls.live()}>{t("t.live.to_list")}</Link>
      </p>
      <Loadable query={detail}>
        {(d) => (
          <>
            <h1>{t("t.live.console", { title: d.live.title })}</h1>
            <p className="muted">{t("t.live.class_of", { name: d.live.class_name })}</p>
            {d.live.status === "open" ? (
              <LiveConsole liveId={liveId} detail={d} onRefresh={() => void detail.refetch()} />
            ) : (
              <>
                <p className="notice-box" role="status" data-testid="tl-ended">
                  {t("t.live.ended")}
                </p>
                <SavedResults detail={d} />
              </>
            )}
          </>
        )}
      </Loadable>
    </div>
  );
}
