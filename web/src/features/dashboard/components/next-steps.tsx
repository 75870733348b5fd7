import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { nextStepsFrom } from '@common/dashboard/content-score';
import { Card } from '@web/components/ui/card';
import { useContentScore } from '../api/get-content-score';
import { dashboardPageTexts } from '../content/dashboard-texts';

const texts = dashboardPageTexts.nextSteps;

/**
 * The four first steps of a hotel (upload photos, write the description, create a template, connect a channel),
 * read from the content score's hints; gone once all four are done.
 */
export function NextSteps({ hotelId }: { hotelId: string }) {
  const contentScore = useContentScore(hotelId);
  if (!contentScore.data) return null;
  const steps = nextStepsFrom(contentScore.data.hints);
  if (steps.every((step) => step.done)) return null;
  return (
    <Card className="p-5">
      <section aria-labelledby="next-steps-heading">
        <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
          {texts.title}
        </h2>
        <ol className="mt-3 space-y-1">
          {steps.map(({ step, done, href }) => (
            <li key={step}>
              {done ? (
                <span className="flex min-h-10 items-center gap-3 text-sm text-slate-600">
                  <CheckCircle2 className="size-5 text-green-700" aria-hidden="true" />
                  <span className="line-through">{texts.labels[step]}</span>
                  <span className="sr-only">: {texts.done}</span>
                </span>
              ) : (
                <Link
                  to={href}
                  className="flex min-h-10 items-center gap-3 text-sm font-medium text-brand-700 hover:underline"
                >
                  <Circle className="size-5" aria-hidden="true" />
                  {texts.labels[step]}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
