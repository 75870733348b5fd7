/**
 * What hears a channel's NOTIFY (DatabaseHandle.listen): the changes a process keeps answers of (decision 008)
 * are announced by triggers, after commit.
 */
export interface NoticeListener {
  /** One notice: a change committed; a process's own are heard before the statement that made them answers. */
  notice(payload: string): void;
  /** From now on a notice may go unheard (PostgreSQL: no connection listens): keep nothing until `heard`. */
  unheard?(): void;
  /** Notices are heard again; what was kept before may have changed meanwhile. */
  heard?(): void;
}
