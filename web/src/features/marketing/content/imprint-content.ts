import type { StaticPageContent } from './static-page-content';

// Values in [brackets] are the company's register and contact data, which only the operator can fill in.
export const imprintContent: StaticPageContent = {
  title: 'Imprint',
  documentTitle: 'Imprint',
  intro: 'Information in accordance with § 5 of the German Digital Services Act (DDG).',
  sections: [
    {
      heading: 'Provider',
      blocks: ['Hotel Content Studio GmbH\n[Street and house number]\n[Postcode] [City]\nGermany'],
    },
    {
      heading: 'Represented by',
      blocks: ['Managing director: [name of the managing director]'],
    },
    {
      heading: 'Contact',
      blocks: [
        'E-mail: [contact e-mail address]\nPhone: [phone number]',
        'You can also write to us through our [contact form](/contact).',
      ],
    },
    {
      heading: 'Register entry',
      blocks: [
        'Entered in the commercial register (Handelsregister).\nRegister court: Amtsgericht [city]\nRegister number: [Handelsregister number]',
      ],
    },
    {
      heading: 'VAT identification number',
      blocks: ['VAT identification number in accordance with § 27a of the German VAT Act: [VAT ID]'],
    },
    {
      heading: 'Responsible for content',
      blocks: [
        'Responsible for journalistic and editorial content in accordance with § 18(2) of the German Interstate Media Treaty (MStV): [name], address as above.',
      ],
    },
    {
      heading: 'Consumer dispute resolution',
      blocks: [
        'Our service is offered to businesses only. We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
      ],
    },
    {
      heading: 'Liability for content',
      blocks: [
        'We write the content of these pages with care but cannot guarantee that it is complete, correct and up to date at all times. As a service provider we are responsible for our own content under the general laws. We are not obliged to monitor third-party information transmitted or stored by us; once we become aware of a specific infringement, we remove the content concerned without delay.',
      ],
    },
    {
      heading: 'Liability for links',
      blocks: [
        'Our pages may contain links to external websites whose content we do not control; their providers are responsible for it. We checked linked pages for legal violations when we linked them. If we become aware of an infringement, we remove the link without delay.',
      ],
    },
    {
      heading: 'Copyright',
      blocks: [
        'The texts, graphics and software of this website are protected by copyright. Photos and texts that customers upload to Hotel Content Studio belong to the respective customers.',
      ],
    },
  ],
};
