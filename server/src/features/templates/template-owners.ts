import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { findTemplateOwner } from './repository';

export interface TemplateOwner {
  hotelId: string;
  userId: string;
}

/**
 * Which hotel and owner each template belongs to, as this process has read it. A template never moves to another
 * hotel; its hotel's owner changes only on a hand-over (issue 36), after which the reader forgets the entry and
 * reads it again. Whether the template still exists or is published is decided by the hotel's templates version,
 * which the public preview reads with the hotel. A few dozen bytes per template.
 */
export class TemplateOwners {
  private readonly owners = new LRUCache<string, TemplateOwner>({ max: 100_000 });

  async of(db: Db, templateId: string): Promise<TemplateOwner | undefined> {
    const known = this.owners.get(templateId);
    if (known) return known;
    const found = await findTemplateOwner(db, templateId);
    if (found) this.owners.set(templateId, found);
    return found;
  }

  forget(templateId: string) {
    this.owners.delete(templateId);
  }
}
