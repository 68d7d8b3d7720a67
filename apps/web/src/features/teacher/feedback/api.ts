import { teacherFeedbackList, teacherFeedbackUpdate, teacherInquiryList } from "@hibiki/contracts";
import { teacherKeys, useTeacherMutation } from "../shell/api.ts";
import { useTeacherPagedQuery } from "../shell/paged.ts";

/** @returns resource feedback from the school's students */
export const useFeedbackListQuery = () =>
  useTeacherPagedQuery(teacherKeys.feedback(), teacherFeedbackList, {});

/** @returns the inquiries (お問い合わせ) of the school's students, for its administrator */
export const useInquiryListQuery = () =>
  useTeacherPagedQuery([...teacherKeys.feedback(), "inquiries"], teacherInquiryList, {});

/** @returns mutation setting a report's status and reply */
export const useFeedbackUpdateMutation = () => useTeacherMutation(teacherFeedbackUpdate);
