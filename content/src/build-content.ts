import { createHash } from "node:crypto";
import { cp, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import { GrammarLessonIndexSchema } from "@hibiki/exercises";
import {
  AI_SPEAKING_INDEX_PATH,
  type AiSpeakingPlan,
  loadAiSpeaking,
  writeAiSpeaking,
} from "./ai-speaking.ts";
import { type AiStudyPlan, aiCodeClashes, catalogAiStudy, loadAiStudy, writeAiStudy } from "./ai-study.ts";
import { grammarIndex } from "./ai-study-grammar-index.ts";
import type { AiStudyGrammarIndex } from "./ai-study-schema.ts";
import { checkAnswerKeys } from "./answer-key.ts";
import { checkAssets, listAssets } from "./assets.ts";
import { renderAudio, runLimited } from "./audio.ts";
import { AUDIO_JOBS_FILE, audioJobsOf } from "./audio-jobs.ts";
import { type BookPlan, planBooks, planSkillup, type SkillupPlan } from "./catalog.ts";
import { type Catalog, type CatalogCefrResource, CatalogSchema } from "./catalog-schema.ts";
import { type CefrStepPlan, checkCefrResource, planCefr } from "./cefr-plan.ts";
import {
  catalogEbooks,
  type EbookPlan,
  type EbookResource,
  ebookResources,
  planEbooks,
  writeEbooks,
} from "./ebooks.ts";
import { builtCard, type LoadedCard, loadEikenInterviews } from "./eiken-interview.ts";
import { interviewResourceYaml } from "./eiken-interview-resource.ts";
import {
  checkEikenMock,
  checkEikenResource,
  type EikenMeta,
  type EikenPracticePlan,
  planEikenPractice,
  sectionsOf,
} from "./eiken-practice.ts";
import { type EikenWordList, loadEikenWords } from "./eiken-words.ts";
import type { ContentError } from "./errors.ts";
import {
  checkListeningExamResource,
  type ListeningExamMeta,
  type ListeningExamPlan,
  listeningQuestions,
  planListeningExams,
} from "./listening-exams.ts";
import { type LoadedResource, loadResource } from "./load-resource.ts";
import { checkOpenAnswers } from "./open-answers.ts";
import { loadPhonics, type PhonicsPlan } from "./phonics.ts";
import { checkTokyoResource, planTokyoSpeaking, type TokyoMeta, type TokyoPlan } from "./tokyo-speaking.ts";
import { planWordBooks, type WordBook, writeWordBooks } from "./word-books.ts";

/** Where to read content and write the build. */
export interface BuildOptions {
  /** the content folder (holds textbooks/) */
  contentDir: string;
  /** output folder; replaced as a whole on success */
  outDir: string;
  /** synthesised audio cache */
  cacheDir: string;
  /**
   * true renders every model recording now; false renders none (resource.json still names the files, and
   * each version's audio-jobs.json holds their recipe, which the server renders on first request)
   */
  audio: boolean;
  /** file names in messages are relative to this folder */
  repoRoot: string;
}

/** What a build did. */
export interface BuildSummary {
  errors: ContentError[];
  resources: number;
  items: number;
  /** model recordings rendered by this build (0 without `audio`) */
  audioFiles: number;
  audioCached: number;
  /** model recordings the built resources name (rendered now, or by the server on first request) */
  audioPlanned: number;
  seconds: number;
}

interface Built {
  res: LoadedResource;
  version: number;
  assetDir: string;
  assets: string[];
}

/**
 * res_version: a digest of everything the client downloads (resource, audio text and voices, asset
 * bytes), as the positive integer the resource schema wants, so any change busts caches.
 */
async function versionOf(res: LoadedResource, assetDir: string, assets: readonly string[]): Promise<number> {
  const hash = createHash("sha256").update(JSON.stringify({ ...res.resource, res_version: 0 }));
  for (const job of res.audio) hash.update(JSON.stringify(job));
  for (const asset of assets) hash.update(asset).update(await readFile(join(assetDir, asset)));
  // 40 bits: far below Number.MAX_SAFE_INTEGER, and a collision only matters between two versions of one res_code.
  return Number.parseInt(hash.digest("hex").slice(0, 10), 16) + 1;
}

/** What the build reads: the books, the skill-up types, the level test's steps and the Eiken word lists. */
interface Plan {
  books: BookPlan[];
  skillup: SkillupPlan[];
  cefr: CefrStepPlan[];
  eikenWords: EikenWordList[];
  interviews: LoadedCard[];
  eikenPractice: EikenPracticePlan[];
  tokyo: TokyoPlan;
  listening: ListeningExamPlan[];
  /** the phonogram area's phonemes (none without content/phonics) */
  phonics?: PhonicsPlan;
  /** the study-word books (word-books.ts) */
  wordBooks?: WordBook[];
  /** the e-book library (ebooks.ts) and its books' exercise resources (filled after loading) */
  ebooks?: EbookPlan;
  ebookResources?: EbookResource[];
  /** the AI speaking scenarios (ai-speaking.ts) */
  aiSpeaking?: AiSpeakingPlan;
  /** the AI study courses (ai-study.ts) and the grammar index of every other resource (filled after loading) */
  aiStudy?: AiStudyPlan;
  aiGrammar?: AiStudyGrammarIndex;
}

/** Every resource file of the plan, textbooks first. */
function filesOf(plan: Plan): string[] {
  return [
    ...plan.books.flatMap((b) => b.units.flatMap((u) => u.sections.flatMap((s) => s.files))),
    ...plan.skillup.flatMap((t) => t.files),
    ...plan.cefr.flatMap((s) => s.files),
    ...plan.eikenPractice.flatMap((g) => g.files),
    ...plan.tokyo.test,
    ...plan.tokyo.training,
    ...plan.listening.flatMap((r) => r.files),
  ];
}

/** A built resource's catalogue entry. */
function entryOf({ res, version }: Built) {
  return {
    res_code: res.res_code,
    res_id: res.res_id,
    kind: res.kind,
    res_type: res.resource.res_type as number | string | undefined,
    res_version: version,
    title: res.title,
    item_count: Array.isArray(res.resource.items) ? res.resource.items.length : 0,
    path: `res/${res.res_code}/${version}/resource.json`,
  };
}

/** catalog.json: books → units → sections → resources in study order, and the skill-up types, for the server. */
function catalogOf(
  {
    books,
    skillup,
    cefr,
    eikenWords,
    interviews,
    eikenPractice,
    tokyo,
    listening,
    phonics,
    ebooks,
    ebookResources,
    aiSpeaking,
    aiStudy,
  }: Plan,
  built: Map<string, Built>,
): Catalog {
  const entry = (file: string) => entryOf(built.get(file) as Built);
  return {
    books: books.map(({ book, units }, b) => ({
      book_code: book.book_code,
      title: book.title,
      description: book.description,
      level: book.level,
      cover_color: book.cover_color,
      order: b + 1,
      units: units.map(({ unit, sections }, u) => ({
        unit_code: unit.unit_code,
        title: unit.title,
        order: u + 1,
        sections: sections.map((section, s) => ({
          section_code: section.code,
          title: section.title,
          order: s + 1,
          resources: section.files.map(entry),
        })),
      })),
    })),
    skillup: skillup.map((t, i) => ({
      type: t.type,
      title: t.title,
      description: t.description,
      order: i + 1,
      resources: t.files.map(entry),
    })),
    cefr: cefr.map((s, i) => ({
      step: s.step,
      title: s.title,
      can_do: s.can_do,
      order: i + 1,
      resources: s.files.map((file) => {
        const r = (built.get(file) as Built).res.resource as {
          cefr_skill: CatalogCefrResource["skill"];
          cefr_type: number;
          cefr_point: string;
        };
        return { ...entry(file), skill: r.cefr_skill, type: r.cefr_type, point: r.cefr_point };
      }),
    })),
    eiken_words: eikenWords.map((l) => ({
      grade: l.grade,
      count: l.words.length,
      path: eikenWordsPath(l.grade),
    })),
    eiken_interviews: interviews.map((loaded) => {
      const { card } = loaded;
      const b = built.get(interviewKey(loaded)) as Built;
      return {
        grade: card.grade,
        card_id: card.card_id,
        title: card.title,
        questions: card.questions.length,
        path: `${interviewDir(card.card_id)}/card.json`,
        resource: entryOf(b),
      };
    }),
    eiken_practice: eikenPractice.flatMap(({ grade, files }) => {
      const order = sectionsOf(grade);
      const entries = files.map((file) => {
        const r = (built.get(file) as Built).res.resource as EikenMeta;
        return {
          ...entry(file),
          grade,
          set: r.eiken_set as "practice" | "mock",
          section: r.eiken_section as string,
          ...(r.eiken_plays ? { plays: r.eiken_plays } : {}),
        };
      });
      // paper order: by section, then by file name (stable sort)
      return entries.sort((a, b) => order.indexOf(a.section as never) - order.indexOf(b.section as never));
    }),
    tokyo_speaking: [...tokyo.test, ...tokyo.training].map((file) => {
      const r = (built.get(file) as Built).res.resource as TokyoMeta & {
        items: Array<{ item_type: string; question_id: string }>;
      };
      return {
        ...entry(file),
        set: r.tokyo_set as "test" | "training",
        part: (r.tokyo_part ?? null) as "A" | "B" | "C" | "D" | null,
        year: 3 as const,
        items: r.items.map((i) => ({
          question_id: i.question_id,
          part: i.item_type as "A" | "B" | "C" | "D",
        })),
      };
    }),
    phonics: phonics ? { count: phonics.phonemes.length, path: PHONICS_PATH } : null,
    ebooks: ebooks
      ? catalogEbooks(ebookResources ?? [], (r) => ({ ...entryOf(r), book_id: r.book.book.book_id }))
      : null,
    ai_speaking: aiSpeaking ? { count: aiSpeaking.scenarios.length, index: AI_SPEAKING_INDEX_PATH } : null,
    ai_study: aiStudy ? catalogAiStudy(aiStudy, entryOf) : null,
    listening_exams: listening.flatMap(({ region, files }) =>
      files.map((file) => {
        const r = (built.get(file) as Built).res.resource as ListeningExamMeta & {
          items: Parameters<typeof listeningQuestions>[0];
        };
        return {
          ...entry(file),
          region_id: region.region_id,
          set: r.exam_set as "practice" | "mock",
          part: r.exam_part ?? null,
          questions: listeningQuestions(r.items),
        };
      }),
    ),
  };
}

/** Where an interview card and its pictures are written in the build. */
function interviewDir(cardId: string): string {
  return `eiken/interview/${cardId}`;
}

/** Where the phonemes are written in the build (their mouth pictures beside it, in mouth/). */
const PHONICS_PATH = "phonics/phonemes.json";

/** Where a grade's word list is written in the build. */
function eikenWordsPath(grade: string): string {
  return `eiken/words/grade-${grade}.json`;
}

/** Loads, checks and versions every resource file the books list; returns nothing built on errors. */
async function loadAll(files: string[], opts: BuildOptions) {
  const errors: ContentError[] = [];
  const loaded: LoadedResource[] = [];
  const byCode = new Map<string, LoadedResource>();
  for (const file of files) {
    const rel = relative(opts.repoRoot, file);
    const result = loadResource(rel, await readFile(file, "utf8"));
    errors.push(...result.errors);
    const res = result.loaded;
    if (!res) continue;
    const first = byCode.get(res.res_code);
    if (first) {
      errors.push(
        res.source.error(
          ["meta", "res_code"],
          `duplicate res_code "${res.res_code}" (also in ${first.file})`,
          ["res_code"],
        ),
      );
      continue;
    }
    byCode.set(res.res_code, res);
    loaded.push(res);
  }
  const kindOf = new Map(loaded.map((r) => [r.res_code, r.kind]));
  const built = new Map<string, Built>();
  for (const res of loaded) {
    const file = join(opts.repoRoot, res.file);
    const assetDir = join(dirname(file), basename(file, ".yaml"));
    const assets = await listAssets(assetDir);
    errors.push(
      ...(await checkAssets(res, assetDir, assets, kindOf)),
      ...checkAnswerKeys(res),
      ...checkOpenAnswers(res),
    );
    built.set(file, { res, assetDir, assets, version: await versionOf(res, assetDir, assets) });
  }
  return { built, errors };
}

/** Writes one resource's folder: resource.json, index.json for grammar lessons, assets; returns audio tasks. */
async function writeResource(b: Built, out: string, opts: BuildOptions) {
  const dir = join(out, "res", b.res.res_code, String(b.version));
  await mkdir(join(dir, "audio"), { recursive: true });
  const body: Record<string, unknown> = { ...b.res.resource, res_version: b.version };
  await writeFile(join(dir, "resource.json"), `${JSON.stringify(body, null, 2)}\n`);
  if (Array.isArray(body.tabs)) {
    // The lesson index the grammar player fetches; parsed with the exercises package's schema so both agree.
    const index = GrammarLessonIndexSchema.parse({
      res_code: b.res.res_code,
      res_version: b.version,
      tabs: body.tabs,
    });
    await writeFile(join(dir, "index.json"), `${JSON.stringify(index, null, 2)}\n`);
  }
  for (const asset of b.assets) {
    await mkdir(dirname(join(dir, asset)), { recursive: true });
    await cp(join(b.assetDir, asset), join(dir, asset));
  }
  if (b.res.audio.length > 0) {
    await writeFile(join(dir, AUDIO_JOBS_FILE), `${JSON.stringify(audioJobsOf(b.res.audio))}\n`);
  }
  if (!opts.audio) return [];
  return b.res.audio.map((job) => () => renderAudio(job, opts.cacheDir, join(dir, "audio", job.name)));
}

/** The built map's key of a card's generated resource. */
const interviewKey = (card: LoadedCard) => `${card.file}#resource`;

/**
 * Each interview card as a generated resource (eiken-interview-resource.ts): loaded like a YAML file, its
 * pictures as assets, and a version that also covers the card (card.json is written beside it).
 */
async function addInterviewResources(cards: LoadedCard[], built: Map<string, Built>, opts: BuildOptions) {
  const errors: ContentError[] = [];
  for (const loaded of cards) {
    const result = loadResource(relative(opts.repoRoot, loaded.file), interviewResourceYaml(loaded.card));
    errors.push(...result.errors);
    const res = result.loaded;
    if (!res) continue;
    const assets = loaded.card.pictures.map((p) => p.file);
    const base = await versionOf(res, loaded.assetDir, assets);
    const digest = createHash("sha256")
      .update(`${base}:${JSON.stringify(loaded.card)}`)
      .digest("hex");
    const version = Number.parseInt(digest.slice(0, 10), 16) + 1;
    built.set(interviewKey(loaded), { res, assetDir: loaded.assetDir, assets, version });
  }
  return errors;
}

/**
 * Builds all content into opts.outDir: validates every file (collecting all errors), then writes
 * res/<res_code>/<res_version>/ folders, model audio and catalog.json. On any error nothing is written.
 * @param opts - folders and switches
 * @returns the summary; summary.errors is non-empty when the build failed
 */
export async function buildContent(opts: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const books = await planBooks(opts.contentDir, opts.repoRoot);
  const skillup = await planSkillup(opts.contentDir, opts.repoRoot);
  const cefr = await planCefr(opts.contentDir, opts.repoRoot);
  const eiken = await loadEikenWords(opts.contentDir, opts.repoRoot);
  const interviews = await loadEikenInterviews(opts.contentDir, opts.repoRoot);
  const practice = await planEikenPractice(opts.contentDir, opts.repoRoot);
  const tokyo = await planTokyoSpeaking(opts.contentDir);
  const listening = await planListeningExams(opts.contentDir);
  const phonics = await loadPhonics(opts.contentDir, opts.repoRoot);
  const wordBooks = await planWordBooks(opts.contentDir, eiken.lists);
  const ebooks = await planEbooks(opts.contentDir, opts.repoRoot);
  const aiSpeaking = await loadAiSpeaking(opts.contentDir, opts.repoRoot);
  const plan: Plan = {
    books: books.books,
    skillup: skillup.types,
    cefr: cefr.steps,
    eikenWords: eiken.lists,
    interviews: interviews.cards,
    eikenPractice: practice.grades,
    tokyo,
    listening,
    ...(phonics.plan ? { phonics: phonics.plan } : {}),
    wordBooks: wordBooks.books,
    ...(ebooks.plan ? { ebooks: ebooks.plan } : {}),
    ...(aiSpeaking.plan ? { aiSpeaking: aiSpeaking.plan } : {}),
  };
  const { built, errors } = await loadAll(filesOf(plan), opts);
  errors.push(...(await addInterviewResources(plan.interviews, built, opts)));
  if (plan.ebooks) {
    // Book exercises are generated resources like the interview cards; their pictures are their assets.
    const made = await ebookResources(plan.ebooks, opts.repoRoot, versionOf);
    errors.push(...made.errors);
    plan.ebookResources = made.resources;
    for (const r of made.resources) built.set(`${r.assetDir}#ebook`, r);
  }
  // AI study resources are generated too (no assets, no audio); the grammar index is made once all is checked.
  const aiStudy = await loadAiStudy(opts.contentDir, opts.repoRoot, versionOf);
  errors.push(...aiStudy.errors);
  if (aiStudy.plan) {
    plan.aiStudy = aiStudy.plan;
    errors.push(
      ...aiCodeClashes(aiStudy.plan, new Map([...built.values()].map((b) => [b.res.res_code, b.res.file]))),
    );
    for (const r of aiStudy.plan.resources) built.set(`${r.res.res_code}#ai-study`, r);
  }
  for (const s of plan.cefr) {
    for (const file of s.files) {
      const b = built.get(file);
      if (b) errors.push(...checkCefrResource(b.res, s.step));
    }
  }
  for (const set of ["test", "training"] as const)
    for (const file of plan.tokyo[set]) {
      const b = built.get(file);
      if (b) errors.push(...checkTokyoResource(b.res, set));
    }
  for (const { region, files } of plan.listening)
    for (const file of files) {
      const b = built.get(file);
      const assets = await listAssets(file.replace(/\.yaml$/, ""));
      if (b) errors.push(...checkListeningExamResource(b.res, region, assets));
    }
  for (const g of plan.eikenPractice) {
    const mock = [];
    for (const file of g.files) {
      const b = built.get(file);
      if (!b) continue;
      errors.push(...checkEikenResource(b.res, g.grade));
      if ((b.res.resource as EikenMeta).eiken_set === "mock") mock.push(b.res);
    }
    errors.push(
      ...checkEikenMock(g.grade, mock, relative(opts.repoRoot, dirname(g.files[0] ?? opts.contentDir))),
    );
  }
  const summary: BuildSummary = {
    errors: [
      ...books.errors,
      ...skillup.errors,
      ...cefr.errors,
      ...eiken.errors,
      ...wordBooks.errors,
      ...interviews.errors,
      ...practice.errors,
      ...phonics.errors,
      ...ebooks.errors,
      ...aiSpeaking.errors,
      ...errors,
    ],
    resources: 0,
    items: 0,
    audioFiles: 0,
    audioCached: 0,
    audioPlanned: 0,
    seconds: 0,
  };
  if (summary.errors.length === 0 && plan.aiStudy) {
    const ai = new Set(plan.aiStudy.resources.map((r) => r.res.res_code));
    plan.aiGrammar = grammarIndex([...built.values()].map((b) => b.res).filter((r) => !ai.has(r.res_code)));
  }
  if (summary.errors.length === 0) {
    try {
      const hits = await writeAll(plan, built, opts);
      summary.resources = built.size;
      summary.items = [...built.values()].reduce(
        (n, b) => n + ((b.res.resource.items as unknown[] | undefined)?.length ?? 0),
        0,
      );
      summary.audioFiles = hits.length;
      summary.audioPlanned = [...built.values()].reduce((n, b) => n + b.res.audio.length, 0);
      summary.audioCached = hits.filter(Boolean).length;
    } catch (err) {
      // Synthesis tools missing or failing: report like any other error instead of a stack trace.
      const message = `${(err as Error).message} (is flite, sox and lame installed? without --audio the server renders audio on first request)`;
      summary.errors.push({
        file: relative(opts.repoRoot, opts.outDir),
        line: 0,
        col: 0,
        field: "",
        message,
      });
    }
  }
  summary.seconds = Math.round((performance.now() - started) / 100) / 10;
  return summary;
}

/** Writes everything beside the target and swaps it in, so a server never sees a half-written dist. */
async function writeAll(plan: Plan, built: Map<string, Built>, opts: BuildOptions): Promise<boolean[]> {
  const tmp = `${opts.outDir}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  try {
    const tasks = [];
    for (const b of built.values()) tasks.push(...(await writeResource(b, tmp, opts)));
    const hits = await runLimited(tasks, 2);
    for (const list of plan.eikenWords) {
      const file = join(tmp, eikenWordsPath(list.grade));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify({ grade: list.grade, words: list.words })}\n`);
    }
    if (plan.wordBooks) await writeWordBooks(tmp, plan.wordBooks);
    if (plan.ebooks) await writeEbooks(tmp, plan.ebooks, plan.ebookResources ?? []);
    if (plan.aiSpeaking) await writeAiSpeaking(tmp, plan.aiSpeaking);
    if (plan.aiStudy && plan.aiGrammar) await writeAiStudy(tmp, plan.aiStudy, plan.aiGrammar);
    if (plan.phonics) {
      const file = join(tmp, PHONICS_PATH);
      await mkdir(join(dirname(file), "mouth"), { recursive: true });
      await writeFile(file, `${JSON.stringify({ phonemes: plan.phonics.phonemes })}\n`);
      for (const [name, bytes] of plan.phonics.mouths)
        await writeFile(join(dirname(file), "mouth", name), bytes);
    }
    for (const loaded of plan.interviews) {
      const dir = join(tmp, interviewDir(loaded.card.card_id));
      const { json, pictures } = await builtCard(loaded);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, "card.json"), `${JSON.stringify(json)}\n`);
      for (const [name, bytes] of pictures) await writeFile(join(dir, name), bytes);
      // and beside the card's playable resource (its pictures are that resource's assets)
      const b = built.get(interviewKey(loaded));
      if (b)
        await writeFile(
          join(tmp, "res", b.res.res_code, String(b.version), "card.json"),
          `${JSON.stringify(json)}\n`,
        );
    }
    // Parsing our own output keeps catalog.json and the schema the server reads it with in step.
    const catalog = CatalogSchema.parse(catalogOf(plan, built));
    await writeFile(join(tmp, "catalog.json"), `${JSON.stringify(catalog, null, 2)}\n`);
    await rm(opts.outDir, { recursive: true, force: true });
    await rename(tmp, opts.outDir);
    return hits;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
