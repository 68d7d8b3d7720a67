import { isMap, isPair, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";
import type { ContentError } from "./errors.ts";
import { formatFieldPath } from "./errors.ts";

/** A parsed YAML file that can still answer "where is this field?" for error messages. */
export interface YamlSource {
  file: string;
  data: unknown;
  /**
   * Finds the line and column of a field; for a missing field, the nearest existing parent.
   * @param path - keys and indexes from the document root
   */
  locate(path: readonly PropertyKey[]): { line: number; col: number };
  /**
   * Builds a positioned error for a field.
   * @param path - keys and indexes from the document root
   * @param message - what is wrong
   * @param fieldPath - the path to print, when it differs from the located one
   */
  error(path: readonly PropertyKey[], message: string, fieldPath?: readonly PropertyKey[]): ContentError;
}

/**
 * Parses YAML text keeping node positions; syntax errors come back positioned instead of thrown.
 * @param file - the file name used in messages
 * @param text - the YAML text
 * @returns the source, or the syntax errors
 */
export function parseYamlSource(file: string, text: string): { source?: YamlSource; errors: ContentError[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const pos = (offset: number) => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, col: p.col };
  };
  if (doc.errors.length > 0) {
    return {
      errors: doc.errors.map((e) => ({
        file,
        ...pos(e.pos[0]),
        field: "",
        message: `invalid YAML: ${e.message.split("\n")[0]}`,
      })),
    };
  }
  const locate = (path: readonly PropertyKey[]) => {
    let node: Node | null = doc.contents as Node | null;
    let best = node?.range ? pos(node.range[0]) : { line: 1, col: 1 };
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key),
        );
        if (!pair) break;
        // Point at the key: "answers:" is where an author looks for a problem with answers.
        if (isScalar(pair.key) && pair.key.range) best = pos(pair.key.range[0]);
        node = pair.value as Node | null;
      } else if (isSeq(node) && typeof key === "number") {
        const item = node.items[key] as Node | undefined;
        if (!item) break;
        if (item.range) best = pos(item.range[0]);
        node = item;
      } else {
        break;
      }
    }
    return best;
  };
  const source: YamlSource = {
    file,
    data: doc.toJS({ maxAliasCount: 50 }),
    locate,
    error: (path, message, fieldPath) => ({
      file,
      ...locate(path),
      field: formatFieldPath(fieldPath ?? path),
      message,
    }),
  };
  return { source, errors: [] };
}
