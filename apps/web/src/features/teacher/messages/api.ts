import {
  teacherMessageDelete,
  teacherMessageList,
  teacherMessageSend,
  teacherMessageUpdate,
} from "@hibiki/contracts";
import { teacherKeys, useTeacherMutation } from "../shell/api.ts";
import { useTeacherPagedQuery } from "../shell/paged.ts";

/** @returns messages the teacher sent */
export const useMessageListQuery = () =>
  useTeacherPagedQuery([...teacherKeys.all, "messages"], teacherMessageList, {});
/** @returns mutation sending a message or notice */
export const useMessageSendMutation = () => useTeacherMutation(teacherMessageSend);
/** @returns mutation editing a sent message */
export const useMessageUpdateMutation = () => useTeacherMutation(teacherMessageUpdate);
/** @returns mutation withdrawing a sent message */
export const useMessageDeleteMutation = () => useTeacherMutation(teacherMessageDelete);
