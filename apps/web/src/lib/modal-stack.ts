import { Z_INDEX_START } from "@hibiki/contracts/constants";

/** A modal on the stack: whether Esc/backdrop may close it and what closing does. */
export type ModalEntry = { id: number; closable: boolean; onClose: () => void };

let stack: ModalEntry[] = [];
let nextId = 1;

/**
 * Pushes a modal on top of the stack.
 * @param closable - whether Esc or a backdrop click may close it
 * @param onClose - called when the stack closes it
 * @returns the modal's id
 */
export function pushModal(closable: boolean, onClose: () => void): number {
  const id = nextId++;
  stack = [...stack, { id, closable, onClose }];
  return id;
}

/**
 * Removes a modal (it closed itself or unmounted).
 * @param id - modal id
 */
export function removeModal(id: number): void {
  stack = stack.filter((m) => m.id !== id);
}

/**
 * z-index for a modal: the stack starts at 2000 (spec §9) and each layer sits above the one below.
 * @param id - modal id
 * @returns the z-index to use
 */
export function zIndexOf(id: number): number {
  const i = stack.findIndex((m) => m.id === id);
  return Z_INDEX_START + 10 * (i < 0 ? stack.length : i);
}

/**
 * @param id - modal id
 * @returns whether it is the topmost modal
 */
export function isTopModal(id: number): boolean {
  return stack.at(-1)?.id === id;
}

/**
 * Closes the topmost modal if it allows it (Esc, or a click on its backdrop).
 * @returns whether a modal was closed
 */
export function closeTopModal(): boolean {
  const top = stack.at(-1);
  if (!top?.closable) return false;
  removeModal(top.id);
  top.onClose();
  return true;
}

/** @returns how many modals are open */
export function modalCount(): number {
  return stack.length;
}
