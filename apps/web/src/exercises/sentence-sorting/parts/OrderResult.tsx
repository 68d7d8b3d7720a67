import { ResultFrame } from "../../listen-fill-blanks/parts/ResultFrame.tsx";
import type { ResultProps } from "../../types.ts";
import type { OrderKind } from "./OrderPlayer.tsx";
import { chosenContents, orderSentence, orderTemplate } from "./order-answer.ts";

/**
 * Result layout of the ordering kinds (sentence sorting, word-order blank fill, fill-in order):
 * the sentence the student built, the right sentence only at score 0, the explanation (word-order
 * blank fill), model audio and the translation toggle.
 * @param props - the shell's result props
 * @returns the result list
 */
export function OrderResult<K extends OrderKind>({ kind, items, answers }: ResultProps<K>) {
  return (
    <ResultFrame
      kind={kind}
      items={items}
      answers={answers}
      view={({ item, answer }) => {
        const contents = chosenContents(item, answer);
        return {
          prompt: orderTemplate(item)
            ? undefined
            : item.screen_text && <p className="objb-prompt">{item.screen_text}</p>,
          yourAnswer: contents.length > 0 ? orderSentence(item, contents) : "",
          rightAnswer: item.answer[0],
          explanation: kind === "grammar-blank-fill" ? item.explanation : undefined,
          translation: item.translation ?? item.screen_jp_text,
          audioFile: item.audio_file,
        };
      }}
    />
  );
}
