import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * Channel readiness (web/src/locales/<language>/channels.json, issue 32): the channels', rule groups' and
 * statuses' names, each rule's words (`rules.<ruleId>`, filled with the outcome's values the server sends) and
 * the /channels page's own texts (`page`). English, like the page.
 */
export const { useTexts: useChannelTexts, texts: channelTexts } = defineTexts(
  'channels',
  import.meta.glob('./*/channels.json', { eager: true, import: 'default' }),
);
