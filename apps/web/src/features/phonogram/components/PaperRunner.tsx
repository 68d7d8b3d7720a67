import type { PhonogramAnswer, PhonogramPaper } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSubmitLogMutation, useWordAudio } from "../api.ts";
import "../i18n.ts";
import { phonogramUrls } from "../urls.ts";
import { ChooseItem } from "./ChooseItem.tsx";
import { SayItem } from "./SayItem.tsx";

/**
 * Plays a paper one item at a time (a listen-and-choose item needs a choice; a say item may be skipped),
 * then submits every answer and opens the result.
 * @param props - the paper
 * @returns the runner
 */
export function PaperRunner({ paper }: { paper: PhonogramPaper }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const audioOf = useWordAudio();
  const submit = useSubmitLogMutation();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, PhonogramAnswer>>({});
  const item = paper.items[index];
  if (!item) return null;
  const answer = answers[item.item_id] ?? null;
  const last = index === paper.items.length - 1;
  const answered = Object.keys(answers).length;
  const put = (a: PhonogramAnswer) => setAnswers((prev) => ({ ...prev, [a.item_id]: a }));
  const finish = () =>
    submit.mutate(
      { paper_id: paper.paper_id, answers: Object.values(answers) },
      { onSuccess: ({ log_id }) => navigate(phonogramUrls.result(log_id), { replace: true }) },
    );
  const next = () => (last ? finish() : setIndex(index + 1));
  const canGo = item.kind === "say" || answer !== null;
  return (
    <div className="phon-runner" data-testid="phon-runner" data-item={index + 1}>
      <p className="phon-progress-text" aria-live="polite">
        {t("phon.item_of", { n: index + 1, total: paper.items.length })}
      </p>
      <progress
        className="phon-progress"
        max={paper.items.length}
        value={index + 1}
        aria-label={t("phon.item_of", { n: index + 1, total: paper.items.length })}
      />
      {item.kind === "choose" ? (
        <ChooseItem
          key={item.item_id}
          item={item}
          audio={audioOf(item.word)}
          chosen={answer?.choice ?? null}
          onChoose={(choice) => put({ item_id: item.item_id, choice })}
        />
      ) : (
        <SayItem key={item.item_id} item={item} audio={audioOf(item.word)} answer={answer} onAnswer={put} />
      )}
      {last && answered === 0 && item.kind === "say" && answer === null && (
        <p className="muted">{t("phon.need_answer")}</p>
      )}
      <div className="phon-actions">
        <Button
          onClick={next}
          disabled={!canGo || submit.isPending || (last && answered === 0)}
          busy={submit.isPending}
          data-testid="phon-next"
        >
          {submit.isPending
            ? t("phon.submitting")
            : last
              ? t("phon.finish")
              : item.kind === "say" && answer === null
                ? t("phon.skip")
                : t("phon.next")}
        </Button>
      </div>
    </div>
  );
}
