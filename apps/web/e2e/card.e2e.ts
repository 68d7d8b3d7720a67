import { join } from "node:path";
import { check, type Journey, login } from "./helpers.ts";

/** Study-card states of spec §4: activation first; an expired card allows only logout. */
export const journeys: Journey[] = [
  {
    name: "newcard1 must activate the study card before anything else",
    async run({ baseUrl, newPage, artifacts }) {
      const page = await newPage();
      await login(page, baseUrl, "newcard1");
      const popup = page.getByTestId("card-activation");
      await popup.waitFor();
      await page.screenshot({ path: join(artifacts, "review-1280-card-activation.png") });
      check(
        (await page.getByTestId("home-page").count()) === 0,
        "home content is not shown before activation",
      );
      // Another route is gated too.
      await page.goto(`${baseUrl}/changeName`);
      await popup.waitFor();
      check(
        (await page.getByTestId("nickname").count()) === 0,
        "change-name page is not shown before activation",
      );
      // Esc does not close the popup.
      await page.keyboard.press("Escape");
      await popup.waitFor();
      await page.getByTestId("card-id").fill("HB-NEWCARD1");
      await page.getByTestId("card-activate").click();
      await page.waitForURL(/\/joinClass$/);
      await page.getByTestId("account-name").waitFor();
      check((await popup.count()) === 0, "popup gone after activation");
      await page.goto(`${baseUrl}/home`);
      await page.getByTestId("home-page").waitFor();
    },
  },
  {
    name: "expired1 can only log out",
    async run({ baseUrl, newPage, artifacts }) {
      const page = await newPage({ width: 390, height: 844 });
      await login(page, baseUrl, "expired1");
      const notice = page.getByTestId("card-expired");
      await notice.waitFor();
      await page.screenshot({ path: join(artifacts, "review-390-card-expired.png") });
      const text = await notice.innerText();
      check(text.includes("学習カードの有効期限が切れています"), `expired wording shown, got: ${text}`);
      const buttons = await notice.getByRole("button").allInnerTexts();
      check(
        buttons.length === 1 && buttons[0]?.includes("ログアウト"),
        `only a logout button, got ${buttons.join("|")}`,
      );
      check((await page.getByTestId("home-page").count()) === 0, "no home content with an expired card");
      await page.keyboard.press("Escape");
      await notice.waitFor();
      await page.getByTestId("card-logout").click();
      await page.getByTestId("msgbox-ok").click();
      await page.waitForURL(/\/login/);
    },
  },
];
