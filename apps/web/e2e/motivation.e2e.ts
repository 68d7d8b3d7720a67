import { check, type Journey, login } from "./helpers.ts";

/** The number in a label such as "120 pt" or "16 日". */
const numberIn = (text: string): number => Number(text.replace(/[^0-9]/g, ""));

/**
 * Points, rankings and the user card (issue 25 parts 1-3) for student6, whom the demo seed gives a
 * month of practice: the streak's mission is claimed once (the balance rises by its points and stays
 * so after a reload), the claim shows in the logs, the class board lists the student, and a title chosen
 * on the card stays chosen.
 */
export const journeys: Journey[] = [
  {
    name: "motivation: student6 claims the streak mission once, sees it in the logs, finds their row on the class board and picks a card title",
    async run({ baseUrl, newPage }) {
      const page = await newPage({ width: 390, height: 844 });
      await login(page, baseUrl, "student6");

      // 1. points (from the side menu): a reached long-term mission is claimed once
      await page.getByTestId("side-open").click();
      await page.getByRole("link", { name: "ポイントとミッション" }).click();
      await page.waitForURL(/\/integral$/);
      await page.getByTestId("integral-page").waitFor({ timeout: 20_000 });
      const streak = numberIn(await page.getByTestId("itg-streak").innerText());
      check(streak >= 7, `the seeded month gives a streak of a week or more, got ${streak}`);
      const before = numberIn(await page.getByTestId("itg-points").innerText());
      await page.locator("#itg-tab-3").click();
      const reached = page.locator("#itg-panel li.is-reached").first();
      await reached.waitFor({ timeout: 15_000 });
      const missionId = ((await reached.getAttribute("data-testid")) ?? "").replace("mission-", "");
      const worth = numberIn(await reached.locator(".itg-mission-points").innerText());
      await reached.getByRole("button").click();
      const card = page.getByTestId(`mission-${missionId}`);
      await page.locator(`[data-testid='mission-${missionId}'].is-claimed`).waitFor({ timeout: 15_000 });
      await page
        .getByTestId("itg-points")
        .filter({ hasText: String(before + worth) })
        .waitFor({ timeout: 15_000 });
      await page.reload();
      await page.locator("#itg-tab-3").click();
      await page.locator(`[data-testid='mission-${missionId}'].is-claimed`).waitFor({ timeout: 15_000 });
      check(
        (await card.getByRole("button").count()) === 0,
        "a claimed mission has no claim button after a reload",
      );
      const after = numberIn(await page.getByTestId("itg-points").innerText());
      check(after === before + worth, `the points rise once by ${worth}: ${before} → ${after}`);

      // 2. the logs list the claim
      await page.getByRole("link", { name: "ポイントの記録を見る" }).click();
      await page.getByTestId("integral-logs-page").waitFor({ timeout: 15_000 });
      await page.getByText(String(worth), { exact: false }).first().waitFor({ timeout: 15_000 });

      // 3. the class board (from the side menu) has the student's own row
      await page.getByTestId("side-open").click();
      await page.getByRole("link", { name: "ランキング" }).click();
      await page.waitForURL(/\/rank\/list/);
      await page.getByTestId("rank-page").waitFor({ timeout: 20_000 });
      await page
        .locator("[data-testid=rank-row], [data-testid=rank-me-row]")
        .first()
        .waitFor({ timeout: 20_000 });
      check(
        (await page
          .locator("[data-testid=rank-row], [data-testid=rank-me-row]")
          .filter({ hasText: "あなた" })
          .count()) > 0,
        "the student's own row is on the class board",
      );
      await page.getByTestId("rank-tab-streak_days").click();
      await page.waitForURL(/tab=streak_days/);

      // 4. the card: an earned title, chosen, stays chosen
      await page.goto(`${baseUrl}/usercard`);
      await page.getByTestId("usercard-page").waitFor({ timeout: 20_000 });
      const option = page.getByTestId("uc-title-option").first();
      await option.waitFor({ timeout: 15_000 });
      const title = (await option.locator("xpath=..").innerText()).trim();
      await option.click(); // saved at once; the radio follows the saved card
      await page.getByTestId("uc-card-title").filter({ hasText: title }).waitFor({ timeout: 15_000 });
      await page.reload();
      await page.getByTestId("uc-card-title").filter({ hasText: title }).waitFor({ timeout: 15_000 });
    },
  },
];
