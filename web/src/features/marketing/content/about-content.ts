import type { StaticPageContent } from './static-page-content';

export const aboutContent: StaticPageContent = {
  title: 'About Hotel Content Studio',
  documentTitle: 'About',
  intro:
    'We build the place where a hotel’s content lives: photos, rooms, descriptions, facilities and policies, ready for every season and every channel.',
  sections: [
    {
      heading: 'Why we started',
      blocks: [
        'Most hotels we talked to keep their content in a dozen places: a photo folder on someone’s laptop, descriptions in an old document, and a slightly different version in every extranet. Updating the summer offer meant an afternoon of copying and pasting, so it often did not happen.',
        'Hotel Content Studio gives that content one home. Import what is already online, improve it with the help of a writing assistant, and prepare versions for seasons, events and audiences before you need them.',
      ],
    },
    {
      heading: 'What we believe',
      blocks: [
        [
          'Your content belongs to you. Delete your account and we delete everything in it, including photos and channel login sessions.',
          'AI should help, not decide. The assistant makes suggestions; people review and publish them.',
          'Prices should be simple. One monthly price per hotel size, billed monthly, no setup fee, cancel any time. See [pricing](/pricing).',
          'Security is part of the product, not an add-on. The [security page](/security) explains how we protect your data.',
        ],
      ],
    },
    {
      heading: 'Who we are',
      blocks: [
        'Hotel Content Studio GmbH is a software company based in Germany. We build the product together with the independent hotels and hotel groups who use it every day, and we shape each feature around their daily work at the front desk, in sales and in marketing.',
      ],
    },
    {
      heading: 'Talk to us',
      blocks: [
        'Questions, a demo with your own hotel, or an offer for your group: [send us a message](/contact) and we will get back to you.',
      ],
    },
  ],
};
