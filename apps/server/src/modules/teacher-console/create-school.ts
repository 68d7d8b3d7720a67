import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { hashPassword } from "../../lib/password.ts";
import { takenUsernames } from "./repository.ts";

/** Input of `npm run admin -- create-school`. */
export const CreateSchoolInputSchema = z.object({
  name: z.string().trim().min(1, "--name is required").max(100),
  adminAccount: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,64}$/, "--admin-account: 3-64 half-width letters, digits, _ . -"),
  adminPassword: z.string().min(8, "--admin-password: at least 8 characters").max(128),
  adminName: z.string().trim().min(1).max(50).default("学校管理者"),
});
export type CreateSchoolInput = z.input<typeof CreateSchoolInputSchema>;

/**
 * Creates a school and its first administrator (a fresh install starts here; the administrator then
 * adds teachers and classes in the console).
 * @param db - a migrated database
 * @param input - school name, administrator account, password and display name
 * @returns the new ids
 * @throws Error with a readable message for bad input, a school name or account that exists
 */
export async function createSchoolWithAdmin(
  db: Db,
  input: CreateSchoolInput,
): Promise<{ schoolId: number; adminId: number }> {
  const parsed = CreateSchoolInputSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join("; "));
  const v = parsed.data;
  if (await db.one("SELECT 1 FROM schools WHERE name = $1", [v.name])) {
    throw new Error(`a school named "${v.name}" exists already`);
  }
  if ((await takenUsernames(db, [v.adminAccount])).size > 0) {
    throw new Error(`the account "${v.adminAccount}" exists already`);
  }
  const hash = await hashPassword(v.adminPassword);
  return db.transaction(async (tx) => {
    const school = await tx.one<{ id: number }>("INSERT INTO schools (name) VALUES ($1) RETURNING id", [
      v.name,
    ]);
    const admin = await tx.one<{ id: number }>(
      `INSERT INTO teachers (school_id, username, password_hash, name, role) VALUES ($1, $2, $3, $4, 'admin')
       RETURNING id`,
      [school!.id, v.adminAccount, hash, v.adminName],
    );
    return { schoolId: school!.id, adminId: admin!.id };
  });
}
