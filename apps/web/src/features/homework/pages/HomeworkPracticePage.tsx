import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { RewriteTexts } from "@web/components/writing/rewrite-context.ts";
import { PlayerShell } from "@web/exercises/shell/PlayerShell.tsx";
import { filterResource } from "@web/exercises/shell/steps.ts";
import type { SaveAnswer } from "@web/exercises/shell/use-attempt.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { LockedError } from "@web/lib/errors.ts";
import { alertBox } from "@web/lib/message-box.ts";
import { lazy, Suspense, useCallback, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useHomeworkSaveAnswer, useTopicResourceQuery } from "../api.ts";
import { ReturnedWorkNotice } from "../components/ReturnedWorkNotice.tsx";
import "../homework.css";
import "../i18n.ts";
import { homeworkUrls } from "../routes.tsx";
import { idFromQuery, switchesOf } from "../rules.ts";

// A Tokyo speaking test runs timed, as the test does (loaded only for such a topic).
const TokyoRunner = lazy(async () => ({
  default: (await import("@web/features/tokyo/exports/tokyo-runner.ts")).TokyoRunner,
}));

/**
 * /homework/practice/{topicType}?homework_id&topic_id: the topic's player in homework mode: the homework's
 * switch-offs apply, the sidebar is not clickable, dialogue uses the 'all' role, and the page has no header
 * (no back navigation). Answers go to homework/topic-answer-record; a 423 (closed) alerts and returns to
 * the homework. A topic the teacher returned shows the reason and the notes beside the player (above it on
 * a phone), and a writing answer starts from the returned text. A Tokyo speaking test or training set runs
 * in its own timed runner (a full test straight through).
 * @returns the page
 */
export default function HomeworkPracticePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { topicType = "" } = useParams();
  const [params] = useSearchParams();
  const homeworkId = idFromQuery(params.get("homework_id"));
  const topicId = idFromQuery(params.get("topic_id"));
  const loaded = useTopicResourceQuery(homeworkId, topicId);
  const post = useHomeworkSaveAnswer(homeworkId ?? 0, topicId ?? 0);
  const leaving = useRef(false);
  const query = useMemo(() => Object.fromEntries(params.entries()), [params]);
  usePageTitle(loaded.data?.resource.res_title ?? t("homework.title"));
  const save = useCallback<SaveAnswer>(
    async (req) => {
      try {
        return await post(req);
      } catch (err) {
        if (err instanceof LockedError && !leaving.current && homeworkId !== null) {
          leaving.current = true;
          await alertBox(err.message || t("homework.closed"));
          navigate(homeworkUrls.detail(homeworkId), { replace: true });
        }
        throw err;
      }
    },
    [post, homeworkId, navigate, t],
  );
  const switches = useMemo(
    () => (loaded.data ? switchesOf(loaded.data.info.config) : undefined),
    [loaded.data],
  );
  const resource = useMemo(
    () => (loaded.data ? filterResource(loaded.data.resource, loaded.data.info.question_ids) : null),
    [loaded.data],
  );
  const rewrite = useMemo(
    () => new Map((loaded.data?.info.returned?.answers ?? []).map((a) => [a.question_id, a.content])),
    [loaded.data],
  );
  if (homeworkId === null || topicId === null)
    return <p role="alert">{t("homework.bad_link", { what: "homework_id / topic_id" })}</p>;
  if (loaded.isError) return <LoadError onRetry={() => void loaded.refetch()} />;
  if (!loaded.data || !resource) return <Spinner />;
  const { info } = loaded.data;
  if (info.can_answer === 0)
    return (
      <div className="hw-bare" data-testid="homework-closed">
        <p role="alert">{info.remaining_attempts === 0 ? t("homework.no_attempts") : t("homework.closed")}</p>
        <Link className="btn btn-primary" to={homeworkUrls.detail(homeworkId)} replace>
          {t("homework.closed_back")}
        </Link>
      </div>
    );
  const tokyoSet = (resource as { tokyo_set?: string }).tokyo_set;
  if (tokyoSet)
    return (
      <div className="hw-bare" data-testid="homework-practice-page" data-expired={info.is_expired}>
        <Suspense fallback={<Spinner />}>
          <TokyoRunner
            resource={resource}
            assetBase={info.asset_base}
            test={tokyoSet === "test"}
            mode="homework"
            save={save}
            onFinish={(guid) =>
              navigate(homeworkUrls.result(topicType || info.kind, homeworkId, topicId, guid), {
                replace: true,
              })
            }
          />
        </Suspense>
      </div>
    );
  return (
    <div className="hw-bare" data-testid="homework-practice-page" data-expired={info.is_expired}>
      {info.is_expired === 1 && <p className="tip">{t("homework.expired_note")}</p>}
      <div className={info.returned ? "hw-rewrite" : undefined}>
        {info.returned && <ReturnedWorkNotice work={info.returned} />}
        <RewriteTexts.Provider value={rewrite}>
          <PlayerShell
            key={`${homeworkId}:${topicId}:${loaded.dataUpdatedAt}`}
            resource={resource}
            mode="homework"
            assetBase={info.asset_base}
            answerData={info.answer_data}
            itemStats={info.item_stats}
            save={save}
            query={query}
            homework={switches}
            onFinish={(guid) =>
              navigate(homeworkUrls.result(topicType || info.kind, homeworkId, topicId, guid), {
                replace: true,
              })
            }
          />
        </RewriteTexts.Provider>
      </div>
    </div>
  );
}
