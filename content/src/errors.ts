/** One problem found in a content file, positioned for an editor ("file:line:col field: message"). */
export interface ContentError {
  /** path of the file relative to the repository root, e.g. content/textbooks/jh1/unit1/x.yaml */
  file: string;
  /** 1-based line, 0 when the problem concerns the whole file */
  line: number;
  /** 1-based column, 0 when the problem concerns the whole file */
  col: number;
  /** dotted field path such as items[2].answers, or "" for the file itself */
  field: string;
  message: string;
}

/**
 * Renders an error the way compilers do, so terminals and editors can jump to it.
 * @param error - the problem
 * @returns "file:line:col field: message"
 */
export function formatContentError(error: ContentError): string {
  const where = error.line > 0 ? `${error.file}:${error.line}:${error.col}` : error.file;
  return error.field ? `${where} ${error.field}: ${error.message}` : `${where}: ${error.message}`;
}

/**
 * Turns a zod/JSON path into the readable form used in messages: items[2].answers.
 * @param path - keys and indexes
 * @returns the dotted path
 */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}
