import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type WritingLevel, type WritingTopic, WritingTopicSchema } from "@hibiki/contracts";
import { parse } from "yaml";
import { z } from "zod";
import { REPO_ROOT } from "../../env.ts";

/** Folder of the writing topic catalogue (content/writing/*.yaml). */
export const WRITING_TOPICS_DIR = join(REPO_ROOT, "content", "writing");

const FileSchema = z.object({ topics: z.array(WritingTopicSchema).min(1) });

/** The loaded catalogue: topics in file order, and an index by id. */
export type TopicCatalog = {
  list: WritingTopic[];
  byId: Map<string, WritingTopic>;
  /** @returns the topics of one level, or all */
  ofLevel(level?: WritingLevel): WritingTopic[];
};

/**
 * Reads and validates every `*.yaml` in the topic folder. Run once at start: a bad file is a content
 * bug, so it stops the boot with the file and the field named instead of failing one request later.
 * @param dir - the folder (default content/writing)
 * @returns the catalogue
 * @throws Error naming the file and the invalid fields, or a duplicated topic_id
 */
export function loadTopicCatalog(dir: string = WRITING_TOPICS_DIR): TopicCatalog {
  const list: WritingTopic[] = [];
  const byId = new Map<string, WritingTopic>();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .sort();
  for (const file of files) {
    const parsed = FileSchema.safeParse(parse(readFileSync(join(dir, file), "utf8")));
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`writing topics ${file}: ${issues}`);
    }
    for (const t of parsed.data.topics) {
      if (byId.has(t.topic_id)) throw new Error(`writing topics ${file}: duplicate topic_id ${t.topic_id}`);
      if (t.min_words > t.max_words)
        throw new Error(`writing topics ${file}: ${t.topic_id} min_words > max_words`);
      if (t.exam_kind === "email" && !t.questions?.length)
        throw new Error(`writing topics ${file}: ${t.topic_id} is an e-mail task without questions`);
      if (t.questions && t.exam_kind !== "email")
        throw new Error(`writing topics ${file}: ${t.topic_id} has questions but is not an e-mail task`);
      byId.set(t.topic_id, t);
      list.push(t);
    }
  }
  return { list, byId, ofLevel: (level) => (level ? list.filter((t) => t.level === level) : list) };
}
