// Baseline for bench/load.mjs: a bare Fastify process answering the dashboard's envelope from memory.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({
  code: 0,
  message: "ok",
  data: { cur_card: null, unfinished_homework_count: 0 },
}));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
