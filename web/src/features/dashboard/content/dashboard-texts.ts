/** The dashboard's own texts (the spec's are in common/src/dashboard/texts.ts). */
export const dashboardPageTexts = {
  welcome: (firstName: string | undefined) => (firstName ? `Welcome, ${firstName}!` : 'Welcome!'),
  welcomeBack: (firstName: string | undefined) =>
    firstName ? `Welcome back, ${firstName}!` : 'Welcome back!',
  firstVisitIntro: (hotel: string) => `Let's get ${hotel} ready for the booking channels.`,
  returningIntro: (hotel: string) => `Here is how ${hotel} is doing.`,
  loading: 'Loading...',
  statistics: 'Statistics',
  score: {
    title: 'Content Score',
    outOf: 'out of 100',
    meterLabel: 'Content score',
    loadFailed: 'Failed to load the content score',
  },
  checklist: {
    title: 'Next Steps',
    summary: (done: number, total: number) => `${done} of ${total} done`,
    done: 'done',
    allDone: 'Every target is met. Keep your content fresh to keep the score.',
  },
  chain: {
    title: 'Your Hotels',
    active: 'Active',
    makeActive: 'Make active',
    scoreOf: (score: number) => `Score ${score}`,
    loadFailed: 'Failed to load your hotels',
  },
} as const;
