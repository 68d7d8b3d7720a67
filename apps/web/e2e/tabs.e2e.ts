import { check, type Journey, login, visibleTabIds } from "./helpers.ts";

/** Main tab sets: ordinary students vs college students (spec §2). */
export const journeys: Journey[] = [
  {
    name: "student1 logs in and sees the ordinary tab set",
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await login(page, baseUrl, "student1");
      await page.waitForURL(/\/home$/);
      await page.getByTestId("home-page").waitFor();
      await page.getByTestId("greeting").waitFor();
      const tabs = await visibleTabIds(page);
      check(tabs[0] === "tab-home", `ordinary tabs start with home, got ${tabs.join(",")}`);
      const order = ["tab-home", "tab-cefrIndex", "tab-bookList", "tab-eikenIndex", "tab-homeworkList"];
      const positions = tabs.map((t) => order.indexOf(t));
      check(
        positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? -1))),
        `tabs in spec order, got ${tabs.join(",")}`,
      );
      check(
        (await page.getByTestId("card-activation").count()) === 0,
        "no activation popup for an active card",
      );
    },
  },
  {
    name: "college1 sees only the college tabs",
    async run({ baseUrl, newPage }) {
      const page = await newPage();
      await login(page, baseUrl, "college1");
      await page.getByTestId("home-page").or(page.getByTestId("tab-bookList")).first().waitFor();
      const tabs = await visibleTabIds(page);
      const allowed = new Set(["tab-bookList", "tab-homeworkList"]);
      check(
        tabs.every((t) => allowed.has(t)),
        `college tabs are only bookList/homeworkList, got ${tabs.join(",") || "(none)"}`,
      );
      // With bookList not built yet the college student lands on home, without the home tab.
      if (!tabs.includes("tab-bookList"))
        check(page.url().endsWith("/home"), `lands on /home, got ${page.url()}`);
    },
  },
];
