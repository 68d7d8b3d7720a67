import { AI_SPEAKING_MESSAGES } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { Forbidden } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { aiChatFlag } from "./repository.ts";

/**
 * Refuses AI speaking to a student whose `ai_chat` flag is off (the school's setting; college students
 * are refused before this by the calls' denyCollege option).
 * @param db - database
 * @param caller - the student
 * @throws AppError 403 ai_chat_not_available
 */
export async function assertAiChat(db: Queryable, caller: StudentCaller): Promise<void> {
  if ((await aiChatFlag(db, caller.id, caller.schoolId)) !== 1)
    throw Forbidden("ai_chat_not_available", AI_SPEAKING_MESSAGES.ai_chat_not_available);
}
