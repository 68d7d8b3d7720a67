import type { PhonogramItem } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { SpeakButton } from "@web/components/audio/SpeakButton.tsx";

/**
 * A listen-and-choose item: one word of a minimal pair plays by itself (again on the button), the student
 * picks which of the two it was; then the verdict (the server marks the paper again on submit).
 * @param props - the item, its audio URL, the choice made (null before) and what to do with a choice
 * @returns the item
 */
export function ChooseItem({
  item,
  audio,
  chosen,
  onChoose,
}: {
  item: PhonogramItem;
  audio: string;
  chosen: string | null;
  onChoose: (word: string) => void;
}) {
  const { t } = useTranslation();
  const right = chosen === null ? null : chosen === item.word;
  return (
    <section className="card phon-item" data-testid="phon-item" data-kind="choose" aria-labelledby="phon-q">
      <h2 id="phon-q">{t("phon.choose_title")}</h2>
      <SpeakButton src={audio} label={t("phon.listen")} testId="phon-listen" autoPlay />
      <fieldset className="phon-options" aria-labelledby="phon-q">
        {item.options.map((o) => (
          <button
            key={o}
            type="button"
            lang="en"
            className={`phon-option${chosen === o ? (right ? " is-right" : " is-wrong") : ""}${
              chosen !== null && o === item.word ? " is-answer" : ""
            }`}
            data-testid="phon-option"
            aria-pressed={chosen === o}
            disabled={chosen !== null}
            onClick={() => onChoose(o)}
          >
            {o}
          </button>
        ))}
      </fieldset>
      {chosen !== null && (
        <p
          className={`phon-verdict ${right ? "is-right" : "is-wrong"}`}
          role="status"
          data-testid="phon-verdict"
          data-right={right ? "1" : "0"}
        >
          {right ? t("phon.right") : t("phon.wrong", { word: item.word })}
        </p>
      )}
    </section>
  );
}
