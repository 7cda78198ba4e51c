/** Les conditions d'utilisation en français (source : terms-en.ts). */
import type { LegalBody } from '../legal-body';
import type { TermsSectionId } from './terms-en';

const terms: LegalBody<TermsSectionId> = {
  title: "Conditions d'utilisation",
  summary:
    "<strong>En bref :</strong> L'abonnement hebdomadaire coûte {trialPrice} pour un essai de {trialDays} jours, puis {weeklyPrice} par semaine jusqu'à votre résiliation. Vous pouvez résilier à tout moment dans l'espace membre ou sur notre page de résiliation ; vous gardez l'accès jusqu'à la fin de la période payée. Les scores sont des estimations, pas une évaluation clinique.",
  sections: {
    agreement: {
      title: 'Contrat',
      blocks: [
        "Les présentes conditions constituent un contrat entre vous et {entity} (« {product} », « nous »), {address}. Elles s'appliquent lorsque vous répondez à notre quiz, achetez un abonnement ou une option, ou utilisez l'espace membre. En commençant un achat, vous confirmez les avoir lues et les accepter, ainsi que notre <privacy>politique de confidentialité</privacy> et notre <cookies>politique relative aux cookies</cookies>.",
      ],
    },
    service: {
      title: 'Le service',
      blocks: [
        "{product} propose un quiz de raisonnement de 20 questions avec un score de QI estimé, un rapport personnel, des tests de QI, des jeux d'entraînement cérébral, des comparaisons avec d'autres pays et des articles. Certaines parties sont gratuites ; le rapport de résultats et l'espace membre nécessitent un abonnement payant.",
        "Nos scores sont des estimations à des fins de divertissement et de développement personnel. Ils ne constituent pas une évaluation médicale, psychologique, scolaire ou professionnelle, et vous ne devez pas vous y fier pour de telles décisions.",
      ],
    },
    eligibility: {
      title: 'Qui peut acheter',
      blocks: [
        "Pour acheter un abonnement, vous devez avoir au moins {minimumAge} ans et être capable de conclure un contrat qui vous engage. Vous êtes responsable de la confidentialité de vos identifiants et de tout ce qui est fait au moyen de votre compte. Prévenez-nous immédiatement à <support/> si vous pensez qu'une autre personne l'utilise.",
      ],
    },
    subscriptions: {
      title: 'Abonnements, essai et renouvellement automatique',
      blocks: [
        {
          callout:
            "<strong>L'abonnement hebdomadaire coûte {trialPrice} pour un essai de {trialDays} jours, puis {weeklyPrice} par semaine jusqu'à votre résiliation.</strong> Vous payez {trialPrice} aujourd'hui pour {trialDays} jours d'accès complet. Sauf résiliation avant la fin de l'essai, votre abonnement se renouvelle automatiquement et nous prélevons {weeklyPrice} sur le même moyen de paiement à la fin de l'essai, puis à nouveau chaque semaine, jusqu'à votre résiliation.",
        },
        "Les autres formules se renouvellent de la même manière, au prix et pour la durée indiqués lors du paiement et sur votre reçu (par exemple, une formule de 3 mois se renouvelle toutes les {threeMonthWeeks} semaines et une formule d'un mois chaque mois). Les prix sont en dollars américains et incluent toute taxe sur les ventes que nous devons percevoir, sauf indication contraire lors du paiement.",
        "En achetant un abonnement, vous nous autorisez, nous et notre prestataire de paiement, à débiter votre moyen de paiement au début de chaque période de renouvellement sans vous le redemander. Nous vous envoyons un reçu par e-mail après chaque prélèvement. Si un prélèvement échoue, nous pouvons réessayer les jours suivants ; l'accès prend fin si nous ne parvenons pas à encaisser le renouvellement.",
        "Nous pouvons modifier le prix d'un abonnement pour les périodes futures. Nous vous en informerons par e-mail au moins {priceNoticeDays} jours avant qu'un nouveau prix ne s'applique à vous, et vous pourrez résilier avant.",
      ],
    },
    'add-ons': {
      title: 'Options ponctuelles',
      blocks: [
        "Après votre premier achat, nous pouvons vous proposer des options, comme un accès anticipé à de nouveaux jeux, un rapport d'analyse approfondi, un accès hors ligne ou un pack intégral. Chacune est facturée une seule fois, au prix affiché, sur le moyen de paiement utilisé pour votre abonnement. Les options ne se renouvellent pas. Elles restent disponibles tant que votre abonnement est actif, sauf mention contraire dans l'offre.",
      ],
    },
    cancellation: {
      title: 'Comment résilier',
      blocks: [
        "Vous pouvez résilier à tout moment, de l'une des manières suivantes :",
        {
          list: [
            "dans l'espace membre, sous <manage>Gérer les abonnements</manage> ;",
            "sur notre <cancelPage>page de résiliation</cancelPage>, ou <byEmail>avec votre adresse e-mail</byEmail> si vous ne pouvez pas vous connecter ;",
            "en écrivant à <support/> depuis l'adresse e-mail utilisée lors du paiement.",
          ],
        },
        "Pour éviter le premier prélèvement hebdomadaire, résiliez avant la fin de l'essai de {trialDays} jours. La résiliation met fin à tous les renouvellements futurs ; vous gardez l'accès jusqu'à la fin de la période déjà payée. Nous confirmons chaque résiliation par e-mail.",
      ],
    },
    refunds: {
      title: 'Remboursements',
      blocks: [
        "Les paiements des périodes commencées ne sont pas remboursables, sauf dans les cas décrits ici ou lorsque la loi vous donne droit à un remboursement. Si vous avez oublié de résilier, écrivez-nous dans les {refundDays} jours suivant un prélèvement de renouvellement : si vous n'avez pas utilisé le service depuis ce prélèvement, nous le remboursons intégralement.",
        "Si vous résidez dans l'Union européenne ou au Royaume-Uni, vous disposez d'un droit de rétractation de 14 jours pour les contrats de services numériques. Le service commençant immédiatement à votre demande, vous acceptez que ce droit prenne fin une fois le service entièrement fourni et que le remboursement en cas de rétractation puisse être réduit de la part de la période déjà utilisée.",
      ],
    },
    'acceptable-use': {
      title: 'Utilisation acceptable',
      blocks: [
        'Vous vous engagez à ne pas :',
        {
          list: [
            'partager votre compte, ni revendre ou redistribuer le service ou son contenu ;',
            'copier nos questions, jeux ou rapports, ni publier de corrigés ;',
            "utiliser des robots, des outils d'extraction ou d'autres moyens automatisés pour accéder au service ;",
            'porter atteinte à la sécurité ou au fonctionnement du service, ni tenter de contourner le paiement.',
          ],
        },
        "Nous pouvons suspendre ou fermer un compte qui enfreint ces règles. Si nous le faisons sans motif légitime, nous remboursons la part non utilisée de votre abonnement.",
      ],
    },
    content: {
      title: 'Notre contenu',
      blocks: [
        "Le quiz, les tests, les jeux, les rapports, les articles, les créations graphiques et les logiciels nous appartiennent ou appartiennent à nos concédants de licence. Tant que votre abonnement est actif, nous vous accordons une licence personnelle et non transférable pour les utiliser à des fins personnelles et non commerciales. Votre rapport personnel vous appartient : vous pouvez le conserver et le partager.",
      ],
    },
    liability: {
      title: 'Garanties et responsabilité',
      blocks: [
        "Nous veillons à ce que le service reste disponible et exact, mais nous le fournissons « en l'état » et ne promettons pas qu'il sera exempt d'erreurs ou d'interruptions. Rien dans les présentes conditions ne limite les droits dont vous disposez en tant que consommateur et que la loi ne permet pas d'exclure.",
        "Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes ou consécutives, et notre responsabilité totale envers vous est limitée au montant que vous nous avez payé au cours des 12 mois précédant la réclamation. Nous ne limitons pas notre responsabilité en cas de décès ou de dommage corporel causé par notre négligence, de fraude ou de tout autre cas où la loi ne permet pas de la limiter.",
      ],
    },
    law: {
      title: 'Droit applicable et litiges',
      blocks: [
        "Les présentes conditions sont régies par le droit de l'État du Delaware, aux États-Unis. Contactez-nous d'abord : la plupart des problèmes se règlent rapidement par e-mail. À défaut d'accord, les tribunaux du Delaware peuvent connaître du litige ; toutefois, si vous êtes un consommateur résidant ailleurs, vous pouvez aussi saisir les tribunaux de votre lieu de résidence et conservez la protection du droit impératif de la consommation qui s'y applique.",
      ],
    },
    changes: {
      title: 'Modification des présentes conditions',
      blocks: [
        "Nous pouvons mettre à jour ces conditions pour tenir compte de l'évolution du service ou de la loi. Nous vous informerons des changements importants par e-mail ou dans l'application avant leur entrée en vigueur. Si vous n'êtes pas d'accord, vous pouvez résilier avant que le changement ne prenne effet ; si vous continuez à utiliser le service ensuite, vous acceptez les nouvelles conditions.",
      ],
    },
    contact: {
      title: 'Contact',
      blocks: ['{entity}, {address}. E-mail : <support/>. Nous répondons sous deux jours ouvrés.'],
    },
  },
};

export default terms;
