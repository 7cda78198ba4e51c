/** Die Datenschutzerklärung auf Deutsch (Quelle: privacy-en.ts). */
import type { LegalBody } from '../legal-body';
import type { PrivacySectionId } from './privacy-en';

const privacy: LegalBody<PrivacySectionId> = {
  title: 'Datenschutzerklärung',
  summary:
    '<strong>Kurz gesagt:</strong> Wir erheben, was wir benötigen, um Ihr Quiz auszuwerten, Ihr Abonnement zu führen und Zahlungen abzuwickeln; Ihre Kartendaten gehen direkt an unseren Zahlungsdienstleister; wir übermitteln Werbeereignisse an Werbepartner, um die Wirkung unserer Anzeigen zu messen; und Sie können jederzeit Auskunft über Ihre Daten sowie deren Berichtigung oder Löschung verlangen.',
  sections: {
    'who-we-are': {
      title: 'Wer wir sind',
      blocks: ['{entity}, {address}, betreibt {product} und ist für die Verarbeitung Ihrer personenbezogenen Daten verantwortlich. Bei allen Fragen zum Datenschutz schreiben Sie an <privacyMail/>.'],
    },
    'what-we-collect': {
      title: 'Welche Daten wir erheben',
      blocks: [
        {
          list: [
            '<strong>Quizdaten:</strong> Ihre Antworten, die benötigte Zeit und Ihr geschätzter Wert.',
            '<strong>Kontakt- und Kontodaten:</strong> Ihre E-Mail-Adresse sowie Ihr Name, falls Sie ihn für Ihr Zertifikat oder Ihren Bericht angeben. Wenn Sie sich mit Google oder Apple anmelden, erhalten wir von dort Ihren Namen, Ihre E-Mail-Adresse und eine Kontokennung.',
            '<strong>Zahlungsdaten:</strong> Kartendaten werden in das gesicherte Formular unseres Zahlungsdienstleisters eingegeben und gelangen nie auf unsere Server. Wir erhalten ein Token, das Kartennetzwerk, die letzten vier Ziffern, das Land der Karte und das Ergebnis jeder Zahlung.',
            '<strong>Abonnementdaten:</strong> Ihr Tarif, Zusatzleistungen, Verlängerungstermine, Kündigungen und die E-Mails, die wir Ihnen dazu gesendet haben.',
            '<strong>Geräte- und Nutzungsdaten:</strong> IP-Adresse und das daraus abgeleitete Land, Browser- und Gerätetyp (User-Agent), die verweisende Seite sowie die Seiten und Schritte des Quiz, die Sie aufgerufen haben.',
            '<strong>Werbedaten:</strong> Kampagne, Anzeigengruppe und Anzeige, über die Sie zu uns gekommen sind, von Werbepartnern gesetzte Klick- und Browserkennungen sowie eine Kennung unserer mobilen App, falls Sie von dort kommen. Siehe unsere <cookies>Cookie-Richtlinie</cookies>.',
          ],
        },
      ],
    },
    'how-we-use': {
      title: 'Wie wir die Daten verwenden und auf welcher Rechtsgrundlage',
      blocks: [
        {
          list: [
            'Um Ihr Quiz auszuwerten, Ihren Bericht bereitzustellen, Ihr Abonnement und den Mitgliederbereich zu führen und Zahlungen abzuwickeln: <em>zur Erfüllung unseres Vertrags mit Ihnen erforderlich</em>.',
            'Um Zahlungsbelege, Verlängerungs- und Kündigungsbestätigungen zu versenden und Supportanfragen zu beantworten: <em>Vertrag</em> und <em>rechtliche Verpflichtung</em>.',
            'Um Betrug und Zahlungsmissbrauch zu verhindern, die Sicherheit des Dienstes zu gewährleisten und Fehler zu beheben: <em>unsere berechtigten Interessen</em>.',
            'Um zu messen, welche Anzeigen wirken, und unsere Anzeigen voraussichtlich interessierten Personen zu zeigen: <em>Ihre Einwilligung</em>, soweit gesetzlich erforderlich, sonst <em>unsere berechtigten Interessen</em>.',
            'Um steuerliche und buchhalterische Aufzeichnungen aufzubewahren: <em>rechtliche Verpflichtung</em>.',
          ],
        },
        'Wir treffen keine ausschließlich automatisierten Entscheidungen über Sie, die Ihnen gegenüber rechtliche Wirkung entfalten oder Sie in ähnlicher Weise erheblich beeinträchtigen.',
      ],
    },
    sharing: {
      title: 'An wen wir Daten weitergeben',
      blocks: [
        'Wir verkaufen Ihre personenbezogenen Daten nicht gegen Geld. Wir geben sie nur weiter an:',
        {
          list: [
            'unseren Zahlungsdienstleister, um Zahlungen abzuwickeln und abzusichern;',
            'Anbieter für Hosting, Datenbanken, E-Mail und Anmeldung, die den Dienst vertraglich gebunden für uns betreiben;',
            'Werbepartner (etwa Meta und Kurzvideo-Plattformen), die Ereignisse wie „Kauf begonnen“ oder „Kauf“ mit dem Betrag, den Klick- und Browserkennungen, der IP-Adresse und dem User-Agent erhalten, um unsere Anzeigen zu messen und zu verbessern;',
            'Behörden, wenn das Gesetz es verlangt, sowie einen Erwerber unseres Unternehmens, unter denselben Schutzvorkehrungen.',
          ],
        },
        'Nach dem Recht einiger US-Bundesstaaten gilt die Weitergabe von Daten an Werbepartner für kontextübergreifende verhaltensbezogene Werbung als „Sharing“. Sie können dem widersprechen, indem Sie an <privacyMail/> mit dem Betreff „Nicht weitergeben“ schreiben.',
      ],
    },
    transfers: {
      title: 'Internationale Datenübermittlungen',
      blocks: [
        'Wir haben unseren Sitz in den Vereinigten Staaten, und einige unserer Dienstleister befinden sich in anderen Ländern. Wenn wir Daten aus dem Europäischen Wirtschaftsraum, dem Vereinigten Königreich oder der Schweiz übermitteln, stützen wir uns auf einen Angemessenheitsbeschluss oder die Standardvertragsklauseln der Europäischen Kommission (mit dem britischen Zusatz) und bei Bedarf auf zusätzliche Garantien.',
      ],
    },
    retention: {
      title: 'Wie lange wir Daten speichern',
      blocks: [
        {
          list: [
            'Quizantworten ohne Kauf: {quizKeptDays} Tage.',
            'Konto-, Berichts- und Abonnementdaten: solange Ihr Konto besteht, danach {accountKeptYears} Jahre für Supportanfragen und Rechtsansprüche.',
            'Zahlungs- und Rechnungsunterlagen: {paymentKeptYears} Jahre, wie es das Steuerrecht verlangt.',
            'Geräte-, Nutzungs- und Werbedaten: bis zu {trackingKeptMonths} Monate.',
          ],
        },
      ],
    },
    'your-rights': {
      title: 'Ihre Rechte',
      blocks: [
        'Je nach Wohnort können Sie eine Kopie Ihrer Daten verlangen, sie berichtigen oder löschen lassen, der Verarbeitung widersprechen oder sie einschränken lassen, die Daten in einem übertragbaren Format erhalten und eine Einwilligung jederzeit widerrufen (dies berührt nicht die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung). Außerdem dürfen Sie wegen der Ausübung dieser Rechte nicht benachteiligt werden.',
        'Schreiben Sie an <privacyMail/> von der E-Mail-Adresse Ihres Kontos. Wir antworten innerhalb von {rightsAnswerDays} Tagen und können Sie zuvor bitten, Ihre Identität zu bestätigen. Sie können sich außerdem bei Ihrer Datenschutzaufsichtsbehörde beschweren.',
      ],
    },
    security: {
      title: 'Sicherheit',
      blocks: [
        'Wir verwenden verschlüsselte Verbindungen, halten Kartendaten von unseren Systemen fern, beschränken den Zugriff der Beschäftigten auf das für ihre Arbeit Notwendige und überprüfen unsere Dienstleister. Kein System ist vollkommen sicher; sollte Sie eine Datenschutzverletzung betreffen, informieren wir Sie und die Behörden, wie es das Gesetz verlangt.',
      ],
    },
    children: {
      title: 'Kinder',
      blocks: [
        '{product} richtet sich an Erwachsene. Abonnements sind nur für Personen ab {minimumAge} Jahren bestimmt, und wir erheben nicht wissentlich Daten von Kindern unter {childDataAge} Jahren. Wenn Sie glauben, dass ein Kind uns Daten übermittelt hat, schreiben Sie uns, und wir löschen sie.',
      ],
    },
    changes: {
      title: 'Änderungen dieser Erklärung',
      blocks: [
        'Änderungen veröffentlichen wir hier mit neuem Datum und informieren Sie per E-Mail, bevor eine wesentliche Änderung für bereits gespeicherte Daten gilt. Wie Abonnements funktionieren, erläutern die <terms>Nutzungsbedingungen</terms>.',
      ],
    },
  },
};

export default privacy;
