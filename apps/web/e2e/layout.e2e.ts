import { join } from "node:path";
import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";

/** Layout at phone and desktop widths; also saves review screenshots to e2e/artifacts/. */
export const journeys: Journey[] = [
  {
    name: "390 px layout has no horizontal overflow",
    async run({ baseUrl, newPage, artifacts }) {
      const page = await newPage({ width: 390, height: 844 });
      await page.goto(`${baseUrl}/login`);
      await page.getByTestId("login-submit").waitFor();
      check((await horizontalOverflow(page)) <= 0, "login page fits 390 px");
      await page.screenshot({ path: join(artifacts, "review-390-login.png") });
      await login(page, baseUrl, "student5");
      await page.getByTestId("greeting").waitFor();
      await page.waitForLoadState("networkidle");
      for (const path of ["/home", "/joinClass", "/changePassword", "/about", "/guide/start"]) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState("networkidle");
        const over = await horizontalOverflow(page);
        await page.screenshot({
          path: join(artifacts, `review-390${path.replaceAll("/", "-")}.png`),
          fullPage: true,
        });
        check(over <= 0, `${path} overflows by ${over} px at 390 px`);
      }
      const desk = await newPage({ width: 1280, height: 800 });
      await login(desk, baseUrl, "student5");
      await desk.getByTestId("greeting").waitFor();
      await desk.waitForLoadState("networkidle");
      await desk.screenshot({ path: join(artifacts, "review-1280-home.png") });
      check((await horizontalOverflow(desk)) <= 0, "home fits 1280 px");
    },
  },
];
