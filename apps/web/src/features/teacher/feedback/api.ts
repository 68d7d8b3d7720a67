import { teacherFeedbackList } from "@hibiki/contracts";
import { teacherKeys } from "../shell/api.ts";
import { useTeacherPagedQuery } from "../shell/paged.ts";

/** @returns resource feedback from the school's students */
export const useFeedbackListQuery = () =>
  useTeacherPagedQuery(teacherKeys.feedback(), teacherFeedbackList, {});
