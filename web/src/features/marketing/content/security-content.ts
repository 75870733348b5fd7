import type { StaticPageContent } from './static-page-content';

export const securityContent: StaticPageContent = {
  title: 'Security at Hotel Content Studio',
  documentTitle: 'Security',
  intro:
    'Your hotel’s content and your channel logins are valuable. This page explains how we protect them and how to report a vulnerability.',
  sections: [
    {
      heading: 'Channel logins, encrypted at rest',
      blocks: [
        'When you connect Booking.com, Expedia, Agoda or HRS, you sign in yourself in a live browser that runs on our servers. We store only the resulting session (cookies and browser storage), encrypted with AES-256-GCM under a key kept apart from the database. Stored sessions are never sent to your browser, and we never store your channel passwords.',
        'Each connection attempt runs in its own isolated browser context that may only reach the channel you chose, and it is closed when you finish or leave.',
      ],
    },
    {
      heading: 'Accounts and sign-in',
      blocks: [
        [
          'Passwords are hashed with scrypt, a slow, salted algorithm, by a well-maintained authentication library; we never store them in readable form. Passwords must have at least 8 characters.',
          'Sign-in attempts are rate limited to slow down password guessing.',
          'Your session lives in an HttpOnly, SameSite cookie set by our server. Scripts in the page cannot read it, which protects it against cross-site scripting, and other websites cannot use it to send requests in your name.',
          'You can sign in with Google instead of a password.',
        ],
      ],
    },
    {
      heading: 'Tenant isolation',
      blocks: [
        'Every request is checked on the server: you can read or change only your own hotels and what belongs to them, such as rooms, photos, templates, tasks and channel connections. A request for another customer’s data is answered as if it did not exist. Automated tests send every one of our API routes as the owner, as another customer and without a session, and fail if anything leaks.',
      ],
    },
    {
      heading: 'Your files',
      blocks: [
        'Uploads are checked on the server by their content, not their file name. We accept common photo formats up to 10 MB and refuse SVG files and oversized images that could be used to attack image processing.',
      ],
    },
    {
      heading: 'Payments and AI',
      blocks: [
        'Card and payment details go directly to Stripe, a PCI DSS Level 1 certified payment provider; they never touch our servers. Stripe’s notifications to us are verified by signature.',
        'Keys for AI services stay on our servers. Every AI request goes through our server, is tied to your account and is rate limited.',
      ],
    },
    {
      heading: 'Infrastructure and backups',
      blocks: [
        [
          'All connections to Hotel Content Studio are encrypted with TLS.',
          'We back up the database and stored files regularly, keep the backups encrypted and test restoring them.',
          'Access to production systems is limited to the few people who need it to run the service.',
          'When you delete your account, we delete all of its data and files; see the [privacy policy](/privacy).',
        ],
      ],
    },
    {
      heading: 'Responsible disclosure',
      blocks: [
        'If you believe you have found a security vulnerability, please tell us at [security contact e-mail address] or through the [contact form](/contact). Describe the problem and the steps to reproduce it, and give us a reasonable time to fix it before you share it with anyone.',
        'Please do not access or change other customers’ data, do not run denial-of-service tests or automated scans that degrade the service, and do not use social engineering against our team or customers. We confirm receipt within three working days, keep you informed about the fix, and will not take legal action against anyone who reports in good faith within these rules.',
      ],
    },
  ],
};
