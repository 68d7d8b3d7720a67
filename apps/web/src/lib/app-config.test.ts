import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_SCORE_CONFIG, getScoreConfig, loadScoreConfig, setScoreConfig } from "./app-config.ts";

describe("score config", () => {
  afterEach(() => setScoreConfig(DEFAULT_SCORE_CONFIG));

  it("starts with the bundled defaults (excellent 80, standard 60)", () => {
    expect(getScoreConfig()).toEqual({ excellent_score: 80, standard_score: 60 });
  });

  it("takes the loaded config's thresholds", async () => {
    await loadScoreConfig(async () => ({ excellent_score: 90, standard_score: 70 }));
    expect(getScoreConfig()).toEqual({ excellent_score: 90, standard_score: 70 });
  });

  it("keeps the defaults when the load fails or a value is not a number", async () => {
    await loadScoreConfig(async () => {
      throw new Error("offline");
    });
    expect(getScoreConfig().standard_score).toBe(60);
    await loadScoreConfig(async () => ({ standard_score: Number.NaN }));
    expect(getScoreConfig().standard_score).toBe(60);
  });
});
