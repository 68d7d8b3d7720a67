import { assetUrl } from "@hibiki/exercises";
import { useResourceContext } from "../shell/resource-context.ts";
import { SpeakingResultList } from "../speaking/SpeakingResultList.tsx";
import type { ResultProps } from "../types.ts";

/**
 * Picture-read result: average scores, then each picture (small) with its words, scores, coloured words,
 * the student's recording and the model audio.
 * @param props - items and answers
 * @returns the layout
 */
export default function PictureReadResult({ items, answers, assetBase }: ResultProps<"picture-read">) {
  const { resource } = useResourceContext();
  return (
    <SpeakingResultList
      testId="result-picture-read"
      items={items}
      answers={answers}
      stem={(it) => (
        <span className="sp-stem">
          <img
            src={assetUrl(assetBase, it.picture, resource.res_version)}
            alt=""
            style={{ maxHeight: 64, verticalAlign: "middle", marginRight: 8 }}
          />
          <span lang="en">{it.screen_en_text ?? it.screen_text ?? it.evaluate_text}</span>
        </span>
      )}
    />
  );
}
