import { afterEach, describe, expect, it, vi } from "vitest";
import { bytesToBase64 } from "../recorder/index.ts";
import {
  evaluationFileUrl,
  forgetEvaluationXml,
  loadEvaluationXml,
  peekEvaluationXml,
  rememberEvaluationXml,
} from "./evaluation-xml.ts";
import { SAMPLE_OPEN_ANSWER_XML } from "./sample-open-answer.xml.ts";

const ORIGIN = "https://hibiki.test";
const KEPT = "/v3/files/eval/hbk00112233445566aa.xml?sig=abc";

afterEach(() => forgetEvaluationXml());

function fakeFetch(status = 200, body = SAMPLE_OPEN_ANSWER_XML) {
  return vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch & {
    mock: { calls: unknown[][] };
  };
}

describe("loadEvaluationXml", () => {
  it("fetches a kept evaluation from its signed same-origin URL once, then remembers it", async () => {
    const fetchImpl = fakeFetch();
    expect(await loadEvaluationXml(KEPT, { fetchImpl, origin: ORIGIN })).toBe(SAMPLE_OPEN_ANSWER_XML);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(`${ORIGIN}${KEPT}`);
    expect(await loadEvaluationXml(KEPT, { fetchImpl, origin: ORIGIN })).toBe(SAMPLE_OPEN_ANSWER_XML);
    expect(fetchImpl.mock.calls).toHaveLength(1);
    expect(peekEvaluationXml(KEPT, ORIGIN)).toEqual({ xml: SAMPLE_OPEN_ANSWER_XML });
  });

  it("reads XML stored inline, as is or in base64, without a request", async () => {
    const fetchImpl = fakeFetch();
    expect(await loadEvaluationXml(SAMPLE_OPEN_ANSWER_XML, { fetchImpl, origin: ORIGIN })).toBe(
      SAMPLE_OPEN_ANSWER_XML,
    );
    const b64 = bytesToBase64(new TextEncoder().encode("<xml_result>短い</xml_result>"));
    expect(await loadEvaluationXml(b64, { fetchImpl, origin: ORIGIN })).toBe("<xml_result>短い</xml_result>");
    expect(fetchImpl.mock.calls).toHaveLength(0);
  });

  it("has nothing for an engine session reference, an empty field or base64 that is no XML", async () => {
    const fetchImpl = fakeFetch();
    for (const ref of ["sid:s-1", "", undefined, bytesToBase64(new TextEncoder().encode("hello"))])
      expect(await loadEvaluationXml(ref, { fetchImpl, origin: ORIGIN })).toBeNull();
    expect(fetchImpl.mock.calls).toHaveLength(0);
  });

  it("fetches nothing from another site or another path (evaluate_result is written by a client)", async () => {
    const fetchImpl = fakeFetch();
    for (const ref of [
      "https://evil.test/v3/files/eval/x.xml",
      "//evil.test/v3/files/eval/x.xml",
      "/v3/teacher/classes",
      "javascript:alert(1)",
    ])
      expect(await loadEvaluationXml(ref, { fetchImpl, origin: ORIGIN })).toBeNull();
    expect(fetchImpl.mock.calls).toHaveLength(0);
    expect(evaluationFileUrl(`${ORIGIN}${KEPT}`, ORIGIN)).toBe(`${ORIGIN}${KEPT}`);
  });

  it("throws when the kept file cannot be fetched", async () => {
    await expect(
      loadEvaluationXml(KEPT, { fetchImpl: fakeFetch(404, "no"), origin: ORIGIN }),
    ).rejects.toThrow(/HTTP 404/);
    expect(peekEvaluationXml(KEPT, ORIGIN)).toEqual({ url: `${ORIGIN}${KEPT}` });
  });

  it("tells without a request whether there is XML at hand, a file to fetch or nothing", () => {
    expect(peekEvaluationXml("<xml_result/>", ORIGIN)).toEqual({ xml: "<xml_result/>" });
    expect(peekEvaluationXml(KEPT, ORIGIN)).toEqual({ url: `${ORIGIN}${KEPT}` });
    expect(peekEvaluationXml("sid:s-2", ORIGIN)).toBeNull();
    expect(peekEvaluationXml(" ", ORIGIN)).toBeNull();
  });

  it("answers from what was remembered for the take just scored, whatever the reference", async () => {
    rememberEvaluationXml("sid:s-9", "<xml_result/>");
    expect(await loadEvaluationXml("sid:s-9", { fetchImpl: fakeFetch(), origin: ORIGIN })).toBe(
      "<xml_result/>",
    );
  });
});
