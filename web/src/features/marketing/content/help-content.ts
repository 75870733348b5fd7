import type { FaqItem } from '../components/faq-list';
import type { StaticPageContent } from './static-page-content';

export const helpContent: StaticPageContent = {
  title: 'Help Center',
  documentTitle: 'Help',
  intro:
    'Everything you need to get your hotel set up in Hotel Content Studio. Cannot find an answer? [Write to us](/contact) and our support team will help.',
  sections: [
    {
      heading: 'Getting started',
      blocks: [
        [
          'Create your account on the [sign-up page](/signup) with your e-mail address and a password of at least 8 characters, or with Google. Confirm your e-mail address with the link we send you.',
          'Sign in. A six-step setup guides you through your personal details, hotel type (individual hotel or hotel chain), location, category, data import and subscription.',
          'Import your Booking.com listing or skip the import and add content by hand.',
          'Choose your plan, or subscribe later from Settings → Payment.',
          'Start on the dashboard: upload photos in the Library, check your rooms and descriptions in Active Content, and plan templates on the Calendar.',
        ],
      ],
    },
    {
      heading: 'Where to find what',
      blocks: [
        [
          'Dashboard: statistics about your content and your task list.',
          'OTA Management: connect, renew and remove channel connections.',
          'Calendar: every template on the days it is valid.',
          'Library: all photos with search, categories and tags.',
          'Active Content: your hotel’s gallery, descriptions, facilities, policies and rooms.',
          'Templates: seasonal, event and audience versions of your content.',
          'Settings: your hotels, personal details, profile photo and payment.',
        ],
      ],
    },
  ],
};

export const helpFaqGroups: readonly { heading: string; items: readonly FaqItem[] }[] = [
  {
    heading: 'Onboarding',
    items: [
      {
        question: 'Individual hotel or hotel chain: what is the difference?',
        answer:
          'An individual hotel has exactly one location. A hotel chain can add several locations during setup and more hotels later in Settings → Hotel.',
      },
      {
        question: 'I closed the browser during setup. Do I have to start again?',
        answer:
          'No. Your progress is saved, and when you sign in again the setup continues where you left off.',
      },
    ],
  },
  {
    heading: 'Import',
    items: [
      {
        question: 'Which address do I paste for the import?',
        answer:
          'The address of your hotel’s page on Booking.com, for example https://www.booking.com/hotel/de/your-hotel.html. Its path contains /hotel/.',
      },
      {
        question: 'What does the import bring in?',
        answer:
          'Hotel information and description, photos (copied into your own library), rooms with their photos, and facilities. The first photos are marked as featured and covers are set, so your gallery is ready at once.',
      },
      {
        question: 'The import says “Hotel not found”.',
        answer:
          'Check that you copied the full address of the property page, not a search result page. If it still fails, choose “Skip for now” and add your content by hand; you lose nothing.',
      },
    ],
  },
  {
    heading: 'Templates',
    items: [
      {
        question: 'What is a template?',
        answer:
          'A version of your hotel’s content for a season, an event or an audience, with its own images, description, tags and a start and end date. Templates appear on the calendar on the days they are valid.',
      },
      {
        question: 'Why can I not open the preview link?',
        answer:
          'Only published templates have a public preview. Switch the template to Published in the editor, then open or share the preview link.',
      },
      {
        question: 'Can the assistant create templates for me?',
        answer:
          'Yes. “Generate Templates” drafts a whole set from your hotel’s content. Review the drafts, edit them and publish the ones you want.',
      },
    ],
  },
  {
    heading: 'Connecting channels',
    items: [
      {
        question: 'How do I connect Booking.com, Expedia, Agoda or HRS?',
        answer:
          'Open OTA Management and choose “Add New OTA”, then the channel. A window with a live browser opens at the channel’s sign-in page. Sign in as usual, including any verification code. Once we detect the login, “Login Completed” becomes available after a short countdown; click it to save the connection.',
      },
      {
        question: 'A connection shows as disconnected.',
        answer:
          'Channels end login sessions after a while. Use the renew button in the connection’s row and sign in again; the connection keeps its settings.',
      },
      {
        question: 'Do you store my channel password?',
        answer:
          'No. We store only the login session (cookies) of the browser you signed in with, encrypted at rest. It is never sent to your browser.',
      },
    ],
  },
  {
    heading: 'Billing',
    items: [
      {
        question: 'How am I billed?',
        answer:
          'Monthly, in euros, through Stripe, with the payment methods Stripe Checkout offers in your country. There is no setup fee.',
      },
      {
        question: 'How do I change or cancel my plan?',
        answer:
          'In Settings → Payment, open the customer portal. Plan changes take effect from the next billing cycle; you can cancel at any time.',
      },
      {
        question: 'Where are my invoices?',
        answer:
          'In the customer portal under Settings → Payment, where you can also update your payment details.',
      },
    ],
  },
];
