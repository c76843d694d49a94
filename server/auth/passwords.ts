import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is a const enum, which isolated modules cannot read: 2 is its Argon2id.
const argon2id = 2 as Algorithm.Argon2id;

// OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane.
const argon2Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, argon2Options);

// Verified against when the account does not exist, so an unknown user costs the same time as a wrong password.
const decoyHash = hashPassword('not a password of anyone');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? (await decoyHash), password);
    return matches && passwordHash !== undefined;
  } catch {
    return false;
  }
}
