import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { meta } from '../db/schema';

/**
 * A secret of this install kept in the database (the sandbox PSP's notification key, the photo
 * links' signing key): `candidate` is stored when none is yet, and whatever is stored is answered,
 * so many instances starting together agree on the first one stored.
 */
export async function keepInstallSecret(db: Db, key: string, candidate: string): Promise<string | undefined> {
  await db.insert(meta).values({ key, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key));
  return row?.value;
}
