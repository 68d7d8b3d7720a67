/** Kinds of message box: alert (OK), confirm (OK/cancel), prompt (input + OK/cancel). */
export type BoxKind = "alert" | "confirm" | "prompt";

/** Options of a message box. */
export type BoxOptions = {
  title?: string;
  okLabel?: string;
  cancelLabel?: string;
  /** prompt: the value must match this pattern */
  pattern?: RegExp;
  /** prompt: returns an error message, or true when the value is fine */
  validator?: (value: string) => true | string;
  /** prompt: error shown when the pattern fails or the validator returns false */
  errorText?: string;
  defaultValue?: string;
  /** whether Esc/backdrop may close it (closing rejects, or resolves an alert) */
  closable?: boolean;
};

/** A message box waiting in (or at the head of) the queue. */
export type Box = {
  id: number;
  kind: BoxKind;
  text: string;
  opts: BoxOptions;
  error: string | null;
  resolve: (value: string) => void;
  reject: (reason: Error) => void;
};

/** Default wording when a prompt's value is rejected (spec §5). */
export const DEFAULT_PROMPT_ERROR = "入力値が不正です！";

/** Rejection reason when the user closes or cancels a box. */
export class BoxClosedError extends Error {
  override name = "BoxClosedError";
  constructor() {
    super("message box closed");
  }
}

let queue: Box[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function enqueue(kind: BoxKind, text: string, opts: BoxOptions): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    queue = [...queue, { id: nextId++, kind, text, opts, error: null, resolve, reject }];
    emit();
  });
}

/**
 * Shows an alert after any box already on screen (one at a time, spec §4).
 * @param text - message
 * @param opts - labels
 * @returns resolves when dismissed
 */
export async function alertBox(text: string, opts: BoxOptions = {}): Promise<void> {
  await enqueue("alert", text, { closable: true, ...opts });
}

/**
 * Asks for confirmation.
 * @param text - question
 * @param opts - labels
 * @returns resolves on OK; rejects with BoxClosedError on cancel or close
 */
export async function confirmBox(text: string, opts: BoxOptions = {}): Promise<void> {
  await enqueue("confirm", text, { closable: true, ...opts });
}

/**
 * Asks for a value; OK only closes the box when the pattern/validator accepts it.
 * @param text - question
 * @param opts - pattern, validator, labels
 * @returns the accepted value; rejects with BoxClosedError on cancel or close
 */
export function promptBox(text: string, opts: BoxOptions = {}): Promise<string> {
  return enqueue("prompt", text, { closable: true, ...opts });
}

/** @returns the box on screen, or null */
export function currentBox(): Box | null {
  return queue[0] ?? null;
}

/** @returns how many boxes wait, including the one on screen */
export function queueLength(): number {
  return queue.length;
}

function shift(): void {
  queue = queue.slice(1);
  emit();
}

/**
 * Confirms the box on screen. For a prompt, an invalid value keeps it open with an error.
 * @param value - the prompt's value (ignored by alert/confirm)
 * @returns whether the box closed
 */
export function acceptBox(value = ""): boolean {
  const box = queue[0];
  if (!box) return false;
  if (box.kind === "prompt") {
    const { pattern, validator, errorText } = box.opts;
    let error: string | null = null;
    if (pattern && !pattern.test(value)) error = errorText ?? DEFAULT_PROMPT_ERROR;
    if (!error && validator) {
      const res = validator(value);
      if (res !== true) error = res || (errorText ?? DEFAULT_PROMPT_ERROR);
    }
    if (error) {
      queue = [{ ...box, error }, ...queue.slice(1)];
      emit();
      return false;
    }
  }
  shift();
  box.resolve(value);
  return true;
}

/** Cancels/closes the box on screen: an alert resolves, confirm and prompt reject (spec §4). */
export function dismissBox(): void {
  const box = queue[0];
  if (!box) return;
  shift();
  if (box.kind === "alert") box.resolve("");
  else box.reject(new BoxClosedError());
}

/**
 * Subscribes to queue changes.
 * @param l - listener
 * @returns unsubscribe
 */
export function subscribeBoxes(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
