import type { teacherLiveDetail } from "@hibiki/contracts/live";
import { Button } from "@web/components/Button.tsx";
import { useLiveSocket } from "@web/features/live/exports/use-live-socket.ts";
import { useEffect, useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { confirmed } from "../shell/confirm.ts";
import { getTeacherToken } from "../shell/session.ts";
import { AnswersTable, type GivenAnswer } from "./AnswersTable.tsx";
import { useLiveEndMutation } from "./api.ts";
import { ClassChart } from "./ClassChart.tsx";
import { consoleReducer, initialConsole, statsOf } from "./console-state.ts";
import { ItemList } from "./ItemList.tsx";

type Detail = z.output<(typeof teacherLiveDetail)["data"]>;

/**
 * The running session: the connection, the roster with who is online, the items with 出題 / 正解を表示,
 * the current item's answers arriving live, the class chart, and 終了 after a confirmation. The saved
 * detail is read again shortly after answers arrive (it has what each student answered) and once the
 * session ends (the page then shows the saved results).
 * @param props - the session id, its saved detail and how to read it again
 * @returns the console
 */
export function LiveConsole({
  liveId,
  detail,
  onRefresh,
}: {
  liveId: number;
  detail: Detail;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const [s, dispatch] = useReducer(consoleReducer, initialConsole);
  const end = useLiveEndMutation();
  const socket = useLiveSocket(
    { token: getTeacherToken, hello: () => [{ type: "open", live_id: liveId }], onFrame: dispatch },
    s.status === "open",
  );
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const answerCount = Object.values(s.answers).reduce((n, l) => n + l.length, 0);
  useEffect(() => {
    if (answerCount === 0) return;
    // a burst of answers (a class answering together) is read back once
    const timer = setTimeout(() => refresh.current(), 500);
    return () => clearTimeout(timer);
  }, [answerCount]);
  useEffect(() => {
    if (s.status === "ended") refresh.current();
  }, [s.status]);

  const given = new Map<string, GivenAnswer>();
  for (const st of detail.students)
    for (const a of st.answers) given.set(`${a.item_index}:${st.student_id}`, a);
  const online = s.roster.filter((r) => r.online).length;
  const current = s.current;
  const chartRows = s.pushed
    .slice()
    .sort((a, b) => a - b)
    .map((i) => ({ item_index: i, ...statsOf(s, i) }));
  const finish = async () => {
    if (!(await confirmed(t("t.live.end_confirm", { title: s.title || detail.live.title })))) return;
    await end.mutateAsync({ live_id: liveId }).catch(() => undefined);
    onRefresh();
  };
  return (
    <div className="tl-console" data-testid="tl-console">
      <div className="tl-toolbar">
        <p role="status" className="muted" data-testid="tl-conn" data-state={socket.state}>
          {t(`t.live.conn.${socket.state}`)}
        </p>
        <Button variant="danger" busy={end.isPending} onClick={() => void finish()} data-testid="tl-end">
          {t("t.live.end")}
        </Button>
      </div>
      {s.error && (
        <p className="form-error" role="alert" data-testid="tl-error">
          {t(s.error.key, { defaultValue: s.error.message })}
        </p>
      )}
      <div className="tl-grid">
        <section className="card" aria-labelledby="tl-roster-h" data-testid="tl-roster">
          <h2 id="tl-roster-h">{t("t.live.roster", { online, total: s.roster.length })}</h2>
          <ul className="tl-roster">
            {s.roster.map((r) => (
              <li key={r.student_id} data-testid="tl-student" data-online={r.online ? "1" : "0"}>
                <span className={r.online ? "tl-dot is-online" : "tl-dot"} aria-hidden="true" />
                {r.name}
                <span className="sr-only">（{t(r.online ? "t.live.online" : "t.live.offline")}）</span>
              </li>
            ))}
          </ul>
        </section>
        <ItemList
          items={s.items}
          current={current}
          pushed={s.pushed}
          revealed={s.revealed}
          disabled={socket.state !== "open"}
          onPush={(i) => socket.send({ type: "push_item", item_index: i })}
          onReveal={(i) => socket.send({ type: "reveal", item_index: i })}
        />
      </div>
      {current !== null && (
        <AnswersTable
          itemIndex={current}
          item={s.items[current] ?? null}
          answers={s.answers[current] ?? []}
          given={(id) => given.get(`${current}:${id}`)}
          answered={statsOf(s, current).answered}
          correct={statsOf(s, current).correct}
        />
      )}
      <ClassChart rows={chartRows} students={s.roster.length} />
    </div>
  );
}
