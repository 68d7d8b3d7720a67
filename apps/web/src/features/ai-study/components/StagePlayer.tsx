import type { PlayerMode } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { PlayerShell } from "@web/exercises/shell/PlayerShell.tsx";
import { filterResource } from "@web/exercises/shell/steps.ts";
import type { SaveAnswer } from "@web/exercises/shell/use-attempt.ts";
import { useResourceQuery, useSaveAnswer } from "@web/features/textbook/api.ts";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { PageError } from "./PageError.tsx";
import { deadlineOf, TestTimer } from "./TestTimer.tsx";
import "./results.css";

/** Props of {@link StagePlayer}. */
export type StagePlayerProps = {
  resCode: string;
  mode: PlayerMode;
  /** the question_ids filter ("a,b"), for a weakness paper */
  questionIds?: string;
  /** the attempt's guid when the server gave one (a weakness paper); a fresh one otherwise */
  guid?: string;
  /** the last question was answered (or a test's time ran out): the attempt's guid */
  onFinish: (guid: string) => void;
  /** a test's time limit: a countdown above the questions; at zero the attempt is handed in as it is */
  timeLimitMinutes?: number;
  testId: string;
};

/**
 * An AI study resource (a review, a consolidation, the check test, a weakness paper) in the app's exercise
 * player: the textbook calls load it with the student's unfinished attempt (resumed) and save every answer
 * under the attempt's guid; the stage's own submit call reads that attempt afterwards.
 * @param props - the resource, mode, optional filter, guid and time limit, the end
 * @returns the player
 */
export function StagePlayer({
  resCode,
  mode,
  questionIds = "",
  guid,
  onFinish,
  timeLimitMinutes,
  testId,
}: StagePlayerProps) {
  const { t } = useTranslation();
  const [fresh] = useState(() => guid ?? crypto.randomUUID());
  const [timeUp, setTimeUp] = useState(false);
  const handleTimeUp = useCallback(() => setTimeUp(true), []);
  const loaded = useResourceQuery({ resCode, mode, questionIds });
  const saveAnswer = useSaveAnswer();
  // A filtered attempt (question_ids) is kept and summed over those questions only.
  const save = useCallback<SaveAnswer>(
    (req) => saveAnswer(questionIds ? { ...req, question_ids: questionIds } : req),
    [saveAnswer, questionIds],
  );
  const resource = useMemo(
    () => (loaded.data ? filterResource(loaded.data.resource, loaded.data.info.question_ids) : null),
    [loaded.data],
  );
  const saved = loaded.data?.info.answer_data ?? null;
  // An unfinished attempt resumes, unless the server named another one (a new weakness paper).
  const answerData = guid && saved && saved.guid !== guid ? null : saved;
  // the guid the player records under (PlayerShell resumes the saved one, else takes ours)
  const attempt = answerData?.guid ?? fresh;
  const isLoaded = loaded.data !== undefined;
  const deadline = useMemo(
    () => (timeLimitMinutes === undefined || !isLoaded ? null : deadlineOf(attempt, timeLimitMinutes)),
    [attempt, timeLimitMinutes, isLoaded],
  );
  if (loaded.isError) return <PageError error={loaded.error} onRetry={() => void loaded.refetch()} />;
  if (!loaded.data || !resource) return <Spinner />;
  if (timeUp)
    return (
      <div className="card aist-time-up" role="alert" data-testid="aist-time-up">
        <p>{t("aist.testing.time_up")}</p>
        <Button onClick={() => onFinish(attempt)} data-testid="aist-time-up-submit">
          {t("aist.testing.time_up_submit")}
        </Button>
      </div>
    );
  return (
    <div data-testid={testId}>
      {deadline !== null && <TestTimer deadline={deadline} onTimeUp={handleTimeUp} />}
      <PlayerShell
        key={`${resCode}:${mode}:${questionIds}:${guid ?? ""}`}
        resource={resource}
        mode={mode}
        assetBase={loaded.data.info.asset_base}
        answerData={answerData}
        itemStats={loaded.data.info.item_stats}
        save={save}
        newGuid={() => fresh}
        onFinish={onFinish}
      />
    </div>
  );
}
