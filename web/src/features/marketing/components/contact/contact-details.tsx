import Clock from 'lucide-react/icons/clock';
import MessageSquare from 'lucide-react/icons/message-square';
import Users from 'lucide-react/icons/users';

const points = [
  { icon: MessageSquare, text: 'Questions about the product, your account or billing' },
  { icon: Users, text: 'An offer for your hotel group (Hotel Chain plan)' },
  { icon: Clock, text: 'We read every message and reply by e-mail on working days' },
];

/** The column beside the contact form: what people write to us about and when to expect an answer. */
export function ContactDetails() {
  return (
    <ul className="space-y-4">
      {points.map(({ icon: Icon, text }) => (
        <li key={text} className="flex gap-3 text-slate-800">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="pt-1.5">{text}</span>
        </li>
      ))}
    </ul>
  );
}
