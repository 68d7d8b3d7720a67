import { type CefrTestState, CefrTestTypeSchema } from "@hibiki/contracts";
import type { BaseAnswer } from "@hibiki/exercises";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { ApiError } from "@web/lib/errors.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useCefrLevelsQuery, useCefrStateQuery, useStartCefrTest, useSubmitCefrAnswer } from "../api.ts";
import { ItemPlayer } from "../components/ItemPlayer.tsx";
import { TestProgress } from "../components/TestProgress.tsx";
import { parseTestId } from "../format.ts";
import "../i18n.ts";
import { cefrUrls } from "../urls.ts";
import "../cefr.css";

const noop = () => undefined;

/**
 * /steps/test?test_type=placement|step[&test_id=]: starts a test (or resumes the one named), shows the
 * progress, plays the next item in test mode (no right / wrong) and goes to the result when it is finished.
 * @returns the page
 */
export default function CefrTestPage() {
  const { t } = useTranslation();
  usePageTitle(t("cefr.title"));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const parsedType = CefrTestTypeSchema.safeParse(params.get("test_type") ?? "");
  const testType = parsedType.success ? parsedType.data : null;
  // The id is read once: after a start the URL gains it (for a reload) without loading the state again.
  const [resumeId] = useState(() => parseTestId(params.get("test_id")));
  const resumed = useCefrStateQuery(resumeId);
  const needsLevel = resumeId === null && testType === "step";
  const levels = useCefrLevelsQuery();
  const start = useStartCefrTest();
  const submit = useSubmitCefrAnswer();
  const [state, setState] = useState<CefrTestState | null>(null);
  // the server's reason when it says why (no level yet, no items at the step), else a general line
  const [startError, setStartError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState(false);
  const started = useRef(false);

  const current = state ?? resumed.data ?? null;

  useEffect(() => {
    if (resumeId !== null || started.current || testType === null) return;
    if (needsLevel && !levels.data) return;
    started.current = true;
    const level = needsLevel ? (levels.data?.current_level ?? undefined) : undefined;
    start(testType, level)
      .then((s) => {
        setState(s);
        void navigate(cefrUrls.test(s.test_type, s.test_id), { replace: true });
      })
      .catch((e: unknown) =>
        setStartError(
          e instanceof ApiError && e.status < 500 && e.message ? e.message : t("cefr.start_error"),
        ),
      );
  }, [resumeId, testType, needsLevel, levels.data, start, navigate, t]);

  useEffect(() => {
    if (current?.status === "finished")
      void navigate(cefrUrls.testResult(current.test_id), { replace: true });
  }, [current, navigate]);

  const onSubmit = useCallback(
    async (answer: BaseAnswer): Promise<BaseAnswer> => {
      if (!current?.next) return answer;
      setSubmitError(false);
      try {
        const next = await submit({
          test_id: current.test_id,
          item_id: current.next.item_id,
          item: answer as Record<string, unknown>,
        });
        setState(next);
        return answer;
      } catch (e) {
        setSubmitError(true);
        throw e;
      }
    },
    [current, submit],
  );

  // "I can't answer this one" (no microphone, a word never seen): counts as wrong, and the test goes on.
  const [skipping, setSkipping] = useState(false);
  const onSkip = useCallback(() => {
    const item = current?.next;
    if (!item) return;
    setSkipping(true);
    onSubmit({ question_id: item.question_id, is_skipped: 1 } as BaseAnswer)
      .catch(() => undefined)
      .finally(() => setSkipping(false));
  }, [current, onSubmit]);

  if (testType === null && resumeId === null)
    return (
      <p role="alert" className="page" data-testid="cefr-bad-link">
        {t("cefr.bad_type")}
      </p>
    );
  if (startError)
    return (
      <div className="page cefr-page" role="alert" data-testid="cefr-start-error">
        <p>{startError}</p>
        <Link className="btn btn-secondary" to={cefrUrls.home()}>
          {t("cefr.back_home")}
        </Link>
      </div>
    );
  if (resumed.isError) return <LoadError onRetry={() => void resumed.refetch()} />;
  if (needsLevel && levels.isError) return <LoadError onRetry={() => void levels.refetch()} />;
  if (!current)
    return (
      <div className="page cefr-page" aria-busy="true">
        <p className="muted">{t("cefr.starting")}</p>
        <Spinner />
      </div>
    );
  const typeLabel = t(`cefr.type_${current.test_type}`);
  return (
    <div className="page cefr-page cefr-test" data-testid="cefr-test" data-test-id={current.test_id}>
      <header className="cefr-test-head">
        <h1>
          {typeLabel}
          {current.level && <span className="cefr-pill">{current.level}</span>}
        </h1>
        <TestProgress answered={current.answered} max={current.max_items} />
        <p className="muted">{t("cefr.test_tip")}</p>
      </header>
      {submitError && (
        <p role="alert" className="form-error" data-testid="cefr-submit-error">
          {t("cefr.submit_error")}
        </p>
      )}
      {current.status === "finished" || !current.next ? (
        <div aria-busy="true">
          <p className="muted">{t("cefr.finishing")}</p>
          <Spinner />
        </div>
      ) : (
        <>
          <ItemPlayer
            key={`${current.answered}:${current.next.item_id}`}
            item={current.next}
            mode="exam"
            position={current.answered}
            count={current.max_items}
            seed={`cefr-test-${current.test_id}`}
            onSubmit={onSubmit}
            onNext={noop}
          />
          <div className="cefr-skip">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={skipping}
              onClick={onSkip}
              data-testid="cefr-skip"
            >
              {t("cefr.skip")}
            </button>
            <span className="muted">{t("cefr.skip_hint")}</span>
          </div>
        </>
      )}
    </div>
  );
}
