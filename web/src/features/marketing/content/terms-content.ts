import type { StaticPageContent } from './static-page-content';

export const termsContent: StaticPageContent = {
  title: 'Terms of Service',
  documentTitle: 'Terms of Service',
  meta: 'Effective from [date of publication]',
  intro:
    'These terms govern the use of Hotel Content Studio, the online service of Hotel Content Studio GmbH (see the [imprint](/imprint)) for managing hotel content. Please read them before you subscribe.',
  sections: [
    {
      heading: '1. Scope',
      blocks: [
        'Hotel Content Studio is offered exclusively to businesses within the meaning of § 14 of the German Civil Code (BGB), such as hotel operators, hotel owners and hotel groups. It is not offered to consumers.',
        'These terms apply to all contracts about the use of Hotel Content Studio. Terms of the customer that differ from these apply only if we agree to them in writing.',
      ],
    },
    {
      heading: '2. The service',
      blocks: [
        'Hotel Content Studio is software provided over the internet. Within the plan you have chosen, it lets you:',
        [
          'store and organise photos, rooms, descriptions, facilities, services and policies of your hotels;',
          'import existing property data from a Booking.com property page;',
          'create seasonal, event and audience templates, plan them on a calendar and share a public preview;',
          'use AI-assisted suggestions for descriptions, image categories and tags, and template drafts;',
          'connect your own accounts at online travel agencies (Booking.com, Expedia, Agoda, HRS) through a live browser login that you perform yourself;',
          'keep a task list and see statistics about your content.',
        ],
        'We develop the service continuously. We may change features as long as the essential functions of your plan remain available and the change is reasonable for you.',
      ],
    },
    {
      heading: '3. Account and contract',
      blocks: [
        'You need an account to use the service. The information you give when you register must be accurate, and you must keep your password confidential. You are responsible for activity under your account.',
        'A paid contract is concluded when you complete the checkout for a plan. The contract partner is Hotel Content Studio GmbH.',
      ],
    },
    {
      heading: '4. Plans, prices and payment',
      blocks: [
        'The plans and their current prices are listed on our [pricing page](/pricing). Plans are billed monthly in advance in euros. There is no setup fee.',
        'Payment is processed by Stripe. You can pay with the payment methods Stripe Checkout offers you (cards and other methods available in your country). Any statutory VAT is shown separately at checkout.',
        'You can change your plan at any time. Plan changes take effect from the next billing cycle. The plan for hotel groups (Hotel Chain) is agreed individually with our sales team.',
      ],
    },
    {
      heading: '5. Term and cancellation',
      blocks: [
        'Subscriptions run month to month with no minimum term. You can cancel at any time through the customer portal in your payment settings; the cancellation takes effect at the end of the billing period already paid for.',
        'We can cancel with one month’s notice to the end of a billing period. The right of both parties to terminate for good cause remains unaffected. Good cause for us includes payment arrears of more than one month and serious breaches of these terms.',
        'When you delete your account, we delete your data as described in our [privacy policy](/privacy).',
      ],
    },
    {
      heading: '6. Your content',
      blocks: [
        'You keep all rights to the photos, texts and other content you upload or import. You grant us the rights we need to store, process, resize and display that content for you, only for providing the service.',
        'You confirm that you are entitled to use the content you upload or import, including photos taken by third parties, and that it does not infringe the rights of others or the law. If a third party raises claims against us because of your content, you will indemnify us against them.',
      ],
    },
    {
      heading: '7. Channel connections',
      blocks: [
        'When you connect an online travel agency, you sign in to your own account at that channel. You are responsible for being allowed to use that account in this way under the channel’s terms. We are not affiliated with Booking.com, Expedia, Agoda or HRS, and we have no influence on their services, availability or terms.',
        'We store the resulting login session in encrypted form and use it only on your instruction. You can remove a connection at any time in OTA Management.',
      ],
    },
    {
      heading: '8. AI-assisted suggestions',
      blocks: [
        'Suggestions created with AI help can contain errors. Check every suggestion before you use or publish it; you are responsible for the content you publish.',
      ],
    },
    {
      heading: '9. Availability and support',
      blocks: [
        'We aim for high availability but cannot guarantee uninterrupted operation. Maintenance is announced in advance where possible and carried out at times of low use.',
        'Support is provided by e-mail and through the [contact form](/contact), with the response times of your plan on working days.',
      ],
    },
    {
      heading: '10. Data protection',
      blocks: [
        'We process personal data in accordance with the GDPR, as described in our [privacy policy](/privacy). Where we process personal data on your behalf, such as data of your staff, we conclude a data processing agreement with you in accordance with Art. 28 GDPR.',
      ],
    },
    {
      heading: '11. Liability',
      blocks: [
        'We are liable without limitation for intent and gross negligence, for injury to life, body or health, under the Product Liability Act and where we have given a guarantee.',
        'For slight negligence we are liable only for breaches of essential contractual obligations, that is obligations whose fulfilment makes proper performance of the contract possible and on whose fulfilment you may regularly rely. In that case our liability is limited to the typical, foreseeable damage.',
        'Otherwise our liability is excluded. You are responsible for keeping your own copies of content that is important to you.',
      ],
    },
    {
      heading: '12. Changes to these terms',
      blocks: [
        'We may change these terms for good reason, for example because of new legal requirements or new features. We will inform you by e-mail at least six weeks before a change takes effect. If you do not object before that date, the change is deemed accepted; we will point this out in the notice. If you object, either party may terminate the contract as of the date the change takes effect.',
      ],
    },
    {
      heading: '13. Final provisions',
      blocks: [
        'The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. The exclusive place of jurisdiction is [city of the registered office].',
        'Should individual provisions be invalid, the validity of the remaining provisions is not affected.',
      ],
    },
  ],
};
