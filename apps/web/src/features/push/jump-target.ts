/** jump_schema values of a push message (app-shell spec §2): 2 homework, 3 news, 4 none, 5 CEFR home, 6 home, 7 live class. */
export const JUMP_SCHEMA = { homework: 2, news: 3, none: 4, cefrHome: 5, home: 6, live: 7 } as const;

/** The fields of a push message that decide where a click leads. */
export type PushTarget = {
  jump_schema?: number | string | null;
  homework_id?: number | string | null;
  message_id?: number | string | null;
};

const id = (v: unknown): string | null => {
  const s = v === undefined || v === null ? "" : String(v).trim();
  return /^\d+$/.test(s) ? s : null;
};

/**
 * The in-app path a notification click opens. public/sw.js carries the same table (a service worker cannot
 * import app modules); sw.test.ts checks both agree.
 * @param msg - jump_schema with homework_id / message_id
 * @returns the path, or null for jump_schema 4 and anything unknown or missing its id
 */
export function jumpPath(msg: PushTarget): string | null {
  const schema = Number(msg.jump_schema);
  if (schema === JUMP_SCHEMA.homework) {
    const hw = id(msg.homework_id);
    if (!hw) return null;
    const m = id(msg.message_id);
    return `/homework/detail?homework_id=${hw}${m ? `&message_id=${m}` : ""}`;
  }
  if (schema === JUMP_SCHEMA.news) {
    const m = id(msg.message_id);
    return m ? `/news/details?msg_id=${m}` : null;
  }
  if (schema === JUMP_SCHEMA.cefrHome) return "/steps";
  if (schema === JUMP_SCHEMA.home) return "/home";
  if (schema === JUMP_SCHEMA.live) return "/live";
  return null;
}
