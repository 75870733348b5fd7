import Clock from 'lucide-react/icons/clock';
import MessageSquare from 'lucide-react/icons/message-square';
import Users from 'lucide-react/icons/users';
import { useContactTexts } from '@web/locales/contact';

const points = [
  { icon: MessageSquare, key: 'questions' },
  { icon: Users, key: 'groups' },
  { icon: Clock, key: 'replies' },
] as const;

/** The column beside the contact form: what people write to us about and when to expect an answer. */
export function ContactDetails() {
  const t = useContactTexts();
  return (
    <ul className="space-y-4">
      {points.map(({ icon: Icon, key }) => (
        <li key={key} className="flex gap-3 text-slate-800">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="pt-1.5">{t(`points.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
