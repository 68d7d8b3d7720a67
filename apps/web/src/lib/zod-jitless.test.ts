import { afterEach, describe, expect, it } from "vitest";

const RealFunction = globalThis.Function;

describe("public/zod-jitless.js (index.html runs it before any module)", () => {
  afterEach(() => {
    globalThis.Function = RealFunction;
  });

  it("stops zod from probing for or compiling with eval, which the server's CSP forbids", async () => {
    // the script as index.html loads it: a classic script that only touches globalThis
    const script = "../../public/zod-jitless.js";
    await import(/* @vite-ignore */ script);
    const evals: string[] = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        evals.push(String(args.at(-1)).slice(0, 40));
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        evals.push(String(args.at(-1)).slice(0, 40));
        return Reflect.apply(target, self, args);
      },
    });
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string(), score: z.number().int(), tags: z.array(z.string()) });
    for (let i = 0; i < 3; i++)
      expect(schema.parse({ name: "a", score: i, tags: [] })).toMatchObject({ score: i });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(evals).toEqual([]);
  });
});
