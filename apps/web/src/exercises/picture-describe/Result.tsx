import { assetUrl } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./free-speech.css";
import { useResourceContext } from "../shell/resource-context.ts";
import type { ResultProps } from "../types.ts";
import { FreeSpeechResultList } from "./FreeSpeechResultList.tsx";

/**
 * Picture-describe result: average scores, then each picture with its task, what the student said, the
 * scores, the replay and the sample answers with their translations.
 * @param props - items and answers
 * @returns the layout
 */
export default function PictureDescribeResult({
  items,
  answers,
  assetBase,
}: ResultProps<"picture-describe">) {
  const { t } = useTranslation();
  const { resource } = useResourceContext();
  return (
    <FreeSpeechResultList
      testId="result-picture-describe"
      items={items}
      answers={answers}
      prompt={(it) => (
        <>
          <img
            className="fs-picture fs-picture-small"
            src={assetUrl(assetBase, it.picture, resource.res_version)}
            alt={t("picture_describe.picture")}
            data-testid="result-picture"
          />
          {(it.instruction ?? it.screen_en_text ?? it.screen_text) && (
            <p className="sp-stem" lang="en">
              {it.instruction ?? it.screen_en_text ?? it.screen_text}
            </p>
          )}
        </>
      )}
    />
  );
}
