import { fieldLabel, type MessageLang } from "@hibiki/contracts";

/** A zod issue as the server sees it (from a schema of a call, or a safeParse of a multipart form). */
export type IssueLike = {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  origin?: string;
  expected?: string;
  input?: unknown;
};

const num = (n: number | bigint | undefined) => (n === undefined ? "" : Number(n).toLocaleString("en-US"));
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Whether the issue is a missing value ("received undefined" in zod's own message). */
function isMissing(i: IssueLike): boolean {
  return (
    (i.code === "invalid_type" && /received undefined/.test(i.message ?? "")) ||
    (i.code === "too_small" && i.origin === "string" && Number(i.minimum) === 1)
  );
}

/**
 * One user-facing sentence for one issue: names the field in words and, for a length or range, the limit
 * (「作文は 6,000 文字以内で入力してください。」 / "Essay must be at most 6,000 characters.").
 * @param label - the field's words (from fieldLabel)
 */
export function issueMessage(label: string, i: IssueLike, lang: MessageLang): string {
  const text = i.origin === "string";
  const list = i.origin === "array" || i.origin === "set";
  const n = num(i.code === "too_big" ? i.maximum : i.minimum);
  const ja = lang === "ja";
  if (isMissing(i)) {
    const typed = text || i.expected === "string";
    return ja
      ? `${label}を${typed ? "入力" : "指定"}してください。`
      : `Please ${typed ? "enter" : "choose"} the ${label}.`;
  }
  if (i.code === "too_big") {
    if (text)
      return ja
        ? `${label}は ${n} 文字以内で入力してください。`
        : `${cap(label)} must be at most ${n} characters.`;
    if (list) return ja ? `${label}は ${n} 件までです。` : `${cap(label)}: at most ${n} items.`;
    const under = i.inclusive === false;
    return ja
      ? `${label}は ${n} ${under ? "未満" : "以下"}で指定してください。`
      : `${cap(label)} must be ${under ? "less than" : "at most"} ${n}.`;
  }
  if (i.code === "too_small") {
    if (text)
      return ja
        ? `${label}は ${n} 文字以上で入力してください。`
        : `${cap(label)} must be at least ${n} characters.`;
    if (list) return ja ? `${label}は ${n} 件以上選んでください。` : `Choose at least ${n} ${label}.`;
    const over = i.inclusive === false;
    return ja
      ? `${label}は ${n} ${over ? "より大きい値" : "以上"}で指定してください。`
      : `${cap(label)} must be ${over ? "greater than" : "at least"} ${n}.`;
  }
  if (i.code === "invalid_value" || i.code === "invalid_union") {
    return ja ? `${label}の値が正しくありません。` : `${cap(label)} has a value that is not allowed.`;
  }
  return ja ? `${label}の形式が正しくありません。` : `${cap(label)} is not in the right format.`;
}

/**
 * The message and `fields` of a validation failure.
 * @param issues - zod issues (path relative to `where`)
 * @param where - "body" or "querystring" (the prefix of each `fields` key, kept as the API has it)
 * @param callPath - the route's path (per-call labels, e.g. /v3/writing/submit content = 作文)
 * @returns `message`: the sentences of up to three fields; `fields`: `{ "body.content": sentence }`
 */
export function describeIssues(
  issues: readonly IssueLike[],
  where: string,
  callPath: string | undefined,
  lang: MessageLang,
): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const i of issues) {
    const dotted = i.path.map(String).join(".");
    const key = dotted ? `${where}.${dotted}` : where;
    if (key in fields) continue;
    const label = fieldLabel(callPath, i.path, lang) ?? (lang === "ja" ? "入力内容" : "input");
    fields[key] = i.path.length
      ? issueMessage(label, i, lang)
      : lang === "ja"
        ? "送信内容の形式が正しくありません。"
        : "The request is not in the right format.";
  }
  const sentences = [...new Set(Object.values(fields))];
  const shown = sentences.slice(0, 3).join(lang === "ja" ? "" : " ");
  const more = sentences.length - 3;
  const message =
    more > 0 ? `${shown}${lang === "ja" ? `（ほか ${more} 件）` : ` (and ${more} more)`}` : shown;
  return {
    message: message || (lang === "ja" ? "入力内容が正しくありません。" : "The input is not valid."),
    fields,
  };
}
