/** Os termos de serviço em português do Brasil (fonte: terms-en.ts). */
import type { LegalBody } from '../legal-body';
import type { TermsSectionId } from './terms-en';

const terms: LegalBody<TermsSectionId> = {
  title: 'Termos de serviço',
  summary:
    '<strong>Em resumo:</strong> O plano semanal custa {trialPrice} por um período de teste de {trialDays} dias e depois {weeklyPrice} por semana até você cancelar. Cancele quando quiser na área de membros ou na nossa página de cancelamento; você mantém o acesso até o fim do período pago. As pontuações são estimativas, não uma avaliação clínica.',
  sections: {
    agreement: {
      title: 'Contrato',
      blocks: [
        'Estes termos são um contrato entre você e {entity} ("{product}", "nós"), {address}. Eles se aplicam quando você faz o nosso quiz, compra uma assinatura ou um complemento, ou usa a área de membros. Ao iniciar uma compra, você confirma que leu e aceita estes termos, junto com a nossa <privacy>política de privacidade</privacy> e a nossa <cookies>política de cookies</cookies>.',
      ],
    },
    service: {
      title: 'O serviço',
      blocks: [
        '{product} oferece um quiz de raciocínio com 20 perguntas e uma pontuação de QI estimada, um relatório pessoal, testes de QI, jogos de treino cerebral, comparações com outros países e artigos. Algumas partes são gratuitas; o relatório de resultados e a área de membros exigem uma assinatura paga.',
        'Nossas pontuações são estimativas para entretenimento e desenvolvimento pessoal. Elas não são uma avaliação médica, psicológica, educacional ou profissional, e você não deve se basear nelas para esse tipo de decisão.',
      ],
    },
    eligibility: {
      title: 'Quem pode comprar',
      blocks: [
        'Para comprar uma assinatura, você precisa ter pelo menos {minimumAge} anos e capacidade para celebrar um contrato vinculante. Você é responsável por manter seus dados de acesso em sigilo e por tudo o que for feito pela sua conta. Avise-nos imediatamente em <support/> se achar que outra pessoa está usando a sua conta.',
      ],
    },
    subscriptions: {
      title: 'Assinaturas, período de teste e renovação automática',
      blocks: [
        {
          callout:
            '<strong>O plano semanal custa {trialPrice} por um período de teste de {trialDays} dias e depois {weeklyPrice} por semana até você cancelar.</strong> Você paga {trialPrice} hoje por {trialDays} dias de acesso completo. Se não cancelar antes do fim do período de teste, sua assinatura é renovada automaticamente e cobramos {weeklyPrice} no mesmo meio de pagamento ao fim do teste e novamente a cada semana depois disso, até você cancelar.',
        },
        'Os outros planos são renovados da mesma forma, pelo preço e pelo período mostrados no pagamento e no seu recibo (por exemplo, um plano de 3 meses é renovado a cada {threeMonthWeeks} semanas, e um plano mensal a cada mês). Os preços estão em dólares americanos e incluem qualquer imposto sobre vendas que precisemos cobrar, salvo indicação diferente no pagamento.',
        'Ao comprar uma assinatura, você autoriza a nós e ao nosso provedor de pagamentos a cobrar no seu meio de pagamento no início de cada período de renovação, sem pedir sua confirmação de novo. Enviamos um recibo por e-mail após cada cobrança. Se uma cobrança falhar, podemos tentar novamente nos dias seguintes; o acesso é interrompido se não conseguirmos cobrar a renovação.',
        'Podemos alterar o preço de uma assinatura para períodos futuros. Avisaremos você por e-mail pelo menos {priceNoticeDays} dias antes de um novo preço passar a valer para você, e você poderá cancelar antes disso.',
      ],
    },
    'add-ons': {
      title: 'Complementos avulsos',
      blocks: [
        'Depois da sua primeira compra, podemos oferecer complementos, como acesso antecipado a novos jogos, um relatório de análise ampliado, acesso offline ou um pacote completo. Cada um é cobrado uma única vez, pelo preço mostrado, no meio de pagamento usado na sua assinatura. Complementos não são renovados. Eles ficam disponíveis enquanto sua assinatura estiver ativa, salvo se a oferta disser outra coisa.',
      ],
    },
    cancellation: {
      title: 'Como cancelar',
      blocks: [
        'Você pode cancelar a qualquer momento, de qualquer uma destas formas:',
        {
          list: [
            'na área de membros, em <manage>Gerenciar assinaturas</manage>;',
            'na nossa <cancelPage>página de cancelamento</cancelPage>, ou <byEmail>pelo endereço de e-mail</byEmail> se não conseguir entrar;',
            'escrevendo para <support/> a partir do e-mail usado no pagamento.',
          ],
        },
        'Para evitar a primeira cobrança semanal, cancele antes do fim do período de teste de {trialDays} dias. O cancelamento interrompe todas as renovações futuras; você mantém o acesso até o fim do período já pago. Confirmamos cada cancelamento por e-mail.',
      ],
    },
    refunds: {
      title: 'Reembolsos',
      blocks: [
        'Os pagamentos de períodos já iniciados não são reembolsáveis, exceto conforme descrito aqui ou quando a lei lhe der direito a reembolso. Se você esqueceu de cancelar, escreva para nós em até {refundDays} dias após uma cobrança de renovação: se você não usou o serviço desde essa cobrança, faremos o reembolso integral.',
        'Se você mora na União Europeia ou no Reino Unido, tem o direito de desistir de um contrato de serviços digitais em até 14 dias. Como o serviço começa imediatamente a seu pedido, você concorda que esse direito termina quando o serviço tiver sido prestado por completo e que o reembolso na desistência pode ser reduzido pela parte do período já usada.',
      ],
    },
    'acceptable-use': {
      title: 'Uso aceitável',
      blocks: [
        'Você concorda em não:',
        {
          list: [
            'compartilhar sua conta, nem revender ou redistribuir o serviço ou seu conteúdo;',
            'copiar nossas perguntas, jogos ou relatórios, nem publicar gabaritos;',
            'usar bots, scrapers ou outros meios automatizados para acessar o serviço;',
            'interferir na segurança ou no funcionamento do serviço, nem tentar burlar o pagamento.',
          ],
        },
        'Podemos suspender ou encerrar uma conta que viole estas regras. Se fizermos isso sem um bom motivo, reembolsaremos a parte não usada da sua assinatura.',
      ],
    },
    content: {
      title: 'Nosso conteúdo',
      blocks: [
        'O quiz, os testes, os jogos, os relatórios, os artigos, os designs e o software pertencem a nós ou aos nossos licenciantes. Enquanto sua assinatura estiver ativa, concedemos a você uma licença pessoal e intransferível para usá-los para fins próprios e não comerciais. Seu relatório pessoal é seu para guardar e compartilhar.',
      ],
    },
    liability: {
      title: 'Garantias e responsabilidade',
      blocks: [
        'Trabalhamos para manter o serviço disponível e correto, mas o fornecemos "no estado em que se encontra" e não prometemos que ele estará livre de erros ou interrupções. Nada nestes termos limita direitos que você tem como consumidor e que não podem ser excluídos por lei.',
        'Na medida permitida por lei, não respondemos por perdas indiretas ou consequentes, e nossa responsabilidade total perante você se limita ao valor que você nos pagou nos 12 meses anteriores à reclamação. Não limitamos a responsabilidade por morte ou lesão corporal causada por nossa negligência, por fraude ou por qualquer outra coisa que não possa ser limitada por lei.',
      ],
    },
    law: {
      title: 'Lei aplicável e disputas',
      blocks: [
        'Estes termos são regidos pelas leis do Estado de Delaware, Estados Unidos. Fale conosco primeiro: a maioria dos problemas se resolve rapidamente por e-mail. Se não chegarmos a um acordo, os tribunais de Delaware poderão julgar a disputa, mas, se você for um consumidor que mora em outro lugar, também poderá recorrer aos tribunais do lugar onde mora e manterá a proteção da legislação de consumo obrigatória de lá.',
      ],
    },
    changes: {
      title: 'Alterações destes termos',
      blocks: [
        'Podemos atualizar estes termos para refletir mudanças no serviço ou na lei. Avisaremos você sobre mudanças importantes por e-mail ou no aplicativo antes que passem a valer. Se não concordar, você pode cancelar antes que a mudança entre em vigor; continuar usando o serviço depois disso significa que você aceita os novos termos.',
      ],
    },
    contact: {
      title: 'Contato',
      blocks: ['{entity}, {address}. E-mail: <support/>. Respondemos em até dois dias úteis.'],
    },
  },
};

export default terms;
