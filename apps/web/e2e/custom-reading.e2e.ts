import { A11yLedger, settle } from "./a11y-check.ts";
import { check, horizontalOverflow, type Journey, login } from "./helpers.ts";
import { attachMic, micJourney } from "./mic.ts";

/** The text the student writes and reads (the fake microphone says it). */
const TEXT = "I walk to school with my friends every day.";

/** Custom reading (issue 23): create with the spec's rules, hear the model, read it aloud, see the result, delete. */
export const journeys: Journey[] = [
  {
    seconds: 60,
    ...micJourney(
      "custom reading: student4 writes a text (a refused one first), hears the model voice, reads it into the microphone, sees the scored result and deletes it",
      "student4",
      TEXT,
      async ({ baseUrl, newPage }, { mic, student }) => {
        const page = await newPage({ width: 1280, height: 900 });
        await attachMic(page, mic);
        const ledger = new A11yLedger();
        await login(page, baseUrl, student);

        // 1. the list (empty for this student), then the form
        await page.goto(`${baseUrl}/custom-reading`);
        await page.getByTestId("cr-empty").waitFor({ timeout: 20_000 });
        await ledger.scan(page, "/custom-reading");
        await page.getByTestId("cr-new").click();
        const input = page.getByTestId("cr-text-input");
        await input.waitFor({ timeout: 20_000 });
        const save = page.getByTestId("cr-save");
        const error = page.getByTestId("cr-text-error");

        // 2. refused at once in the browser: a special symbol and Japanese, a long run of digits
        await input.fill("I like すし @ home");
        await error.waitFor();
        check(
          (await error.getAttribute("data-key")) === "custom_reading_special_symbol",
          `a special symbol is named first, got ${await error.getAttribute("data-key")}`,
        );
        check(
          (await error.innerText()).includes("記号"),
          `the message is Japanese: ${await error.innerText()}`,
        );
        check(await save.isDisabled(), "save stays disabled while the text breaks a rule");
        await input.fill("Call 0312345678 now.");
        check((await error.getAttribute("data-key")) === "custom_reading_digit_run", "a long run of digits");
        await ledger.scan(page, "/custom-reading/create (a refused text)");

        // 3. refused by the server: a word the sensitive-words list holds
        await input.fill("You are so stupid.");
        check(!(await save.isDisabled()), "a text that passes the rules may be sent");
        await save.click();
        await page.locator("[data-testid='cr-text-error'][data-key='custom_reading_sensitive']").waitFor();
        check(
          (await error.innerText()).includes("不適切な言葉"),
          "the server's refusal shows under the field",
        );

        // 4. a valid text: saved, and its practice page opens
        await input.fill(` ${TEXT} `);
        check(
          (await page.getByTestId("cr-counter").innerText()).includes(`${TEXT.length} / 50`),
          "the counter",
        );
        await save.click();
        const detail = page.getByTestId("cr-detail");
        await detail.waitFor({ timeout: 20_000 });
        check(
          (await page.getByTestId("cr-practice-text").innerText()).trim() === TEXT,
          "the practice page shows the saved text",
        );

        // 5. the model audio: the offline voice reads the text
        const heard = page.waitForResponse((r) => r.url().includes("/v3/tts/speak?"), { timeout: 30_000 });
        await page.getByTestId("cr-model-play").click();
        const tts = await heard;
        check([200, 206].includes(tts.status()), `the model audio is served (${tts.status()})`);
        check(new URL(tts.url()).searchParams.get("text") === TEXT, "the model reads the saved text");
        await ledger.scan(page, "/custom-reading/detail");

        // 6. read it aloud: the take streams to the speech engine, is kept, and the result opens
        mic.willSay(TEXT);
        const t0 = Date.now();
        await page.getByTestId("record-button").click();
        const result = page.getByTestId("cr-result");
        await result.waitFor({ timeout: 60_000 });
        const points = Number(await result.getAttribute("data-points"));
        console.log(`    "${TEXT}": ${points} points, ${Date.now() - t0} ms from record to the result`);
        check(points > 0, `the reading is scored (${points} points)`);
        check(
          Number(await page.getByTestId("score-total").getAttribute("data-points")) === points,
          "the total ring shows the stored score",
        );
        for (const ring of ["accuracy", "fluency", "integrity"])
          check((await page.getByTestId(`score-${ring}`).count()) === 1, `the ${ring} ring shows`);
        check(/^[ABC]$/.test((await page.getByTestId("cr-grade").innerText()).trim().slice(-1)), "a grade");
        check((await page.getByTestId("cr-is-best").count()) === 1, "the first reading is the best");
        const replay = page.getByTestId("my-recording");
        await replay.waitFor({ state: "attached" });
        check(
          ((await replay.getAttribute("src")) ?? "").includes("/v3/files/rec/"),
          "the take can be replayed",
        );
        check((await page.getByTestId("cr-attempt-row").count()) === 1, "the history lists the reading");
        await settle(page, "[data-testid=cr-history-chart]");
        await ledger.scan(page, "/custom-reading/result");
        await page.setViewportSize({ width: 390, height: 844 });
        check((await horizontalOverflow(page)) === 0, "the result fits 390 px");

        // 7. the list shows the best score; delete the text after confirming: gone from the list
        await page.locator("a.cr-back").click();
        const card = page.getByTestId("cr-text-card");
        await card.waitFor({ timeout: 20_000 });
        const best = await card.getByTestId("cr-best").innerText();
        check(best.includes(String(points)), `the list shows the best score ${points}: ${best}`);
        await card.getByTestId("cr-delete").click();
        await page.getByTestId("msgbox-ok").click();
        await page.getByTestId("cr-empty").waitFor({ timeout: 20_000 });
        check(
          (await page.getByTestId("cr-text-card").count()) === 0,
          "the deleted text is gone from the list",
        );
        check((await horizontalOverflow(page)) === 0, "the list fits 390 px");
        ledger.assertClean("custom reading");
      },
    ),
  },
];
