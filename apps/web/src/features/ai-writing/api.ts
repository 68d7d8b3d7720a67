// The writing hooks are shared with skill-up writing and homework, so they live in components/writing.
export {
  useSubmitWritingMutation,
  useWritingDetailQuery,
  useWritingHistoryQuery,
  useWritingTopicQuery,
  useWritingTopicsQuery,
  WRITING_HISTORY_PAGE_SIZE,
  writingKeys,
} from "@web/components/writing/api.ts";
