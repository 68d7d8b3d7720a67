import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeIssues, issueMessage } from "./validation-messages.ts";

const issues = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error("expected a failure");
  return r.error.issues;
};

/** Issue 16 item 17: each zod issue becomes a sentence naming the field in words and the limit. */
describe("validation messages", () => {
  it.each([
    [
      z.object({ content: z.string().max(6000) }),
      { content: "a".repeat(6001) },
      "作文は 6,000 文字以内で入力してください。",
    ],
    [z.object({ content: z.string().min(1) }), { content: "" }, "作文を入力してください。"],
    [z.object({ content: z.string() }), {}, "作文を入力してください。"],
    [z.object({ class_id: z.number().int().positive() }), {}, "クラスを指定してください。"],
    [z.object({ page: z.number().int().min(1) }), { page: 0 }, "ページ番号は 1 以上で指定してください。"],
    [
      z.object({ page: z.number().int().max(10_000) }),
      { page: 10_001 },
      "ページ番号は 10,000 以下で指定してください。",
    ],
    [z.object({ page: z.number().int() }), { page: "x" }, "ページ番号の形式が正しくありません。"],
    [
      z.object({ student_ids: z.array(z.number()).max(2) }),
      { student_ids: [1, 2, 3] },
      "生徒の一覧は 2 件までです。",
    ],
    [z.object({ tab: z.enum(["all", "todo"]) }), { tab: "x" }, "タブの値が正しくありません。"],
    [
      z.object({ password: z.string().min(6) }),
      { password: "abc" },
      "パスワードは 6 文字以上で入力してください。",
    ],
  ] as const)("%#: %j → %s", (schema, value, expected) => {
    const { message, fields } = describeIssues(issues(schema, value), "body", "/v3/writing/submit", "ja");
    expect(message).toBe(expected);
    expect(Object.values(fields)).toEqual([expected]);
    expect(message).not.toMatch(/[a-z_]{3,}/);
  });

  it("speaks English when asked, and names nested fields by their own name", () => {
    const schema = z.object({ topics: z.array(z.object({ res_code: z.string().max(5) })) });
    const { message, fields } = describeIssues(
      issues(schema, { topics: [{ res_code: "abcdefg" }] }),
      "body",
      "/v3/teacher/homework-create",
      "en",
    );
    expect(message).toBe("Resource code must be at most 5 characters.");
    expect(Object.keys(fields)).toEqual(["body.topics.0.res_code"]);
  });

  it("lists up to three fields and counts the rest; a broken body as a whole is named as such", () => {
    const schema = z.object({
      a1: z.string(),
      account: z.string(),
      password: z.string(),
      nickname: z.string(),
    });
    const { message } = describeIssues(issues(schema, {}), "body", undefined, "ja");
    expect(message).toBe(
      "入力内容を入力してください。ユーザー IDを入力してください。パスワードを入力してください。（ほか 1 件）",
    );
    expect(describeIssues(issues(z.object({}), "x"), "body", undefined, "ja").message).toBe(
      "送信内容の形式が正しくありません。",
    );
    expect(
      issueMessage(
        "得点",
        { code: "too_big", path: ["x"], origin: "number", maximum: 5, inclusive: false },
        "ja",
      ),
    ).toBe("得点は 5 未満で指定してください。");
  });
});
