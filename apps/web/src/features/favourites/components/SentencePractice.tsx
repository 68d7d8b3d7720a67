import type { FavouriteSentence } from "@hibiki/contracts";
import type { BaseAnswer } from "@hibiki/exercises";
import { ReadAloudPanel } from "@web/exercises/speaking/ReadAloudPanel.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { postPoorlyWords, useSubmitPracticeMutation } from "../api.ts";
import "../i18n.ts";

/**
 * Practising a favourite sentence on /my_collection with the players' read-aloud panel: record, scores,
 * coloured words and replay; the result is kept with device/favorites/submit (the latest practice) and its
 * poorly-read words are collected. "Practise again" starts a new take.
 * @param props - the favourite
 * @returns the practice panel
 */
export function SentencePractice({ favourite }: { favourite: FavouriteSentence }) {
  const { t } = useTranslation();
  const submit = useSubmitPracticeMutation();
  const [take, setTake] = useState(0);
  const [done, setDone] = useState(false);
  const handleSubmit = async (answer: BaseAnswer): Promise<BaseAnswer> => {
    await submit.mutateAsync({
      client: "web",
      resource_id: favourite.favourite_id,
      sound_file: answer.sound_file ?? "",
      total_score: answer.total_score,
      percent_score: answer.percent_score,
      accuracy_score: answer.accuracy_score,
      fluency_score: answer.fluency_score,
      integrity_score: answer.integrity_score,
      record_duration: answer.record_duration,
      evaluate_html: answer.evaluate_html,
      evaluate_result: answer.evaluate_result,
    });
    setDone(true);
    // Collecting poorly-read words is a side benefit: a failure must not spoil the saved practice.
    void postPoorlyWords(answer.poorly_words ?? "").catch(() => undefined);
    return answer;
  };
  return (
    <div className="fav-practice" data-testid="favourite-practice">
      <ReadAloudPanel
        key={take}
        testId="favourite-practice-panel"
        questionId={favourite.sentence_id}
        text={favourite.evaluate_text || favourite.screen_en_text}
        category={favourite.category}
        maxTimeMs={favourite.record_max_time * 1000}
        canRecord
        onSubmit={handleSubmit}
      >
        <p className="sp-text" lang="en">
          {favourite.screen_en_text}
        </p>
      </ReadAloudPanel>
      {done && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          data-testid="favourite-practise-again"
          onClick={() => {
            setDone(false);
            setTake((n) => n + 1);
          }}
        >
          {t("favourites.practise_again")}
        </button>
      )}
    </div>
  );
}
