/** A política de privacidade em português do Brasil (fonte: privacy-en.ts). */
import type { LegalBody } from '../legal-body';
import type { PrivacySectionId } from './privacy-en';

const privacy: LegalBody<PrivacySectionId> = {
  title: 'Política de privacidade',
  summary:
    '<strong>Em resumo:</strong> coletamos o necessário para pontuar seu teste, administrar sua assinatura e processar pagamentos; os dados do seu cartão vão diretamente para o nosso provedor de pagamentos; compartilhamos eventos de anúncios com parceiros de publicidade para medir nossos anúncios; e você pode, a qualquer momento, pedir para ver, corrigir ou excluir seus dados.',
  sections: {
    'who-we-are': {
      title: 'Quem somos',
      blocks: ['{entity}, {address}, opera o {product} e é o controlador dos seus dados pessoais. Para qualquer assunto de privacidade, escreva para <privacyMail/>.'],
    },
    'what-we-collect': {
      title: 'Quais dados coletamos',
      blocks: [
        {
          list: [
            '<strong>Dados do teste:</strong> suas respostas, o tempo que você levou e sua pontuação estimada.',
            '<strong>Dados de contato e de conta:</strong> seu endereço de e-mail e seu nome, se você o informar para o certificado ou relatório. Se você entrar com Google ou Apple, recebemos deles seu nome, endereço de e-mail e um identificador de conta.',
            '<strong>Dados de pagamento:</strong> os dados do cartão são inseridos no formulário seguro do nosso provedor de pagamentos e nunca chegam aos nossos servidores. Recebemos um token, a bandeira do cartão, os quatro últimos dígitos, o país do cartão e o resultado de cada pagamento.',
            '<strong>Dados da assinatura:</strong> seu plano, complementos, datas de renovação, cancelamentos e os e-mails que enviamos a você sobre eles.',
            '<strong>Dados do dispositivo e de uso:</strong> endereço IP e o país que ele indica, tipo de navegador e de dispositivo (agente de usuário), a página de origem e as páginas e etapas do teste que você visualizou.',
            '<strong>Dados de publicidade:</strong> a campanha, o conjunto de anúncios e o anúncio que trouxeram você até nós, identificadores de clique e de navegador definidos por parceiros de publicidade e um identificador do nosso aplicativo móvel, se você veio dele. Consulte nossa <cookies>política de cookies</cookies>.',
          ],
        },
      ],
    },
    'how-we-use': {
      title: 'Como usamos os dados e com qual base legal',
      blocks: [
        {
          list: [
            'Para pontuar seu teste, entregar seu relatório, administrar sua assinatura e a área de membros e processar pagamentos: <em>necessário para executar nosso contrato com você</em>.',
            'Para enviar recibos, confirmações de renovação e de cancelamento e responder a pedidos de suporte: <em>contrato</em> e <em>obrigação legal</em>.',
            'Para prevenir fraudes e abusos de pagamento, manter o serviço seguro e corrigir erros: <em>nossos interesses legítimos</em>.',
            'Para medir quais anúncios funcionam e exibi-los a pessoas que provavelmente tenham interesse: <em>seu consentimento</em> quando a lei o exigir; caso contrário, <em>nossos interesses legítimos</em>.',
            'Para manter registros fiscais e contábeis: <em>obrigação legal</em>.',
          ],
        },
        'Não tomamos decisões sobre você exclusivamente por meios automatizados que produzam efeitos jurídicos ou que o afetem de forma igualmente significativa.',
      ],
    },
    sharing: {
      title: 'Com quem compartilhamos',
      blocks: [
        'Não vendemos seus dados pessoais em troca de dinheiro. Nós os compartilhamos apenas com:',
        {
          list: [
            'nosso provedor de pagamentos, para processar e proteger os pagamentos;',
            'provedores de hospedagem, banco de dados, e-mail e login que operam o serviço para nós sob contrato;',
            'parceiros de publicidade (como a Meta e plataformas de vídeos curtos), que recebem eventos como "checkout iniciado" ou "compra" com o valor, os identificadores de clique e de navegador, o endereço IP e o agente de usuário, para medir e melhorar nossos anúncios;',
            'autoridades, quando a lei o exigir, e um comprador do nosso negócio, com as mesmas proteções.',
          ],
        },
        'Segundo as leis de alguns estados dos EUA, compartilhar dados com parceiros de publicidade para publicidade comportamental entre contextos é considerado "compartilhamento". Você pode se opor escrevendo para <privacyMail/> com o assunto "Não compartilhar".',
      ],
    },
    transfers: {
      title: 'Transferências internacionais',
      blocks: [
        'Estamos sediados nos Estados Unidos e alguns dos nossos provedores estão em outros países. Quando transferimos dados do Espaço Econômico Europeu, do Reino Unido ou da Suíça, nos baseamos em uma decisão de adequação ou nas cláusulas contratuais padrão da Comissão Europeia (com o adendo do Reino Unido) e, quando necessário, em salvaguardas adicionais.',
      ],
    },
    retention: {
      title: 'Por quanto tempo guardamos os dados',
      blocks: [
        {
          list: [
            'Respostas do teste sem compra: {quizKeptDays} dias.',
            'Dados de conta, relatório e assinatura: enquanto sua conta estiver aberta e, depois, por {accountKeptYears} anos para suporte e demandas judiciais.',
            'Registros de pagamentos e notas fiscais: {paymentKeptYears} anos, conforme exige a legislação tributária.',
            'Dados do dispositivo, de uso e de publicidade: até {trackingKeptMonths} meses.',
          ],
        },
      ],
    },
    'your-rights': {
      title: 'Seus direitos',
      blocks: [
        'Dependendo de onde você mora, você pode pedir uma cópia dos seus dados, solicitar a correção ou a exclusão deles, opor-se ao tratamento ou restringi-lo, recebê-los em formato portável e revogar o consentimento a qualquer momento (isso não afeta o tratamento realizado antes). Você também tem o direito de não ser tratado de forma diferente por exercer esses direitos.',
        'Escreva para <privacyMail/> a partir do endereço de e-mail da sua conta. Respondemos em até {rightsAnswerDays} dias e podemos pedir que você confirme sua identidade antes. Você também pode apresentar uma reclamação à autoridade de proteção de dados.',
      ],
    },
    security: {
      title: 'Segurança',
      blocks: [
        'Usamos conexões criptografadas, mantemos os dados de cartão fora dos nossos sistemas, limitamos o acesso da equipe ao que o trabalho exige e avaliamos nossos provedores. Nenhum sistema é totalmente seguro; se um incidente de segurança afetar você, informaremos você e as autoridades conforme exigido por lei.',
      ],
    },
    children: {
      title: 'Crianças e adolescentes',
      blocks: [
        'O {product} é destinado a adultos. As assinaturas são apenas para pessoas com {minimumAge} anos ou mais, e não coletamos intencionalmente dados de menores de {childDataAge} anos. Se você acredita que uma criança ou adolescente nos forneceu dados, escreva para nós e os excluiremos.',
      ],
    },
    changes: {
      title: 'Alterações desta política',
      blocks: [
        'Publicaremos aqui qualquer alteração com uma nova data e avisaremos você por e-mail antes que uma alteração importante se aplique a dados que já mantemos. Os <terms>termos de serviço</terms> explicam como funcionam as assinaturas.',
      ],
    },
  },
};

export default privacy;
