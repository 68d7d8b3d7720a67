import { type LiveItem, LiveItemSchema } from "@hibiki/contracts/live";
import { LiveOutFrameSchema, type LiveRosterFrame } from "@hibiki/contracts/ws/live";

/** A student's answer as the console shows it. */
export type ConsoleAnswer = {
  student_id: number;
  name: string;
  correct: boolean;
  score: number;
  answered_at: string;
};

/** An item's running figures. */
export type ConsoleStats = { answered: number; correct: number; average_score: number | null };

/** What the teacher's console shows, built from the socket's frames. */
export type ConsoleState = {
  /** waiting for `opened` */
  loading: boolean;
  title: string;
  class_name: string;
  status: "open" | "ended";
  /** the items as written (null where an item could not be read) */
  items: Array<LiveItem | null>;
  current: number | null;
  pushed: readonly number[];
  revealed: readonly number[];
  roster: LiveRosterFrame["students"];
  /** answers by item index, in arrival order (one per student) */
  answers: Record<number, ConsoleAnswer[]>;
  stats: Record<number, ConsoleStats>;
  error: { key: string; message: string } | null;
};

export const initialConsole: ConsoleState = {
  loading: true,
  title: "",
  class_name: "",
  status: "open",
  items: [],
  current: null,
  pushed: [],
  revealed: [],
  roster: [],
  answers: {},
  stats: {},
  error: null,
};

const withIndex = (list: readonly number[], i: number) => (list.includes(i) ? list : [...list, i]);

/**
 * The console's state after one frame (frames that fit no schema are ignored). Answers are kept once per
 * student and item, so a frame sent again after a reconnect is not counted twice.
 * @param s - the state
 * @param frame - a parsed JSON frame from the server
 * @returns the next state
 */
export function consoleReducer(s: ConsoleState, frame: unknown): ConsoleState {
  const parsed = LiveOutFrameSchema.safeParse(frame);
  if (!parsed.success) return s;
  const f = parsed.data;
  switch (f.type) {
    case "opened":
      return {
        ...s,
        loading: false,
        title: f.title,
        class_name: f.class_name,
        status: f.status,
        items: f.items.map((raw) => {
          const r = LiveItemSchema.safeParse(raw);
          return r.success ? r.data : null;
        }),
        current: f.current,
        pushed: f.pushed,
        revealed: f.revealed,
        error: null,
      };
    case "roster":
      return { ...s, roster: f.students };
    case "item":
      return { ...s, current: f.item_index, pushed: withIndex(s.pushed, f.item_index), error: null };
    case "reveal":
      return { ...s, revealed: withIndex(s.revealed, f.item_index) };
    case "answer": {
      const list = s.answers[f.item_index] ?? [];
      if (list.some((a) => a.student_id === f.student_id)) return s;
      const a: ConsoleAnswer = {
        student_id: f.student_id,
        name: f.name,
        correct: f.correct,
        score: f.score,
        answered_at: f.answered_at,
      };
      return { ...s, answers: { ...s.answers, [f.item_index]: [...list, a] } };
    }
    case "item_stats":
      return {
        ...s,
        stats: {
          ...s.stats,
          [f.item_index]: { answered: f.answered, correct: f.correct, average_score: f.average_score },
        },
      };
    case "ended":
      return { ...s, status: "ended" };
    case "error":
      if (f.error_key === "live_ended") return { ...s, loading: false, status: "ended" };
      return { ...s, loading: false, error: { key: f.error_key, message: f.message } };
    default:
      return s;
  }
}

/**
 * @param s - the state
 * @param i - an item index
 * @returns its figures: the server's item_stats, else counted from the answers that arrived
 */
export function statsOf(s: ConsoleState, i: number): ConsoleStats {
  const own = s.stats[i];
  const list = s.answers[i] ?? [];
  if (own && own.answered >= list.length) return own;
  const correct = list.filter((a) => a.correct).length;
  const avg = list.length
    ? Math.round((list.reduce((n, a) => n + a.score, 0) / list.length) * 10) / 10
    : null;
  return { answered: list.length, correct, average_score: avg };
}
