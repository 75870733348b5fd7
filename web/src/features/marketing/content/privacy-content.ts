import type { StaticPageContent } from './static-page-content';

export const privacyContent: StaticPageContent = {
  title: 'Privacy Policy',
  documentTitle: 'Privacy Policy',
  meta: 'Effective from [date of publication]',
  intro:
    'This policy explains which personal data Hotel Content Studio processes, why, for how long and what rights you have under the EU General Data Protection Regulation (GDPR).',
  sections: [
    {
      heading: '1. Controller',
      blocks: [
        'The controller is Hotel Content Studio GmbH. Our address and contact details are in the [imprint](/imprint). You can reach us about data protection through the [contact form](/contact) or at [privacy contact e-mail address].',
        'Data protection officer: [name and contact details of the data protection officer, if one is appointed].',
      ],
    },
    {
      heading: '2. What we store',
      blocks: [
        [
          'Account data: your e-mail address, a securely hashed password (never the password itself), the identifier of your Google account if you sign in with Google, your first and last name, phone number and, if you upload one, your profile photo.',
          'Hotel content: hotel names, websites, addresses, categories and room counts, room names and types, descriptions, facilities, services and policies, templates with their dates and tags, tasks and an activity log of changes.',
          'Uploaded and imported images: the original files and resized copies we make for fast display. Imported photos are copied from the Booking.com property page you name into our own storage.',
          'Channel login sessions: when you connect Booking.com, Expedia, Agoda or HRS, we store the cookies and browser storage of the session you signed in with, encrypted at rest. They are never sent to your browser, and we do not store your channel passwords.',
          'Subscription data: your plan, subscription status and the customer and subscription references of our payment provider. We never see or store full card details.',
          'Messages: what you send through the contact form or the e-mail forms on our website (name, e-mail address, message, the form you used).',
          'Technical data: IP address, time, requested address and browser type in server logs, which we need to run the service securely.',
        ],
      ],
    },
    {
      heading: '3. Purposes and legal bases',
      blocks: [
        [
          'Providing the service and your subscription, including support: Art. 6(1)(b) GDPR (contract).',
          'Keeping invoices and accounting records as required by commercial and tax law: Art. 6(1)(c) GDPR (legal obligation).',
          'Security, preventing abuse (for example limiting sign-in attempts) and error analysis: Art. 6(1)(f) GDPR (our legitimate interest in a secure and working service).',
          'Answering contact requests and demo requests: Art. 6(1)(b) GDPR where they concern a contract, otherwise Art. 6(1)(f) GDPR.',
          'Product news to addresses given in the footer form: Art. 6(1)(a) GDPR (consent), which you can withdraw at any time.',
        ],
      ],
    },
    {
      heading: '4. Cookies and browser storage',
      blocks: [
        'We use only what the service needs to work: an HttpOnly session cookie that keeps you signed in, and entries in your browser’s local storage that remember your active hotel, a plan you chose before signing up and where you are in the setup steps. We use no advertising or tracking cookies and no third-party analytics, so no consent banner is needed.',
      ],
    },
    {
      heading: '5. AI features',
      blocks: [
        'When you use the writing assistant, automatic image categorisation or template generation, the texts and images needed for the request are sent to the AI service we use for that purpose. They are used only to answer that request, and the provider processes them on our behalf under a data processing agreement.',
      ],
    },
    {
      heading: '6. Recipients and sub-processors',
      blocks: [
        'We use carefully selected service providers who process data on our behalf under data processing agreements (Art. 28 GDPR):',
        [
          'a hosting provider for servers and the database in the European Union;',
          'an object storage provider for images;',
          'an e-mail delivery provider for account e-mails and messages to our support team;',
          'Stripe Payments Europe Ltd. for payments and subscription management;',
          'an AI service provider for the AI features described above;',
          'a data provider that reads public Booking.com property pages for the import.',
        ],
        'The current list of sub-processors is available on request. Where a provider processes data outside the European Economic Area, we ensure an adequate level of protection, in particular through an adequacy decision or the EU standard contractual clauses.',
      ],
    },
    {
      heading: '7. How long we keep data',
      blocks: [
        'We keep your account data and hotel content for as long as your account exists. When you delete your account, we delete all of its data and stored files, including images and channel login sessions. Records we must keep by law, such as invoices (up to ten years under German commercial and tax law), are kept until that period ends and then deleted.',
        'Contact messages are deleted when the request is resolved, unless they relate to a contract. Server logs are deleted after [log retention period].',
      ],
    },
    {
      heading: '8. Your rights',
      blocks: [
        'You have the right to access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18), data portability (Art. 20) and to object to processing based on legitimate interests (Art. 21). You can withdraw consent at any time with effect for the future.',
        'You can also lodge a complaint with a data protection supervisory authority, in particular in the EU member state of your residence, your place of work or the place of the alleged infringement.',
      ],
    },
    {
      heading: '9. Security',
      blocks: [
        'We protect your data with technical and organisational measures suited to the risk. The [security page](/security) describes them.',
      ],
    },
    {
      heading: '10. Changes',
      blocks: [
        'We update this policy when our service or the law changes. The version published here applies; we inform registered customers by e-mail about significant changes.',
      ],
    },
  ],
};
