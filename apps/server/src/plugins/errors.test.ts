import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Locked } from "../errors.ts";
import { frameworkErrors, installErrorHandler, isBadDatabaseValue, isBrokenMultipart } from "./errors.ts";

function appWith(handler: () => Promise<unknown>) {
  const app = Fastify({ logger: false, frameworkErrors });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.get("/boom", handler);
  app.get("/files/:name", async () => "ok");
  app.get("/typed", { schema: { querystring: z.object({ n: z.coerce.number().int() }) } }, async () => "ok");
  app.get(
    "/leaky",
    { schema: { response: { 200: z.object({ id: z.number() }) } } },
    async () => ({ id: "not a number" }) as unknown as { id: number },
  );
  return app;
}

describe("error handler", () => {
  it("hides internals of unexpected errors behind a 500 envelope", async () => {
    const app = appWith(async () => {
      throw new Error("password column missing in secret_table");
    });
    const r = await app.inject({ url: "/boom" });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toMatchObject({ code: 500, data: { error_key: "server_error" } });
    expect(r.body).not.toContain("secret_table");
  });

  it("passes 423 through with its key", async () => {
    const app = appWith(async () => {
      throw Locked("word_exam_time_end_tips", "試験時間が終了しました。");
    });
    const r = await app.inject({ url: "/boom" });
    expect(r.statusCode).toBe(423);
    expect(r.json()).toEqual({
      code: 423,
      message: "試験時間が終了しました。",
      data: { error_key: "word_exam_time_end_tips" },
    });
  });

  it("names the query field that failed validation", async () => {
    const r = await appWith(async () => null).inject({ url: "/typed?n=abc" });
    expect(r.statusCode).toBe(400);
    // a field with no label (this test route is no /v3 call) is named in general words, never raw
    expect(r.json().message).toBe("入力内容の形式が正しくありません。");
    expect(Object.keys(r.json().data.fields)).toEqual(["querystring.n"]);
  });

  it("a response that breaks its contract is a 500, not leaked data", async () => {
    const r = await appWith(async () => null).inject({ url: "/leaky" });
    expect(r.statusCode).toBe(500);
    expect(r.body).not.toContain("not a number");
  });

  it("a broken multipart body is a 400 in the envelope, not a 500", async () => {
    for (const message of [
      "Multipart: Boundary not found",
      "Unexpected end of multipart data",
      "Part terminated early due to unexpected end of multipart data",
      "Malformed part header",
      "The needle cannot have a length bigger than 256.",
    ]) {
      const r = await appWith(async () => {
        throw new Error(message);
      }).inject({ url: "/boom" });
      expect(r.statusCode, message).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, data: { error_key: "bad_request" } });
      expect(r.body).not.toContain(message);
    }
    expect(isBrokenMultipart(new Error("Unexpected end of JSON input"))).toBe(false);
  });

  it("multipart limits are 413 with a message saying which", async () => {
    const tooMany = Object.assign(new Error("reach fields limit"), {
      code: "FST_FIELDS_LIMIT",
      statusCode: 413,
    });
    const r = await appWith(async () => {
      throw tooMany;
    }).inject({ url: "/boom" });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({
      code: 413,
      message: "送信された項目が多すぎます。",
      data: { error_key: "bad_request" },
    });
  });

  it("a value the database refuses (integer out of range, unreadable text) is a 400", async () => {
    const pgError = (code: string) =>
      Object.assign(new Error('value "2147483648" is out of range for type integer'), {
        severity: "ERROR",
        code,
      });
    for (const code of ["22003", "22P02", "22P05"]) {
      const r = await appWith(async () => {
        throw pgError(code);
      }).inject({ url: "/boom" });
      expect(r.statusCode, code).toBe(400);
      expect(r.json().data).toEqual({ error_key: "bad_request" });
      expect(r.body).not.toContain("2147483648");
    }
    // Not the caller's fault: a unique violation or a division by zero stays a 500.
    expect(isBadDatabaseValue(pgError("23505"))).toBe(false);
    expect(isBadDatabaseValue(pgError("22012"))).toBe(false);
    expect(isBadDatabaseValue(Object.assign(new Error("x"), { code: "22003" }))).toBe(false);
  });

  it("a URL path that is not UTF-8 gets the 400 envelope instead of Fastify's bare JSON", async () => {
    for (const url of ["/files/%FF.mp3", "/files/%E3%81.mp3", "/boom%C0%AF"]) {
      const r = await appWith(async () => null).inject({ url });
      expect(r.statusCode, url).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, data: { error_key: "bad_request" } });
    }
  });
});
