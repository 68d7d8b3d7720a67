import { SpeakButton } from "@web/components/audio/SpeakButton.tsx";
import { TTS_VOICES, type TtsVoice } from "@web/lib/speech/tts-url.ts";
import { getItem, setItem } from "@web/lib/storage.ts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useModelAudio } from "../api.ts";
import "../i18n.ts";

const VOICE_KEY = "custom_reading_voice";

function storedVoice(): TtsVoice {
  const v = getItem<string>(VOICE_KEY);
  return (TTS_VOICES as readonly string[]).includes(v ?? "") ? (v as TtsVoice) : "female1";
}

/**
 * The model reading of a text by the offline voice: a choice of voice (kept on this device) and the play
 * button; the header's speed picker sets the speed.
 * @param props - the text
 * @returns the model-audio controls
 */
export function ModelAudio({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [voice, setVoice] = useState<TtsVoice>(storedVoice);
  const audioOf = useModelAudio(voice);
  return (
    <div className="cr-model" data-testid="cr-model">
      <SpeakButton src={audioOf(text)} label={t("cr.model")} testId="cr-model-play" />
      <label htmlFor={`${id}-voice`} className="cr-voice">
        <span>{t("cr.voice")}</span>
        <select
          id={`${id}-voice`}
          value={voice}
          onChange={(e) => {
            const next = e.target.value as TtsVoice;
            setVoice(next);
            setItem(VOICE_KEY, next);
          }}
          data-testid="cr-voice"
        >
          {TTS_VOICES.map((v) => (
            <option key={v} value={v}>
              {t(`cr.voice.${v}`)}
            </option>
          ))}
        </select>
      </label>
      <p className="muted cr-speed-note">{t("cr.speed_note")}</p>
    </div>
  );
}
