/** La politique de confidentialité en français (source : privacy-en.ts). */
import type { LegalBody } from '../legal-body';
import type { PrivacySectionId } from './privacy-en';

const privacy: LegalBody<PrivacySectionId> = {
  title: 'Politique de confidentialité',
  summary:
    '<strong>En bref :</strong> nous collectons ce dont nous avons besoin pour noter votre quiz, gérer votre abonnement et encaisser les paiements ; vos données de carte sont transmises directement à notre prestataire de paiement ; nous partageons des événements publicitaires avec nos partenaires publicitaires pour mesurer nos annonces ; et vous pouvez à tout moment nous demander de consulter, rectifier ou supprimer vos données.',
  sections: {
    'who-we-are': {
      title: 'Qui nous sommes',
      blocks: ['{entity}, {address}, exploite {product} et est le responsable du traitement de vos données personnelles. Pour toute question relative à la confidentialité, écrivez à <privacyMail/>.'],
    },
    'what-we-collect': {
      title: 'Les données que nous collectons',
      blocks: [
        {
          list: [
            '<strong>Données du quiz :</strong> vos réponses, le temps que vous y avez consacré et votre score estimé.',
            '<strong>Données de contact et de compte :</strong> votre adresse e-mail, ainsi que votre nom si vous l’indiquez pour votre certificat ou votre rapport. Si vous vous connectez avec Google ou Apple, nous recevons de leur part votre nom, votre adresse e-mail et un identifiant de compte.',
            '<strong>Données de paiement :</strong> les données de carte sont saisies dans le formulaire sécurisé de notre prestataire de paiement et ne parviennent jamais à nos serveurs. Nous recevons un jeton, le réseau de la carte, les quatre derniers chiffres, le pays de la carte et le résultat de chaque paiement.',
            '<strong>Données d’abonnement :</strong> votre formule, vos options, vos dates de renouvellement, vos résiliations et les e-mails que nous vous avons envoyés à leur sujet.',
            '<strong>Données de l’appareil et d’utilisation :</strong> l’adresse IP et le pays qu’elle indique, le type de navigateur et d’appareil (agent utilisateur), la page de provenance ainsi que les pages et étapes du quiz que vous avez consultées.',
            '<strong>Données publicitaires :</strong> la campagne, l’ensemble de publicités et l’annonce qui vous ont amené chez nous, les identifiants de clic et de navigateur déposés par nos partenaires publicitaires, et un identifiant de notre application mobile si vous en venez. Consultez notre <cookies>politique relative aux cookies</cookies>.',
          ],
        },
      ],
    },
    'how-we-use': {
      title: 'Comment nous les utilisons, et sur quel fondement',
      blocks: [
        {
          list: [
            'Pour noter votre quiz, vous remettre votre rapport, gérer votre abonnement et l’espace membre, et encaisser les paiements : <em>nécessaire à l’exécution de notre contrat avec vous</em>.',
            'Pour envoyer les reçus, les confirmations de renouvellement et de résiliation, et répondre aux demandes d’assistance : <em>contrat</em> et <em>obligation légale</em>.',
            'Pour prévenir la fraude et les abus de paiement, assurer la sécurité du service et corriger les erreurs : <em>nos intérêts légitimes</em>.',
            'Pour mesurer quelles annonces fonctionnent et les montrer aux personnes susceptibles d’être intéressées : <em>votre consentement</em> lorsque la loi l’exige, à défaut <em>nos intérêts légitimes</em>.',
            'Pour tenir nos registres fiscaux et comptables : <em>obligation légale</em>.',
          ],
        },
        'Nous ne prenons à votre sujet aucune décision fondée exclusivement sur un traitement automatisé produisant des effets juridiques ou vous affectant de manière significative de façon similaire.',
      ],
    },
    sharing: {
      title: 'Avec qui nous les partageons',
      blocks: [
        'Nous ne vendons pas vos données personnelles contre de l’argent. Nous les partageons uniquement avec :',
        {
          list: [
            'notre prestataire de paiement, pour encaisser et sécuriser les paiements ;',
            'des prestataires d’hébergement, de base de données, d’e-mail et de connexion qui font fonctionner le service pour notre compte, sous contrat ;',
            'des partenaires publicitaires (tels que Meta et des plateformes de vidéos courtes), qui reçoivent des événements tels que « paiement commencé » ou « achat » avec le montant, les identifiants de clic et de navigateur, l’adresse IP et l’agent utilisateur, afin de mesurer et d’améliorer nos annonces ;',
            'les autorités, lorsque la loi l’exige, et un acquéreur de notre entreprise, avec les mêmes garanties.',
          ],
        },
        'Selon la législation de certains États américains, la communication de données à des partenaires publicitaires à des fins de publicité comportementale intercontextuelle constitue un « partage ». Vous pouvez vous y opposer en écrivant à <privacyMail/> avec l’objet « Ne pas partager ».',
      ],
    },
    transfers: {
      title: 'Transferts internationaux',
      blocks: [
        'Nous sommes établis aux États-Unis et certains de nos prestataires se trouvent dans d’autres pays. Lorsque nous transférons des données depuis l’Espace économique européen, le Royaume-Uni ou la Suisse, nous nous appuyons sur une décision d’adéquation ou sur les clauses contractuelles types de la Commission européenne (avec l’avenant britannique) et, si nécessaire, sur des garanties supplémentaires.',
      ],
    },
    retention: {
      title: 'Durée de conservation',
      blocks: [
        {
          list: [
            'Réponses au quiz sans achat : {quizKeptDays} jours.',
            'Données de compte, de rapport et d’abonnement : tant que votre compte est ouvert, puis {accountKeptYears} ans pour l’assistance et les réclamations juridiques.',
            'Pièces de paiement et factures : {paymentKeptYears} ans, comme l’exige le droit fiscal.',
            'Données de l’appareil, d’utilisation et publicitaires : jusqu’à {trackingKeptMonths} mois.',
          ],
        },
      ],
    },
    'your-rights': {
      title: 'Vos droits',
      blocks: [
        'Selon votre lieu de résidence, vous pouvez demander une copie de vos données, les faire rectifier ou effacer, vous opposer à leur traitement ou en demander la limitation, les recevoir dans un format portable et retirer votre consentement à tout moment (sans remettre en cause le traitement effectué auparavant). Vous avez également le droit de ne pas être traité différemment parce que vous exercez ces droits.',
        'Écrivez à <privacyMail/> depuis l’adresse e-mail de votre compte. Nous répondons sous {rightsAnswerDays} jours et pouvons d’abord vous demander de confirmer votre identité. Vous pouvez également introduire une réclamation auprès de votre autorité de protection des données.',
      ],
    },
    security: {
      title: 'Sécurité',
      blocks: [
        'Nous utilisons des connexions chiffrées, tenons les données de carte à l’écart de nos systèmes, limitons l’accès du personnel à ce que son travail exige et contrôlons nos prestataires. Aucun système n’est parfaitement sûr ; si une violation de données vous concerne, nous vous en informerons, ainsi que les autorités, comme la loi l’exige.',
      ],
    },
    children: {
      title: 'Enfants',
      blocks: [
        '{product} s’adresse aux adultes. Les abonnements sont réservés aux personnes âgées d’au moins {minimumAge} ans, et nous ne collectons pas sciemment de données concernant des enfants de moins de {childDataAge} ans. Si vous pensez qu’un enfant nous a communiqué des données, écrivez-nous et nous les supprimerons.',
      ],
    },
    changes: {
      title: 'Modifications de cette politique',
      blocks: [
        'Nous publierons ici toute modification avec une nouvelle date et vous informerons par e-mail avant qu’une modification importante ne s’applique aux données que nous détenons déjà. Les <terms>conditions d’utilisation</terms> expliquent le fonctionnement des abonnements.',
      ],
    },
  },
};

export default privacy;
