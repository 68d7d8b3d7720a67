import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { NotFoundError } from "@web/lib/errors.ts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTextDetailQuery } from "../api.ts";
import { AttemptHistory } from "../components/AttemptHistory.tsx";
import { DeleteTextButton } from "../components/DeleteTextButton.tsx";
import { ModelAudio } from "../components/ModelAudio.tsx";
import { PracticePanel } from "../components/PracticePanel.tsx";
import "../i18n.ts";
import { BadLink } from "../components/BadLink.tsx";
import { customReadingUrls, idOf } from "../urls.ts";
import "../custom-reading.css";

/**
 * /custom-reading/detail?text_id: practising one text: its model audio by the offline voice, the record
 * button, and the history of its readings (best and latest); it can be deleted from here.
 * @returns the page
 */
export default function DetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const textId = idOf(params.get("text_id"));
  usePageTitle(t("cr.detail_title"));
  if (textId === null) return <BadLink messageKey="cr.bad_link" />;
  return <Detail textId={textId} />;
}

function Detail({ textId }: { textId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useTextDetailQuery(textId);
  if (detail.error instanceof NotFoundError) return <BadLink messageKey="cr.bad_link" />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  if (!detail.data)
    return (
      <div className="page" role="status" aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  const { text, attempts } = detail.data;
  return (
    <div className="page cr-page" data-testid="cr-detail" data-text-id={text.text_id}>
      <Link className="cr-back" to={customReadingUrls.list()}>
        {t("cr.back_list")}
      </Link>
      <h1>{t("cr.detail_title")}</h1>
      <section className="card cr-panel">
        <ModelAudio text={text.text} />
        <PracticePanel text={text} />
      </section>
      <AttemptHistory attempts={attempts} total={text.attempt_count} />
      <div className="cr-actions">
        <DeleteTextButton
          textId={text.text_id}
          text={text.text}
          size="md"
          onDeleted={() => navigate(customReadingUrls.list(), { replace: true })}
        />
      </div>
    </div>
  );
}
