import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

/** A pino logger whose lines are kept as text. */
function captureLog(): { log: pino.Logger; text: () => string } {
  const lines: string[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
  return { log, text: () => lines.join("") };
}

describe("createMailer without SMTP_URL", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("saves the mail to the outbox, readable by the owner only, and keeps its text out of the log", async () => {
    dir = await mkdtemp(join(tmpdir(), "hibiki-outbox-"));
    const outbox = join(dir, "outbox");
    const { log, text } = captureLog();
    const mailer = createMailer(undefined, "Hibiki <no-reply@hibiki.invalid>", log, outbox);
    await mailer.send({ to: "email1@example.com", subject: "パスワード再設定", text: "確認コード: 482913" });

    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    const file = join(outbox, files[0] as string);
    const saved = await readFile(file, "utf8");
    expect(saved).toContain("To: email1@example.com");
    expect(saved).toContain("確認コード: 482913");
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(text()).toContain(file);
    expect(text()).not.toContain("482913");
  });
});
