import type { CefrTestType } from "@hibiki/contracts";

// Kept apart from routes.tsx so the URL builders load with the pages, not with the main bundle.
/** URL builders of the CEFR-J level test screens (the spec's /steps routes). */
export const cefrUrls = {
  home: () => "/steps",
  map: () => "/steps/map",
  details: (level: string) => `/steps/details?level=${encodeURIComponent(level)}`,
  detailsResult: (testId: number) => `/steps/details/result?test_id=${testId}`,
  testResult: (testId: number) => `/steps/testResult?test_id=${testId}`,
  testDetails: (testId: number) => `/steps/testDetails?test_id=${testId}`,
  test: (testType: CefrTestType, testId?: number) =>
    `/steps/test?test_type=${testType}${testId ? `&test_id=${testId}` : ""}`,
  about: () => "/steps/about",
  weakList: () => "/steps/weakList",
  weakPractice: (skill?: string, cefrType?: number) => {
    const q = new URLSearchParams();
    if (skill) q.set("skill", skill);
    if (cefrType) q.set("cefr_type", String(cefrType));
    const s = q.toString();
    return `/steps/testWeakDetails${s ? `?${s}` : ""}`;
  },
  weakResult: () => "/steps/testWeakResult",
};
