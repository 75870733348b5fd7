import type { ReactNode } from 'react';

/**
 * The few icons the preview shows, drawn here (paths from Lucide, ISC licence) instead of imported from
 * lucide-react: its icons share code with the public pages' chunk, which the preview would then have to
 * download as well. Decorative only (aria-hidden).
 */
function Icon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

export const MapPinIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
    <circle cx="12" cy="10" r="3" />
  </Icon>
);

export const CheckIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

export const ArrowLeftIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </Icon>
);

export const BedIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8" />
    <path d="M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4" />
    <path d="M12 4v6" />
    <path d="M2 18h20" />
  </Icon>
);

export const ImageOffIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M2 2l20 20" />
    <path d="M10.41 10.41a2 2 0 1 1-2.83-2.83" />
    <path d="M13.5 13.5 6 21" />
    <path d="M18 12l3 3" />
    <path d="M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59" />
    <path d="M21 15V5a2 2 0 0 0-2-2H9" />
  </Icon>
);
