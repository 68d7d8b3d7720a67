export { filterSensitiveWords, type SensitiveWordsResult } from "./filter.ts";
export { ENGLISH_SENSITIVE, JAPANESE_SENSITIVE } from "./word-list.ts";
