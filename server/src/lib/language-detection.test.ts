import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language-detection';

/** A hotel's page of text in German and in English, some 1,000 characters each. */
const longGerman =
  'Willkommen im Hotel Seeblick, Ihrem familiengeführten Haus direkt am Ufer des Bodensees. Seit drei ' +
  'Generationen empfangen wir Gäste aus aller Welt und legen großen Wert auf persönliche Betreuung. Unsere 42 ' +
  'Zimmer und Suiten sind hell, modern eingerichtet und bieten größtenteils einen Balkon mit Blick auf den See ' +
  'oder die Alpen. Am Morgen erwartet Sie ein reichhaltiges Frühstücksbuffet mit regionalen Produkten, frischem ' +
  'Brot aus der Dorfbäckerei und hausgemachter Marmelade. Im Restaurant servieren wir abends saisonale Küche mit ' +
  'Fisch aus dem Bodensee und Weinen aus der Region. Nach einem aktiven Tag beim Wandern, Radfahren oder Segeln ' +
  'entspannen Sie in unserem Wellnessbereich mit finnischer Sauna, Dampfbad und Ruheraum. Die Altstadt von ' +
  'Konstanz erreichen Sie in zehn Minuten mit dem Fahrrad, die Insel Mainau in einer Viertelstunde mit dem ' +
  'Schiff. Kostenlose Parkplätze und eine Ladestation für Elektroautos stehen Ihnen direkt am Haus zur ' +
  'Verfügung. Wir freuen uns auf Ihren Besuch!';
const longEnglish =
  'Welcome to Hotel Seeblick, your family-run home right on the shore of Lake Constance. For three generations ' +
  'we have welcomed guests from all over the world and take great care of each of them. Our 42 rooms and suites ' +
  'are bright and modern, and most have a balcony overlooking the lake or the Alps. In the morning a generous ' +
  'breakfast buffet awaits you, with regional produce, fresh bread from the village bakery and homemade jam. In ' +
  'the evening our restaurant serves seasonal dishes with fish from the lake and wines from the region. After an ' +
  'active day of hiking, cycling or sailing, relax in our spa with a Finnish sauna, steam bath and quiet room. ' +
  'The old town of Konstanz is ten minutes away by bike, the island of Mainau a quarter of an hour by boat. Free ' +
  'parking and a charging station for electric cars are right at the house. We look forward to your visit!';

describe('detectLanguage', () => {
  it('finds each of the six languages in a hotel’s description', () => {
    const samples = {
      en: 'A family-run hotel on the shore of Lake Constance, ten minutes from the old town.',
      de: 'Unser familiengeführtes Hotel liegt direkt am Ufer des Bodensees, zehn Minuten von der Altstadt entfernt.',
      it: 'Il nostro hotel a conduzione familiare si trova sulla riva del lago, a dieci minuti dal centro storico.',
      fr: 'Notre hôtel familial se trouve au bord du lac, à dix minutes de la vieille ville.',
      es: 'Nuestro hotel familiar está a orillas del lago, a diez minutos del casco antiguo.',
      nl: 'Ons familiehotel ligt direct aan de oever van het meer, op tien minuten van de oude stad.',
    };
    for (const [language, text] of Object.entries(samples)) expect(detectLanguage(text), text).toBe(language);
  });

  it('finds each of the six languages in a room’s two-line text', () => {
    const samples = {
      en: 'Spacious double room with mountain views, shower and toilet.',
      de: 'Geräumiges Doppelzimmer mit Blick auf die Berge, Dusche und WC.',
      it: 'Spaziosa camera doppia con vista sulle montagne, doccia e WC.',
      fr: 'Chambre double spacieuse avec vue sur les montagnes, douche et WC.',
      es: 'Amplia habitación doble con vistas a la montaña, ducha y aseo.',
      nl: 'Ruime tweepersoonskamer met uitzicht op de bergen, douche en toilet.',
    };
    for (const [language, text] of Object.entries(samples)) expect(detectLanguage(text), text).toBe(language);
  });

  it('finds the language of a long text, paragraphs and all', () => {
    expect(detectLanguage(longGerman)).toBe('de');
    expect(detectLanguage(longEnglish)).toBe('en');
    expect(detectLanguage(`${longGerman}\n\n${longGerman}`)).toBe('de');
  });

  it('tells nothing of a short text, which keeps its language', () => {
    for (const text of [
      '',
      'Suite',
      'Zimmer mit Balkon',
      'Familienzimmer für bis zu vier Personen',
      '12345 !!! ...',
    ])
      expect(detectLanguage(text), text).toBeNull();
  });

  it('tells nothing of a text half in one language and half in another', () => {
    expect(
      detectLanguage(
        'Unser Hotel liegt direkt am See und bietet Ihnen Ruhe und Erholung. Our hotel is right on the lake.',
      ),
    ).toBeNull();
    expect(detectLanguage(`${longGerman.slice(0, 600)}\n\n${longEnglish.slice(0, 600)}`)).toBeNull();
  });

  it('names the language of a German text with a few English words in it', () => {
    expect(
      detectLanguage(
        'Im Wellness-Bereich warten Sauna, Dampfbad und ein beheizter Pool mit Blick auf die Berge. Free WiFi.',
      ),
    ).toBe('de');
    expect(detectLanguage(`${longGerman} Free WiFi, late check-out on request.`)).toBe('de');
  });

  it('tells nothing of a text in a language that is not one of ours', () => {
    expect(
      detectLanguage('O nosso hotel fica à beira do lago, a dez minutos do centro histórico da cidade.'),
    ).toBeNull();
  });

  it('judges a very long text by its first parts', () => {
    expect(detectLanguage(`${longGerman} `.repeat(400))).toBe('de');
    const englishFirst = `${longEnglish} ${longEnglish} ${longEnglish} ${'Das Hotel liegt am See. '.repeat(50_000)}`;
    expect(detectLanguage(englishFirst)).toBe('en');
  });
});
