import { assetUrl, type BaseAnswer } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { useResourceQuery, useSaveAnswer } from "@web/features/textbook/api.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useInterviewCardQuery, useWordAudio } from "../api.ts";
import { BadLevel } from "../components/BadLevel.tsx";
import { Countdown } from "../components/Countdown.tsx";
import { ExaminerLine } from "../components/ExaminerLine.tsx";
import { InterviewCardView } from "../components/InterviewCardView.tsx";
import { InterviewTake } from "../components/InterviewTake.tsx";
import "../i18n.ts";
import { cardShown, interviewFlow } from "../interview-flow.ts";
import { eikenUrls, levelIdOf } from "../urls.ts";
import "../eiken.css";

type Item = { question_id: string; kind: string; audio_file?: string; screen_en_text?: string } & Record<
  string,
  unknown
>;

/**
 * /eiken/interview/dialog?level_id&res_code: the second-stage interview (the speaking test at grades 5
 * and 4) as the examiner leads it: small talk, the card with 20 s of silent reading, the read-aloud
 * (title first), the numbered questions (the card turned over before the questions about the student),
 * the closing. The examiner's lines play in a model voice; each answer is recorded, scored by the speech
 * engine (reading) or the open-answer evaluation with the card's rubric, and stored in one attempt, whose
 * result follows.
 * @returns the page
 */
export default function InterviewDialogPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const levelId = levelIdOf(params.get("level_id"));
  const resCode = params.get("res_code")?.trim() ?? "";
  const loaded = useResourceQuery({ resCode, mode: "exam", questionIds: "" });
  const info = loaded.data?.info;
  const resource = loaded.data?.resource;
  const card = useInterviewCardQuery(
    info && resource ? assetUrl(info.asset_base, "card.json", resource.res_version) : null,
  );
  const say = useWordAudio("male3");
  const save = useSaveAnswer();
  const [guid] = useState(() => crypto.randomUUID());
  const [started, setStarted] = useState(false);
  const [at, setAt] = useState(0);
  // within a step: the examiner speaks, then a countdown may run, then the student acts
  const [phase, setPhase] = useState<"speak" | "wait" | "act">("speak");
  const steps = useMemo(() => (card.data ? interviewFlow(card.data) : []), [card.data]);
  usePageTitle(resource?.res_title ?? t("eiken.interview_title"));

  if (levelId === null || !resCode) return <BadLevel />;
  if (loaded.isError || card.isError)
    return <LoadError onRetry={() => void Promise.all([loaded.refetch(), card.refetch()])} />;
  if (!info || !resource || !card.data) return <Spinner />;
  const items = resource.items as unknown as Item[];
  const answerable = items.length;
  const resultUrl = eikenUrls.interviewResult(levelId, resCode, guid);
  const next = () => {
    setPhase("speak");
    setAt((n) => n + 1);
  };
  const store = async (item: Item, answer: BaseAnswer | null): Promise<BaseAnswer> => {
    const index = items.findIndex((i) => i.question_id === item.question_id);
    const body = answer ?? { question_id: item.question_id, is_skipped: 1 as const };
    const stored = await save({
      res_code: resCode,
      guid,
      mode: "exam",
      current_index: Math.min(answerable - 1, index + 1),
      is_completed: index === answerable - 1 ? 1 : 0,
      item: { ...body, question_id: item.question_id },
    });
    setTimeout(next, 0);
    return stored.item;
  };

  if (!started)
    return (
      <div className="page ek-page" data-testid="ek-interview-intro">
        <h1>{resource.res_title}</h1>
        <section className="card ek-hero">
          <p>{t("eiken.interview_lead")}</p>
          <p className="notice-box">{t("eiken.interview_rules")}</p>
          <Button onClick={() => setStarted(true)} data-testid="ek-interview-start">
            {t("eiken.interview_start")}
          </Button>
        </section>
      </div>
    );
  const step = steps[at];
  if (!step) return <Spinner />;
  const shown = cardShown(steps, at);
  const turned = !shown && steps.slice(0, at).some((s) => s.type === "silent");
  const item =
    step.type === "read"
      ? items.find((i) => i.question_id === "read")
      : step.type === "question"
        ? items.find((i) => i.question_id === step.questionId)
        : undefined;
  const line =
    step.type === "question"
      ? {
          src: item?.audio_file ? assetUrl(info.asset_base, item.audio_file, resource.res_version) : "",
          text: item?.screen_en_text ?? "",
          ja: String(item?.screen_jp_text ?? ""),
        }
      : { src: say(step.text), text: step.text, ja: step.ja };
  return (
    <div className="page ek-page" data-testid="ek-interview" data-step={step.type} data-at={at}>
      <header className="ek-run-head">
        <span className="muted" data-testid="ek-interview-progress">
          {step.type === "question" ? t("eiken.question_no", { n: step.no }) : t(`eiken.step.${step.type}`)}
        </span>
        <progress max={steps.length} value={at} aria-label={t("eiken.interview_title")} />
      </header>
      <ExaminerLine
        key={at}
        src={line.src}
        text={line.text}
        ja={line.ja}
        onEnded={() => {
          if (step.type === "end") return;
          setPhase(
            step.type === "silent" || (step.type === "question" && step.prepSeconds > 0) ? "wait" : "act",
          );
        }}
      />
      {shown && (
        <InterviewCardView card={card.data} assetBase={info.asset_base} version={resource.res_version} />
      )}
      {turned && step.type !== "end" && (
        <p className="notice-box" data-testid="ek-card-turned">
          {t("eiken.card_turned")}
        </p>
      )}
      {step.type === "question" && step.followUp && (
        <p className="muted ek-small" data-testid="ek-follow-up">
          {t("eiken.follow_up_hint", { line: step.followUp.text })}
        </p>
      )}
      {phase === "wait" && step.type === "silent" && (
        <Countdown key={`w${at}`} seconds={step.seconds} label={t("eiken.silent_reading")} onDone={next} />
      )}
      {phase === "wait" && step.type === "question" && (
        <Countdown
          key={`w${at}`}
          seconds={step.prepSeconds}
          label={t("eiken.prep_time")}
          onDone={() => setPhase("act")}
        />
      )}
      {phase === "act" && step.type === "talk" && (
        <Button onClick={next} data-testid="ek-talk-next" autoFocus>
          {t("eiken.talk_next")}
        </Button>
      )}
      {phase === "act" && item && (step.type === "read" || step.type === "question") && (
        <InterviewTake
          key={`t${at}`}
          item={item}
          resCode={resCode}
          seconds={step.type === "read" ? 60 : step.answerSeconds}
          onSaved={(a) => store(item, a)}
          onSkip={() => void store(item, null)}
        />
      )}
      {step.type === "end" && (
        <Button onClick={() => navigate(resultUrl, { replace: true })} data-testid="ek-interview-result">
          {t("eiken.interview_result")}
        </Button>
      )}
    </div>
  );
}
