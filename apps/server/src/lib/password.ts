import { hash, verify } from "@node-rs/argon2";

/**
 * Hashes a password with argon2id (the library's defaults).
 * @param plain - the password
 * @returns the PHC string to store
 */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

// A valid hash to verify against when the account does not exist, so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash; with no hash it still spends the same time and fails.
 * @param stored - PHC string, or undefined for an unknown account
 * @param plain - the password tried
 * @returns whether it matches
 */
export async function verifyPassword(stored: string | undefined, plain: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash("not-a-real-password");
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}
