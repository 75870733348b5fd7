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
  /**
   * The 'Editing: …' switcher above the page (issue 31, point 3, whose texts these are): what the page edits,
   * the hotel's own content or a template's.
   */
  mode: {
    hotel: 'Editing: Hotel content',
    template: (name: string, range: string | null) =>
      `Editing: template ${name}${range ? ` (${range})` : ''}`,
    hotelOption: 'Hotel content',
    templateOption: (name: string, range: string | null) => (range ? `${name} (${range})` : name),
    templatesGroup: 'Templates',
    loadingTemplates: 'Loading templates...',
    noTemplates: 'No templates yet',
    draft: 'Draft',
    from: (day: string) => `from ${day}`,
    until: (day: string) => `until ${day}`,
  },
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
        ? 'Eingebaute Schreibhilfe, kein KI-Dienst eingerichtet'
        : generator.label,
    writtenBy: (label: string) => `Geschrieben von: ${label}`,
    builtinNotice:
      'Diese Texte hat die eingebaute Schreibhilfe nach festen Regeln geschrieben, kein KI-Dienst. Bitte prüfen Sie sie vor dem Speichern.',
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
  /**
   * The policies that are one choice each and the check-in and check-out times (issue 31, point 6): the option
   * labels are the channels' words (common/src/content/policies.ts), in English like the policy switches beside
   * them; the form's own words follow the page's German.
   */
  policies: {
    title: 'Hausregeln und Zeiten',
    notStated: 'Keine Angabe',
    /** Not the page's plain 'Speichern' beside it in the header, which saves the hotel's page. */
    save: 'Richtlinien speichern',
    from: 'Von',
    until: 'Bis',
    loading: 'Richtlinien werden geladen...',
    loadFailed: 'Die Richtlinien konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
    saveFailed: 'Fehler beim Speichern der Richtlinien. Bitte versuchen Sie es erneut.',
    saved: 'Richtlinien gespeichert.',
    untilBeforeFrom: 'Das Ende muss nach dem Beginn liegen.',
    invalidTime: 'Bitte geben Sie eine Uhrzeit als HH:MM ein.',
    invalidChoice: 'Bitte wählen Sie eine der Angaben.',
    invalid: 'Bitte prüfen Sie die markierten Angaben.',
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
