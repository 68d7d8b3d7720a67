import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { FreeSpeechResultList } from "../picture-describe/FreeSpeechResultList.tsx";
import { usePlayerSwitches } from "../shell/switches.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Quick-response result: average scores, then each question (its audio, text and, with the toggle, its
 * Japanese) with what the student said, the scores, the replay and the sample answers with translations.
 * @param props - items and answers
 * @returns the layout
 */
export default function QuickResponseResult({ items, answers }: ResultProps<"quick-response">) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  return (
    <FreeSpeechResultList
      testId="result-quick-response"
      items={items}
      answers={answers}
      prompt={(it) => {
        const question = it.screen_en_text ?? it.screen_text;
        const tr = it.screen_jp_text ?? it.screen_jp ?? it.screen_text_jp;
        return (
          <>
            {question && (
              <p className="sp-stem" lang="en">
                {question}
              </p>
            )}
            {on.translation && tr && (
              <p className="pl-translation">{t("result.translation", { text: tr })}</p>
            )}
            <AudioPlayer
              file={it.audio_file}
              label={t("quick_response.question_audio")}
              testId="result-question-audio"
            />
          </>
        );
      }}
    />
  );
}
