import type { LiveAnswerFrame } from "@hibiki/contracts/ws/live";
import { useQueryClient } from "@tanstack/react-query";
import { getToken } from "@web/lib/session.ts";
import { useEffect, useReducer } from "react";
import { useTranslation } from "react-i18next";
import { liveKeys } from "../api.ts";
import { useLiveSocket } from "../exports/use-live-socket.ts";
import { initialStudentLive, studentLiveReducer } from "../student-state.ts";
import { type AnswerPayload, ItemCard } from "./ItemCard.tsx";

/** The session as /v3/live/current names it. */
export type LiveSummaryLite = { live_id: number; title: string; teacher_name: string; item_count: number };

/**
 * The joined session: title and teacher, the connection state, the pushed item (announced politely to
 * screen readers), my results so far; at the end my score. The socket joins again by itself after a drop
 * (the server answers with my answers and the item on screen).
 * @param props - the open session, and what to do when it ends (the page keeps the score on screen)
 * @returns the session view
 */
export function LiveSession({
  summary,
  onEnded,
}: {
  summary: LiveSummaryLite;
  onEnded: (title: string, score: number | null) => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [s, dispatch] = useReducer(studentLiveReducer, initialStudentLive);
  const over = s.phase === "ended" || s.phase === "none";
  const socket = useLiveSocket(
    {
      token: getToken,
      hello: () => [{ type: "join" }],
      onFrame: (frame) => dispatch({ type: "frame", frame }),
    },
    !over,
  );
  useEffect(() => {
    if (s.phase === "ended") {
      void qc.invalidateQueries({ queryKey: liveKeys.history(1) });
      onEnded(s.title || summary.title, s.my_score);
    }
    if (s.phase === "none") void qc.invalidateQueries({ queryKey: liveKeys.current() });
  }, [s.phase, s.title, s.my_score, summary.title, qc, onEnded]);

  const answer = (itemIndex: number, payload: AnswerPayload): boolean => {
    const frame: LiveAnswerFrame = {
      type: "answer",
      live_id: s.live_id ?? summary.live_id,
      item_index: itemIndex,
      ...payload,
    };
    const sent = socket.send(frame);
    if (sent) dispatch({ type: "sending", item_index: itemIndex });
    return sent;
  };
  const item = s.current;
  const itemCount = s.item_count || summary.item_count;
  const results = Object.entries(s.answers).sort(([a], [b]) => Number(a) - Number(b));
  return (
    <div className="live-session" data-testid="live-session">
      <section className="card live-head">
        <h2 data-testid="live-title">{s.title || summary.title}</h2>
        <p className="muted">{t("live.by_teacher", { name: s.teacher_name || summary.teacher_name })}</p>
        <p className="muted" role="status" data-testid="live-conn" data-state={socket.state}>
          {socket.state === "open" ? "" : t(`live.state.${socket.state}`)}
        </p>
      </section>
      <p className="sr-only" aria-live="polite" data-testid="live-announce">
        {item ? `${t("live.item_no", { no: item.item_index + 1, count: itemCount })} ${item.prompt}` : ""}
      </p>
      {item ? (
        <ItemCard
          key={item.item_index}
          item={item}
          itemCount={itemCount}
          answer={s.answers[item.item_index]}
          reveal={s.reveals[item.item_index]}
          sending={s.sending === item.item_index}
          onAnswer={(payload) => answer(item.item_index, payload)}
        />
      ) : (
        <p className="card muted" data-testid="live-wait">
          {t("live.wait_item")}
        </p>
      )}
      {s.error && (
        <p className="form-error" role="alert" data-testid="live-error">
          {t(s.error.key, { defaultValue: s.error.message })}
        </p>
      )}
      {results.length > 0 && (
        <section className="card" aria-labelledby="live-results-title">
          <h2 id="live-results-title">{t("live.results")}</h2>
          <ul className="live-results" aria-live="polite">
            {results.map(([idx, a]) => (
              <li key={idx}>
                {t("live.result_row", {
                  no: Number(idx) + 1,
                  result: t(a.correct ? "live.correct" : "live.wrong", { score: a.score }),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
