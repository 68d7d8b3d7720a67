import { teacherMessageList, teacherMessageSend } from "@hibiki/contracts";
import { teacherKeys, useTeacherMutation } from "../shell/api.ts";
import { useTeacherPagedQuery } from "../shell/paged.ts";

/** @returns messages the teacher sent */
export const useMessageListQuery = () =>
  useTeacherPagedQuery([...teacherKeys.all, "messages"], teacherMessageList, {});
/** @returns mutation sending a message or notice */
export const useMessageSendMutation = () => useTeacherMutation(teacherMessageSend);
