import { teacherFeedbackList, teacherInquiryList } from "@hibiki/contracts";
import { teacherKeys } from "../shell/api.ts";
import { useTeacherPagedQuery } from "../shell/paged.ts";

/** @returns resource feedback from the school's students */
export const useFeedbackListQuery = () =>
  useTeacherPagedQuery(teacherKeys.feedback(), teacherFeedbackList, {});

/** @returns the inquiries (お問い合わせ) of the school's students, for its administrator */
export const useInquiryListQuery = () =>
  useTeacherPagedQuery([...teacherKeys.feedback(), "inquiries"], teacherInquiryList, {});
