// Adds up the vitest JSON reports and the browser-test line into one closing "N passed, N failed" line,
// after the figures the regression suites printed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir)) {
  const text = readFileSync(join(dir, file), "utf8");
  if (file.endsWith(".json")) {
    const r = JSON.parse(text);
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    console.log(
      `${file.replace(".json", "").padEnd(16)} ${r.numPassedTests} passed, ${r.numFailedTests} failed`,
    );
  } else if (file === "e2e.log") {
    const m = [...text.matchAll(/^(\d+) passed, (\d+) failed/gm)].at(-1);
    if (!m) {
      console.error("browser tests printed no result line");
      failed += 1;
      continue;
    }
    passed += Number(m[1]);
    failed += Number(m[2]);
    console.log(`${"e2e".padEnd(16)} ${m[1]} passed, ${m[2]} failed`);
  }
}
// The regression suites' own figures ("access matrix: N requests, 0 leaks", "durability: …, 0 lost").
const regressionLog = join(dir, "regression.log");
if (existsSync(regressionLog)) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
  const plain = readFileSync(regressionLog, "utf8").replace(/\x1b\[[0-9;]*m/g, "");
  for (const m of plain.matchAll(/^(?:access matrix|durability): .*$/gm)) console.log(`  ${m[0]}`);
}
if (passed === 0) {
  console.error("no test ran");
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
