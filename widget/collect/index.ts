/** Public face of the collect container rules (widget-spec sections 3, 5, 8). */
export { COLLECT_ERRORS, COLLECT_ERROR_CODES, CollectError, isCollectError, type CollectErrorCode, type Parsed } from './collect-errors';
export { COLLECT_WARNINGS, warningMessage, type CollectWarning, type CollectWarningCode } from './collect-warnings';
export { ELEMENT_TYPES, type ElementType } from './element-types';
export { ELEMENT_EVENTS, type ElementEvent, type ElementEventHandler, type ElementEventPayload } from './element-events';
export { VALIDATION_RULE_TYPES, checkValidationRule, parseValidationRule, type ValidationRule } from './validation-rules';
export { checkElementOptions, parseElementOptions, type ElementOptions, type ResolvedElement } from './element-options';
export { CONTAINER_TYPES, checkLayout, parseComposableOptions, type ContainerType } from './layout';
export { checkCollectRequest, parseCollectRequest, type CollectRequest } from './collect-request';
export { createBearerTokenCache, isTokenValid, type GetBearerToken } from './bearer-token';
export { checkCustomElementsUrl, parseVaultUrl, resolveElementsUrl } from './container-config';
export { computeElementState, type ElementState } from './element-state';
export {
  createCollectContainer,
  type CollectContainer,
  type CollectContainerConfig,
  type CollectElement,
  type MountHost,
  type VaultAnswer,
  type VaultTransport,
} from './collect-container';
