import { filterSensitiveWords } from "../../writing/index.ts";

/**
 * The optional language model of AI speaking (HIBIKI_LLM_URL: an OpenAI-compatible API). When an answer
 * matched an intent, the partner's reply may be generated instead of read from the script, kept inside
 * the scenario by the system prompt (the role, the line answered, what the student meant, the scripted
 * reply as the model to follow, the next line already written) and by the checks on what comes back:
 * one or two short sentences of plain English, no sensitive words. The student's text is never sent
 * when it holds a sensitive word. Any failure — an error status, a timeout, an unusable answer — gives
 * null, and the scripted reply is used.
 */

/** The model's settings (from the environment). */
export type LlmConfig = {
  /** the API base; `/chat/completions` is appended unless the URL already ends with it */
  url: string;
  model?: string | undefined;
  apiKey?: string | undefined;
  timeoutMs: number;
};

/** What the model is told about one reply. */
export type ReplyRequest = {
  partnerName: string;
  partnerRoleJa: string;
  scenarioTitle: string;
  level: string;
  /** the partner's line the student answered */
  line: string;
  /** what the student said (recognised) */
  studentText: string;
  /** the intent the answer matched */
  intentId: string;
  /** the script's reply, the model to follow */
  scriptedReply: string;
  /** the partner's next line, said right after the reply (null: the conversation ends) */
  nextLine: string | null;
};

/** Generates partner replies. */
export type LlmClient = {
  /**
   * @param req - the reply's context
   * @returns the reply, or null when the scripted reply should be used
   */
  reply(req: ReplyRequest): Promise<string | null>;
};

/** Longest generated reply kept (characters; the scenarios' reply lines allow 200). */
export const LLM_REPLY_MAX_CHARS = 200;
/** Most sentences a generated reply may have. */
export const LLM_REPLY_MAX_SENTENCES = 2;

const endpointOf = (url: string) =>
  /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, "")}/chat/completions`;

const hasSensitive = (text: string) => filterSensitiveWords(text).found.length > 0;

/**
 * The system prompt of one reply.
 * @param r - the reply's context
 * @returns the prompt
 */
export function systemPrompt(r: ReplyRequest): string {
  const next =
    r.nextLine === null
      ? "The conversation ends after your reply; do not ask anything."
      : `Right after your reply you will say: "${r.nextLine}". Do not ask a question yourself and do not say that line.`;
  return [
    `You are ${r.partnerName} (${r.partnerRoleJa}) in an English role-play called "${r.scenarioTitle}" with a Japanese junior or senior high school student who is practising English at CEFR level ${r.level}.`,
    `You said: "${r.line}". The student answered; they meant "${r.intentId.replace(/_/g, " ")}".`,
    `Reply to what the student said in at most ${LLM_REPLY_MAX_SENTENCES} short sentences (at most 25 words), in simple, friendly English for level ${r.level}, like this scripted reply: "${r.scriptedReply}".`,
    next,
    "Stay in the role-play, keep to the topic, be kind, never mention that you are an AI, and answer with your spoken line only: no quotes, no names, no emoji, no Japanese.",
  ].join("\n");
}

/**
 * Makes a generated reply safe to speak, or refuses it.
 * @param raw - the model's text
 * @returns the cleaned reply, or null when it is empty, too long, not plain English or holds a sensitive word
 */
export function cleanReply(raw: string): string | null {
  const text = raw
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^"(.*)"$/, "$1")
    .trim();
  if (text === "" || text.length > LLM_REPLY_MAX_CHARS) return null;
  if (!/^[\x20-\x7e]+$/.test(text) || !/[A-Za-z]/.test(text)) return null;
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => s !== "");
  if (sentences.length > LLM_REPLY_MAX_SENTENCES) return null;
  return hasSensitive(text) ? null : text;
}

/**
 * Creates the client, or null without a configured model.
 * @param config - the model's settings (null: none configured)
 * @param onFailure - receives the cause of a failed request (for the log)
 * @param fetchImpl - the fetch to use (tests pass the global one against a local server)
 * @returns the client or null
 */
export function createLlmClient(
  config: LlmConfig | null,
  onFailure: (err: unknown) => void = () => undefined,
  fetchImpl: typeof fetch = fetch,
): LlmClient | null {
  if (!config) return null;
  const endpoint = endpointOf(config.url);
  return {
    async reply(req) {
      if (hasSensitive(req.studentText)) return null;
      try {
        const res = await fetchImpl(endpoint, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            ...(config.model ? { model: config.model } : {}),
            messages: [
              { role: "system", content: systemPrompt(req) },
              { role: "assistant", content: req.line },
              { role: "user", content: req.studentText },
            ],
            max_tokens: 80,
            temperature: 0.7,
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!res.ok) throw new Error(`language model answered ${res.status}`);
        const body = (await res.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
        const content = body.choices?.[0]?.message?.content;
        return typeof content === "string" ? cleanReply(content) : null;
      } catch (err) {
        onFailure(err);
        return null;
      }
    },
  };
}
