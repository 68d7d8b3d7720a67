import { join } from "node:path";
import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";

/** Session journeys: login elsewhere, logout confirmation, language switch. */
export const journeys: Journey[] = [
  {
    name: "a second login elsewhere sends the first browser back to login with the spec's message",
    async run({ baseUrl, newPage, artifacts }) {
      const first = await newPage();
      await login(first, baseUrl, "student2");
      await first.getByTestId("home-page").waitFor();
      const second = await newPage();
      await login(second, baseUrl, "student2");
      await second.getByTestId("home-page").waitFor();
      // The first browser's next request carries the replaced token.
      await first.reload();
      const box = first.getByTestId("msgbox-text");
      await box.waitFor();
      const text = await box.innerText();
      await first.screenshot({ path: join(artifacts, "review-1280-login-elsewhere.png") });
      check(
        text === "他の端末でログインしたため、ログアウトしました。",
        `login-elsewhere message, got: ${text}`,
      );
      await first.waitForURL(/\/login/);
      check((await first.getByTestId("msgbox").count()) === 1, "exactly one alert");
      await first.getByTestId("msgbox-ok").click();
      await first.getByTestId("login-account").waitFor();
      // The second browser is still signed in.
      await second.reload();
      await second.getByTestId("home-page").waitFor();
    },
  },
  {
    name: "logout asks for confirmation",
    async run({ baseUrl, newPage, artifacts }) {
      const page = await newPage({ width: 390, height: 844 });
      await login(page, baseUrl, "student3");
      await page.getByTestId("home-page").waitFor();
      await page.getByTestId("user-menu-button").click();
      await page.screenshot({ path: join(artifacts, "review-390-user-menu.png") });
      await page.getByTestId("menu-logout").click();
      const text = await page.getByTestId("msgbox-text").innerText();
      await page.screenshot({ path: join(artifacts, "review-390-logout-confirm.png") });
      check(text === "ログアウトしますか？", `confirmation asked, got: ${text}`);
      await page.getByTestId("msgbox-cancel").click();
      check(page.url().endsWith("/home"), "cancel keeps the student signed in");
      await page.getByTestId("home-page").waitFor();
      await page.getByTestId("user-menu-button").click();
      await page.getByTestId("menu-logout").click();
      await page.getByTestId("msgbox-ok").click();
      await page.waitForURL(/\/login/);
      // Signed out, a deep link goes to login and is followed after signing in again.
      await page.goto(`${baseUrl}/joinClass`);
      await page.waitForURL(/\/login\?redirect=%2FjoinClass/);
      await page.getByTestId("login-account").fill("student3");
      await page.getByTestId("login-password").fill("pass1234");
      await page.getByTestId("login-submit").click();
      await page.waitForURL(/\/joinClass$/);
      await page.getByTestId("account-name").waitFor();
    },
  },
  {
    name: "the language switch turns the labels English and back",
    async run({ baseUrl, newPage, artifacts }) {
      const page = await newPage({ width: 390, height: 844 });
      await page.goto(`${baseUrl}/login`);
      await page.getByRole("heading", { name: "Hibikiへようこそ" }).waitFor();
      await page.getByTestId("lang-switch").click();
      await page.getByRole("heading", { name: "Welcome to Hibiki" }).waitFor();
      check((await page.locator("html").getAttribute("lang")) === "en", "html lang follows the switch");
      await page.getByTestId("login-submit").click();
      const err = await page.getByTestId("login-error").innerText();
      check(err === "Enter your account ID and password", `client-side message in English, got: ${err}`);
      await page.getByTestId("login-account").fill("student4");
      await page.getByTestId("login-password").fill("pass1234");
      await page.getByTestId("login-submit").click();
      await page.getByTestId("tab-home").waitFor();
      check((await page.getByTestId("tab-home").innerText()).includes("Home"), "tab label in English");
      await page.reload();
      await page.getByTestId("tab-home").waitFor();
      check((await page.getByTestId("tab-home").innerText()).includes("Home"), "language kept after reload");
      await page.getByTestId("greeting").waitFor();
      await page.waitForLoadState("networkidle");
      await page.getByTestId("user-menu-button").click();
      await page.screenshot({ path: join(artifacts, "review-390-english-home.png") });
      check((await horizontalOverflow(page)) <= 0, "English home fits 390 px");
      await page.getByTestId("user-menu-button").click();
      await page.getByTestId("lang-switch").click();
      await page.getByTestId("tab-home").filter({ hasText: "ホーム" }).waitFor();
    },
  },
  {
    name: "forgot password tells a school account to ask the teacher",
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/login`);
      await page.getByRole("link", { name: "パスワードをお忘れですか？" }).click();
      await page.waitForURL(/\/forgotPassword$/);
      await page.getByLabel("アカウントID").fill("student6");
      await page.getByRole("button", { name: "次へ" }).click();
      const text = await page.getByTestId("forgot-teacher").innerText();
      check(text.includes("先生に依頼してください"), `ask-teacher wording, got: ${text}`);
    },
  },
];
