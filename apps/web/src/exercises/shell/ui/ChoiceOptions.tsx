import { assetUrl, type ChoiceOption } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import { useOptionalResourceContext } from "../resource-context.ts";
import { useGuardedAction } from "../use-debounced.ts";

/** Props of {@link ChoiceOptions}. */
export type ChoiceOptionsProps = {
  /** options in display order (already shuffled unless option_random is 0) */
  options: readonly ChoiceOption[];
  /** the chosen option's `index`, or null */
  chosen: number | null;
  /** answered: the options no longer change */
  locked: boolean;
  /** show which option is right and whether the choice was (practice; never in exam) */
  reveal: boolean;
  onChoose: (index: number) => void;
  /** accessible name of the group (the question) */
  label: string;
  testId?: string;
};

const LETTERS = "ABCDEFGHIJKL";

/**
 * A group of options as large toggle buttons (buttons, not radios: arrow keys must not answer). Selection is guarded (100 ms) so a double tap answers once.
 * @param props - options, choice, lock and reveal state
 * @returns the option list
 */
export function ChoiceOptions({
  options,
  chosen,
  locked,
  reveal,
  onChoose,
  label,
  testId,
}: ChoiceOptionsProps) {
  const { t } = useTranslation();
  const context = useOptionalResourceContext();
  const pictures = options.some((o) => o.type === "image");
  const choose = useGuardedAction((index: number) => {
    if (!locked) onChoose(index);
  });
  return (
    <fieldset className={`pl-options${pictures ? " pl-options-pictures" : ""}`} data-testid={testId}>
      <legend className="sr-only">{label}</legend>
      {options.map((o, i) => {
        const picked = chosen === o.index;
        const state =
          reveal && locked ? (o.correct ? "right" : picked ? "wrong" : "") : picked ? "picked" : "";
        return (
          <button
            key={o.index}
            type="button"
            aria-pressed={picked}
            aria-disabled={locked || undefined}
            className={`pl-option ${state ? `pl-option-${state}` : ""}`}
            data-testid="choice-option"
            data-index={o.index}
            data-correct={reveal && locked ? String(o.correct) : undefined}
            onClick={() => choose(o.index)}
          >
            <span className="pl-option-key" aria-hidden="true">
              {LETTERS[i]}
            </span>
            {o.type === "image" && context ? (
              <img
                className="pl-option-picture"
                src={assetUrl(context.assetBase, o.content, context.resource.res_version)}
                alt={o.alt ?? t("player.picture_n", { n: i + 1 })}
              />
            ) : (
              <span>{o.content}</span>
            )}
            {state === "right" && <span className="sr-only">{t("player.correct")}</span>}
            {state === "wrong" && <span className="sr-only">{t("player.wrong")}</span>}
          </button>
        );
      })}
    </fieldset>
  );
}
