import { assetUrl, type ProgressStep } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";

/**
 * What a step shows: the subtitle of the audio it answers to (the prompt), its picture, its English text,
 * the English subtitle of its audio (subtitle switch) and the Japanese texts (translation switch). A
 * Japanese text without an English one is the step's instruction and always shows.
 * @param props - the content step and the prompt
 * @returns the step's content
 */
export function StepContent({
  source,
  prompt,
}: {
  source: ProgressStep | undefined;
  prompt?: ProgressStep | undefined;
}) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const { resource, assetBase } = useResourceContext();
  if (!source && !prompt) return null;
  const picture = source?.screen_image ?? source?.picture;
  const jp = source?.subtitle_jp ?? (source?.screen_en_text ? source.screen_jp_text : undefined);
  const instruction = source?.screen_en_text ? undefined : source?.screen_jp_text;
  return (
    <div className="ps-content" data-testid="step-content">
      {on.subtitle && prompt?.subtitle_en && (
        <p className="ps-subtitle" lang="en" data-testid="step-prompt">
          {prompt.subtitle_en}
        </p>
      )}
      {on.translation && prompt?.subtitle_jp && <p className="pl-translation">{prompt.subtitle_jp}</p>}
      {instruction && <p className="muted">{instruction}</p>}
      {picture && (
        <img
          className="ps-picture"
          src={assetUrl(assetBase, picture, resource.res_version)}
          alt={source?.screen_en_text ?? t("steps.audio")}
        />
      )}
      {source?.screen_en_text && (
        <p className="sp-text" lang="en">
          {source.screen_en_text}
        </p>
      )}
      {on.subtitle && source?.subtitle_en && (
        <p className="ps-subtitle" lang="en" data-testid="step-subtitle">
          {source.subtitle_en}
        </p>
      )}
      {on.translation && jp && (
        <p className="pl-translation" data-testid="step-translation">
          {jp}
        </p>
      )}
    </div>
  );
}
