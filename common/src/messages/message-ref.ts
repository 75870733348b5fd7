/**
 * Which shared text a message is, for a second interface language (docs/ARCHITECTURE.md, "Texts and
 * languages"): its id, `<namespace>.<key path>` of common/src/messages/registry.ts ('rooms.nameRequired'), and the
 * values a text with values was filled with ({ tag: 'sea view' }).
 */
export interface MessageRef {
  id: string;
  values?: Record<string, string>;
}
