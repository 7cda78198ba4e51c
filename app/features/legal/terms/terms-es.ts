/** Las condiciones del servicio en español (fuente: terms-en.ts). */
import type { LegalBody } from '../legal-body';
import type { TermsSectionId } from './terms-en';

const terms: LegalBody<TermsSectionId> = {
  title: 'Condiciones del servicio',
  summary:
    '<strong>En resumen:</strong> El plan semanal cuesta {trialPrice} por una prueba de {trialDays} días y después {weeklyPrice} cada semana hasta que lo canceles. Puedes cancelar en cualquier momento en el área de miembros o en nuestra página de cancelación; conservas el acceso hasta el final del periodo que pagaste. Las puntuaciones son estimaciones, no una evaluación clínica.',
  sections: {
    agreement: {
      title: 'Contrato',
      blocks: [
        'Estas condiciones son un contrato entre tú y {entity} («{product}», «nosotros»), {address}. Se aplican cuando haces nuestro cuestionario, compras una suscripción o un complemento, o usas el área de miembros. Al iniciar una compra confirmas que las has leído y las aceptas, junto con nuestra <privacy>política de privacidad</privacy> y nuestra <cookies>política de cookies</cookies>.',
      ],
    },
    service: {
      title: 'El servicio',
      blocks: [
        '{product} ofrece un cuestionario de razonamiento de 20 preguntas con una puntuación de CI estimada, un informe personal, tests de CI, juegos de entrenamiento mental, comparaciones con otros países y artículos. Algunas partes son gratuitas; el informe de resultados y el área de miembros requieren una suscripción de pago.',
        'Nuestras puntuaciones son estimaciones con fines de entretenimiento y desarrollo personal. No son una evaluación médica, psicológica, educativa ni laboral, y no debes basarte en ellas para tomar ese tipo de decisiones.',
      ],
    },
    eligibility: {
      title: 'Quién puede comprar',
      blocks: [
        'Para comprar una suscripción debes tener al menos {minimumAge} años y capacidad para celebrar un contrato vinculante. Eres responsable de mantener en secreto tus datos de acceso y de todo lo que se haga a través de tu cuenta. Avísanos de inmediato en <support/> si crees que otra persona la está usando.',
      ],
    },
    subscriptions: {
      title: 'Suscripciones, prueba y renovación automática',
      blocks: [
        {
          callout:
            '<strong>El plan semanal cuesta {trialPrice} por una prueba de {trialDays} días y después {weeklyPrice} cada semana hasta que lo canceles.</strong> Hoy pagas {trialPrice} por {trialDays} días de acceso completo. Si no cancelas antes de que termine la prueba, tu suscripción se renueva automáticamente y cobramos {weeklyPrice} en el mismo método de pago al final de la prueba y de nuevo cada semana a partir de entonces, hasta que canceles.',
        },
        'Los demás planes se renuevan del mismo modo, al precio y por el periodo indicados al pagar y en tu recibo (por ejemplo, un plan de 3 meses se renueva cada {threeMonthWeeks} semanas y un plan mensual cada mes). Los precios están en dólares estadounidenses e incluyen cualquier impuesto sobre las ventas que debamos recaudar, salvo que el pago indique otra cosa.',
        'Al comprar una suscripción nos autorizas, a nosotros y a nuestro proveedor de pagos, a cobrar en tu método de pago al inicio de cada periodo de renovación sin volver a preguntarte. Te enviamos un recibo por correo electrónico después de cada cobro. Si un cobro falla, podemos intentarlo de nuevo en los días siguientes; el acceso se interrumpe si no podemos cobrar la renovación.',
        'Podemos cambiar el precio de una suscripción para periodos futuros. Te avisaremos por correo electrónico al menos {priceNoticeDays} días antes de que se te aplique un nuevo precio, y podrás cancelar antes de que ocurra.',
      ],
    },
    'add-ons': {
      title: 'Complementos de pago único',
      blocks: [
        'Después de tu primera compra podemos ofrecerte complementos, como acceso anticipado a nuevos juegos, un informe de análisis ampliado, acceso sin conexión o un paquete definitivo. Cada uno se cobra una sola vez, al precio indicado, en el método de pago que usaste para tu suscripción. Los complementos no se renuevan. Están disponibles mientras tu suscripción esté activa, salvo que la oferta diga otra cosa.',
      ],
    },
    cancellation: {
      title: 'Cómo cancelar',
      blocks: [
        'Puedes cancelar en cualquier momento, de cualquiera de estas formas:',
        {
          list: [
            'en el área de miembros, en <manage>Gestionar suscripciones</manage>;',
            'en nuestra <cancelPage>página de cancelación</cancelPage>, o <byEmail>con tu dirección de correo</byEmail> si no puedes iniciar sesión;',
            'escribiendo a <support/> desde la dirección de correo que usaste al pagar.',
          ],
        },
        'Para evitar el primer cobro semanal, cancela antes de que termine la prueba de {trialDays} días. La cancelación detiene todas las renovaciones futuras; conservas el acceso hasta el final del periodo que ya pagaste. Confirmamos cada cancelación por correo electrónico.',
      ],
    },
    refunds: {
      title: 'Reembolsos',
      blocks: [
        'Los pagos de periodos ya iniciados no son reembolsables, salvo en los casos descritos aquí o cuando la ley te reconozca el derecho a un reembolso. Si olvidaste cancelar, escríbenos dentro de los {refundDays} días siguientes a un cobro de renovación: si no has usado el servicio desde ese cobro, te lo reembolsaremos íntegramente.',
        'Si vives en la Unión Europea o en el Reino Unido, tienes un derecho de desistimiento de 14 días en los contratos de servicios digitales. Como el servicio comienza de inmediato a petición tuya, aceptas que este derecho se extingue una vez prestado el servicio por completo y que el reembolso por desistimiento puede reducirse en la parte del periodo ya utilizada.',
      ],
    },
    'acceptable-use': {
      title: 'Uso aceptable',
      blocks: [
        'Te comprometes a no:',
        {
          list: [
            'compartir tu cuenta, ni revender o redistribuir el servicio o su contenido;',
            'copiar nuestras preguntas, juegos o informes, ni publicar las soluciones;',
            'usar bots, scrapers u otros medios automatizados para acceder al servicio;',
            'interferir en la seguridad o el funcionamiento del servicio, ni intentar eludir el pago.',
          ],
        },
        'Podemos suspender o cerrar una cuenta que incumpla estas normas. Si lo hacemos sin un motivo justificado, te reembolsamos la parte no utilizada de tu suscripción.',
      ],
    },
    content: {
      title: 'Nuestro contenido',
      blocks: [
        'El cuestionario, los tests, los juegos, los informes, los artículos, los diseños y el software nos pertenecen a nosotros o a nuestros licenciantes. Mientras tu suscripción esté activa, te concedemos una licencia personal e intransferible para usarlos con fines propios y no comerciales. Tu informe personal es tuyo para conservarlo y compartirlo.',
      ],
    },
    liability: {
      title: 'Garantías y responsabilidad',
      blocks: [
        'Trabajamos para que el servicio esté disponible y sea exacto, pero lo ofrecemos «tal cual» y no prometemos que esté libre de errores o interrupciones. Nada de estas condiciones limita los derechos que tienes como consumidor y que la ley no permite excluir.',
        'En la medida en que la ley lo permita, no respondemos de pérdidas indirectas o consecuentes, y nuestra responsabilidad total frente a ti se limita al importe que nos pagaste en los 12 meses anteriores a la reclamación. No limitamos la responsabilidad por muerte o lesiones personales causadas por nuestra negligencia, por fraude ni por nada que la ley no permita limitar.',
      ],
    },
    law: {
      title: 'Ley aplicable y conflictos',
      blocks: [
        'Estas condiciones se rigen por las leyes del Estado de Delaware, Estados Unidos. Contacta primero con nosotros: la mayoría de los problemas se resuelven rápido por correo electrónico. Si no llegamos a un acuerdo, los tribunales de Delaware podrán conocer del conflicto, pero si eres un consumidor que vive en otro lugar también puedes acudir a los tribunales de tu lugar de residencia y conservas la protección de su legislación imperativa de consumo.',
      ],
    },
    changes: {
      title: 'Cambios en estas condiciones',
      blocks: [
        'Podemos actualizar estas condiciones para reflejar cambios en el servicio o en la ley. Te informaremos de los cambios importantes por correo electrónico o en la aplicación antes de que se apliquen. Si no estás de acuerdo, puedes cancelar antes de que el cambio entre en vigor; si sigues usando el servicio después, aceptas las nuevas condiciones.',
      ],
    },
    contact: {
      title: 'Contacto',
      blocks: ['{entity}, {address}. Correo electrónico: <support/>. Respondemos en un plazo de dos días hábiles.'],
    },
  },
};

export default terms;
