import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildIflytekUrl, IFLYTEK_ENDPOINTS, iflytekFromEnv, iflytekServiceUrl } from "./iflytek-url.ts";

const KEY = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
const SECRET = "ZmFrZS1zZWNyZXQtZm9yLXRoZS10ZXN0LW9ubHk=";
const WHEN = new Date(Date.UTC(2026, 10, 22, 9, 5, 7));

describe("buildIflytekUrl", () => {
  it("matches a signature computed step by step from iFlytek's documented scheme", () => {
    const url = new URL(
      buildIflytekUrl({
        host: "ise-api.xfyun.cn",
        path: "/v2/open-ise",
        apiKey: KEY,
        apiSecret: SECRET,
        date: WHEN,
      }),
    );

    // Independent vector: the three signed lines, HMAC-SHA256 keyed by the secret, base64.
    const date = "Sun, 22 Nov 2026 09:05:07 GMT";
    const origin = ["host: ise-api.xfyun.cn", `date: ${date}`, "GET /v2/open-ise HTTP/1.1"].join("\n");
    const hmac = createHmac("sha256", Buffer.from(SECRET, "utf8"));
    hmac.update(Buffer.from(origin, "utf8"));
    const signature = hmac.digest().toString("base64");
    const header = `api_key="${KEY}", algorithm="hmac-sha256", headers="host date request-line", signature="${signature}"`;

    expect(url.protocol).toBe("wss:");
    expect(url.host).toBe("ise-api.xfyun.cn");
    expect(url.pathname).toBe("/v2/open-ise");
    expect([...url.searchParams.keys()]).toEqual(["authorization", "date", "host"]);
    expect(url.searchParams.get("date")).toBe(date);
    expect(url.searchParams.get("host")).toBe("ise-api.xfyun.cn");
    expect(Buffer.from(url.searchParams.get("authorization") ?? "", "base64").toString("utf8")).toBe(header);
  });

  it("URL-encodes the query (spaces, commas and base64 padding never appear raw)", () => {
    const raw = buildIflytekUrl({
      host: "iat-api.xfyun.cn",
      path: "/v2/iat",
      apiKey: KEY,
      apiSecret: SECRET,
      date: WHEN,
    });
    const query = raw.split("?")[1] ?? "";
    expect(query).toMatch(
      /^authorization=[A-Za-z0-9%]+&date=Sun%2C\+22\+Nov\+2026\+09%3A05%3A07\+GMT&host=iat-api\.xfyun\.cn$/,
    );
  });

  it("changes the signature with the secret, the date and the path", () => {
    const base = { host: "tts-api.xfyun.cn", path: "/v2/tts", apiKey: KEY, apiSecret: SECRET, date: WHEN };
    const urls = new Set([
      buildIflytekUrl(base),
      buildIflytekUrl({ ...base, apiSecret: `${SECRET}x` }),
      buildIflytekUrl({ ...base, date: new Date(WHEN.getTime() + 1000) }),
      buildIflytekUrl({ ...base, path: "/v2/tts2" }),
    ]);
    expect(urls.size).toBe(4);
  });

  it("refuses malformed configuration instead of signing it", () => {
    const base = {
      host: "ise-api.xfyun.cn",
      path: "/v2/open-ise",
      apiKey: KEY,
      apiSecret: SECRET,
      date: WHEN,
    };
    expect(() => buildIflytekUrl({ ...base, host: "evil.example/x?y" })).toThrow(/host/);
    expect(() => buildIflytekUrl({ ...base, path: "v2/open-ise" })).toThrow(/path/);
    expect(() => buildIflytekUrl({ ...base, date: new Date("nope") })).toThrow(/date/);
  });

  it("signs each of the three services at its documented endpoint", () => {
    const config = { appId: "app1", apiKey: KEY, apiSecret: SECRET };
    for (const service of ["ise", "iat", "tts"] as const) {
      const url = new URL(iflytekServiceUrl(config, service, WHEN));
      expect(`${url.host}${url.pathname}`).toBe(
        `${IFLYTEK_ENDPOINTS[service].host}${IFLYTEK_ENDPOINTS[service].path}`,
      );
    }
  });
});

describe("iflytekFromEnv", () => {
  it("returns null unless all three variables are set", () => {
    expect(iflytekFromEnv({})).toBeNull();
    expect(iflytekFromEnv({ IFLYTEK_APP_ID: "a", IFLYTEK_API_KEY: "k" })).toBeNull();
    expect(
      iflytekFromEnv({ IFLYTEK_APP_ID: "a", IFLYTEK_API_KEY: "k", IFLYTEK_API_SECRET: "  " }),
    ).toBeNull();
  });
  it("returns trimmed credentials when configured", () => {
    expect(iflytekFromEnv({ IFLYTEK_APP_ID: " a ", IFLYTEK_API_KEY: "k", IFLYTEK_API_SECRET: "s" })).toEqual({
      appId: "a",
      apiKey: "k",
      apiSecret: "s",
    });
  });
});
