import type { EikenWordMode } from "@hibiki/contracts";

/**
 * The word-study mode a path belongs to (/eiken/wordtraining/… or /eiken/wordlearning/…).
 * @param pathname - the location's path
 */
export function modeOfPath(pathname: string): EikenWordMode {
  return pathname.includes("/wordtraining") ? "training" : "learning";
}
