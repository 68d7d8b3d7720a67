import { check, type Journey, login } from "./helpers.ts";

/** User centre and home content against the real server: nickname, class join/leave, notices, tips. */
export const journeys: Journey[] = [
  {
    name: "noclass1 changes the nickname, joins a class by code and leaves it",
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await login(page, baseUrl, "noclass1");
      await page.getByTestId("home-page").waitFor();
      // Side menu (a modal: Esc closes it) leads to the nickname page.
      await page.getByTestId("side-open").click();
      await page.getByTestId("side-menu").waitFor();
      await page.keyboard.press("Escape");
      check((await page.getByTestId("side-menu").count()) === 0, "Esc closes the side menu");
      await page.getByTestId("side-open").click();
      await page.getByTestId("side-menu").getByRole("link", { name: "ニックネーム変更" }).click();
      await page.waitForURL(/\/changeName$/);
      await page.getByTestId("nickname").fill("");
      await page.getByRole("button", { name: "保存" }).click();
      check(
        (await page.getByRole("alert").first().innerText()).includes("ニックネームを入力してください"),
        "empty name refused",
      );
      await page.getByTestId("nickname").fill("ミドリ");
      await page.getByRole("button", { name: "保存" }).click();
      await page.getByTestId("toast").filter({ hasText: "ニックネームを変更しました" }).waitFor();
      // Join a class: look up → confirm → joined.
      await page.goto(`${baseUrl}/joinClass`);
      await page.getByTestId("current-class").waitFor();
      await page.getByTestId("class-code").fill("DEMO1B");
      await page.getByTestId("class-lookup").click();
      const confirm = await page.getByTestId("msgbox-text").innerText();
      check(confirm.includes("1年B組"), `confirm names the class, got: ${confirm}`);
      await page.getByTestId("msgbox-ok").click();
      await page.getByTestId("current-class").filter({ hasText: "1年B組" }).waitFor();
      // Leave it again after confirming.
      await page.getByTestId("leave-class").click();
      await page.getByTestId("msgbox-ok").click();
      await page.getByTestId("current-class").filter({ hasText: "クラスに参加していません" }).waitFor();
      await page.goto(`${baseUrl}/home`);
      const greeting = await page.getByTestId("greeting").innerText();
      check(greeting.includes("ミドリ"), `greeting uses the new nickname, got: ${greeting}`);
    },
  },
  {
    name: "student7 opens a notice and dismisses the password tip for good",
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await login(page, baseUrl, "student7");
      await page.getByTestId("home-page").waitFor();
      const firstNotice = page.locator(".notice-item").first();
      await firstNotice.waitFor();
      await firstNotice.click();
      const dialog = page.getByRole("dialog");
      await dialog.locator(".prose").waitFor();
      check((await dialog.locator(".prose").innerText()).trim().length > 0, "notice content shown");
      await page.keyboard.press("Escape");
      check((await page.getByRole("dialog").count()) === 0, "Esc closes the notice");
      const tip = page.getByTestId("password-tip");
      await tip.waitFor();
      await tip.getByRole("button").click();
      await tip.waitFor({ state: "detached" });
      await page.reload();
      await page.getByTestId("greeting").waitFor();
      await page.waitForLoadState("networkidle");
      check((await page.getByTestId("password-tip").count()) === 0, "tip stays dismissed after reload");
      // The speed picker is stored.
      await page.getByTestId("speed-picker").selectOption("1.25");
      await page.reload();
      await page.getByTestId("speed-picker").waitFor();
      check((await page.getByTestId("speed-picker").inputValue()) === "1.25", "speed kept after reload");
    },
  },
];
