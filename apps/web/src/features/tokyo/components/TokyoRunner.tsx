import { assetUrl, type BaseAnswer, type PlayerMode, type Resource } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import type { SaveAnswer } from "@web/exercises/shell/use-attempt.ts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { nextPhase, runSteps, type StepPhase, type TokyoItem } from "../run-flow.ts";
import { Countdown } from "./Countdown.tsx";
import { ItemPanel } from "./ItemPanel.tsx";
import { QuestionAudio } from "./QuestionAudio.tsx";
import { TokyoTake } from "./TokyoTake.tsx";
import "../tokyo.css";

/**
 * A speaking test or training set, run as the test runs: per item the question plays (B-D), the
 * preparation and answer windows count down, and the answer is recorded, scored and saved in one attempt.
 * Test mode moves on by itself with no pause or retake (and ends in `onFinish`); practice mode shows the
 * question as text, lets the preparation end early and waits for Next.
 * @param props - the resource, its asset base, test or practice, the player mode the answers are saved
 *   under (exam, paper or homework), the save function and what follows the last item (with the guid)
 * @returns the run
 */
export function TokyoRunner({
  resource,
  assetBase,
  test,
  mode,
  save,
  onFinish,
}: {
  resource: Resource;
  assetBase: string;
  test: boolean;
  mode: PlayerMode;
  save: SaveAnswer;
  onFinish: (guid: string) => void;
}) {
  const { t } = useTranslation();
  const [guid] = useState(() => crypto.randomUUID());
  const [started, setStarted] = useState(false);
  const [at, setAt] = useState(0);
  const [phase, setPhase] = useState<StepPhase>("listen");
  const steps = useMemo(() => runSteps(resource.items as unknown as TokyoItem[]), [resource]);
  const step = steps[at];
  const last = at === steps.length - 1;
  const begin = (index: number) => {
    const s = steps[index];
    if (!s) return;
    setAt(index);
    setPhase(nextPhase(s, "start"));
  };
  const store = async (answer: BaseAnswer): Promise<BaseAnswer> => {
    if (!step) return answer;
    const stored = await save({
      res_code: resource.res_code,
      guid,
      mode,
      current_index: Math.min(steps.length - 1, at + 1),
      is_completed: last ? 1 : 0,
      item: { ...answer, question_id: step.item.question_id },
    });
    setTimeout(() => {
      if (!test) setPhase("done");
      else if (last) onFinish(guid);
      else begin(at + 1);
    }, 0);
    return stored.item;
  };

  if (!started || !step)
    return (
      <div className="page tk-page" data-testid="tk-run-intro">
        <h1>{resource.res_title}</h1>
        <section className="card tk-hero">
          <p>{t("tokyo.start_lead")}</p>
          <p className="notice-box">{test ? t("tokyo.test_rules") : t("tokyo.practice_rules")}</p>
          <p className="muted">{t("tokyo.progress", { no: 0, total: steps.length })}</p>
          <Button
            onClick={() => {
              setStarted(true);
              begin(0);
            }}
            disabled={steps.length === 0}
            data-testid="tk-start"
          >
            {t("tokyo.start")}
          </Button>
        </section>
      </div>
    );
  const audio = step.item.audio_file ? assetUrl(assetBase, step.item.audio_file, resource.res_version) : "";
  const progress = t("tokyo.progress", { no: step.no, total: steps.length });
  return (
    <div
      className="page tk-page"
      data-testid="tk-run"
      data-mode={test ? "test" : "practice"}
      // the dictionary pen stays out of the test
      data-pen-ignore={test ? "" : undefined}
      data-at={at}
      data-phase={phase}
    >
      <header className="tk-run-head">
        <span className="chip">{t("tokyo.part_label", { part: step.part })}</span>
        <span className="muted" data-testid="tk-progress">
          {progress}
        </span>
        <progress max={steps.length} value={at} aria-label={progress} />
      </header>
      <ItemPanel
        step={step}
        assetBase={assetBase}
        version={resource.res_version}
        showQuestion={!test && phase !== "listen"}
      />
      {phase === "listen" && <QuestionAudio key={`l${at}`} src={audio} onEnded={() => setPhase("prep")} />}
      {phase === "prep" && (
        <div className="tk-window">
          <Countdown
            key={`p${at}`}
            seconds={step.prepSeconds}
            label={t("tokyo.prep")}
            onDone={() => setPhase("record")}
          />
          {!test && (
            <Button variant="ghost" onClick={() => setPhase("record")} data-testid="tk-start-now">
              {t("tokyo.start_now")}
            </Button>
          )}
        </div>
      )}
      {phase === "record" && (
        <div className="tk-window">
          <p className="tk-countdown-label">{t("tokyo.record")}</p>
          <TokyoTake
            key={`r${at}`}
            item={step.item}
            resCode={resource.res_code}
            seconds={step.recordSeconds}
            onSaved={store}
          />
        </div>
      )}
      {phase === "done" && (
        <div className="tk-actions">
          {last ? (
            <Button onClick={() => onFinish(guid)} data-testid="tk-finish" autoFocus>
              {t("tokyo.finish")}
            </Button>
          ) : (
            <Button onClick={() => begin(at + 1)} data-testid="tk-next" autoFocus>
              {t("tokyo.next")}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
