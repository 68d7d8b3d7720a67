import type { AiExample } from "@hibiki/contracts";
import { Icon } from "@web/components/Icon.tsx";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { Highlighted } from "./Highlighted.tsx";
import "./stages.css";

/**
 * An example sentence: the English is a button that speaks it (its point's words marked), the Japanese
 * below it when shown.
 * @param props - the example, whether the Japanese shows, whether it is being spoken and the speak action
 * @returns the line
 */
export function ExampleLine({
  example,
  showJa,
  speaking,
  onSpeak,
}: {
  example: AiExample;
  showJa: boolean;
  speaking: boolean;
  onSpeak: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="aist-example is-shown" data-testid="aist-example">
      <button
        type="button"
        className="aist-say"
        lang="en"
        aria-label={t("aist.explain.hear", { text: example.en })}
        aria-pressed={speaking}
        onClick={() => onSpeak(example.en)}
        data-testid="aist-say"
      >
        <Icon name="speaker" size={18} />
        <span className="aist-example-en">
          <Highlighted en={example.en} highlight={example.highlight} />
        </span>
      </button>
      {showJa && (
        <span className="aist-example-ja" data-testid="aist-example-ja">
          {example.ja}
        </span>
      )}
    </li>
  );
}
