import type { LiveItemFrame } from "@hibiki/contracts/ws/live";
import type { BaseAnswer } from "@hibiki/exercises";
import { SpeakButton } from "@web/components/audio/SpeakButton.tsx";
import { SENTENCE_MAX_TIME_MS } from "@web/exercises/speaking/limits.ts";
import { ReadAloudPanel } from "@web/exercises/speaking/ReadAloudPanel.tsx";
import { useTranslation } from "react-i18next";
import { useModelVoice } from "../api.ts";

/**
 * A read-aloud item: the sentence, the model voice (offline TTS) and the players' recording cycle (the
 * take streams to the speech engine with the sentence as its reference, is uploaded, and the evaluation
 * the server kept is named by its evaluate_result URL); that URL is the answer, and the server scores it
 * from its own stored evaluation.
 * @param props - the item, whether a take may still be recorded, and what to do with the evaluation
 * @returns the panel
 */
export function ReadAloudItem(props: {
  liveItem: LiveItemFrame;
  canRecord: boolean;
  onRecorded: (evaluateResult: string) => void;
}) {
  const { t } = useTranslation();
  const voice = useModelVoice();
  const text = props.liveItem.text ?? "";
  const submit = async (answer: BaseAnswer): Promise<BaseAnswer> => {
    props.onRecorded(answer.evaluate_result ?? "");
    return answer;
  };
  return (
    <div className="live-read">
      <p className="muted">{t("live.read_lead")}</p>
      <ReadAloudPanel
        testId="live-read-aloud"
        questionId={`live-${props.liveItem.live_id}-${props.liveItem.item_index}`}
        text={text}
        category="read_sentence"
        maxTimeMs={SENTENCE_MAX_TIME_MS}
        canRecord={props.canRecord}
        onSubmit={submit}
      >
        <p className="live-sentence" lang="en" data-testid="live-sentence">
          {text}
        </p>
        <SpeakButton src={voice(text)} label={t("live.model")} testId="live-model" />
      </ReadAloudPanel>
    </div>
  );
}
