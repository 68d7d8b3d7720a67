import type { LiveItem } from "@hibiki/contracts/live";
import { Button } from "@web/components/Button.tsx";
import { useTranslation } from "react-i18next";

/** The answer of an item as one line for the teacher. */
function answerLine(item: LiveItem): string {
  if (item.kind === "choice") return item.options[item.answer_index] ?? "";
  if (item.kind === "short_answer") return item.accepted.join(" / ");
  return item.text;
}

/**
 * The session's items in order, each with its kind, question and answer, its state (sent, on screen,
 * answer shown) and the buttons 出題 (push) and 正解を表示 (reveal; once it was pushed and not revealed).
 * @param props - items, their states, whether the socket is connected, push and reveal
 * @returns the list
 */
export function ItemList(props: {
  items: ReadonlyArray<LiveItem | null>;
  current: number | null;
  pushed: readonly number[];
  revealed: readonly number[];
  disabled: boolean;
  onPush: (index: number) => void;
  onReveal: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="tl-items-h">
      <h2 id="tl-items-h">{t("t.live.items")}</h2>
      <ol className="tl-items">
        {props.items.map((item, i) => {
          const pushed = props.pushed.includes(i);
          const revealed = props.revealed.includes(i);
          const isCurrent = props.current === i;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: items are positional (their index is their id)
              key={i}
              className={isCurrent ? "tl-item is-current" : "tl-item"}
              data-testid="tl-item"
              data-pushed={pushed ? "1" : "0"}
              data-revealed={revealed ? "1" : "0"}
            >
              <div>
                <strong>{t("t.live.item_short", { no: i + 1 })}</strong>{" "}
                {item && <span className="chip">{t(`t.live.kind.${item.kind}`)}</span>}
                <p className="tl-item-prompt">
                  {item?.prompt || (item?.kind === "read_aloud" ? item.text : "")}
                </p>
                {item && (
                  <p className="muted" lang="en">
                    {answerLine(item)}
                  </p>
                )}
                <p className="muted">
                  {[
                    isCurrent ? t("t.live.current") : "",
                    pushed ? t("t.live.pushed") : "",
                    revealed ? t("t.live.revealed") : "",
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              <div className="tl-item-actions">
                <Button
                  variant={pushed ? "secondary" : "primary"}
                  className="btn-sm"
                  disabled={props.disabled}
                  onClick={() => props.onPush(i)}
                  aria-label={`${t(pushed ? "t.live.push_again" : "t.live.push")}: ${t("t.live.item_short", { no: i + 1 })}`}
                  data-testid="tl-push"
                >
                  {t(pushed ? "t.live.push_again" : "t.live.push")}
                </Button>
                {pushed && !revealed && (
                  <Button
                    variant="secondary"
                    className="btn-sm"
                    disabled={props.disabled}
                    onClick={() => props.onReveal(i)}
                    aria-label={`${t("t.live.reveal")}: ${t("t.live.item_short", { no: i + 1 })}`}
                    data-testid="tl-reveal"
                  >
                    {t("t.live.reveal")}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
