import { findPlan, formatPlanPrice, plans } from '@common/plans/plans';
import type { FaqItem } from '../components/faq-list';

/*
 * Both FAQs follow the one plan list (DECISIONS.md point 17): no free trial, no other tiers, monthly billing,
 * payment methods as Stripe Checkout offers them. Plan names, room limits and prices are read from
 * common/src/plans/plans.ts so a price change cannot leave a stale answer behind.
 */

const roomLimitText = (roomLimit: number | null) =>
  roomLimit === null ? 'unlimited rooms' : `up to ${roomLimit} rooms`;

const purchasableSummary = plans
  .filter((plan) => plan.price !== null)
  .map((plan) => `${plan.name} (${roomLimitText(plan.roomLimit)}, ${formatPlanPrice(plan)} per month)`)
  .join(', ');

const chainPlanName = findPlan('contact_sales')?.name ?? 'Hotel Chain';

const paymentMethods =
  'We accept payment methods as Stripe Checkout offers them (cards and other methods available in your country).';
const freeTrial =
  'There is no free trial. Plans are billed monthly with no minimum term, so you can subscribe for one month and cancel through the customer portal if Hotel Content Studio is not right for your hotel.';
const cancel =
  'Yes, any time, through the customer portal under Settings → Payment. There is no notice period and no minimum term.';
const planChanges = 'Yes. Plan changes take effect from the next billing cycle.';

export const landingFaq: readonly FaqItem[] = [
  {
    question: 'Which plan fits my hotel?',
    answer: `Plans follow the number of rooms: ${purchasableSummary}. Groups that run several hotels choose ${chainPlanName}, which our sales team tailors to your portfolio.`,
  },
  { question: 'Is there a free trial?', answer: freeTrial },
  {
    question: 'How does billing work?',
    answer:
      'Every plan is billed monthly in euros through Stripe. There is no setup fee and no long-term contract.',
  },
  { question: 'Can I cancel at any time?', answer: cancel },
  { question: 'Which payment methods can I use?', answer: paymentMethods },
  {
    question: 'Do I have to enter all my content again?',
    answer:
      'No. During sign-up you can paste the address of your Booking.com property page and we import your hotel name, description, photos, rooms and facilities. You can also skip the import and start by hand.',
  },
  {
    question: 'How do channel connections work?',
    answer:
      'You sign in to Booking.com, Expedia, Agoda or HRS yourself, in a live browser window inside Hotel Content Studio, including any verification step. We keep the resulting login session encrypted, never your password, and show each connection’s status and last sync.',
  },
  {
    question: 'Does the AI publish anything on its own?',
    answer:
      'No. The assistant suggests descriptions, photo categories and tags, and template drafts. You review and edit everything, and templates only appear in the public preview once you publish them.',
  },
];

export const pricingFaq: readonly FaqItem[] = [
  {
    question: 'What is included in every plan?',
    answer:
      'All plans include the full product: photo library, rooms, descriptions with the writing assistant, facilities and policies, templates, the calendar, public previews, channel connections and tasks. Plans differ in the number of rooms and how fast our support answers.',
  },
  { question: 'Can I change my plan later?', answer: planChanges },
  {
    question: 'Is there a setup fee?',
    answer: 'No. There is no setup fee; you only pay the monthly plan price.',
  },
  { question: 'Which payment methods can I use?', answer: paymentMethods },
  { question: 'How do I cancel?', answer: cancel },
  { question: 'Is there a free trial?', answer: freeTrial },
  {
    question: 'We run several hotels. Which plan is right for us?',
    answer: `${chainPlanName}: tell us about your properties through the contact form and our sales team prepares an offer that covers all of them.`,
  },
];
