/** The native select's look on the Team page, as on the other settings pages. */
export const selectClass =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-50 disabled:text-slate-500';
