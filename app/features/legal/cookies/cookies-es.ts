/** La política de cookies en español (fuente: cookies-en.ts). */
import type { CookiePolicyBody } from './cookies-en';

const cookies: CookiePolicyBody = {
  title: 'Política de cookies',
  summary:
    '<strong>En resumen:</strong> guardamos en su navegador el progreso de su cuestionario y su compra para que el servicio funcione, recordamos qué anuncio le trajo para poder medir nuestras campañas, y nuestros socios publicitarios establecen sus propias cookies. Puede borrarlas o bloquearlas en su navegador en cualquier momento.',
  sections: {
    'what-are-cookies': {
      title: 'Qué son las cookies y tecnologías similares',
      blocks: [
        'Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador. El almacenamiento local, el almacenamiento de sesión y las bases de datos del navegador cumplen la misma función sin enviarse al servidor con cada solicitud. Esta política abarca todos ellos; para abreviar, los llamamos «cookies».',
      ],
    },
    necessary: {
      title: 'Estrictamente necesarias',
      blocks: ['Permiten que funcionen el cuestionario, el pago y el área de miembros. No pueden desactivarse sin que el servicio deje de funcionar.'],
    },
    measurement: {
      title: 'Medición',
      blocks: [
        'Nos indican qué campaña le trajo, para que podamos ver qué anuncios dan lugar a compras. Permanecen en su dispositivo y se envían con su compra para atribuirla a la campaña correcta.',
      ],
    },
    advertising: {
      title: 'Publicidad',
      blocks: [
        'Nuestros socios publicitarios las establecen cuando llega desde uno de nuestros anuncios. Permiten al socio vincular su visita con el anuncio y medir las compras. Los socios tratan estos datos conforme a sus propias políticas de privacidad.',
      ],
    },
    'your-choices': {
      title: 'Sus opciones',
      blocks: [
        'Puede bloquear o eliminar las cookies y los datos de sitios en la configuración de su navegador, y usar la navegación privada para que no se conserve nada al cerrar la ventana. Si bloquea el almacenamiento estrictamente necesario, el cuestionario y el pago dejarán de funcionar.',
        'También puede limitar la personalización de anuncios en la configuración de Facebook, Instagram y de su aplicación de vídeos cortos, y pedirnos que no compartamos sus datos con socios publicitarios escribiendo a <privacyMail/>.',
      ],
    },
    more: {
      title: 'Más información',
      blocks: ['Nuestra <privacy>política de privacidad</privacy> explica cómo utiliza {product} los datos personales y qué derechos tiene. Si tiene preguntas sobre esta política, escriba a <privacyMail/>.'],
    },
  },
  table: {
    name: 'Nombre',
    where: 'Dónde',
    purpose: 'Finalidad',
    keptFor: 'Se conserva',
    captions: { necessary: 'Almacenamiento estrictamente necesario', measurement: 'Almacenamiento de medición', advertising: 'Cookies publicitarias' },
  },
  items: {
    quizProgress: { where: 'Almacenamiento de sesión', purpose: 'Guarda sus respuestas y su correo electrónico mientras realiza el cuestionario.', duration: 'Hasta que cierre la pestaña' },
    quizAttempt: { where: 'Almacenamiento de sesión', purpose: 'El identificador de su intento en nuestro servicio, que lo puntúa, para que el pago, las ofertas y el informe muestren su propia puntuación.', duration: 'Hasta que cierre la pestaña' },
    purchase: { where: 'Almacenamiento de sesión', purpose: 'Lleva su compra y su puntuación del pago a sus ofertas y a su informe.', duration: 'Hasta que cierre la pestaña' },
    signIn: { label: 'Sesión iniciada', where: 'Base de datos del navegador (IndexedDB)', purpose: 'Mantiene su sesión en el área de miembros tras iniciarla con Google, Apple o correo electrónico.', duration: 'Hasta que cierre la sesión' },
    paymentForm: { label: 'Formulario de pago', where: 'Nuestro proveedor de pagos', purpose: 'Protege el formulario de la tarjeta y ayuda a prevenir el fraude.', duration: 'Hasta {paymentFormMonths} meses' },
    referrer: { where: 'Almacenamiento local', purpose: 'Recuerda el sitio externo que le envió, para atribuirle la compra.', duration: 'Hasta que borre los datos del sitio' },
    campaign: { where: 'Almacenamiento local', purpose: 'Recuerda la campaña publicitaria, nuestra aplicación móvil y el sitio que le envió aquí.', duration: 'Hasta que borre los datos del sitio' },
    adCopies: { where: 'Almacenamiento local', purpose: 'Copias de los identificadores publicitarios que figuran más abajo, utilizadas cuando las cookies están bloqueadas.', duration: 'Hasta que borre los datos del sitio' },
    fbc: { where: 'Cookie, píxel de Meta', purpose: 'Registra que llegó haciendo clic en uno de nuestros anuncios en Facebook o Instagram.', duration: '{metaCookieDays} días' },
    fbp: { where: 'Cookie, píxel de Meta', purpose: 'Reconoce su navegador en distintas visitas para medir nuestros anuncios.', duration: '{metaCookieDays} días' },
    ttp: { where: 'Cookie, píxel publicitario de vídeos cortos', purpose: 'Mide nuestros anuncios en la plataforma de vídeos cortos.', duration: '{videoCookieMonths} meses' },
  },
};

export default cookies;
