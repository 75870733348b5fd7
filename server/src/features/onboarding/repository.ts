import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onboardingProgress } from '../../db/schema';

export type OnboardingRow = typeof onboardingProgress.$inferSelect;

export async function findProgress(db: Db, userId: string): Promise<OnboardingRow | undefined> {
  const [row] = await db
    .select()
    .from(onboardingProgress)
    .where(eq(onboardingProgress.userId, userId))
    .limit(1);
  return row;
}

export async function saveProgress(
  db: Db,
  userId: string,
  values: Partial<Pick<OnboardingRow, 'step' | 'completed' | 'draft'>>,
): Promise<OnboardingRow> {
  const [row] = await db
    .insert(onboardingProgress)
    .values({ userId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: onboardingProgress.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('onboarding progress upsert returned nothing');
  return row;
}
