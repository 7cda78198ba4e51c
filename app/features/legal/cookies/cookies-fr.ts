/** La politique relative aux cookies en français (source : cookies-en.ts). */
import type { CookiePolicyBody } from './cookies-en';

const cookies: CookiePolicyBody = {
  title: 'Politique relative aux cookies',
  summary:
    '<strong>En bref :</strong> nous enregistrons dans votre navigateur la progression de votre quiz et votre achat pour que le service fonctionne, nous retenons l’annonce qui vous a amené afin de mesurer nos campagnes, et nos partenaires publicitaires déposent leurs propres cookies. Vous pouvez les effacer ou les bloquer dans votre navigateur à tout moment.',
  sections: {
    'what-are-cookies': {
      title: 'Ce que sont les cookies et les technologies similaires',
      blocks: [
        'Les cookies sont de petits fichiers texte qu’un site web enregistre dans votre navigateur. Le stockage local, le stockage de session et les bases de données du navigateur remplissent la même fonction sans être envoyés au serveur à chaque requête. La présente politique les couvre tous ; par souci de concision, nous les appelons « cookies ».',
      ],
    },
    necessary: {
      title: 'Strictement nécessaires',
      blocks: ['Ils permettent au quiz, au paiement et à l’espace membre de fonctionner. Ils ne peuvent pas être désactivés sans empêcher le service de fonctionner.'],
    },
    measurement: {
      title: 'Mesure d’audience',
      blocks: [
        'Ils nous indiquent quelle campagne vous a amené, afin que nous sachions quelles annonces mènent à des achats. Ils restent sur votre appareil et sont transmis avec votre achat pour que celui-ci soit attribué à la bonne campagne.',
      ],
    },
    advertising: {
      title: 'Publicité',
      blocks: [
        'Nos partenaires publicitaires les déposent lorsque vous arrivez depuis l’une de nos annonces. Ils permettent au partenaire de relier votre visite à l’annonce et de mesurer les achats. Les partenaires traitent ces données conformément à leurs propres politiques de confidentialité.',
      ],
    },
    'your-choices': {
      title: 'Vos choix',
      blocks: [
        'Vous pouvez bloquer ou supprimer les cookies et les données de site dans les paramètres de votre navigateur, et utiliser la navigation privée afin que rien ne soit conservé après la fermeture de la fenêtre. Bloquer le stockage strictement nécessaire empêchera le quiz et le paiement de fonctionner.',
        'Vous pouvez également limiter la personnalisation des annonces dans les paramètres de Facebook, d’Instagram et de votre application de vidéos courtes, et nous demander de ne pas partager vos données avec nos partenaires publicitaires en écrivant à <privacyMail/>.',
      ],
    },
    more: {
      title: 'Pour en savoir plus',
      blocks: ['Notre <privacy>politique de confidentialité</privacy> explique comment {product} utilise les données personnelles et quels sont vos droits. Pour toute question sur la présente politique, écrivez à <privacyMail/>.'],
    },
  },
  table: {
    name: 'Nom',
    where: 'Emplacement',
    purpose: 'Finalité',
    keptFor: 'Durée de conservation',
    captions: { necessary: 'Stockage strictement nécessaire', measurement: 'Stockage de mesure d’audience', advertising: 'Cookies publicitaires' },
  },
  items: {
    quizProgress: { where: 'Stockage de session', purpose: 'Conserve vos réponses et votre adresse e-mail pendant que vous répondez au quiz.', duration: 'Jusqu’à la fermeture de l’onglet' },
    quizAttempt: { where: 'Stockage de session', purpose: 'L’identifiant de votre tentative sur notre service, qui la note, afin que le paiement, les offres et le rapport affichent votre propre score.', duration: 'Jusqu’à la fermeture de l’onglet' },
    purchase: { where: 'Stockage de session', purpose: 'Transmet votre achat et votre score du paiement à vos offres et à votre rapport.', duration: 'Jusqu’à la fermeture de l’onglet' },
    signIn: { label: 'Session de connexion', where: 'Base de données du navigateur (IndexedDB)', purpose: 'Vous garde connecté à l’espace membre après une connexion avec Google, Apple ou par e-mail.', duration: 'Jusqu’à votre déconnexion' },
    paymentForm: { label: 'Formulaire de paiement', where: 'Notre prestataire de paiement', purpose: 'Sécurise le formulaire de carte et aide à prévenir la fraude.', duration: 'Jusqu’à {paymentFormMonths} mois' },
    referrer: { where: 'Stockage local', purpose: 'Retient le site externe qui vous a envoyé, afin que l’achat lui soit attribué.', duration: 'Jusqu’à l’effacement des données du site' },
    campaign: { where: 'Stockage local', purpose: 'Retient la campagne publicitaire, notre application mobile et le site qui vous a envoyé ici.', duration: 'Jusqu’à l’effacement des données du site' },
    adCopies: { where: 'Stockage local', purpose: 'Copies des identifiants publicitaires ci-dessous, utilisées lorsque les cookies sont bloqués.', duration: 'Jusqu’à l’effacement des données du site' },
    fbc: { where: 'Cookie, pixel Meta', purpose: 'Enregistre que vous êtes arrivé en cliquant sur l’une de nos annonces sur Facebook ou Instagram.', duration: '{metaCookieDays} jours' },
    fbp: { where: 'Cookie, pixel Meta', purpose: 'Reconnaît votre navigateur d’une visite à l’autre pour mesurer nos annonces.', duration: '{metaCookieDays} jours' },
    ttp: { where: 'Cookie, pixel publicitaire de vidéos courtes', purpose: 'Mesure nos annonces sur la plateforme de vidéos courtes.', duration: '{videoCookieMonths} mois' },
  },
};

export default cookies;
