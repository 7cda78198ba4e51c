/** Die Cookie-Richtlinie auf Deutsch (Quelle: cookies-en.ts). */
import type { CookiePolicyBody } from './cookies-en';

const cookies: CookiePolicyBody = {
  title: 'Cookie-Richtlinie',
  summary:
    '<strong>Kurz gesagt:</strong> Wir speichern Ihren Quizfortschritt und Ihren Kauf in Ihrem Browser, damit der Dienst funktioniert, merken uns, über welche Anzeige Sie gekommen sind, um unsere Kampagnen zu messen, und unsere Werbepartner setzen eigene Cookies. Sie können diese jederzeit in Ihrem Browser löschen oder blockieren.',
  sections: {
    'what-are-cookies': {
      title: 'Was Cookies und ähnliche Technologien sind',
      blocks: [
        'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Lokaler Speicher, Sitzungsspeicher und Browserdatenbanken erfüllen denselben Zweck, ohne bei jeder Anfrage an den Server gesendet zu werden. Diese Richtlinie gilt für alle diese Technologien; der Kürze halber nennen wir sie „Cookies“.',
      ],
    },
    necessary: {
      title: 'Unbedingt erforderlich',
      blocks: ['Diese sorgen dafür, dass Quiz, Kaufabschluss und Mitgliederbereich funktionieren. Sie lassen sich nicht abschalten, ohne den Dienst funktionsunfähig zu machen.'],
    },
    measurement: {
      title: 'Messung',
      blocks: [
        'Diese zeigen uns, über welche Kampagne Sie gekommen sind, damit wir sehen, welche Anzeigen zu Käufen führen. Sie bleiben auf Ihrem Gerät und werden mit Ihrem Kauf übermittelt, damit dieser der richtigen Kampagne zugerechnet wird.',
      ],
    },
    advertising: {
      title: 'Werbung',
      blocks: [
        'Unsere Werbepartner setzen diese, wenn Sie über eine unserer Anzeigen zu uns kommen. Sie ermöglichen es dem Partner, Ihren Besuch der Anzeige zuzuordnen und Käufe zu messen. Die Partner verarbeiten diese Daten nach ihren eigenen Datenschutzbestimmungen.',
      ],
    },
    'your-choices': {
      title: 'Ihre Wahlmöglichkeiten',
      blocks: [
        'Sie können Cookies und Websitedaten in den Einstellungen Ihres Browsers blockieren oder löschen und den privaten Modus verwenden, damit nach dem Schließen des Fensters nichts gespeichert bleibt. Wenn Sie unbedingt erforderliche Speicher blockieren, funktionieren Quiz und Kaufabschluss nicht mehr.',
        'Sie können außerdem die Personalisierung von Anzeigen in den Einstellungen von Facebook, Instagram und Ihrer Kurzvideo-App einschränken und uns unter <privacyMail/> auffordern, Ihre Daten nicht an Werbepartner weiterzugeben.',
      ],
    },
    more: {
      title: 'Weitere Informationen',
      blocks: ['Unsere <privacy>Datenschutzerklärung</privacy> erläutert, wie {product} personenbezogene Daten verwendet und welche Rechte Sie haben. Bei Fragen zu dieser Richtlinie schreiben Sie an <privacyMail/>.'],
    },
  },
  table: {
    name: 'Name',
    where: 'Speicherort',
    purpose: 'Zweck',
    keptFor: 'Speicherdauer',
    captions: { necessary: 'Unbedingt erforderliche Speicher', measurement: 'Speicher zur Messung', advertising: 'Werbe-Cookies' },
  },
  items: {
    quizProgress: { where: 'Sitzungsspeicher', purpose: 'Speichert Ihre Quizantworten und Ihre E-Mail-Adresse, während Sie das Quiz absolvieren.', duration: 'Bis Sie den Tab schließen' },
    quizAttempt: { where: 'Sitzungsspeicher', purpose: 'Die Kennung Ihres Quizversuchs bei unserem Dienst, der ihn auswertet, damit Kaufabschluss, Angebote und Bericht Ihren eigenen Wert zeigen.', duration: 'Bis Sie den Tab schließen' },
    purchase: { where: 'Sitzungsspeicher', purpose: 'Überträgt Ihren Kauf und Ihren Wert vom Kaufabschluss zu Ihren Angeboten und Ihrem Bericht.', duration: 'Bis Sie den Tab schließen' },
    signIn: { label: 'Anmeldesitzung', where: 'Browserdatenbank (IndexedDB)', purpose: 'Hält Sie im Mitgliederbereich angemeldet, nachdem Sie sich mit Google, Apple oder per E-Mail angemeldet haben.', duration: 'Bis Sie sich abmelden' },
    paymentForm: { label: 'Zahlungsformular', where: 'Unser Zahlungsdienstleister', purpose: 'Sichert das Kartenformular und hilft, Betrug zu verhindern.', duration: 'Bis zu {paymentFormMonths} Monate' },
    referrer: { where: 'Lokaler Speicher', purpose: 'Merkt sich die externe Website, die Sie zu uns geschickt hat, damit ihr ein Kauf zugerechnet wird.', duration: 'Bis Sie die Websitedaten löschen' },
    campaign: { where: 'Lokaler Speicher', purpose: 'Merkt sich die Werbekampagne, unsere mobile App und die Website, über die Sie hierher gekommen sind.', duration: 'Bis Sie die Websitedaten löschen' },
    adCopies: { where: 'Lokaler Speicher', purpose: 'Kopien der unten genannten Werbekennungen, die verwendet werden, wenn Cookies blockiert sind.', duration: 'Bis Sie die Websitedaten löschen' },
    fbc: { where: 'Cookie, Meta-Pixel', purpose: 'Hält fest, dass Sie über einen Klick auf eine unserer Anzeigen auf Facebook oder Instagram gekommen sind.', duration: '{metaCookieDays} Tage' },
    fbp: { where: 'Cookie, Meta-Pixel', purpose: 'Erkennt Ihren Browser bei wiederholten Besuchen wieder, um unsere Anzeigen zu messen.', duration: '{metaCookieDays} Tage' },
    ttp: { where: 'Cookie, Werbepixel der Kurzvideo-Plattform', purpose: 'Misst unsere Anzeigen auf der Kurzvideo-Plattform.', duration: '{videoCookieMonths} Monate' },
  },
};

export default cookies;
