import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Locked } from "../errors.ts";
import { installErrorHandler } from "./errors.ts";

function appWith(handler: () => Promise<unknown>) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.get("/boom", handler);
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
    expect(r.json().message).toContain("n");
    expect(Object.keys(r.json().data.fields)).toEqual(["querystring.n"]);
  });

  it("a response that breaks its contract is a 500, not leaked data", async () => {
    const r = await appWith(async () => null).inject({ url: "/leaky" });
    expect(r.statusCode).toBe(500);
    expect(r.body).not.toContain("not a number");
  });
});
