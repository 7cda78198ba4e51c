/* Apple Pay JS stand-in (simulator). Implements the part of the public ApplePaySession surface the
 * widget uses, with a visible sheet a person or Playwright can approve or cancel. */
(function () {
  'use strict';
  if (window.ApplePaySession) return;
  var STATUS_SUCCESS = 0;
  var STATUS_FAILURE = 1;

  function sheet(title, amountText, onApprove, onCancel) {
    var overlay = document.createElement('div');
    overlay.setAttribute('style', 'position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:flex-end;justify-content:center;z-index:2147483600;font-family:-apple-system,system-ui,sans-serif');
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', title);
    dialog.setAttribute('style', 'background:#fff;color:#111;width:100%;max-width:420px;border-radius:16px 16px 0 0;padding:20px;display:grid;gap:14px;box-shadow:0 -8px 30px rgba(0,0,0,.2)');
    var h = document.createElement('h2');
    h.textContent = title;
    h.setAttribute('style', 'margin:0;font-size:18px');
    var p = document.createElement('p');
    p.textContent = amountText;
    p.setAttribute('style', 'margin:0;font-size:15px;color:#333');
    var card = document.createElement('p');
    card.textContent = 'Card: Visa •••• 1234 (simulated)';
    card.setAttribute('style', 'margin:0;font-size:14px;color:#555');
    var status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.setAttribute('style', 'margin:0;min-height:20px;font-size:14px');
    var approve = document.createElement('button');
    approve.type = 'button';
    approve.textContent = 'Pay with Apple Pay';
    approve.setAttribute('style', 'min-height:48px;border:0;border-radius:10px;background:#000;color:#fff;font-size:16px;font-weight:600;cursor:pointer');
    var cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel';
    cancel.setAttribute('style', 'min-height:44px;border:0;border-radius:10px;background:#eee;color:#111;font-size:16px;cursor:pointer');
    dialog.append(h, p, card, status, approve, cancel);
    overlay.append(dialog);
    document.body.append(overlay);
    approve.focus();
    approve.addEventListener('click', function () {
      approve.disabled = true;
      cancel.disabled = true;
      status.textContent = 'Processing…';
      onApprove();
    });
    cancel.addEventListener('click', onCancel);
    return { remove: function () { overlay.remove(); }, status: status, approve: approve };
  }

  function ApplePaySession(version, request) {
    if (version !== 3) throw new Error('ApplePaySession stand-in: this widget must ask for version 3, got ' + version);
    if (!request || !request.total || request.total.type !== 'final') throw new Error('ApplePaySession stand-in: total.type must be "final"');
    this._version = version;
    this._request = request;
    this._ui = null;
    this._validated = false;
    this._done = false;
    this.onvalidatemerchant = null;
    this.onpaymentauthorized = null;
    this.oncancel = null;
  }
  ApplePaySession.STATUS_SUCCESS = STATUS_SUCCESS;
  ApplePaySession.STATUS_FAILURE = STATUS_FAILURE;
  ApplePaySession.canMakePayments = function () { return true; };
  ApplePaySession.supportsVersion = function (v) { return v <= 3; };
  ApplePaySession.prototype.begin = function () {
    var r = this._request;
    this._ui = sheet('Apple Pay', (r.total.label || 'Total') + ': ' + r.currencyCode + ' ' + r.total.amount, () => {
      if (!this._validated) {
        this._ui.status.textContent = 'Merchant not validated.';
        return;
      }
      var token = { paymentData: { version: 'EC_v1', data: 'stand-in-' + Math.random().toString(36).slice(2) }, paymentMethod: { displayName: 'Visa 1234', network: 'Visa', type: 'debit' }, transactionIdentifier: 'stand-in' };
      if (this.onpaymentauthorized) this.onpaymentauthorized({ payment: { token: token, billingContact: { countryCode: 'US', postalCode: '10001' } } });
    }, () => this.abort());
    // Pay stays disabled until the page completes merchant validation, as on a device.
    this._ui.approve.disabled = true;
    this._ui.status.textContent = 'Contacting the merchant…';
    // Apple asks the page to validate the merchant right after begin().
    setTimeout(() => {
      if (this.onvalidatemerchant) this.onvalidatemerchant({ validationURL: STAND_IN_ORIGIN + '/sdk/apple-pay/validate' });
    }, 0);
  };
  ApplePaySession.prototype.completeMerchantValidation = function (merchantSession) {
    if (!merchantSession || typeof merchantSession.merchantSessionIdentifier !== 'string') {
      this.abort();
      return;
    }
    this._validated = true;
    if (this._ui) {
      this._ui.approve.disabled = false;
      this._ui.status.textContent = '';
    }
  };
  ApplePaySession.prototype.completePayment = function (result) {
    var status = typeof result === 'object' && result !== null ? result.status : result;
    this._done = true;
    if (this._ui) {
      this._ui.status.textContent = status === STATUS_SUCCESS ? 'Done' : 'Payment not completed';
      var ui = this._ui;
      setTimeout(function () { ui.remove(); }, 0);
    }
  };
  ApplePaySession.prototype.abort = function () {
    if (this._ui) this._ui.remove();
    this._ui = null;
    if (!this._done && this.oncancel) {
      this._done = true;
      this.oncancel({});
    }
  };
  var STAND_IN_ORIGIN = (function () {
    try { return new URL(document.currentScript.src).origin; } catch { return location.origin; }
  })();
  window.ApplePaySession = ApplePaySession;
})();
