/** A política de cookies em português do Brasil (fonte: cookies-en.ts). */
import type { CookiePolicyBody } from './cookies-en';

const cookies: CookiePolicyBody = {
  title: 'Política de cookies',
  summary:
    '<strong>Em resumo:</strong> armazenamos no seu navegador o progresso do seu teste e a sua compra para que o serviço funcione, lembramos qual anúncio trouxe você para medir nossas campanhas, e nossos parceiros de publicidade definem os próprios cookies. Você pode apagá-los ou bloqueá-los no navegador a qualquer momento.',
  sections: {
    'what-are-cookies': {
      title: 'O que são cookies e tecnologias semelhantes',
      blocks: [
        'Cookies são pequenos arquivos de texto que um site armazena no seu navegador. O armazenamento local, o armazenamento de sessão e os bancos de dados do navegador cumprem a mesma função sem serem enviados ao servidor a cada solicitação. Esta política abrange todos eles; para simplificar, nós os chamamos de "cookies".',
      ],
    },
    necessary: {
      title: 'Estritamente necessários',
      blocks: ['Eles fazem o teste, o checkout e a área de membros funcionarem. Não podem ser desativados sem prejudicar o serviço.'],
    },
    measurement: {
      title: 'Medição',
      blocks: [
        'Eles nos dizem qual campanha trouxe você, para sabermos quais anúncios levam a compras. Ficam no seu dispositivo e são enviados com a sua compra para que ela seja atribuída à campanha certa.',
      ],
    },
    advertising: {
      title: 'Publicidade',
      blocks: [
        'Nossos parceiros de publicidade os definem quando você chega por um dos nossos anúncios. Eles permitem que o parceiro associe sua visita ao anúncio e meça as compras. Os parceiros tratam esses dados de acordo com as próprias políticas de privacidade.',
      ],
    },
    'your-choices': {
      title: 'Suas escolhas',
      blocks: [
        'Você pode bloquear ou excluir cookies e dados de sites nas configurações do navegador e usar a navegação privada para que nada seja mantido depois de fechar a janela. Bloquear o armazenamento estritamente necessário impedirá o funcionamento do teste e do checkout.',
        'Você também pode limitar a personalização de anúncios nas configurações do Facebook, do Instagram e do seu aplicativo de vídeos curtos, e nos pedir que não compartilhemos seus dados com parceiros de publicidade escrevendo para <privacyMail/>.',
      ],
    },
    more: {
      title: 'Mais informações',
      blocks: ['Nossa <privacy>política de privacidade</privacy> explica como o {product} usa dados pessoais e quais são os seus direitos. Para dúvidas sobre esta política, escreva para <privacyMail/>.'],
    },
  },
  table: {
    name: 'Nome',
    where: 'Onde',
    purpose: 'Finalidade',
    keptFor: 'Mantido por',
    captions: { necessary: 'Armazenamento estritamente necessário', measurement: 'Armazenamento de medição', advertising: 'Cookies de publicidade' },
  },
  items: {
    quizProgress: { where: 'Armazenamento de sessão', purpose: 'Guarda suas respostas e seu e-mail enquanto você faz o teste.', duration: 'Até você fechar a aba' },
    quizAttempt: { where: 'Armazenamento de sessão', purpose: 'O identificador da sua tentativa no nosso serviço, que a pontua, para que o checkout, as ofertas e o relatório mostrem a sua própria pontuação.', duration: 'Até você fechar a aba' },
    purchase: { where: 'Armazenamento de sessão', purpose: 'Leva sua compra e sua pontuação do checkout para as ofertas e o relatório.', duration: 'Até você fechar a aba' },
    signIn: { label: 'Sessão de login', where: 'Banco de dados do navegador (IndexedDB)', purpose: 'Mantém você conectado à área de membros depois de entrar com Google, Apple ou e-mail.', duration: 'Até você sair' },
    paymentForm: { label: 'Formulário de pagamento', where: 'Nosso provedor de pagamentos', purpose: 'Protege o formulário do cartão e ajuda a prevenir fraudes.', duration: 'Até {paymentFormMonths} meses' },
    referrer: { where: 'Armazenamento local', purpose: 'Lembra o site externo que enviou você, para que a compra seja atribuída a ele.', duration: 'Até você limpar os dados do site' },
    campaign: { where: 'Armazenamento local', purpose: 'Lembra a campanha de anúncios, nosso aplicativo móvel e o site que trouxe você até aqui.', duration: 'Até você limpar os dados do site' },
    adCopies: { where: 'Armazenamento local', purpose: 'Cópias dos identificadores de publicidade abaixo, usadas quando os cookies estão bloqueados.', duration: 'Até você limpar os dados do site' },
    fbc: { where: 'Cookie, pixel da Meta', purpose: 'Registra que você chegou clicando em um dos nossos anúncios no Facebook ou no Instagram.', duration: '{metaCookieDays} dias' },
    fbp: { where: 'Cookie, pixel da Meta', purpose: 'Reconhece seu navegador entre visitas para medir nossos anúncios.', duration: '{metaCookieDays} dias' },
    ttp: { where: 'Cookie, pixel de anúncios de vídeos curtos', purpose: 'Mede nossos anúncios na plataforma de vídeos curtos.', duration: '{videoCookieMonths} meses' },
  },
};

export default cookies;
