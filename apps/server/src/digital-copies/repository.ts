import { and, count, eq, sql } from 'drizzle-orm';
import { idArray, inIds } from '../core/children';
import type { Tx } from '../core/db';
import { digitalCopies, digitalCopyFiles } from '../db/schema/digital-copies';

/** What a digital copy shows (it points at it without a foreign key). */
export type Digitized = 'score' | 'catalog';

/** The records among `ids` of that kind that a digital copy shows. */
export async function digitizedIds(db: Tx, type: Digitized, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: digitalCopies.digitizableId })
    .from(digitalCopies)
    .where(and(eq(digitalCopies.digitizableType, type), inIds(digitalCopies.digitizableId, ids)));
  return new Set(rows.map((row) => row.id));
}

/** How many digital copies show the record (they keep it from being deleted). */
export async function countDigitalCopies(tx: Tx, type: Digitized, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(digitalCopies)
    .where(and(eq(digitalCopies.digitizableType, type), eq(digitalCopies.digitizableId, id)));
  return Number(row.n);
}

/** How many images of digital copies show any of these files (they keep them from being deleted). */
export async function countFileUses(tx: Tx, fileIds: number[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(digitalCopyFiles)
    .where(sql`${digitalCopyFiles.fileId} = any(${idArray(fileIds)})`);
  return Number(row.n);
}
