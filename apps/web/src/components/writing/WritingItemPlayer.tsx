import type { AnswerOf, ItemOf, WritingKind } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { AudioPlayer } from "@web/exercises/shell/ui/AudioPlayer.tsx";
import type { PlayerProps } from "@web/exercises/types.ts";
import { useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSubmitItemWritingMutation } from "./api.ts";
import { EngineResultView } from "./EngineResultView.tsx";
import { RewriteTexts } from "./rewrite-context.ts";
import { WritingPanel } from "./WritingPanel.tsx";
import "./i18n.ts";

/** The sample answer of a writing item: sample[0].en_answer, else sample_answer. */
export function sampleOf(item: ItemOf<WritingKind>): string | undefined {
  return item.sample?.[0]?.en_answer ?? item.sample_answer;
}

/**
 * Player of the writing kinds (free writing, topic writing, writing after listening): the prompt (and the
 * audio for listen-writing), the writing panel, then the checked result. The text goes to the checker
 * (textbook/submit-itr-topic-writing) and the answer payload is content, percent_score 100, total_score 5
 * and the engine_result link, sent through the shell's onSubmit. The shell never auto-advances a writing
 * item: the result and the 書く画面/結果 switch stay until the student presses this player's 次へ.
 * A rewrite of returned homework opens the panel with the returned text (RewriteTexts).
 * @param props - the shell's player props
 * @returns the player
 */
export function WritingItemPlayer<K extends WritingKind>(props: PlayerProps<K>) {
  const { item, previous, visibility, onSubmit, onNext, resCode } = props;
  const { t } = useTranslation();
  const check = useSubmitItemWritingMutation();
  const [submitting, setSubmitting] = useState(false);
  const [answer, setAnswer] = useState<AnswerOf<WritingKind> | undefined>(previous);
  const [view, setView] = useState<"panel" | "result">(previous?.engine_result ? "result" : "panel");
  const rewriting = useContext(RewriteTexts).get(item.question_id);

  const handleSubmit = (content: string) => {
    setSubmitting(true);
    check
      .mutateAsync({ content, question_id: item.question_id, res_code: resCode })
      .then((record) =>
        onSubmit({
          question_id: item.question_id,
          content: record.content,
          percent_score: 100,
          total_score: 5,
          engine_result: record.engine_result,
        } as AnswerOf<K>),
      )
      .then((saved) => {
        setAnswer(saved);
        setView("result");
      })
      // the api client has shown the message; the panel becomes editable again
      .catch(() => undefined)
      .finally(() => setSubmitting(false));
  };

  const prompt = item.topic ?? item.screen_en_text ?? item.screen_text;
  return (
    <div className="stack" data-testid="writing-item-player">
      {item.instruction_jp && <p>{item.instruction_jp}</p>}
      {prompt && (
        <p lang="en">
          <strong>{prompt}</strong>
        </p>
      )}
      {item.content_jp && <p>{item.content_jp}</p>}
      {item.content && (
        <blockquote className="writing-source" lang="en" data-testid="writing-source">
          {item.content}
        </blockquote>
      )}
      {item.audio_file && <AudioPlayer file={item.audio_file} testId="item-audio" />}
      {answer?.engine_result && (
        <div className="writing-switch">
          <Button variant={view === "panel" ? "primary" : "secondary"} onClick={() => setView("panel")}>
            {t("writing.show_panel")}
          </Button>
          <Button variant={view === "result" ? "primary" : "secondary"} onClick={() => setView("result")}>
            {t("writing.show_result")}
          </Button>
        </div>
      )}
      {view === "result" && answer?.engine_result ? (
        <EngineResultView
          url={answer.engine_result}
          sampleAnswer={visibility.sampleAnswers ? sampleOf(item) : undefined}
        />
      ) : (
        <WritingPanel
          key={answer?.engine_result ?? "new"}
          initialText={answer?.content ?? rewriting ?? ""}
          submitting={submitting}
          onSubmit={handleSubmit}
          minWords={item.min_words}
          maxWords={item.max_words}
        />
      )}
      {/* Writing never moves on by itself: the checked result stays until the student presses 次へ. */}
      {answer?.engine_result && (
        <Button onClick={onNext} data-testid="writing-next">
          {t("writing.next")}
        </Button>
      )}
    </div>
  );
}
