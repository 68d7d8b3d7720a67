import type { Db } from "../db/client.ts";
import { Forbidden } from "../errors.ts";
import { isCollegeStudent } from "../modules/student/repository.ts";
import type { StudentCaller } from "./auth.ts";

/** Message of the college gate (spec §2/§6: college students use the textbooks and homework only). */
export const COLLEGE_MESSAGE = "この機能はご利用のアカウントでは使えません。教科書と宿題をご利用ください。";

/**
 * Refuses a call behind a screen college students do not have (home, skill-up, AI writing, collection).
 * The flag is read from the student row on each such call, so a teacher's change applies at once.
 * @param db - database
 * @param caller - the signed-in student
 * @throws 403 college_not_available for a college student
 */
export async function assertNotCollege(db: Db, caller: StudentCaller): Promise<void> {
  if (await isCollegeStudent(db, caller.id, caller.schoolId))
    throw Forbidden("college_not_available", COLLEGE_MESSAGE);
}
