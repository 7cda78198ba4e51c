/** La política de privacidad en español (fuente: privacy-en.ts). */
import type { LegalBody } from '../legal-body';
import type { PrivacySectionId } from './privacy-en';

const privacy: LegalBody<PrivacySectionId> = {
  title: 'Política de privacidad',
  summary:
    '<strong>En resumen:</strong> recopilamos lo necesario para puntuar su cuestionario, gestionar su suscripción y cobrar los pagos; los datos de su tarjeta van directamente a nuestro proveedor de pagos; compartimos eventos publicitarios con socios publicitarios para medir nuestros anuncios; y puede pedirnos en cualquier momento ver, corregir o eliminar sus datos.',
  sections: {
    'who-we-are': {
      title: 'Quiénes somos',
      blocks: ['{entity}, {address}, gestiona {product} y es el responsable del tratamiento de sus datos personales. Para cualquier cuestión de privacidad, escriba a <privacyMail/>.'],
    },
    'what-we-collect': {
      title: 'Qué datos recopilamos',
      blocks: [
        {
          list: [
            '<strong>Datos del cuestionario:</strong> sus respuestas, el tiempo que tardó y su puntuación estimada.',
            '<strong>Datos de contacto y de cuenta:</strong> su dirección de correo electrónico y su nombre, si lo facilita para su certificado o informe. Si inicia sesión con Google o Apple, recibimos de ellos su nombre, su dirección de correo electrónico y un identificador de cuenta.',
            '<strong>Datos de pago:</strong> los datos de la tarjeta se introducen en el formulario seguro de nuestro proveedor de pagos y nunca llegan a nuestros servidores. Recibimos un token, la red de la tarjeta, los cuatro últimos dígitos, el país de la tarjeta y el resultado de cada pago.',
            '<strong>Datos de suscripción:</strong> su plan, complementos, fechas de renovación, cancelaciones y los correos electrónicos que le enviamos al respecto.',
            '<strong>Datos del dispositivo y de uso:</strong> dirección IP y el país que indica, tipo de navegador y de dispositivo (agente de usuario), la página de procedencia y las páginas y pasos del cuestionario que consultó.',
            '<strong>Datos publicitarios:</strong> la campaña, el conjunto de anuncios y el anuncio que le trajeron hasta nosotros, identificadores de clic y de navegador establecidos por socios publicitarios y un identificador de nuestra aplicación móvil si llegó desde ella. Consulte nuestra <cookies>política de cookies</cookies>.',
          ],
        },
      ],
    },
    'how-we-use': {
      title: 'Cómo los utilizamos y con qué base jurídica',
      blocks: [
        {
          list: [
            'Para puntuar su cuestionario, entregarle su informe, gestionar su suscripción y el área de miembros, y cobrar los pagos: <em>necesario para ejecutar nuestro contrato con usted</em>.',
            'Para enviar recibos, confirmaciones de renovación y de cancelación, y responder a solicitudes de asistencia: <em>contrato</em> y <em>obligación legal</em>.',
            'Para prevenir el fraude y el abuso en los pagos, mantener la seguridad del servicio y corregir errores: <em>nuestros intereses legítimos</em>.',
            'Para medir qué anuncios funcionan y mostrarlos a personas que probablemente estén interesadas: <em>su consentimiento</em> cuando la ley lo exija y, en otro caso, <em>nuestros intereses legítimos</em>.',
            'Para conservar los registros fiscales y contables: <em>obligación legal</em>.',
          ],
        },
        'No tomamos decisiones sobre usted basadas únicamente en medios automatizados que produzcan efectos jurídicos o le afecten de forma igualmente significativa.',
      ],
    },
    sharing: {
      title: 'Con quién los compartimos',
      blocks: [
        'No vendemos sus datos personales a cambio de dinero. Solo los compartimos con:',
        {
          list: [
            'nuestro proveedor de pagos, para cobrar y proteger los pagos;',
            'proveedores de alojamiento, bases de datos, correo electrónico e inicio de sesión que prestan el servicio por cuenta nuestra en virtud de un contrato;',
            'socios publicitarios (como Meta y plataformas de vídeos cortos), que reciben eventos como «pago iniciado» o «compra» con el importe, los identificadores de clic y de navegador, la dirección IP y el agente de usuario, para medir y mejorar nuestros anuncios;',
            'las autoridades, cuando la ley lo exija, y un comprador de nuestra empresa, con las mismas garantías.',
          ],
        },
        'Según la legislación de algunos estados de EE. UU., compartir datos con socios publicitarios para publicidad comportamental entre contextos se considera «compartir». Puede oponerse escribiendo a <privacyMail/> con el asunto «No compartir».',
      ],
    },
    transfers: {
      title: 'Transferencias internacionales',
      blocks: [
        'Tenemos nuestra sede en los Estados Unidos y algunos de nuestros proveedores se encuentran en otros países. Cuando transferimos datos desde el Espacio Económico Europeo, el Reino Unido o Suiza, nos basamos en una decisión de adecuación o en las cláusulas contractuales tipo de la Comisión Europea (con el anexo del Reino Unido) y, cuando es necesario, en garantías adicionales.',
      ],
    },
    retention: {
      title: 'Cuánto tiempo los conservamos',
      blocks: [
        {
          list: [
            'Respuestas del cuestionario sin compra: {quizKeptDays} días.',
            'Datos de cuenta, informe y suscripción: mientras su cuenta esté abierta y, después, {accountKeptYears} años para atender consultas y reclamaciones legales.',
            'Registros de pagos y facturas: {paymentKeptYears} años, como exige la legislación fiscal.',
            'Datos del dispositivo, de uso y publicitarios: hasta {trackingKeptMonths} meses.',
          ],
        },
      ],
    },
    'your-rights': {
      title: 'Sus derechos',
      blocks: [
        'Según dónde viva, puede solicitar una copia de sus datos, pedir que se rectifiquen o supriman, oponerse a su tratamiento o solicitar su limitación, recibirlos en un formato portátil y retirar su consentimiento en cualquier momento (sin que ello afecte al tratamiento anterior). También tiene derecho a no recibir un trato diferente por ejercer estos derechos.',
        'Escriba a <privacyMail/> desde la dirección de correo electrónico de su cuenta. Respondemos en un plazo de {rightsAnswerDays} días y podemos pedirle antes que confirme su identidad. También puede presentar una reclamación ante su autoridad de protección de datos.',
      ],
    },
    security: {
      title: 'Seguridad',
      blocks: [
        'Utilizamos conexiones cifradas, mantenemos los datos de tarjeta fuera de nuestros sistemas, limitamos el acceso del personal a lo que su trabajo requiere y revisamos a nuestros proveedores. Ningún sistema es completamente seguro; si una brecha de seguridad le afecta, se lo comunicaremos a usted y a las autoridades como exige la ley.',
      ],
    },
    children: {
      title: 'Menores',
      blocks: [
        '{product} está destinado a adultos. Las suscripciones son solo para personas de {minimumAge} años o más, y no recopilamos a sabiendas datos de menores de {childDataAge} años. Si cree que un menor nos ha facilitado datos, escríbanos y los eliminaremos.',
      ],
    },
    changes: {
      title: 'Cambios en esta política',
      blocks: [
        'Publicaremos aquí cualquier cambio con una nueva fecha y le avisaremos por correo electrónico antes de que un cambio importante se aplique a datos que ya conservamos. Los <terms>términos del servicio</terms> explican cómo funcionan las suscripciones.',
      ],
    },
  },
};

export default privacy;
