/** The user-card screens' modes (spec: edit, photo, collection). */
export const USERCARD_MODES = ["edit", "photo", "collection"] as const;
export type UsercardMode = (typeof USERCARD_MODES)[number];

/** URLs of the user-card screens (spec routes /usercard and /usercard/list). */
export const usercardUrls = {
  card: (mode: UsercardMode = "edit") => (mode === "edit" ? "/usercard" : `/usercard?mode=${mode}`),
  list: (studentId?: number) =>
    studentId ? `/usercard/list?card_student_id=${studentId}` : "/usercard/list",
};

/**
 * The mode in the address (edit when absent or unknown).
 * @param raw - the mode query value
 * @returns the mode
 */
export function modeOf(raw: string | null): UsercardMode {
  return (USERCARD_MODES as readonly string[]).includes(raw ?? "") ? (raw as UsercardMode) : "edit";
}

/**
 * A student id from the address, or null when it is not one.
 * @param raw - the query value
 * @returns the id
 */
export function studentIdOf(raw: string | null): number | null {
  const v = (raw ?? "").trim();
  return /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : null;
}
