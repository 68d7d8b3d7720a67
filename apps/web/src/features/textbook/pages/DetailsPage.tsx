import { PLAYER_MODES, type PlayerMode } from "@hibiki/exercises";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { PlayerShell } from "@web/exercises/shell/PlayerShell.tsx";
import { filterResource } from "@web/exercises/shell/steps.ts";
import type { SaveAnswer } from "@web/exercises/shell/use-attempt.ts";
import { useLastFinishedAttemptQuery } from "@web/features/history/api.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useResourceQuery, useSaveAnswer } from "../api.ts";
import "../i18n.ts";
import { textbookUrls } from "../routes.tsx";

/**
 * Reads the player mode from the query; unknown values fall back to practice.
 * @param value - the `mode` query value
 * @returns a player mode
 */
export function modeFromQuery(value: string | null): PlayerMode {
  return (PLAYER_MODES as readonly string[]).includes(value ?? "") ? (value as PlayerMode) : "practice";
}

/** Props of {@link DetailsPage}: other modules (skill-up) reuse the page with their own result URL. */
export type DetailsPageProps = {
  /** the result screen of an attempt (textbook result by default) */
  resultUrl?: (resCode: string, guid: string) => string;
  testId?: string;
};

/**
 * /textbook/details?res_code&mode&question_ids: loads the resource with its resume data and runs the player
 * shell; after the last item the result screen follows.
 * @param props - optional result URL builder and test id (defaults: the textbook's)
 * @returns the page
 */
export default function DetailsPage({
  resultUrl = textbookUrls.result,
  testId = "textbook-details-page",
}: DetailsPageProps = {}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resCode = params.get("res_code")?.trim() ?? "";
  const mode = modeFromQuery(params.get("mode"));
  const questionIds = params.get("question_ids") ?? "";
  const loaded = useResourceQuery({ resCode, mode, questionIds });
  const lastGuid = useLastFinishedAttemptQuery(resCode).data ?? null;
  const saveAnswer = useSaveAnswer();
  // A subset attempt (question_ids) is kept and summed over those questions only.
  const save = useCallback<SaveAnswer>(
    (req) => saveAnswer(questionIds ? { ...req, question_ids: questionIds } : req),
    [saveAnswer, questionIds],
  );
  const query = useMemo(() => Object.fromEntries(params.entries()), [params]);
  usePageTitle(loaded.data?.resource.res_title ?? t("textbook.book_list"));
  const resource = useMemo(
    () => (loaded.data ? filterResource(loaded.data.resource, loaded.data.info.question_ids) : null),
    [loaded.data],
  );
  if (!resCode) return <p role="alert">{t("textbook.bad_link", { what: "res_code" })}</p>;
  if (loaded.isError) return <LoadError onRetry={() => void loaded.refetch()} />;
  if (!loaded.data || !resource) return <Spinner />;
  const { info } = loaded.data;
  return (
    <div className="page" data-testid={testId}>
      <PlayerShell
        // A new attempt for another resource, mode or subset; a refetch of the same one keeps the attempt
        // on screen (with unsent choices) instead of starting it again.
        key={`${resCode}:${mode}:${questionIds}`}
        resource={resource}
        mode={mode}
        assetBase={info.asset_base}
        answerData={info.answer_data}
        itemStats={info.item_stats}
        save={save}
        query={query}
        lastResultHref={lastGuid ? resultUrl(resCode, lastGuid) : null}
        onFinish={(guid) => navigate(resultUrl(resCode, guid), { replace: true })}
      />
    </div>
  );
}
