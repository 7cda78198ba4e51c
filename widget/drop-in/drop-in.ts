/**
 * The drop-in (widget §2 and §4 in docs/spec-coverage.md): one radio item per payment method of widget/methods/,
 * listed in order and activated one at a time; the card item is active first. Methods that ask the
 * device (Apple Pay, Google Pay) hold their rows until it answers (method-arrival.ts). Payment services live in
 * widget/methods/method-context.ts, the DOM in view.ts.
 */
import { preloadCardForm } from '../card-form/preload';
import { WidgetError } from '../errors';
import { resolveLocale, textDirection, type Locale } from '../i18n/locales';
import { activateLocale, activatePseudo, asksPseudo, text } from '../i18n/translator';
import { methodsFor } from '../methods';
import { createMethodContext } from '../methods/method-context';
import { createLogger, isLogLevel, type Logger, type LogLevel } from '../logger';
import { ensureStyles } from '../ui/styles';
import { listAvailableMethods } from './method-arrival';
import { parseDropInMethods } from './payment-methods';
import type { DropInContext, DropInOptions } from './types';
import { createDropInView, failureTtlOf, type DropInView } from './view';

export type {
  ApplePayAuthorizedPayment,
  BillingAddress,
  DropInContext,
  DropInOptions,
  PaymentEvents,
  PaymentMethodCode,
  RefreshedSession,
} from './types';

const SHOW_EXISTING_CARDS_DEPRECATED = 'The drop-in option `showExistingCards` is deprecated: use `showStoredInstruments`.';

export interface DropIn {
  mount(target: HTMLElement): void;
  unmount(): void;
}

/**
 * Creates the drop-in for one payment session.
 * @example client.createDropIn({ payButtonLabel: 'Start trial' }).mount(document.querySelector('#pay')!)
 */
export function createDropIn(context: DropInContext, options: DropInOptions = {}): DropIn {
  let view: DropInView | null = null;
  let alive = false;

  return {
    mount(target) {
      if (alive) throw new WidgetError('UNKNOWN_ERROR', 'The drop-in is already mounted; call unmount() first.');
      alive = true;
      ensureStyles(target.ownerDocument);
      // One logger for the whole widget (widget §9 in docs/spec-coverage.md): the client's level, else the card form option's.
      const cardFormLevel = options.cardForm?.logLevel;
      const logLevel = context.logLevel ?? (isLogLevel(cardFormLevel) ? cardFormLevel : undefined);
      const logger = createLogger(logLevel);
      if (options.showExistingCards !== undefined) logger.warn(SHOW_EXISTING_CARDS_DEPRECATED);
      const page = target.ownerDocument.defaultView;
      const locale = resolveLocale(options.locale, page?.navigator.languages ?? []);
      // English is built in and draws at once; another language draws once its catalogue is here (issue 33); the pseudo-locale only on a test deployment (issue 44).
      const ready = asksPseudo(options.locale, page?.location.origin ?? '') ? activatePseudo() : activateLocale(locale);
      if (ready === true) render(target, logger, logLevel, locale);
      else
        ready.then(
          () => alive && render(target, logger, logLevel, locale),
          (error: unknown) => {
            logger.error(`The ${locale} messages could not be loaded; the drop-in speaks English. ${error instanceof Error ? error.message : String(error)}`);
            if (alive && activateLocale('en') === true) render(target, logger, logLevel, 'en');
          },
        );
    },

    unmount() {
      alive = false;
      view?.list.close();
      view?.root.remove();
      view = null;
    },
  };

  function render(target: HTMLElement, logger: Logger, logLevel: LogLevel | undefined, locale: Locale): void {
    const shown = createDropInView(options.payButtonLabel ?? text('msg.payButtonLabel'), failureTtlOf(options.failureMessageTtlMs), options.payButtonNote ?? null);
    shown.root.lang = locale;
    shown.root.dir = textDirection(locale);
    view = shown;
    target.append(shown.root);
    const ctx = createMethodContext({ context, options, view: shown, document: target.ownerDocument, alive: () => alive, logger, logLevel: logLevel ?? 'ERROR' });
    const methods = methodsFor(parseDropInMethods(context.execution.paymentCompositionOptions, logger));
    logger.info(`Drop-in mounted with ${methods.length} payment methods: ${methods.map((m) => m.id).join(', ')}.`);
    if (methods.some((m) => m.id === 'card')) preloadCardForm(target.ownerDocument, context.execution.assetHost);
    const icon = (name: string) => `${context.execution.assetHost}/sdk/icons/${name}.svg`;

    listAvailableMethods({
      methods,
      ctx,
      list: shown.list,
      logger,
      itemOf: (method) => ({ id: method.id, label: method.label, logoUrl: icon(method.logo), mount: (area) => method.mount(area, ctx).destroy }),
    });

    const first = methods.some((m) => m.id === 'card') ? 'card' : (shown.list.element.querySelector<HTMLInputElement>('input[type=radio]:enabled')?.value ?? '');
    shown.list.activate(first);
  }
}
