/**
 * German UI texts of the hotel content page that the spec does not spell out. Its own texts are in
 * common/src/content/texts.ts, common/src/rooms/texts.ts and common/src/ai/texts.ts; the empty and loading texts
 * below are the spec's, from the public template preview (part 2, section 2), which shows the same content.
 */
export const hotelContentTexts = {
  loading: 'Wird geladen...',
  goToSettings: 'Zu den Einstellungen',
  breadcrumb: 'Pfad',
  actions: 'Seitenaktionen',
  toRoomsPage: 'Zur Raumverwaltung',
  tabsLabel: 'Inhalte',
  cancel: 'Abbrechen',
  saving: 'Wird gespeichert...',
  description: {
    label: 'Beschreibung',
    empty: 'Keine Beschreibung verfügbar.',
    loading: 'Beschreibung wird geladen...',
    loadFailed: 'Die Beschreibung konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
    saveFailed: 'Fehler beim Speichern der Beschreibung. Bitte versuchen Sie es erneut.',
    saved: 'Beschreibung gespeichert.',
  },
  ai: {
    title: 'KI-Assistent',
    generate: 'Beschreibung generieren',
    generating: 'Wird generiert...',
    variantsTitle: 'Vorschläge',
    variant: (index: number) => `Variante ${index}`,
    useVariant: (index: number) => `Variante ${index} übernehmen`,
    /** The generator's name in German: the built-in one is ours to name; an AI service's is its model's. */
    generatorName: (generator: { provider: string; label: string }) =>
      generator.provider === 'builtin'
        ? 'Eingebauter Generator (kein KI-Dienst eingerichtet)'
        : generator.label,
    writtenBy: (label: string) => `Geschrieben von: ${label}`,
    builtinNotice:
      'Diese Texte hat der eingebaute Generator nach festen Regeln geschrieben, kein KI-Dienst. Bitte prüfen Sie sie vor dem Speichern.',
    assistantTitle: 'Schreibassistent',
    assistantBy: (label: string) => `Es antwortet: ${label}`,
    instructionLabel: 'Anweisung',
    instructionHint: 'Zum Beispiel: kürzer, ausführlicher, formeller oder lockerer.',
    rewrite: 'Text überarbeiten',
    rewriting: 'Wird überarbeitet...',
    /**
     * The AI's failures in the page's language (DECISIONS.md point 24): the server words them in English (the
     * spec's error table, part 2 section 8), so this page says them in German.
     */
    errors: {
      rateLimited: 'Zu viele Anfragen an den KI-Dienst. Bitte versuchen Sie es später erneut.',
      invalidApiKey: 'Der API-Schlüssel des KI-Dienstes ist ungültig. Bitte prüfen Sie die Konfiguration.',
      descriptionFailed: 'Die Beschreibung konnte nicht generiert werden. Bitte versuchen Sie es erneut.',
      textTooLong: 'Der Text ist zu lang für den Schreibassistenten.',
      network:
        'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    },
  },
  features: {
    loadingFacilities: 'Features werden geladen...',
    loadingPolicies: 'Richtlinien werden geladen...',
    emptyFacilities: 'Keine Einrichtungen verfügbar.',
    emptyPolicies: 'Keine Richtlinien verfügbar.',
    emptyRoom: 'Keine Ausstattungsmerkmale verfügbar.',
    loadFailed: 'Die Einstellungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
    switchFailed: 'Fehler beim Speichern der Einstellung. Bitte versuchen Sie es erneut.',
    activeCount: (active: number, total: number) => `${active} von ${total} aktiv`,
  },
  area: {
    locationTitle: 'Adresse',
    noLocation: 'Für dieses Hotel ist keine Adresse hinterlegt.',
    textTitle: 'Die Umgebung',
    textLabel: 'Text über die Umgebung',
    empty: 'Noch kein Text über die Umgebung.',
    loading: 'Wird geladen...',
    loadFailed: 'Die Informationen zur Umgebung konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
    saveFailed: 'Fehler beim Speichern des Textes. Bitte versuchen Sie es erneut.',
  },
} as const;
