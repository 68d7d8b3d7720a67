/** Query keys of the word-study plans (calls under /v3/study-word); shared by api.ts and the home badge. */
export const studyWordKeys = {
  all: ["study-word"] as const,
  unfinished: () => [...studyWordKeys.all, "unfinished"] as const,
  books: () => [...studyWordKeys.all, "books"] as const,
  plans: () => [...studyWordKeys.all, "plans"] as const,
  planInfo: (planId: number) => [...studyWordKeys.all, "plan-info", planId] as const,
  today: (planId: number) => [...studyWordKeys.all, "today", planId] as const,
  list: (planId: number, mastery: string, page: number) =>
    [...studyWordKeys.all, "list", planId, mastery, page] as const,
  word: (wordId: number) => [...studyWordKeys.all, "word", wordId] as const,
  result: (planId: number, date: string) => [...studyWordKeys.all, "result", planId, date] as const,
  wrongList: (planId: number) => [...studyWordKeys.all, "wrong-list", planId] as const,
  /** a run's questions: fetched once per run and never refetched under it (keys under "run") */
  paper: (planId: number, mode: string, nonce: number) =>
    [...studyWordKeys.all, "run", "paper", planId, mode, nonce] as const,
  wrongRun: (planId: number, nonce: number) => [...studyWordKeys.all, "run", "wrong", planId, nonce] as const,
};
