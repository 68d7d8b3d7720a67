// `npm start`: system check, build content, web and server, then serve (the server migrates and seeds on boot).
import { spawn, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function step(label, cmd, args) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`✖ ${label} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

step("checking system packages", "bash", ["scripts/setup-system.sh", "start"]);
step("building the course content (the server renders each model recording when first played)", "npm", [
  "run",
  "build",
  "-w",
  "content",
]);
step("building the web app", "npm", ["run", "build", "-w", "apps/web"]);
step("building the server", "npm", ["run", "build", "-w", "apps/server"]);

console.log("\n▶ starting Hibiki");
const server = spawn(process.execPath, ["apps/server/dist/main.js"], { cwd: root, stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
