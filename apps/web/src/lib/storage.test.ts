import { STORAGE_TTL_MS } from "@hibiki/contracts";
import { describe, expect, it } from "vitest";
import { decryptText, encryptText } from "./crypto.ts";
import { getItem, initStorage, setItem } from "./storage.ts";

describe("encrypted storage", () => {
  it("never stores the value in clear text, and reads it back", () => {
    setItem("token", "secret-token-123", { noExpiry: true });
    const raw = localStorage.getItem("hibiki:token") ?? "";
    expect(raw).not.toContain("secret-token-123");
    expect(getItem<string>("token")).toBe("secret-token-123");
  });

  it("uses a fresh nonce: the same value encrypts differently each time", () => {
    expect(encryptText("same", "http://a")).not.toBe(encryptText("same", "http://a"));
  });

  it("cannot be read with another origin's key, and a tampered value reads as absent", () => {
    const sealed = encryptText("hello", "http://a");
    expect(decryptText(sealed, "http://a")).toBe("hello");
    expect(decryptText(sealed, "http://b")).toBeNull();
    localStorage.setItem("hibiki:x", `${sealed.slice(0, -4)}AAAA`);
    expect(getItem("x")).toBeNull();
    expect(localStorage.getItem("hibiki:x")).toBeNull();
  });

  it("expires entries after one year unless stored without expiry", () => {
    const now = Date.UTC(2026, 0, 1);
    setItem("lang", "en", { now });
    setItem("token", "t", { now, noExpiry: true });
    expect(getItem("lang", now + STORAGE_TTL_MS - 1)).toBe("en");
    expect(getItem("lang", now + STORAGE_TTL_MS)).toBeNull();
    expect(getItem("token", now + 5 * STORAGE_TTL_MS)).toBe("t");
  });

  it("clears the app's entries when the stored version differs, and keeps other keys", () => {
    initStorage("1.10.0");
    setItem("token", "old", { noExpiry: true });
    localStorage.setItem("other-app", "keep");
    expect(initStorage("1.11.0")).toBe(true);
    expect(getItem("token")).toBeNull();
    expect(localStorage.getItem("other-app")).toBe("keep");
    setItem("token", "new", { noExpiry: true });
    expect(initStorage("1.11.0")).toBe(false);
    expect(getItem("token")).toBe("new");
  });
});
