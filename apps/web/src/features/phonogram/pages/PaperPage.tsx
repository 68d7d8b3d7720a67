import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { usePaperQuery } from "../api.ts";
import { PaperRunner } from "../components/PaperRunner.tsx";
import "../i18n.ts";
import { phonemeIdOf, phonogramUrls } from "../urls.ts";
import "../phonogram.css";

/**
 * /phonogram/practice?phoneme_id (one phoneme) and /phonogram/challenge (a mixed paper weighted to the weak
 * phonemes): a new paper each visit, played item by item, then the result.
 * @returns the page
 */
export default function PaperPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const challenge = location.pathname.endsWith("/challenge");
  const id = challenge ? "" : phonemeIdOf(params.get("phoneme_id"));
  usePageTitle(t(challenge ? "phon.mode.challenge" : "phon.title", { ipa: "" }));
  if (id === null)
    return (
      <div className="page phon-page">
        <p role="alert" data-testid="phon-bad-link">
          {t("phon.bad_link")}
        </p>
        <Link to={phonogramUrls.list()}>{t("phon.back_list")}</Link>
      </div>
    );
  return <Paper challenge={challenge} id={id} nonce={location.key} />;
}

function Paper({ challenge, id, nonce }: { challenge: boolean; id: string; nonce: string }) {
  const { t } = useTranslation();
  const paper = usePaperQuery(challenge ? "challenge" : "practice", id, nonce);
  if (paper.isError)
    return (
      <div className="page phon-page">
        <LoadError onRetry={() => void paper.refetch()} />
        <Link to={phonogramUrls.list()}>{t("phon.back_list")}</Link>
      </div>
    );
  const first = paper.data?.items[0];
  const title = challenge ? t("phon.mode.challenge") : t("phon.mode.practice", { ipa: first?.ipa ?? id });
  return (
    <div className="page phon-page" data-testid="phon-paper" data-mode={challenge ? "challenge" : "practice"}>
      <Link className="phon-back" to={challenge ? phonogramUrls.list() : phonogramUrls.detail(id)}>
        {t("phon.back_list")}
      </Link>
      <h1>{title}</h1>
      {!paper.data ? (
        <div role="status" aria-busy="true">
          <p className="muted">{t("phon.loading_paper")}</p>
          <Skeleton lines={4} />
        </div>
      ) : (
        <PaperRunner paper={paper.data} />
      )}
    </div>
  );
}
