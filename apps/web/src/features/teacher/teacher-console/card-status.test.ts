import { describe, expect, it } from "vitest";
import { cardStatus, needsIssueConfirm } from "./card-status.ts";

const now = Date.parse("2026-11-28T00:00:00Z");
const card = (active: number | null, expires: string | null) => ({
  card_id: "C-1",
  card_active_status: active,
  card_expires_at: expires,
});

describe("cardStatus", () => {
  it("tells none, unused, active and expired apart", () => {
    expect(cardStatus({ card_id: null, card_active_status: null, card_expires_at: null }, now)).toBe("none");
    expect(cardStatus(card(0, null), now)).toBe("unused");
    expect(cardStatus(card(1, "2027-03-31T00:00:00Z"), now)).toBe("active");
    expect(cardStatus(card(1, "2026-11-27T23:59:59Z"), now)).toBe("expired");
    expect(cardStatus(card(0, "2026-11-01T00:00:00Z"), now)).toBe("expired");
  });

  it("asks before replacing a card that still works, not before a first or an expired one", () => {
    expect(["none", "unused", "active", "expired"].map((s) => needsIssueConfirm(s as never))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
