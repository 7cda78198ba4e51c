/** Die Nutzungsbedingungen auf Deutsch (Quelle: terms-en.ts). */
import type { LegalBody } from '../legal-body';
import type { TermsSectionId } from './terms-en';

const terms: LegalBody<TermsSectionId> = {
  title: 'Nutzungsbedingungen',
  summary:
    '<strong>Kurz gesagt:</strong> Das Wochenabo kostet {trialPrice} für eine {trialDays}-tägige Testphase, danach {weeklyPrice} pro Woche, bis Sie kündigen. Sie können jederzeit im Mitgliederbereich oder auf unserer Kündigungsseite kündigen; der Zugang bleibt bis zum Ende des bezahlten Zeitraums bestehen. Die Ergebnisse sind Schätzungen, keine klinische Beurteilung.',
  sections: {
    agreement: {
      title: 'Vertrag',
      blocks: [
        'Diese Bedingungen sind ein Vertrag zwischen Ihnen und {entity} („{product}“, „wir“, „uns“), {address}. Sie gelten, wenn Sie unser Quiz absolvieren, ein Abonnement oder eine Zusatzleistung kaufen oder den Mitgliederbereich nutzen. Mit dem Beginn eines Kaufs bestätigen Sie, dass Sie diese Bedingungen sowie unsere <privacy>Datenschutzerklärung</privacy> und unsere <cookies>Cookie-Richtlinie</cookies> gelesen haben und akzeptieren.',
      ],
    },
    service: {
      title: 'Der Dienst',
      blocks: [
        '{product} bietet ein Quiz mit 20 Denkaufgaben und einem geschätzten IQ-Wert, einen persönlichen Bericht, IQ-Tests, Gehirntrainingsspiele, Vergleiche mit anderen Ländern und Artikel. Einige Teile sind kostenlos; der Ergebnisbericht und der Mitgliederbereich setzen ein kostenpflichtiges Abonnement voraus.',
        'Unsere Ergebnisse sind Schätzungen zur Unterhaltung und persönlichen Weiterentwicklung. Sie sind keine medizinische, psychologische, schulische oder berufliche Beurteilung, und Sie sollten sich bei solchen Entscheidungen nicht auf sie verlassen.',
      ],
    },
    eligibility: {
      title: 'Wer kaufen kann',
      blocks: [
        'Um ein Abonnement zu kaufen, müssen Sie mindestens {minimumAge} Jahre alt und in der Lage sein, einen verbindlichen Vertrag zu schließen. Sie sind dafür verantwortlich, Ihre Anmeldedaten geheim zu halten, und für alles, was über Ihr Konto geschieht. Teilen Sie uns unter <support/> sofort mit, wenn Sie vermuten, dass jemand anderes Ihr Konto nutzt.',
      ],
    },
    subscriptions: {
      title: 'Abonnements, Testphase und automatische Verlängerung',
      blocks: [
        {
          callout:
            '<strong>Das Wochenabo kostet {trialPrice} für eine {trialDays}-tägige Testphase, danach {weeklyPrice} pro Woche, bis Sie kündigen.</strong> Sie zahlen heute {trialPrice} für {trialDays} Tage vollen Zugang. Wenn Sie nicht vor dem Ende der Testphase kündigen, verlängert sich Ihr Abonnement automatisch, und wir belasten dieselbe Zahlungsmethode am Ende der Testphase und danach jede Woche erneut mit {weeklyPrice}, bis Sie kündigen.',
        },
        'Andere Tarife verlängern sich auf dieselbe Weise zu dem Preis und für den Zeitraum, die beim Bezahlvorgang und auf Ihrem Beleg angegeben sind (zum Beispiel verlängert sich ein 3-Monats-Tarif alle {threeMonthWeeks} Wochen und ein Monatstarif jeden Monat). Die Preise verstehen sich in US-Dollar und enthalten jede Umsatzsteuer, die wir erheben müssen, sofern beim Bezahlvorgang nichts anderes angegeben ist.',
        'Mit dem Kauf eines Abonnements ermächtigen Sie uns und unseren Zahlungsdienstleister, Ihre Zahlungsmethode zu Beginn jedes Verlängerungszeitraums ohne erneute Rückfrage zu belasten. Nach jeder Abbuchung senden wir Ihnen einen Beleg per E-Mail. Schlägt eine Abbuchung fehl, können wir sie in den folgenden Tagen erneut versuchen; der Zugang endet, wenn wir die Verlängerung nicht einziehen können.',
        'Wir können den Preis eines Abonnements für künftige Zeiträume ändern. Wir informieren Sie mindestens {priceNoticeDays} Tage, bevor ein neuer Preis für Sie gilt, per E-Mail, und Sie können vorher kündigen.',
      ],
    },
    'add-ons': {
      title: 'Einmalige Zusatzleistungen',
      blocks: [
        'Nach Ihrem ersten Kauf bieten wir Ihnen möglicherweise Zusatzleistungen an, etwa frühen Zugang zu neuen Spielen, einen erweiterten Analysebericht, Offline-Zugang oder ein Komplettpaket. Jede wird einmalig zum angegebenen Preis über die Zahlungsmethode Ihres Abonnements abgerechnet. Zusatzleistungen verlängern sich nicht. Sie stehen Ihnen zur Verfügung, solange Ihr Abonnement aktiv ist, sofern das Angebot nichts anderes sagt.',
      ],
    },
    cancellation: {
      title: 'So kündigen Sie',
      blocks: [
        'Sie können jederzeit auf jedem dieser Wege kündigen:',
        {
          list: [
            'im Mitgliederbereich unter <manage>Abonnements verwalten</manage>;',
            'auf unserer <cancelPage>Kündigungsseite</cancelPage> oder <byEmail>über Ihre E-Mail-Adresse</byEmail>, wenn Sie sich nicht anmelden können;',
            'indem Sie an <support/> schreiben, von der E-Mail-Adresse, die Sie beim Bezahlvorgang angegeben haben.',
          ],
        },
        'Um die erste wöchentliche Abbuchung zu vermeiden, kündigen Sie vor dem Ende der {trialDays}-tägigen Testphase. Die Kündigung beendet alle künftigen Verlängerungen; der Zugang bleibt bis zum Ende des bereits bezahlten Zeitraums bestehen. Wir bestätigen jede Kündigung per E-Mail.',
      ],
    },
    refunds: {
      title: 'Erstattungen',
      blocks: [
        'Zahlungen für bereits begonnene Zeiträume werden nicht erstattet, außer wie hier beschrieben oder wenn Ihnen das Gesetz einen Anspruch auf Erstattung gibt. Wenn Sie vergessen haben zu kündigen, schreiben Sie uns innerhalb von {refundDays} Tagen nach einer Verlängerungsabbuchung: Haben Sie den Dienst seit dieser Abbuchung nicht genutzt, erstatten wir sie vollständig.',
        'Wenn Sie in der Europäischen Union oder im Vereinigten Königreich leben, haben Sie bei Verträgen über digitale Dienstleistungen ein 14-tägiges Widerrufsrecht. Da der Dienst auf Ihren Wunsch sofort beginnt, stimmen Sie zu, dass dieses Recht erlischt, sobald der Dienst vollständig erbracht ist, und dass eine Erstattung bei Widerruf um den bereits genutzten Teil des Zeitraums gemindert werden kann.',
      ],
    },
    'acceptable-use': {
      title: 'Zulässige Nutzung',
      blocks: [
        'Sie verpflichten sich,',
        {
          list: [
            'Ihr Konto nicht zu teilen und den Dienst oder seine Inhalte nicht weiterzuverkaufen oder weiterzuverbreiten;',
            'unsere Aufgaben, Spiele oder Berichte nicht zu kopieren und keine Lösungsschlüssel zu veröffentlichen;',
            'keine Bots, Scraper oder andere automatisierte Mittel für den Zugriff auf den Dienst einzusetzen;',
            'die Sicherheit oder Funktionsweise des Dienstes nicht zu beeinträchtigen und nicht zu versuchen, die Bezahlung zu umgehen.',
          ],
        },
        'Wir können ein Konto sperren oder schließen, das gegen diese Regeln verstößt. Tun wir dies ohne triftigen Grund, erstatten wir den nicht genutzten Teil Ihres Abonnements.',
      ],
    },
    content: {
      title: 'Unsere Inhalte',
      blocks: [
        'Das Quiz, die Tests, Spiele, Berichte, Artikel, Gestaltungen und die Software gehören uns oder unseren Lizenzgebern. Solange Ihr Abonnement aktiv ist, räumen wir Ihnen eine persönliche, nicht übertragbare Lizenz ein, sie für eigene, nicht gewerbliche Zwecke zu nutzen. Ihren persönlichen Bericht dürfen Sie behalten und teilen.',
      ],
    },
    liability: {
      title: 'Gewährleistung und Haftung',
      blocks: [
        'Wir bemühen uns, den Dienst verfügbar und korrekt zu halten, stellen ihn aber „wie besehen“ bereit und versprechen nicht, dass er frei von Fehlern oder Unterbrechungen ist. Nichts in diesen Bedingungen schränkt Rechte ein, die Ihnen als Verbraucher zustehen und gesetzlich nicht ausgeschlossen werden können.',
        'Soweit gesetzlich zulässig, haften wir nicht für mittelbare Schäden oder Folgeschäden, und unsere Gesamthaftung Ihnen gegenüber ist auf den Betrag begrenzt, den Sie uns in den 12 Monaten vor dem Anspruch gezahlt haben. Wir beschränken die Haftung nicht für Tod oder Körperverletzung durch unsere Fahrlässigkeit, für Betrug oder für anderes, das gesetzlich nicht beschränkt werden kann.',
      ],
    },
    law: {
      title: 'Anwendbares Recht und Streitigkeiten',
      blocks: [
        'Diese Bedingungen unterliegen dem Recht des Bundesstaats Delaware, Vereinigte Staaten. Bitte wenden Sie sich zuerst an uns: Die meisten Probleme lassen sich schnell per E-Mail lösen. Können wir uns nicht einigen, können die Gerichte von Delaware über den Streit entscheiden; wenn Sie jedoch als Verbraucher anderswo leben, können Sie auch vor den Gerichten Ihres Wohnorts klagen und behalten den Schutz des dort zwingend geltenden Verbraucherrechts.',
      ],
    },
    changes: {
      title: 'Änderungen dieser Bedingungen',
      blocks: [
        'Wir können diese Bedingungen aktualisieren, um Änderungen des Dienstes oder der Rechtslage Rechnung zu tragen. Über wichtige Änderungen informieren wir Sie per E-Mail oder in der App, bevor sie gelten. Wenn Sie nicht einverstanden sind, können Sie kündigen, bevor die Änderung wirksam wird; nutzen Sie den Dienst danach weiter, akzeptieren Sie die neuen Bedingungen.',
      ],
    },
    contact: {
      title: 'Kontakt',
      blocks: ['{entity}, {address}. E-Mail: <support/>. Wir antworten innerhalb von zwei Werktagen.'],
    },
  },
};

export default terms;
